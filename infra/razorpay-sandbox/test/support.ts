/* eslint-disable @typescript-eslint/no-explicit-any -- test helper: bodies are checked by the tests */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import Razorpay from 'razorpay';
import { createSandbox, DEFAULT_CONFIG, type Sandbox, type SandboxConfig } from '../src/index.js';

/** A real sandbox on a free loopback port, with the default keys. */
export function startSandbox(overrides: Partial<SandboxConfig> = {}): Promise<Sandbox> {
  return createSandbox({ ...DEFAULT_CONFIG, host: '127.0.0.1', port: 0, ...overrides });
}

/** The official SDK pointed at the sandbox, the way the shop does it. */
export function sdk(
  sandbox: Sandbox,
  keyId = DEFAULT_CONFIG.keyId,
  keySecret = DEFAULT_CONFIG.keySecret,
): Razorpay {
  const rzp = new Razorpay({ key_id: keyId, key_secret: keySecret });
  (rzp as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
    sandbox.url;
  return rzp;
}

/** What the SDK throws on a non-2xx answer. */
export interface SdkError {
  statusCode: number;
  error: { code: string; description: string; reason: string; field?: string };
}

/** Runs an SDK call that must fail and returns what it threw. */
export async function sdkFailure(call: Promise<unknown>): Promise<SdkError> {
  try {
    await call;
  } catch (err) {
    return err as SdkError;
  }
  throw new Error('expected the SDK call to fail');
}

/** POSTs JSON and parses the answer. */
export async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** Pays (or fails) an order the way the checkout popup does. */
export function pay(
  sandbox: Sandbox,
  orderId: string,
  outcome: 'success' | 'failure',
  extra: Record<string, unknown> = {},
) {
  return postJson(`${sandbox.url}/sandbox/pay`, {
    key: DEFAULT_CONFIG.keyId,
    order_id: orderId,
    outcome,
    ...extra,
  });
}

/** Polls `probe` until it holds, for at most `ms` (then fails saying what it waited for). */
export async function until(
  probe: () => Promise<boolean> | boolean,
  ms = 5000,
  what = 'condition',
) {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** One webhook request as the shop would receive it. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: any;
}

/** A local HTTP server standing in for the shop's webhook endpoint. */
export interface Receiver {
  url: string;
  received: ReceivedWebhook[];
  /** Resolves once `count` requests arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** Starts a receiver that answers each request with the next status of `statuses` (then 200). */
export async function startReceiver(statuses: number[] = []): Promise<Receiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, rawBody, body: JSON.parse(rawBody) });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/razorpay`,
    received,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`got ${received.length} webhooks, expected ${count}`);
        }
        await sleep(10);
      }
      return received.slice(0, count);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A sandbox for all the tests of a file (with `overrides`), and the SDK pointed at it:
 * started before the first test, closed after the last.
 */
export function sandboxSuite(overrides: Partial<SandboxConfig> = {}) {
  const suite = {} as { sandbox: Sandbox; rzp: Razorpay };
  before(async () => {
    suite.sandbox = await startSandbox(overrides);
    suite.rzp = sdk(suite.sandbox);
  });
  after(() => suite.sandbox.close());
  return suite;
}
