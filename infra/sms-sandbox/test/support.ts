/* eslint-disable @typescript-eslint/no-explicit-any -- test helper: bodies are checked by the tests */
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import {
  DEFAULT_SMS_SANDBOX_CONFIG,
  startSmsSandbox,
  type DltTemplateInput,
  type SmsSandbox,
  type SmsSandboxConfig,
} from '../src/index.js';

export const AUTH_KEY = DEFAULT_SMS_SANDBOX_CONFIG.authKey;
export const SECRET = DEFAULT_SMS_SANDBOX_CONFIG.webhookSecret;

/** The shop's login code: one variable. */
export const OTP: DltTemplateInput = {
  template_id: '65f1c0ffee0000000000otp1',
  sender_id: 'AROGYA',
  content: 'Your Arogya code is ##OTP##. It is valid for 10 minutes. Do not share it. -Arogya',
  dlt_te_id: '1107170000000000001',
  name: 'login otp',
};

/** An order update: two variables, one used twice. */
export const SHIPPED: DltTemplateInput = {
  template_id: '65f1c0ffee0000000000ship',
  sender_id: 'AROGYA',
  content: 'Hi ##name##, order ##order## has shipped. Track: arogya.in/t/##order## -Arogya',
  dlt_te_id: '1107170000000000002',
  category: 'service_implicit',
};

/** A promotional text (not delivered to DND numbers). */
export const SALE: DltTemplateInput = {
  template_id: '65f1c0ffee0000000000sale',
  sender_id: 'AROGYA',
  content: 'Monsoon sale: ##discount## off on all teas till Sunday. -Arogya',
  dlt_te_id: '1107170000000000003',
  category: 'promotional',
};

/** A sandbox on a free loopback port with the default key and the three templates. */
export async function startSandbox(
  t: TestContext,
  overrides: Partial<SmsSandboxConfig> = {},
): Promise<SmsSandbox> {
  const sandbox = await startSmsSandbox({ port: 0, templates: [OTP, SHIPPED, SALE], ...overrides });
  t.after(() => sandbox.close());
  return sandbox;
}

/** An answer: status and parsed JSON (undefined for an empty body). */
export interface Answer {
  status: number;
  body: any;
}

/** A JSON request with optional headers. */
export async function call(
  sandbox: SmsSandbox,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** `POST /api/v5/flow` with the `authkey` header (none when `authKey` is null). */
export function flow(sandbox: SmsSandbox, body: unknown, authKey: string | null = AUTH_KEY) {
  return call(sandbox, 'POST', '/api/v5/flow', body, authKey === null ? {} : { authkey: authKey });
}

/** A Flow request for the OTP template to `mobiles` with `code`. */
export function sendOtp(sandbox: SmsSandbox, mobiles: string, code = '482913') {
  return flow(sandbox, {
    template_id: OTP.template_id,
    short_url: '0',
    recipients: [{ mobiles, OTP: code }],
  });
}

/** One request as the shop's webhook route would receive it. */
export interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: any;
}

/** A local server standing in for the shop's delivery-report route. */
export interface Receiver {
  url: string;
  received: Received[];
  /** Resolves once `count` requests arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
}

/** Starts a receiver answering each request with the next of `statuses` (then 200). */
export async function startReceiver(t: TestContext, statuses: number[] = []): Promise<Receiver> {
  const received: Received[] = [];
  const arrivals = new EventEmitter();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, rawBody, body: JSON.parse(rawBody) });
      arrivals.emit('request');
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.after(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/msg91`,
    received,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = AbortSignal.timeout(timeoutMs);
      while (received.length < count) {
        try {
          await once(arrivals, 'request', { signal: deadline });
        } catch {
          throw new Error(`got ${received.length} webhooks, expected ${count}`);
        }
      }
      return received.slice(0, count);
    },
  };
}

/** A sandbox sending its delivery reports to a new receiver. */
export async function withReceiver(
  t: TestContext,
  statuses: number[] = [],
  overrides: Partial<SmsSandboxConfig> = {},
) {
  const receiver = await startReceiver(t, statuses);
  const sandbox = await startSandbox(t, { webhookUrl: receiver.url, ...overrides });
  return { receiver, sandbox };
}
