import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// Helpers for the sandboxes' tests: a JSON client and a stand-in for the shop's webhook route.

/** An answer: its status and parsed JSON (undefined for an empty body). */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * A request to `origin` + `path` with `headers`, and `body` as JSON when given (with its
 * content type); answers the status and the parsed body.
 */
export async function requestJson(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** One request as the shop's webhook route would receive it. */
export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The body parsed as JSON; undefined when empty. */
  body: unknown;
}

/** How `startWebhookReceiver`'s server answers. */
export interface WebhookReceiverOptions {
  /** The path of its URL (`/webhooks/msg91`). */
  path: string;
  /** The statuses of the recorded requests' answers, taken off in turn; then 200. */
  statuses?: number[];
  /**
   * Answers a request itself (a verification GET, say), which is then not recorded; undefined
   * records and answers it as usual.
   */
  intercept?: (request: ReceivedRequest) => { status: number; text: string } | undefined;
}

/** A local server standing in for the shop's webhook route, on a free loopback port. */
export interface WebhookReceiver {
  url: string;
  /** The recorded requests, in arrival order. */
  received: ReceivedRequest[];
  /** Resolves once `count` requests were recorded (rejects after `timeoutMs`, default 5000). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  /** Cuts its connections and stops it. */
  close(): Promise<void>;
}

/** Starts a webhook receiver (see `WebhookReceiverOptions`); the caller closes it. */
export async function startWebhookReceiver(
  options: WebhookReceiverOptions,
): Promise<WebhookReceiver> {
  const received: ReceivedRequest[] = [];
  const arrivals = new EventEmitter();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const request: ReceivedRequest = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://receiver'),
        headers: req.headers,
        rawBody,
        body: rawBody === '' ? undefined : JSON.parse(rawBody),
      };
      const answer = options.intercept?.(request);
      if (answer) return res.writeHead(answer.status).end(answer.text);
      received.push(request);
      arrivals.emit('request');
      res.writeHead(options.statuses?.shift() ?? 200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${options.path}`,
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
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
