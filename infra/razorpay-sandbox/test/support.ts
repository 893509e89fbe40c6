/* eslint-disable @typescript-eslint/no-explicit-any -- test helper: bodies are checked by the tests */
import { startWebhookReceiver } from '@arogya/sandbox-kit';
import type { IncomingHttpHeaders } from 'node:http';
import { after, before, type TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import Razorpay from 'razorpay';
import {
  createSandbox,
  DEFAULT_CONFIG,
  type Refund,
  type Sandbox,
  type SandboxConfig,
  type WebhookDelivery,
} from '../src/index.js';

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

/** Sends JSON (or nothing) with any method and parses the answer, if any. */
export async function call(
  url: string,
  method: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** What the popup's buttons and the shop's tests can ask for. */
export type Outcome = 'success' | 'failure' | 'authorized' | 'late';

/** Pays (or fails) an order the way the checkout popup does. */
export function pay(
  sandbox: Sandbox,
  orderId: string,
  outcome: Outcome,
  extra: Record<string, unknown> = {},
) {
  return postJson(`${sandbox.url}/sandbox/pay`, {
    key: DEFAULT_CONFIG.keyId,
    order_id: orderId,
    outcome,
    ...extra,
  });
}

/** The body Razorpay's Checkout gets when the shopper's payment of `orderId` failed. */
export const paymentFailed = (orderId: string, paymentId: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description: 'Payment failed',
    source: 'customer',
    step: 'payment_authorization',
    reason: 'payment_failed',
    metadata: { order_id: orderId, payment_id: paymentId },
  },
});

/**
 * A refund with an `X-Refund-Idempotency` key, sent the way the shop does it: through the
 * SDK's own axios instance, since `payments.refund()` cannot send headers. Fails like the SDK.
 */
export async function refundWithKey(
  rzp: Razorpay,
  paymentId: string,
  body: Record<string, unknown>,
  key: string,
): Promise<Refund> {
  const rq = (rzp as unknown as { api: { rq: any } }).api.rq;
  try {
    const res = await rq.post(`/v1/payments/${paymentId}/refund`, body, {
      headers: { 'X-Refund-Idempotency': key },
    });
    return res.data as Refund;
  } catch (err: any) {
    if (!err.response) throw err;
    throw { statusCode: err.response.status, error: err.response.data.error } as SdkError;
  }
}

/** `GET /sandbox/webhooks`: every delivery, oldest first. */
export async function deliveries(sandbox: Sandbox): Promise<WebhookDelivery[]> {
  const res = await fetch(`${sandbox.url}/sandbox/webhooks`);
  return ((await res.json()) as { items: WebhookDelivery[] }).items;
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

/**
 * Whether the sandbox's webhooks have come to rest: every attempt it made has reached
 * `receiver`, and no delivery has an attempt to come (each delivered, its duplicate sent too;
 * never sent; held by the disabled endpoint; or out of retries, as the settings say now).
 * Nothing more is sent then until something new happens or is redelivered.
 */
export function webhooksAtRest(sandbox: Sandbox, receiver: { received: unknown[] }): boolean {
  const all = sandbox.state.webhooks.list();
  const attempts = all.reduce((n, d) => n + d.attempts, 0);
  const tries = 1 + sandbox.settings.webhooks.retryDelaysMs.length;
  const done = (d: WebhookDelivery) =>
    (d.delivered && d.attempts >= (d.duplicated ? 2 : 1)) ||
    d.dropped ||
    d.disabled ||
    d.attempts >= tries;
  return receiver.received.length === attempts && all.every(done);
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
export function startReceiver(statuses: number[] = []): Promise<Receiver> {
  return startWebhookReceiver({ path: '/webhooks/razorpay', statuses });
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

/** A sandbox sending its webhooks to a new receiver (answering `statuses`); both closed after `t`. */
export async function withReceiver(
  t: TestContext,
  statuses: number[] = [],
  overrides: Partial<SandboxConfig> = {},
) {
  const receiver = await startReceiver(statuses);
  const sandbox = await startSandbox({ webhookUrl: receiver.url, ...overrides });
  t.after(async () => {
    await sandbox.close();
    await receiver.close();
  });
  return { receiver, sandbox, rzp: sdk(sandbox) };
}

/** Event names received, in arrival order. */
export function eventNames(hooks: ReceivedWebhook[]): string[] {
  return hooks.map((h) => h.body.event as string);
}
