import type { DataSource } from 'typeorm';

/**
 * The variables that hold a one-time secret (issue 29): the link that verifies an address or
 * resets a password, and a sign-in code. A message keeps them only while it may still need them,
 * never shows them (the console's view has no variables), and is never sent again.
 */
export const SECRET_VARIABLES = ['link', 'code'] as const;
export type SecretVariable = (typeof SECRET_VARIABLES)[number];

/** What a secret is replaced by once its message no longer needs it. */
export const REDACTED = '[redacted]';

/** The answer to a resend (or a replay) of a message that held a secret. */
export const SECRET_NOT_RESENT =
  'This message held a one-time link or code: ask the person to request a new one';

/** Why a message still queued when its secret ran out is failed instead of sent. */
export const SECRET_EXPIRED = 'Its one-time link or code expired before it could be sent';

const keys = `ARRAY[${SECRET_VARIABLES.map((k) => `'${k}'`).join(', ')}]`;

/** SQL: the row's `variables` with each secret it holds replaced by "[redacted]". */
export const REDACTED_VARIABLES = `variables || COALESCE(
  (SELECT jsonb_object_agg(k, to_jsonb('${REDACTED}'::text)) FROM unnest(${keys}) AS k
   WHERE variables ? k), '{}'::jsonb)`;

/**
 * SQL: whether a message moving to the state `to` (a placeholder) no longer needs its secret,
 * so the move redacts it. At any end (delivered, failed, bounced): the SMS a failed WhatsApp
 * message falls back to is written in the same transaction from the row read before the move.
 * And once sent, except on WhatsApp, whose failure reported later still falls back to an SMS
 * that needs the code: nothing reads an e-mail's or an SMS's variables after it went.
 */
export const secretSpentOn = (to: string) =>
  `secret_until IS NOT NULL AND redacted_at IS NULL
   AND (${to} IN ('delivered', 'failed', 'bounced') OR (${to} = 'sent' AND channel <> 'whatsapp'))`;

/**
 * The sweep: redacts the secrets whose time is up (a message still queued, or sent without a
 * report since) and any an ended message still holds. Rows a send holds are left for the next
 * run. Answers how many were redacted.
 */
export async function redactSpentSecrets(ds: DataSource, limit = 500): Promise<number> {
  const [{ n }] = (await ds.query(
    `WITH redacted AS (
       UPDATE messages SET variables = ${REDACTED_VARIABLES}, redacted_at = now(),
         updated_at = now()
       WHERE id IN (
         SELECT id FROM messages
         WHERE secret_until IS NOT NULL AND redacted_at IS NULL
           AND (secret_until <= now() OR status IN ('delivered', 'failed', 'bounced'))
         ORDER BY secret_until LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id)
     SELECT count(*)::int AS n FROM redacted`,
    [limit],
  )) as [{ n: number }];
  return n;
}
