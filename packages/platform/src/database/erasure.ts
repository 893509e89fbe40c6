import { ERASED_NAME, erasedAddress } from '@arogya/contracts';
import type { EntityManager } from 'typeorm';

/** `%text%` for LIKE, with LIKE's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Erasure (DPDP) in the service's own outbox, in the caller's transaction: every event already
 * published whose envelope mentions one of `needles` (a user id, an address, a number) keeps
 * only its id and type. Events not yet published are left to go out first (the relay publishes
 * within moments; the stream itself keeps events 7 days). Answers how many were erased.
 */
export async function erasePublishedEvents(m: EntityManager, needles: string[]): Promise<number> {
  const patterns = needles.filter((n) => n.length >= 6).map(containing);
  if (!patterns.length) return 0;
  const [, count] = (await m.query(
    `UPDATE outbox SET envelope = jsonb_build_object('id', id, 'type', type, 'erased', true)
     WHERE published_at IS NOT NULL AND NOT (envelope ? 'erased')
       AND envelope::text LIKE ANY ($1::text[])`,
    [patterns],
  )) as [unknown, number];
  return count;
}

/**
 * Erasure of a purchase table's person (checkouts, orders: `PURCHASE_COLUMNS`), in `m`: each
 * row of `userId` gets `ERASED_NAME` and `erasedAddress` of its own state (the place of supply);
 * items, amounts, statuses, dates, payment ids and the user id stay, and so does `updated_at`
 * (nothing happened to the purchase). Answers how many rows changed.
 */
export async function anonymisePurchases(
  m: EntityManager,
  table: 'checkouts' | 'orders',
  userId: string,
): Promise<number> {
  const [, count] = (await m.query(
    `UPDATE ${table} SET user_name = $2,
       shipping_address = $3::jsonb || jsonb_build_object('state', coalesce(shipping_address ->> 'state', ''))
     WHERE user_id = $1
       AND (user_name, shipping_address - 'state') IS DISTINCT FROM ($2, $3::jsonb - 'state')`,
    [userId, ERASED_NAME, JSON.stringify(erasedAddress(undefined))],
  )) as [unknown, number];
  return count;
}
