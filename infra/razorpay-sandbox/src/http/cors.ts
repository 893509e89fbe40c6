import type { FastifyInstance } from 'fastify';

/** Paths a shop page calls or loads from its own, different origin. */
const BROWSER_PATHS = ['/sandbox/', '/checkout.js', '/v1/checkout.js'];

/**
 * Lets shop pages on any origin call the checkout endpoints; a sandbox holds no secrets a
 * wildcard could leak. The server API stays without CORS, as on Razorpay, because browsers
 * never call it.
 */
export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (BROWSER_PATHS.some((p) => request.url.startsWith(p))) {
      reply.header('access-control-allow-origin', '*');
    }
  });
  app.options('/sandbox/*', async (request, reply) => {
    const asked = request.headers['access-control-request-headers'];
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, PATCH, DELETE, OPTIONS')
      .header('access-control-allow-headers', asked ?? 'content-type')
      // Chrome asks this before a public page may call a loopback address.
      .header('access-control-allow-private-network', 'true')
      .header('access-control-max-age', '600')
      .send();
  });
}
