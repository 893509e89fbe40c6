import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_DIR } from '../paths.js';

/**
 * The browser checkout script, at `/checkout.js` and at Razorpay's own path `/v1/checkout.js`
 * (outside the authenticated API), so the shop only swaps the origin. Read on every request
 * and never cached, so edits to `public/checkout.js` show up on a page reload.
 */
export function checkoutScriptRoutes(app: FastifyInstance): void {
  const file = join(PUBLIC_DIR, 'checkout.js');
  const serve = async (_request: unknown, reply: FastifyReply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await readFile(file, 'utf8'));
  app.get('/checkout.js', serve);
  app.get('/v1/checkout.js', serve);
}
