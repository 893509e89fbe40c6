import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a request asks for a storefront page (not the API, a file or an upload). */
export const isPageRequest = (method: string, url: string) => {
  const path = url.split('?')[0] ?? '';
  return (
    method === 'GET' && !/^\/(api|images|uploads|assets)(\/|$)/.test(path) && !/\.\w+$/.test(path)
  );
};

/**
 * Serves the built storefront's files (hashed assets cached for a year, the rest
 * revalidated) and answers its `index.html`, which the error filter sends for page paths no
 * route matched, so deep links like `/product/:id` work. Null when the storefront is not built.
 */
export function serveStorefront(app: NestFastifyApplication, dir: string): string | null {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) return null;
  app.useStaticAssets({
    root: dir,
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    index: false,
    // @fastify/static 10 passes the Fastify reply; Nest's option type still says a raw response
    setHeaders: (reply, path) => {
      void (reply as unknown as FastifyReply).header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return readFileSync(indexFile, 'utf8');
}
