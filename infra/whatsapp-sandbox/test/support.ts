/* eslint-disable @typescript-eslint/no-explicit-any -- test helper: bodies are checked by the tests */
import { requestJson, startWebhookReceiver } from '@arogya/sandbox-kit';
import type { IncomingHttpHeaders } from 'node:http';
import type { TestContext } from 'node:test';
import {
  DEFAULT_WHATSAPP_SANDBOX_CONFIG,
  startWhatsAppSandbox,
  type TemplateInput,
  type WhatsAppSandbox,
  type WhatsAppSandboxConfig,
} from '../src/index.js';

export const TOKEN = DEFAULT_WHATSAPP_SANDBOX_CONFIG.accessToken;
export const SECRET = DEFAULT_WHATSAPP_SANDBOX_CONFIG.appSecret;
export const PHONE_ID = DEFAULT_WHATSAPP_SANDBOX_CONFIG.phoneNumberId;
export const WABA_ID = DEFAULT_WHATSAPP_SANDBOX_CONFIG.businessAccountId;

/** The shop's order template: two body variables, a text header with one, a footer. */
export const ORDER_SHIPPED: TemplateInput = {
  name: 'order_shipped',
  language: 'en',
  category: 'UTILITY',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}' },
    {
      type: 'BODY',
      text: 'Hi {{1}}, your order {{2}} has shipped.',
      example: { body_text: [['Asha', 'A-1001']] },
    },
    { type: 'FOOTER', text: 'Arogya Wellness' },
  ],
};

/** An authentication template as Meta takes it: preset text, expiry footer, copy-code button. */
export const LOGIN_CODE: TemplateInput = {
  name: 'login_code',
  language: 'en_US',
  category: 'AUTHENTICATION',
  components: [
    { type: 'BODY', add_security_recommendation: true },
    { type: 'FOOTER', code_expiration_minutes: 5 },
    { type: 'BUTTONS', buttons: [{ type: 'OTP', otp_type: 'COPY_CODE', text: 'Copy code' }] },
  ],
};

/** A sandbox on a free loopback port with the default keys and the two templates. */
export async function startSandbox(
  t: TestContext,
  overrides: Partial<WhatsAppSandboxConfig> = {},
): Promise<WhatsAppSandbox> {
  const sandbox = await startWhatsAppSandbox({
    port: 0,
    templates: [ORDER_SHIPPED, LOGIN_CODE],
    ...overrides,
  });
  t.after(() => sandbox.close());
  return sandbox;
}

/** An answer: status and parsed JSON (undefined for an empty body). */
export interface Answer {
  status: number;
  body: any;
}

/** A Graph API call with the bearer token (or `token`). */
export async function graph(
  sandbox: WhatsAppSandbox,
  method: string,
  path: string,
  body?: unknown,
  token: string | null = TOKEN,
): Promise<Answer> {
  const auth: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
  return requestJson(sandbox.url, method, path, body, auth);
}

/** `POST /v21.0/<phone id>/messages`. */
export function send(sandbox: WhatsAppSandbox, body: unknown, token: string | null = TOKEN) {
  return graph(sandbox, 'POST', `/v21.0/${PHONE_ID}/messages`, body, token);
}

/** A send of `order_shipped` to `to` with `values` as the body parameters. */
export function sendOrderShipped(sandbox: WhatsAppSandbox, to: string, values: string[]) {
  return send(sandbox, {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: 'order_shipped',
      language: { code: 'en' },
      components: [
        { type: 'header', parameters: [{ type: 'text', text: values[1] ?? 'A-0' }] },
        { type: 'body', parameters: values.map((text) => ({ type: 'text', text })) },
      ],
    },
  });
}

/** A control-API call (no auth). */
export function control(sandbox: WhatsAppSandbox, method: string, path: string, body?: unknown) {
  return graph(sandbox, method, path, body, null);
}

/** One request as the shop's webhook route would receive it. */
export interface Received {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: any;
}

/** How the receiver answers the verification GET. */
export type HandshakeMode = 'echo' | 'wrong-echo' | 'forbidden';

/** A local server standing in for the shop's webhook endpoint. */
export interface Receiver {
  url: string;
  /** The POSTs (webhooks), in arrival order. */
  posts: Received[];
  /** The GETs (verification handshakes). */
  handshakes: Received[];
  /** How the next handshakes are answered (settable). */
  handshake: HandshakeMode;
  /** Resolves once `count` POSTs arrived (rejects after `timeoutMs`). */
  waitForPosts(count: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/**
 * Starts a receiver that answers each POST with the next of `statuses` (then 200) and the
 * handshake as the shop should (echo `hub.challenge` when the verify token matches), or as
 * `handshake` says.
 */
export async function startReceiver(
  t: TestContext,
  statuses: number[] = [],
  handshake: HandshakeMode = 'echo',
): Promise<Receiver> {
  const handshakes: Received[] = [];
  const server = await startWebhookReceiver({
    path: '/webhooks/whatsapp',
    statuses,
    intercept: (request) => {
      if (request.method !== 'GET') return undefined;
      handshakes.push(request);
      const { searchParams } = request.url;
      const ok =
        searchParams.get('hub.mode') === 'subscribe' &&
        searchParams.get('hub.verify_token') === DEFAULT_WHATSAPP_SANDBOX_CONFIG.verifyToken;
      const mode = receiver.handshake;
      if (mode === 'forbidden' || !ok) return { status: 403, text: 'forbidden' };
      const challenge = searchParams.get('hub.challenge') ?? '';
      return { status: 200, text: mode === 'echo' ? challenge : `${challenge}x` };
    },
  });
  const receiver: Receiver = {
    url: server.url,
    posts: server.received,
    handshakes,
    handshake,
    waitForPosts: (count, timeoutMs) => server.waitFor(count, timeoutMs),
    close: () => server.close(),
  };
  t.after(() => receiver.close());
  return receiver;
}

/** A sandbox sending webhooks to a new receiver; the sandbox closes before the receiver. */
export async function withReceiver(
  t: TestContext,
  statuses: number[] = [],
  overrides: Partial<WhatsAppSandboxConfig> = {},
  handshake: HandshakeMode = 'echo',
) {
  const receiver = await startReceiver(t, statuses, handshake);
  const sandbox = await startSandbox(t, { webhookUrl: receiver.url, ...overrides });
  return { receiver, sandbox };
}

/** The first status of a status webhook body. */
export function statusOf(body: any): any {
  return body.entry[0].changes[0].value.statuses[0];
}
