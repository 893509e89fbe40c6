import { CONSENT_WORDING } from '@arogya/contracts';
import type { EntityManager } from 'typeorm';
import type { Person } from '../privacy/person.js';

/** How a consent ended by an erasure is recorded (`consents.via`). */
export const ERASURE_VIA = 'account erasure';

/**
 * A person's choices, erased in the caller's transaction: each consent still given is recorded
 * as withdrawn by the erasure, then the choices (and the number on them) go. The record of each
 * consent stays, as the DPDP Act lets the shop prove a consent it relied on: whose (the account's
 * id), what for, the wording, how and when; not the number or address it was given for. Answers
 * how many rows of each went or changed.
 */
export async function erasePreferences(
  m: EntityManager,
  p: Person,
): Promise<{ preferences: number; consents: number }> {
  const [{ preferences, consents }] = (await m.query(
    `WITH gone AS (
       DELETE FROM preferences WHERE user_id = $1
       RETURNING user_id, whatsapp_opt_in, marketing_email),
     withdrawn AS (
       INSERT INTO consents (user_id, purpose, granted, wording, via)
       SELECT user_id, 'whatsapp', false, $3, $5 FROM gone WHERE whatsapp_opt_in
       UNION ALL
       SELECT user_id, 'marketing-email', false, $4, $5 FROM gone WHERE marketing_email
       RETURNING id),
     kept AS (
       UPDATE consents SET recipient = NULL
       WHERE recipient IS NOT NULL
         AND (user_id = $1 OR (user_id IS NULL AND lower(recipient) = ANY($2)))
       RETURNING id)
     SELECT (SELECT count(*) FROM gone)::int AS preferences,
       (SELECT count(*) FROM kept)::int AS consents`,
    [
      p.accountId,
      [p.email, p.phone].filter(Boolean),
      CONSENT_WORDING.whatsapp,
      CONSENT_WORDING.marketing,
      ERASURE_VIA,
    ],
  )) as [{ preferences: number; consents: number }];
  return { preferences, consents };
}
