/* eslint-disable @typescript-eslint/no-explicit-any -- test helper: bodies are checked by the tests */
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** A template without header: `Your code is {{1}}`. */
export const LOGIN_CODE: TemplateInput = {
  name: 'login_code',
  language: 'en_US',
  category: 'AUTHENTICATION',
  components: [{ type: 'BODY', text: 'Your Arogya code is {{1}}.' }],
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
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
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
  const posts: Received[] = [];
  const handshakes: Received[] = [];
  const arrivals = new EventEmitter();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://receiver');
      const received: Received = {
        method: req.method ?? '',
        url,
        headers: req.headers,
        rawBody,
        body: rawBody === '' ? undefined : JSON.parse(rawBody),
      };
      if (req.method === 'GET') {
        handshakes.push(received);
        const ok =
          url.searchParams.get('hub.mode') === 'subscribe' &&
          url.searchParams.get('hub.verify_token') === DEFAULT_WHATSAPP_SANDBOX_CONFIG.verifyToken;
        const mode = receiver.handshake;
        if (mode === 'forbidden' || !ok) return res.writeHead(403).end('forbidden');
        const challenge = url.searchParams.get('hub.challenge') ?? '';
        return res.writeHead(200).end(mode === 'echo' ? challenge : `${challenge}x`);
      }
      posts.push(received);
      arrivals.emit('post');
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}/webhooks/whatsapp`,
    posts,
    handshakes,
    handshake,
    async waitForPosts(count, timeoutMs = 5000) {
      const deadline = AbortSignal.timeout(timeoutMs);
      while (posts.length < count) {
        try {
          await once(arrivals, 'post', { signal: deadline });
        } catch {
          throw new Error(`got ${posts.length} webhooks, expected ${count}`);
        }
      }
      return posts.slice(0, count);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
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
