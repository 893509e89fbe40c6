import type { MessageState, ShopLanguage } from '@arogya/contracts';
import { TransitionTable } from '@arogya/platform';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { NewMessage } from './message.js';
import { awaitErasureOfNotice, eraseMessages, scrubbed } from './message.erasure.js';
import { REDACTED_VARIABLES, secretSpentOn } from './secrets.js';

/**
 * Where a message may go. A provider's report may overtake the answer that accepted it (a
 * `delivered` webhook before `sent` is written), so a queued message may take any outcome. A
 * failed one may be queued again (an admin's resend of it, a dead letter replayed).
 */
export const MessageTransitions = new TransitionTable<MessageState>('message', 'queued', {
  queued: ['sent', 'delivered', 'failed', 'bounced'],
  sent: ['delivered', 'failed', 'bounced'],
  delivered: [],
  failed: ['queued'],
  bounced: [],
});

/** What a move records besides the state. */
export interface MessageMove {
  detail?: string | null;
  providerMessageId?: string;
  /** a send was tried (counted in `attempts`) */
  attempted?: boolean;
  error?: string;
  /** the subject it went out with, when none is recorded yet (what the console lists) */
  subject?: string;
  /** the language it was composed in for this try (the recipient's choice then) */
  language?: ShopLanguage;
}

/** SQL: whether this move leaves the message no need of its one-time secret (`$3`: the state). */
const SPENT = secretSpentOn('$3');

/** SQL: the error a move records (`$5`; a move back to queued clears the last one). */
const ERROR = `COALESCE($5, CASE WHEN $3 = 'queued' THEN NULL ELSE last_error END)`;

/**
 * SQL: whether a message moving to `$3` ends, as far as its recipient goes, and must then forget
 * them: the last message of an erasure, or any message to an account erased meanwhile (the
 * notice of the request, sent while the erasure ran). Its recipient, contents and errors go
 * once it went (`message.erasure.ts`).
 */
const FORGETS = `$3 IN ('sent', 'delivered', 'failed', 'bounced') AND erased_at IS NULL
  AND (template = 'erasure-completed'
    OR EXISTS (SELECT 1 FROM erasures e WHERE e.user_id = messages.user_id::text))`;

/**
 * The one place a message's state changes, in the caller's transaction: checks the move, writes
 * the state with its times, and a history row; a move after which the message cannot need its
 * one-time link or code any more redacts it in the same statement, and one after which it must
 * forget an erased person erases it (the error or report of a message already erased is kept
 * without any address or number in it). Answers false (writing nothing) when the message is
 * already past it, as a late or repeated report is.
 */
export async function moveMessage(
  m: EntityManager,
  id: string,
  from: MessageState,
  to: MessageState,
  move: MessageMove = {},
): Promise<boolean> {
  if (!MessageTransitions.can(from, to)) return false;
  if (from === 'queued' && to !== 'queued') await awaitErasureOfNotice(m, id);
  // one statement: the move and its history row (a round trip less on every send and report)
  const rows = (await m.query(
    `WITH moved AS (
       UPDATE messages SET status = $3, updated_at = now(),
         attempts = attempts + $4::int,
         last_error = CASE WHEN erased_at IS NULL THEN ${ERROR}
           ELSE ${scrubbed(ERROR)} END,
         provider_message_id = COALESCE($6, provider_message_id),
         subject = COALESCE(subject, $8),
         language = COALESCE($9, language),
         sent_at = CASE WHEN $3 = 'sent' THEN now() ELSE sent_at END,
         delivered_at = CASE WHEN $3 = 'delivered' THEN now() ELSE delivered_at END,
         variables = CASE WHEN ${SPENT} THEN ${REDACTED_VARIABLES} ELSE variables END,
         redacted_at = CASE WHEN ${SPENT} THEN now() ELSE redacted_at END
       WHERE id = $1 AND status = $2
       RETURNING id, erased_at IS NOT NULL AS erased, ${FORGETS} AS forgets),
     logged AS (INSERT INTO message_history (message_id, status, detail)
       SELECT id, $3, CASE WHEN erased THEN ${scrubbed('$7::text')} ELSE $7 END FROM moved)
     SELECT forgets FROM moved`,
    [
      id,
      from,
      to,
      move.attempted ? 1 : 0,
      move.error ?? null,
      move.providerMessageId ?? null,
      move.detail ?? move.error ?? null,
      move.subject ?? null,
      move.language ?? null,
    ],
  )) as { forgets: boolean }[];
  if (rows[0]?.forgets) await eraseMessages(m, [id]);
  return rows.length > 0;
}

/** Records a try that failed but will be tried again (the state stays queued). */
export async function recordFailedTry(
  m: EntityManager,
  id: string,
  error: string,
  subject: string | null,
  language: ShopLanguage | null = null,
) {
  await m.query(
    `UPDATE messages SET attempts = attempts + 1, last_error = $2, updated_at = now(),
       subject = COALESCE(subject, $3), language = COALESCE($4, language)
     WHERE id = $1 AND status = 'queued'`,
    [id, error, subject, language],
  );
}

/**
 * A new message is queued: written once per (event, template, channel, recipient) through the
 * unique `dedupe_key` (a redelivered event writes nothing), with its first history row. Answers
 * the ids written now.
 */
export async function queueMessages(
  m: EntityManager,
  sourceEvent: string,
  messages: NewMessage[],
  resentFrom?: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const msg of messages) {
    const key = [sourceEvent, msg.template, msg.channel, msg.recipient].join('|');
    const id = randomUUID();
    // one statement: the message, unless the key is known, and its first history row
    const rows = (await m.query(
      `WITH added AS (
         INSERT INTO messages (id, dedupe_key, source_event, template, channel, recipient,
           audience, category, user_id, order_id, variables, status, resent_from, secret_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'queued', $12, $14)
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id)
       INSERT INTO message_history (message_id, status, detail)
         SELECT id, 'queued', $13 FROM added RETURNING message_id`,
      [
        id,
        key,
        sourceEvent,
        msg.template,
        msg.channel,
        msg.recipient,
        msg.audience,
        msg.category,
        msg.userId,
        msg.orderId,
        JSON.stringify(msg.variables),
        resentFrom ?? null,
        resentFrom ? `resent from ${resentFrom}` : null,
        msg.secretUntil ?? null,
      ],
    )) as unknown[];
    if (rows.length === 0) continue;
    ids.push(id);
  }
  return ids;
}
