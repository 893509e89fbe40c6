import { escapeHtml, pageRoute, sandboxPage } from '@arogya/sandbox-kit';
import type { FastifyInstance } from 'fastify';
import type { InboundMessage, MessageStatus, MessageStore, SandboxMessage } from '../messages.js';

const TICKS: Record<MessageStatus, { mark: string; className: string }> = {
  accepted: { mark: '◷', className: 'accepted' },
  sent: { mark: '✓', className: 'sent' },
  delivered: { mark: '✓✓', className: 'delivered' },
  read: { mark: '✓✓', className: 'read' },
  failed: { mark: '⚠', className: 'failed' },
};

const time = (iso: string) => `${iso.slice(11, 19)} UTC`;

function outbound(m: SandboxMessage): string {
  const tick = TICKS[m.status];
  const failure = m.statuses.find((s) => s.error)?.error;
  const label = m.templateName === null ? 'text' : `${m.templateName} · ${m.language ?? ''}`;
  return `<li class="bubble out">
${m.header === null ? '' : `<p class="header">${escapeHtml(m.header)}</p>`}
<p class="text">${escapeHtml(m.text)}</p>
${m.footer === null ? '' : `<p class="footer">${escapeHtml(m.footer)}</p>`}
<p class="meta"><span class="label">${escapeHtml(label)}</span> <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(time(m.createdAt))}</time>
<span class="tick ${tick.className}" title="${m.status}" aria-label="${m.status}">${tick.mark}</span>${
    failure ? ` <span class="error">${escapeHtml(`${failure.code} ${failure.title}`)}</span>` : ''
  }</p>
</li>`;
}

function inbound(m: InboundMessage): string {
  return `<li class="bubble in">
<p class="text">${escapeHtml(m.text)}</p>
<p class="meta"><span class="label">${escapeHtml(m.name)}</span> <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(time(m.createdAt))}</time></p>
</li>`;
}

type Item = { at: string; html: string };

/** The chats' styles, after the page's own. */
const STYLE = `  .chat { margin: 0 0 1.25rem; }
  .chat h2 { margin: 0 0 .5rem; padding: .5rem .75rem; font-size: 1rem; background: #f0f2f5; border-radius: 8px; }
  .count { font-weight: normal; color: #54656f; font-size: .85rem; }
  ol { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: .4rem; }
  .bubble { max-width: min(85%, 32rem); padding: .4rem .6rem; border-radius: 8px; box-shadow: 0 1px .5px rgba(11,20,26,.13); overflow-wrap: anywhere; }
  .bubble p { margin: 0; }
  .out { align-self: flex-end; background: #d9fdd3; }
  .in { align-self: flex-start; background: #fff; }
  .text { white-space: pre-wrap; }
  .header { font-weight: 600; margin-bottom: .2rem; }
  .footer { color: #667781; font-size: .85rem; margin-top: .2rem; }
  .meta { margin-top: .2rem; font-size: .75rem; color: #667781; text-align: right; }
  .tick { margin-left: .25rem; font-weight: 600; }
  .tick.read { color: #027eb5; }
  .tick.failed, .error { color: #c62828; }
  .empty { padding: 2rem 1rem; text-align: center; color: #54656f; }`;

/** The chats, one per customer, the most recently active first. */
export function renderChats(sent: SandboxMessage[], received: InboundMessage[]): string {
  const chats = new Map<string, Item[]>();
  const add = (waId: string, item: Item) => chats.set(waId, [...(chats.get(waId) ?? []), item]);
  for (const m of sent) add(m.to, { at: m.createdAt, html: outbound(m) });
  for (const m of received) add(m.from, { at: m.createdAt, html: inbound(m) });
  const sections = [...chats.entries()]
    .map(([waId, items]) => ({ waId, items: items.sort((a, b) => a.at.localeCompare(b.at)) }))
    .sort((a, b) => (b.items.at(-1)?.at ?? '').localeCompare(a.items.at(-1)?.at ?? ''))
    .map(
      ({ waId, items }) => `<section class="chat" aria-label="Chat with +${escapeHtml(waId)}">
<h2>+${escapeHtml(waId)} <span class="count">${items.length} message${items.length === 1 ? '' : 's'}</span></h2>
<ol>
${items.map((i) => i.html).join('\n')}
</ol>
</section>`,
    );
  const body =
    sections.length === 0
      ? '<p class="empty">No messages yet. Send one through the Cloud API and refresh.</p>'
      : sections.join('\n');
  const look = { text: '#111b21', background: '#efeae2', bar: '#075e54', maxWidth: '48rem' };
  return sandboxPage('WhatsApp sandbox', look, STYLE, body);
}

/** `GET /`: the messages as chat bubbles per customer, everything escaped, no scripts. */
export function pageRoutes(app: FastifyInstance, messages: MessageStore): void {
  pageRoute(app, () => renderChats(messages.list(), messages.inbound()));
}
