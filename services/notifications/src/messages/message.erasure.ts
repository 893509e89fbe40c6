import type { MessageState } from '@arogya/contracts';
import type { EntityManager } from 'typeorm';
import type { Person } from '../privacy/person.js';
import { TEMPLATES, type TemplateSpec } from '../templates/catalog.js';

/** What an erased message's recipient reads afterwards. */
export const ERASED_RECIPIENT = 'erased';

/** Why a message still queued for an erased person was failed instead of sent. */
export const ERASED_NOT_SENT = 'Not sent: the person asked for their data to be erased';

/** The answer to a resend (or a replay) of a message whose recipient was erased. */
export const ERASED_NOT_RESENT = 'This message’s recipient was erased at their request';

/**
 * The messages that tell a person about their erasure: one still queued when the erasure runs
 * is left to go (the person is owed it), and forgets its address once it ended
 * (`message.transitions.ts`); the last one (`erasure-completed`) always does.
 */
export const ERASURE_NOTICES: readonly string[] = ['erasure-requested', 'erasure-completed'];

/** The lock an erasure of `userId` holds while it runs (and a notice's send waits for). */
export const erasureLock = (userId: string) => `erasure:${userId}`;

/**
 * Before a notice of an erasure leaves `queued`, in the caller's transaction: waits for an
 * erasure of its account that is running. The erasure leaves a queued notice to go, so without
 * this a notice sent while it runs would end before the erasure is recorded and keep its
 * address; with it, either the erasure sees the notice gone (and erases it), or the notice sees
 * the erasure (and forgets the address as it ends). Other messages need no wait: nothing new is
 * written for an account from the moment its erasure was asked for.
 */
export async function awaitErasureOfNotice(m: EntityManager, id: string): Promise<void> {
  await m.query(
    `SELECT pg_advisory_xact_lock(hashtext('erasure:' || user_id::text)) FROM messages
     WHERE id = $1 AND template = ANY($2) AND user_id IS NOT NULL`,
    [id, ERASURE_NOTICES],
  );
}

/** Variables a subject may show that name nobody (an order's number, a sum, a reference…). */
const NAMELESS = new Set([
  'orderNumber',
  'amount',
  'total',
  'reference',
  'product',
  'count',
  'status',
  'date',
  'orders',
  // a cash-on-delivery order's (issue 32): a yes or no
  'cod',
]);

