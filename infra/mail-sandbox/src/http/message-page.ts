import type { FastifyInstance } from 'fastify';
import type { StoredMessage } from '../messages.js';
import type { MessageStore } from '../store.js';
import {
  assertSameOrigin,
  displayAddresses,
  errorPage,
  escapeHtml,
  formatBytes,
  layout,
  sendPage,
  timeElement,
} from './html.js';

/**
 * The targets of a `List-Unsubscribe` header (`<mailto:…>, <https://…>`) that can be links:
 * http(s) and mailto only, so a header cannot smuggle a `javascript:` link into the page.
 */
export function unsubscribeLinks(header: string): string[] {
  const links: string[] = [];
  for (const [, target] of header.matchAll(/<([^>]*)>/g)) {
    const url = (target ?? '').trim();
    if (/^(https?|mailto):/i.test(url)) links.push(url);
  }
  return links;
}

/**
 * The HTML part as the frame shows it: links open in a new tab (the frame may open popups but
 * not navigate the inbox), by a `<base target="_blank">` put in its head.
 */
function framed(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return base + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + base + html.slice(at);
}

const definitions = (rows: [string, string][]) =>
  rows.map(([k, v]) => `<dt>${k}</dt><dd>${v}</dd>`).join('');

/**
 * Who and when at the top (with the unsubscribe links), the delivery details (envelope, `Date`,
 * `Message-ID`, size) folded away below, so that on a phone the message itself comes soon.
 */
function summary(message: StoredMessage): string {
  const h = message.headers;
  const rows: [string, string][] = [
    ['From', escapeHtml(displayAddresses(h.from ?? message.from))],
    ['To', escapeHtml(displayAddresses(h.to ?? message.to.join(', ')))],
  ];
  if (h.cc) rows.push(['Cc', escapeHtml(displayAddresses(h.cc))]);
  if (h['reply-to']) rows.push(['Reply-To', escapeHtml(displayAddresses(h['reply-to']))]);
  rows.push(['Received', timeElement(message.receivedAt)]);
  const unsubscribe = h['list-unsubscribe'];
  if (unsubscribe) {
    const links = unsubscribeLinks(unsubscribe)
      .map(
        (url) =>
          `<a href="${escapeHtml(url)}" rel="noreferrer" target="_blank">${escapeHtml(url)}</a>`,
      )
      .join('');
    const post = h['list-unsubscribe-post']
      ? `<span class="label">one-click: ${escapeHtml(h['list-unsubscribe-post'])}</span>`
      : '';
    rows.push([
      'Unsubscribe',
      `<span class="unsubscribe">${links || escapeHtml(unsubscribe)}${post}</span>`,
    ]);
  }
  const details: [string, string][] = [
    [
      'Envelope',
      escapeHtml(`${message.envelope.from ?? '<>'} → ${message.envelope.to.join(', ')}`),
    ],
  ];
  if (message.date) details.push(['Date', timeElement(message.date)]);
  if (message.messageId) details.push(['Message-ID', escapeHtml(message.messageId)]);
  details.push(['Size', escapeHtml(formatBytes(message.size))]);
  return `<div class="card"><dl class="summary">${definitions(rows)}</dl>
<details class="more"><summary>Delivery details</summary><dl class="summary">${definitions(details)}</dl></details></div>`;
}

function panels(message: StoredMessage): string {
  const id = encodeURIComponent(message.id);
  const html =
    message.html === null
      ? '<p class="empty">This message has no HTML part.</p>'
      : `<iframe title="HTML part of the message" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(framed(message.html))}"></iframe>`;
  const text =
    message.text === null
      ? '<p class="empty">This message has no plain-text part.</p>'
      : `<pre>${escapeHtml(message.text)}</pre>`;
  const headers = Object.entries(message.headers)
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
    .join('');
  const files =
    message.attachments.length === 0
      ? '<p class="empty">No attachments.</p>'
      : `<ul class="files">${message.attachments
          .map(
            (
              a,
            ) => `<li><a href="/api/messages/${id}/attachments/${a.index}" download="${escapeHtml(a.filename)}">
<span>${escapeHtml(a.filename)}</span><span class="meta">${escapeHtml(a.contentType)} · ${escapeHtml(formatBytes(a.size))}</span></a></li>`,
          )
          .join('')}</ul>`;
  const first = message.html === null ? 'text' : 'html';
  const radio = (view: string) =>
    `<input type="radio" name="view" id="view-${view}"${view === first ? ' checked' : ''}>`;
  return `<div class="tabs">
${['html', 'text', 'headers', 'files'].map(radio).join('\n')}
<div class="tabbar">
<label for="view-html">HTML</label><label for="view-text">Text</label><label for="view-headers">Headers</label><label for="view-files">Attachments (${message.attachments.length})</label>
</div>
<section class="panel panel-html" aria-label="HTML part">${html}</section>
<section class="panel panel-text" aria-label="Plain-text part">${text}</section>
<section class="panel panel-headers" aria-label="All headers"><dl class="headers">${headers}</dl></section>
<section class="panel panel-files" aria-label="Attachments">${files}</section>
</div>`;
}

/** `GET /messages/:id`: one message; `POST /messages/:id/delete` forgets it. */
export function messagePageRoutes(app: FastifyInstance, store: MessageStore): void {
  app.get<{ Params: { id: string } }>('/messages/:id', async (request, reply) => {
    const message = store.get(request.params.id);
    if (!message) {
      return sendPage(
        reply,
        errorPage(
          'Not found',
          'No message with this id: it was deleted, or the sandbox restarted.',
        ),
        404,
      );
    }
    const body = `<nav class="crumbs"><a href="/">← Inbox</a>
<form method="post" action="/messages/${encodeURIComponent(message.id)}/delete"><button class="danger" type="submit">Delete</button></form></nav>
<h1>${escapeHtml(message.subject || '(no subject)')}</h1>
${summary(message)}
${panels(message)}`;
    return sendPage(reply, layout(message.subject || '(no subject)', body));
  });

  app.post<{ Params: { id: string } }>('/messages/:id/delete', async (request, reply) => {
    assertSameOrigin(request);
    store.remove(request.params.id);
    return reply.redirect('/', 303);
  });
}
