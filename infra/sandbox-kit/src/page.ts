import type { FastifyInstance } from 'fastify';

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The colours and width of a sandbox's page (CSS values). */
export interface PageLook {
  /** The text colour. */
  text: string;
  background: string;
  /** The background of the title bar (its text is white). */
  bar: string;
  /** The width of the content at most (`40rem`). */
  maxWidth: string;
}

/**
 * A sandbox's whole page: `title` in a sticky bar with a Refresh link, `body` below, the base
 * styles in `look`'s colours followed by `style` (CSS lines, indented by two spaces). No
 * scripts; `title` is escaped, `style` and `body` are the caller's HTML.
 */
export function sandboxPage(title: string, look: PageLook, style: string, body: string): string {
  const name = escapeHtml(title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; color: ${look.text}; background: ${look.background}; }
  header { position: sticky; top: 0; display: flex; flex-wrap: wrap; gap: .5rem; align-items: baseline; justify-content: space-between; padding: .75rem 1rem; background: ${look.bar}; color: #fff; }
  header h1 { margin: 0; font-size: 1.15rem; }
  header a { color: #fff; }
  main { max-width: ${look.maxWidth}; margin: 0 auto; padding: .75rem; }
${style}
</style>
</head>
<body>
<header><h1>${name}</h1><a href="/">Refresh</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * `GET /`: the page `render` makes, never cached, under a content security policy that allows
 * inline styles and nothing else (no scripts, images or requests).
 */
export function pageRoute(app: FastifyInstance, render: () => string): void {
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(render()),
  );
}
