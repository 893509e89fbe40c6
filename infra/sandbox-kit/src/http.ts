import type { FastifyInstance } from 'fastify';

/**
 * Starts `app` listening on `host:port` (port 0 picks a free one) and answers its URL,
 * `http://host:port`, with an IPv6 host in brackets.
 */
export async function listen(app: FastifyInstance, host: string, port: number): Promise<string> {
  await app.listen({ host, port });
  const address = app.server.address();
  const bound = typeof address === 'object' && address !== null ? address.port : port;
  return `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
}

/** `GET /health` and `GET /sandbox/health`, both answering `{ status: "ok" }` (no auth). */
export function healthRoutes(app: FastifyInstance): void {
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/sandbox/health', async () => ({ status: 'ok' }));
}

/** The faults `faultRoutes` shows and clears. */
export interface FaultControls {
  /** What `GET /sandbox/faults` answers (and `POST` after adding). */
  list(): unknown;
  clear(): void;
}

/**
 * `GET /sandbox/faults` (the list), `POST /sandbox/faults` (`add` takes the body, checks it and
 * adds a fault or marks a number; the answer is the list) and `DELETE /sandbox/faults` (clears
 * everything; 204).
 */
export function faultRoutes(
  app: FastifyInstance,
  faults: FaultControls,
  add: (body: unknown) => void,
): void {
  app.get('/sandbox/faults', async () => faults.list());

  app.post('/sandbox/faults', async (request) => {
    add(request.body);
    return faults.list();
  });

  app.delete('/sandbox/faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });
}

/** The webhook outbox `webhookRoutes` shows and switches. */
export interface WebhookControls {
  list(): unknown[];
  endpoint(): unknown;
  enable(): unknown;
  disable(): unknown;
}

/**
 * `GET /sandbox/webhooks` (`{ endpoint, count, items }`: every delivery, oldest first) and
 * `POST /sandbox/webhooks/disable` / `/enable` (answering the endpoint).
 */
export function webhookRoutes(app: FastifyInstance, outbox: WebhookControls): void {
  app.get('/sandbox/webhooks', async () => {
    const items = outbox.list();
    return { endpoint: outbox.endpoint(), count: items.length, items };
  });

  app.post('/sandbox/webhooks/disable', async () => outbox.disable());
  app.post('/sandbox/webhooks/enable', async () => outbox.enable());
}
