import type { EntityManager } from 'typeorm';
import type { Person } from '../privacy/person.js';

/**
 * The orders seen of the person keep no first name (their id, total and dates stay: the staff's
 * daily figures count them). Answers how many.
 */
export async function eraseOrdersSeen(m: EntityManager, p: Person): Promise<number> {
  const [{ n }] = (await m.query(
    `WITH erased AS (
       UPDATE orders_seen SET first_name = '' WHERE user_id = $1 AND first_name <> ''
       RETURNING order_id)
     SELECT count(*)::int AS n FROM erased`,
    [p.accountId],
  )) as [{ n: number }];
  return n;
}

/**
 * The person's address, should they be on the team, taken off the lists of who hears what
 * (another replica may still write to it for the few seconds it keeps the settings). Answers
 * whether it was on them.
 */
export async function eraseStaffAddress(m: EntityManager, p: Person): Promise<number> {
  if (!p.email) return 0;
  const without = (list: string) =>
    `COALESCE((SELECT jsonb_agg(a) FROM jsonb_array_elements(value->'${list}') a
       WHERE lower(a #>> '{}') <> $1), '[]'::jsonb)`;
  const [{ n }] = (await m.query(
    `WITH erased AS (
       UPDATE staff_settings
       SET value = value || jsonb_build_object('orderEmails', ${without('orderEmails')},
           'financeEmails', ${without('financeEmails')}),
         updated_at = now()
       WHERE key = 'staff' AND strpos(lower(value::text), $2) > 0 RETURNING key)
     SELECT count(*)::int AS n FROM erased`,
    [p.email, JSON.stringify(p.email)],
  )) as [{ n: number }];
  return n;
}
