/* eslint-disable @typescript-eslint/no-explicit-any -- test helper: bodies are checked by the tests */
import { requestJson, startWebhookReceiver } from '@arogya/sandbox-kit';
import type { IncomingHttpHeaders } from 'node:http';
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
  return requestJson(sandbox.url, method, path, body, headers);
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
  const receiver = await startWebhookReceiver({ path: '/webhooks/msg91', statuses });
  t.after(() => receiver.close());
  return receiver;
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
