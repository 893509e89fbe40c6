import { escapeHtml, pageRoute, sandboxPage } from '@arogya/sandbox-kit';
import type { FastifyInstance } from 'fastify';
import type { MessageStore, SmsMessage, SmsStatus } from '../messages.js';

const STATUS_LABEL: Record<SmsStatus, string> = {
  submitted: 'Sending…',
  delivered: 'Delivered',
  failed: 'Failed',
  rejected: 'Rejected (DND)',
};

/** `919876543210` as `+91 98765 43210`. */
const phone = (mobile: string) => `+91 ${mobile.slice(2, 7)} ${mobile.slice(7)}`;

const time = (iso: string) => `${iso.slice(11, 16)} UTC`;

function row(m: SmsMessage): string {
  return `<li class="sms">
<span class="avatar" aria-hidden="true">${escapeHtml(m.senderId.slice(0, 1))}</span>
<div class="body">
<p class="top"><strong>${escapeHtml(m.senderId)}</strong><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(time(m.createdAt))}</time></p>
<p class="text">${escapeHtml(m.text)}</p>
<p class="meta"><span class="status ${m.status}">${STATUS_LABEL[m.status]}</span> <span>${escapeHtml(`${m.category} · template ${m.templateId} · DLT ${m.dltTemplateId}`)}</span></p>
</div>
</li>`;
}

/** The inboxes' styles, after the page's own. */
const STYLE = `  section { margin: 0 0 1.25rem; background: #fff; border-radius: 12px; overflow: hidden; box-shadow: 0 1px 2px rgba(0,0,0,.12); }
  h2 { margin: 0; padding: .6rem .9rem; font-size: 1rem; border-bottom: 1px solid #e0e0e0; }
  .count { font-weight: normal; color: #5f6368; font-size: .85rem; }
  ol { list-style: none; margin: 0; padding: 0; }
  .sms { display: flex; gap: .75rem; padding: .75rem .9rem; border-bottom: 1px solid #eee; }
  .sms:last-child { border-bottom: 0; }
  .avatar { flex: none; width: 2.5rem; height: 2.5rem; border-radius: 50%; display: grid; place-items: center; background: #e8f0fe; color: #1967d2; font-weight: 600; }
  .body { min-width: 0; flex: 1; }
  .body p { margin: 0; }
  .top { display: flex; justify-content: space-between; gap: .5rem; }
  .top time { color: #5f6368; font-size: .8rem; white-space: nowrap; }
  .text { white-space: pre-wrap; overflow-wrap: anywhere; margin-top: .15rem !important; }
  .meta { margin-top: .3rem !important; font-size: .75rem; color: #5f6368; overflow-wrap: anywhere; }
  .status { font-weight: 600; }
  .status.delivered { color: #137333; }
  .status.failed, .status.rejected { color: #c5221f; }
  .empty { padding: 2rem 1rem; text-align: center; color: #5f6368; }`;

/** Each phone's inbox, newest text first; the phone with the latest text first. */
export function renderInbox(messages: SmsMessage[]): string {
  const phones = new Map<string, SmsMessage[]>();
  for (const m of messages) phones.set(m.mobile, [m, ...(phones.get(m.mobile) ?? [])]);
  const sections = [...phones.entries()]
    .sort((a, b) => (b[1][0]?.createdAt ?? '').localeCompare(a[1][0]?.createdAt ?? ''))
    .map(
      ([mobile, texts]) => `<section aria-label="Inbox of ${escapeHtml(phone(mobile))}">
<h2>${escapeHtml(phone(mobile))} <span class="count">${texts.length} text${texts.length === 1 ? '' : 's'}</span></h2>
<ol>
${texts.map(row).join('\n')}
</ol>
</section>`,
    );
  const body =
    sections.length === 0
      ? '<p class="empty">No texts yet. Send one through the Flow API and refresh.</p>'
      : sections.join('\n');
  const look = { text: '#1f1f1f', background: '#f1f3f4', bar: '#1a73e8', maxWidth: '40rem' };
  return sandboxPage('SMS sandbox', look, STYLE, body);
}

/** `GET /`: the texts as each phone's inbox, everything escaped, no scripts. */
export function pageRoutes(app: FastifyInstance, messages: MessageStore): void {
  pageRoute(app, () => renderInbox(messages.list()));
}
