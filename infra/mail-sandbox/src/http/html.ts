import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { STYLES } from './styles.js';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for HTML element content and for double- or single-quoted attribute values
 * (`srcdoc` included: the browser decodes it back to exactly `value`).
 */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/**
 * The pages' policy: nothing but their own inline styles and forms; no script at all. Images
 * may come from anywhere so that e-mails show their pictures (the HTML part inherits this
 * policy inside its sandboxed frame, and cannot run scripts either).
 */
const PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src * data: blob:',
  "form-action 'self'",
  "base-uri 'none'",
].join('; ');

/** An envelope, inline, so that browsers do not ask for `/favicon.ico`. */
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="6" width="28" height="20" rx="3" fill="#0b6e4f"/><path d="M4 9l12 9 12-9" fill="none" stroke="#fff" stroke-width="2.5"/></svg>',
  );

/** A whole page around `body` (already escaped HTML), titled `title` (plain text). */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Mail sandbox</title>
<link rel="icon" href="${ICON}">
<style>${STYLES}</style>
</head>
<body>
<header class="bar">
<a class="brand" href="/">Mail sandbox</a>
<span class="badge">development only</span>
</header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Sends a page with the pages' security headers. */
export function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', PAGE_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('cache-control', 'no-store')
    .send(html);
}

/** A page saying what went wrong (`title`: "Not found"…), with a way back to the inbox. */
export function errorPage(title: string, message: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="empty">${escapeHtml(message)}</p>
<p><a class="button" href="/">Back to the inbox</a></p>`,
  );
}

/**
 * Refuses a form post coming from another site (a page elsewhere could otherwise empty the
 * inbox of whoever has it open): the browser's `Sec-Fetch-Site` must say same-origin (or a
 * typed URL), and an `Origin` header, when there is a real one, must name this server. Clients
 * sending neither (curl, tests) pass.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const refused = () => new HttpError(403, 'Form posts from other sites are refused');
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw refused();
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw refused();
  }
  if (host !== request.headers.host) throw refused();
}

const TIME = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** A `<time>` element for an ISO instant, shown in the server's time zone. */
export function timeElement(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(TIME.format(new Date(iso)))}</time>`;
}

/** An address header for reading: `"Arogya" <a@b>` shown as `Arogya <a@b>`. */
export function displayAddresses(header: string): string {
  return header.replace(/"([^"<>]*)"(?=\s*<)/g, '$1');
}

/** Bytes for people: `812 B`, `14.2 KB`, `3.1 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
