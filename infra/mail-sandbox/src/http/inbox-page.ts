import type { FastifyInstance } from 'fastify';
import { matches, type StoredMessage } from '../messages.js';
import type { MessageStore } from '../store.js';
import {
  assertSameOrigin,
  displayAddresses,
  escapeHtml,
  layout,
  sendPage,
  timeElement,
} from './html.js';

/** The most rows the inbox page lists; the search narrows a longer inbox. */
export const INBOX_PAGE_ROWS = 200;

/** What the inbox page needs besides the messages. */
export interface InboxPageOptions {
  /** `smtp://host:port`, shown while the inbox is empty. */
  smtpUrl: () => string;
}

function row(message: StoredMessage): string {
  const to = message.to.length > 0 ? message.to : message.envelope.to;
  const from = message.headers.from ?? message.from;
  return `<li><a class="msg" href="/messages/${encodeURIComponent(message.id)}">
<span class="subject">${escapeHtml(message.subject || '(no subject)')}</span>
${timeElement(message.receivedAt)}
<span class="to"><span class="label">To </span>${escapeHtml(to.join(', ') || '(none)')}</span>
<span class="from"><span class="label">From </span>${escapeHtml(displayAddresses(from) || '(none)')}</span>
</a></li>`;
}

function inbox(all: StoredMessage[], q: string, smtpUrl: string): string {
  const found = q ? all.filter((m) => matches(m, { q })) : all;
  const shown = found.slice(0, INBOX_PAGE_ROWS);
  const noun = (n: number) => `${n} message${n === 1 ? '' : 's'}`;
  let count = q
    ? `${noun(found.length)} matching “${escapeHtml(q)}” · <a href="/">show all</a>`
    : noun(found.length);
  if (shown.length < found.length) count += ` · newest ${shown.length} shown, search to narrow`;
  const list =
    shown.length > 0
      ? `<ul class="list" aria-label="Messages, newest first">
<li class="head" aria-hidden="true"><span>Time</span><span>To</span><span>Subject</span><span>From</span></li>
${shown.map(row).join('\n')}
</ul>`
      : `<p class="empty">${
          q
            ? 'No message matches this search.'
            : `No messages yet. Point the shop at this sandbox: <code>SMTP_URL=${escapeHtml(smtpUrl)}</code>`
        }</p>`;
  return `<h1>Inbox</h1>
<div class="tools">
<form class="search" method="get" action="/" role="search">
<label class="sr" for="q">Search by recipient or subject</label>
<input id="q" name="q" type="search" value="${escapeHtml(q)}" placeholder="Recipient or subject" autocomplete="off">
<button type="submit">Search</button>
</form>
</div>
<div class="listbar">
<p class="count" role="status">${count}</p>
<form method="post" action="/delete-all">
<button class="danger" type="submit"${all.length === 0 ? ' disabled' : ''}>Delete all</button>
</form>
</div>
${list}`;
}

/** `GET /`: the inbox, newest first, searchable (`?q=`); `POST /delete-all` empties it. */
export function inboxPageRoutes(
  app: FastifyInstance,
  store: MessageStore,
  options: InboxPageOptions,
): void {
  app.get<{ Querystring: { q?: string } }>('/', async (request, reply) => {
    const q = typeof request.query.q === 'string' ? request.query.q.trim() : '';
    return sendPage(reply, layout('Inbox', inbox(store.list(), q, options.smtpUrl())));
  });

  app.post('/delete-all', async (request, reply) => {
    assertSameOrigin(request);
    store.clear();
    return reply.redirect('/', 303);
  });
}
