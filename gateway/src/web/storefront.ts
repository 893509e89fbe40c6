import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A single-page app the gateway serves: its path prefix and its `index.html`. */
export interface PageApp {
  prefix: string;
  html: string;
  /** Whether the app has a page at a path (others answer 404, still with the app's page). */
  owns?: (path: string) => boolean;
}

/**
 * The page to answer for a GET that no route matched, when it asks for a page of one of `apps`
 * (not the API, a file or an upload): the `index.html` of the app with the longest matching
 * prefix, with 200 when the app has a page there and 404 when it does not (the app then shows
 * its own "not found", so a link checker or a crawler sees the 404 a person sees).
 */
export function pageFor(
  apps: PageApp[],
  method: string,
  url: string,
): { html: string; status: 200 | 404; prefix: string } | null {
  const path = url.split('?')[0] ?? '';
  if (method !== 'GET' || /^\/(api|images|uploads)(\/|$)/.test(path) || /\.\w+$/.test(path)) {
    return null;
  }
  const matching = apps.filter(
    (a) => path === a.prefix.replace(/\/$/, '') || path.startsWith(a.prefix),
  );
  matching.sort((a, b) => b.prefix.length - a.prefix.length);
  const app = matching[0];
  if (!app) return null;
  return { html: app.html, status: !app.owns || app.owns(path) ? 200 : 404, prefix: app.prefix };
}

/**
 * Serves a built single-page app's files under `prefix` (hashed assets cached for a year, the
 * rest revalidated) and answers its `index.html`, which the error filter sends for page paths
 * no route matched, so deep links like `/product/:id` work. Null when the app is not built.
 */
export function serveApp(
  app: NestFastifyApplication,
  dir: string,
  prefix: string,
  owns?: (path: string) => boolean,
): PageApp | null {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) return null;
  app.useStaticAssets({
    root: dir,
    prefix,
    decorateReply: false,
    wildcard: false,
    index: false,
    // the build's Brotli and gzip copies (scripts/precompress.mjs), chosen by Accept-Encoding
    preCompressed: true,
    // @fastify/static 10 passes the Fastify reply; Nest's option type still says a raw response
    setHeaders: (reply, path) => {
      void (reply as unknown as FastifyReply).header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return { prefix, html: readFileSync(indexFile, 'utf8'), owns };
}