/** The templates whose stored subject may name a person (the contact form's: its sender). */
export const SUBJECT_MAY_NAME: string[] = Object.entries(TEMPLATES as Record<string, TemplateSpec>)
  .filter(([, spec]) =>
    [...spec.subject.matchAll(/\{\{(?:#(?:if|unless) )?([A-Za-z][\w.]*)\}\}/g)].some(
      ([, v]) => v !== 'else' && !NAMELESS.has(v!),
    ),
  )
  .map(([name]) => name);

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const ANY_EMAIL = literal(String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`);
const ANY_PHONE = literal(String.raw`(?<!\d)\+?\d([ -]?\d){9,11}(?!\d)`);

/**
 * SQL: the text `expr` with every e-mail address and phone number in it replaced by "[erased]"
 * (what a provider's error or report about an erased message may hold, in any form).
 */
export const scrubbed = (expr: string) =>
  `regexp_replace(regexp_replace(${expr}, ${ANY_EMAIL}, '[erased]', 'g'), ${ANY_PHONE}, '[erased]', 'g')`;

/** SQL: whether the text `expr` mentions the person (`$e`: the address pattern, `$p` the number's). */
const mentions = (expr: string, e: string, p: string) =>
  `((${e}::text IS NOT NULL AND ${expr} ~* ${e}) OR (${p}::text IS NOT NULL AND ${expr} ~ ${p}))`;

/** A message the erasure found. */
export interface FoundMessage {
  id: string;
  status: MessageState;
  template: string;
}

/**
 * The messages about a person not erased yet, held for the caller's transaction (one being sent
 * is waited for): theirs (by account, address or number), the staff's about their orders, and
 * any whose contents, subject or error mention their address or number (the support desk's copy
 * of their contact form). A notice of their erasure still queued is left to go.
 */
export async function messagesAbout(m: EntityManager, p: Person): Promise<FoundMessage[]> {
  return (await m.query(
    `SELECT id, status, template FROM messages
     WHERE erased_at IS NULL
       AND NOT (template = ANY($5) AND status IN ('queued'))
       AND (user_id = $1 OR lower(recipient) = ANY($2)
         OR order_id IN (SELECT order_id FROM orders_seen WHERE user_id = $1)
         OR ${mentions('variables::text', '$3', '$4')} OR ${mentions('subject', '$3', '$4')}
         OR ${mentions('last_error', '$3', '$4')})
     ORDER BY id FOR UPDATE`,
    [
      p.accountId,
      [p.email, p.phone].filter(Boolean),
      p.emailPattern,
      p.phonePattern,
      ERASURE_NOTICES,
    ],
  )) as FoundMessage[];
}

/**
 * Erases messages in the caller's transaction: a shopper's message (or one to the person's own
 * address) keeps no recipient (nor the dedupe key made of it), and every one keeps no contents,
 * no subject that names someone, and no address or number in its error or history; its
 * template, channel, state, dates and provider id stay. Answers how many messages and history
 * rows changed.
 */
export async function eraseMessages(
  m: EntityManager,
  ids: string[],
  p: Person | null = null,
): Promise<{ messages: number; history: number }> {
  if (!ids.length) return { messages: 0, history: 0 };
  const [{ messages, history }] = (await m.query(
    `WITH erased AS (
       UPDATE messages SET
         recipient = CASE WHEN audience = 'shopper' OR lower(recipient) = ANY($2)
           THEN '${ERASED_RECIPIENT}' ELSE recipient END,
         dedupe_key = CASE WHEN audience = 'shopper' OR lower(recipient) = ANY($2)
           THEN 'erased:' || id ELSE dedupe_key END,
         variables = '{}'::jsonb,
         subject = CASE WHEN template = ANY($3) OR ${mentions('subject', '$4', '$5')}
           THEN NULL ELSE subject END,
         last_error = ${scrubbed('last_error')},
         redacted_at = CASE WHEN secret_until IS NULL THEN redacted_at
           ELSE COALESCE(redacted_at, now()) END,
         erased_at = now(), updated_at = now()
       WHERE id = ANY($1::uuid[]) AND erased_at IS NULL RETURNING id),
     history AS (
       UPDATE message_history SET detail = ${scrubbed('detail')}
       WHERE message_id = ANY($1::uuid[]) AND detail IS DISTINCT FROM ${scrubbed('detail')}
       RETURNING id)
     SELECT (SELECT count(*) FROM erased)::int AS messages,
       (SELECT count(*) FROM history)::int AS history`,
    [
      ids,
      p ? [p.email, p.phone].filter(Boolean) : [],
      SUBJECT_MAY_NAME,
      p?.emailPattern ?? null,
      p?.phonePattern ?? null,
    ],
  )) as [{ messages: number; history: number }];
  return { messages, history };
}

/**
 * The history rows of anyone's messages whose detail mentions the person (a report naming
 * them on another message), with the address or number replaced. Answers how many.
 */
export async function scrubHistoryMentions(m: EntityManager, p: Person): Promise<number> {
  if (!p.emailPattern && !p.phonePattern) return 0;
  const [{ n }] = (await m.query(
    `WITH scrubbed AS (
       UPDATE message_history SET detail = ${scrubbed('detail')}
       WHERE ${mentions('detail', '$1', '$2')} RETURNING id)
     SELECT count(*)::int AS n FROM scrubbed`,
    [p.emailPattern, p.phonePattern],
  )) as [{ n: number }];
  return n;
}
