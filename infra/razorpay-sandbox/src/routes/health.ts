import type { FastifyInstance } from 'fastify';

/** Readiness probe for scripts and compose files waiting on the sandbox. */
export function healthRoutes(app: FastifyInstance): void {
  app.get('/sandbox/health', async () => ({ status: 'ok' }));
}
