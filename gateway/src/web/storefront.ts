import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A single-page app the gateway serves: its path prefix and its `index.html`. */
export interface PageApp {
  prefix: string;
  html: string;
}

/**
 * The `index.html` to answer for a GET that no route matched, when it asks for a page of one
 * of `apps` (not the API, a file or an upload): the app with the longest matching prefix.
 */
export function pageFor(apps: PageApp[], method: string, url: string): string | null {
  const path = url.split('?')[0] ?? '';
  if (method !== 'GET' || /^\/(api|images|uploads)(\/|$)/.test(path) || /\.\w+$/.test(path)) {
    return null;
  }
  const matching = apps.filter(
    (a) => path === a.prefix.replace(/\/$/, '') || path.startsWith(a.prefix),
  );
  matching.sort((a, b) => b.prefix.length - a.prefix.length);
  return matching[0]?.html ?? null;
}

/**
 * Serves a built single-page app's files under `prefix` (hashed assets cached for a year, the
 * rest revalidated) and answers its `index.html`, which the error filter sends for page paths
 * no route matched, so deep links like `/product/:id` work. Null when the app is not built.
 */
export function serveApp(app: NestFastifyApplication, dir: string, prefix: string): PageApp | null {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) return null;
  app.useStaticAssets({
    root: dir,
    prefix,
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
  return { prefix, html: readFileSync(indexFile, 'utf8') };
}
