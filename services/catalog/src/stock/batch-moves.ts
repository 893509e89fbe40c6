import type { EntityManager } from 'typeorm';

/**
 * What a reservation's move does to the batches of a batched variant (issue 30). Every caller
 * holds its product's lock, so these never race one another. Units of a variant beyond its
 * live batches' are its own (received before batches): a hold takes batches first.
 */

/**
 * Takes up to `$2` free units of variant `$1`'s live batches, the one that expires first
 * first, adding them to `reserved` (a hold) or taking them off `on_hand` (a sale from free
 * stock); answers each batch and what it gave.
 */
const takeFefo = (column: 'reserved' | 'on_hand') => `
  WITH free AS (
    SELECT id, on_hand - reserved AS free,
           sum(on_hand - reserved) OVER (ORDER BY expires_on, created_at, id) AS upto
      FROM product_batches
     WHERE variant_id = $1 AND retired_at IS NULL AND on_hand > reserved),
  take AS (SELECT id, LEAST(free, $2 - (upto - free))::int AS q FROM free WHERE upto - free < $2)
  UPDATE product_batches b
     SET ${column} = b.${column} ${column === 'reserved' ? '+' : '-'} t.q, updated_at = now()
    FROM take t WHERE b.id = t.id
  RETURNING b.id AS "batchId", t.q AS quantity`;
const HOLD_SQL = takeFefo('reserved');
const SELL_FREE_SQL = takeFefo('on_hand');

const RECORD_SQL = `
  INSERT INTO reservation_batches (checkout_id, variant_id, batch_id, quantity)
  SELECT $1, $2, x."batchId", x.quantity FROM json_to_recordset($3::json) AS x("batchId" uuid, quantity int)`;

/**
 * A checkout's allocations of one variant applied to their batches (`$3`): a sale takes its
 * units off the batch; a released hold frees them; a restock puts them back. A retired batch's
 * units coming back (a released hold, a restock) are written off, not put on sale: answers
 * how many, which leave the variant's stock too.
 */
const SETTLE_SQL = `
  WITH a AS (SELECT batch_id, quantity FROM reservation_batches
              WHERE checkout_id = $1 AND variant_id = $2),
  moved AS (
    UPDATE product_batches b
       SET reserved = b.reserved - CASE WHEN $3::text IN ('commit', 'release') THEN a.quantity ELSE 0 END,
           on_hand = b.on_hand + CASE
             WHEN $3::text = 'commit' THEN -a.quantity
             WHEN $3::text = 'release' AND b.retired_at IS NOT NULL THEN -a.quantity
             WHEN $3::text = 'restock' AND b.retired_at IS NULL THEN a.quantity
             ELSE 0 END,
           written_off = b.written_off
             + CASE WHEN $3::text <> 'commit' AND b.retired_at IS NOT NULL THEN a.quantity ELSE 0 END,
           updated_at = now()
      FROM a WHERE b.id = a.batch_id
    RETURNING CASE WHEN $3::text <> 'commit' AND b.retired_at IS NOT NULL THEN a.quantity ELSE 0 END AS lost)
  SELECT COALESCE(sum(lost), 0)::int AS lost FROM moved`;

/**
 * Applies move `from → to` of `quantity` units of `variantId` for `checkoutId` to its batches.
 * `taken`: for a late sale (released → committed), the units the variant could still give.
 * Answers the units written off (a retired batch's units coming back), which the caller takes
 * off the variant's `stock_on_hand`.
 */
export async function moveBatches(
  m: EntityManager,
  r: { checkoutId: string; variantId: string; quantity: number },
  from: string | null,
  to: string,
  taken = 0,
): Promise<number> {
  const { checkoutId, variantId, quantity } = r;
  const record = async (sql: string, q: number) => {
    const [rows] = (await m.query(sql, [variantId, q])) as [
      { batchId: string; quantity: number }[],
    ];
    if (rows.length) await m.query(RECORD_SQL, [checkoutId, variantId, JSON.stringify(rows)]);
  };
  const settle = async (how: 'commit' | 'release' | 'restock') =>
    ((await m.query(SETTLE_SQL, [checkoutId, variantId, how])) as { lost: number }[])[0]!.lost;
  const forget = () =>
    m.query('DELETE FROM reservation_batches WHERE checkout_id = $1 AND variant_id = $2', [
      checkoutId,
      variantId,
    ]);
  switch (`${from ?? ''}>${to}`) {
    case '>held':
      await record(HOLD_SQL, quantity);
      return 0;
    case 'held>committed':
      await settle('commit');
      return 0;
    case 'held>released': {
      const lost = await settle('release');
      await forget(); // a late payment takes afresh from what is free then
      return lost;
    }
    case 'released>committed':
      if (taken > 0) await record(SELL_FREE_SQL, taken);
      return 0;
    case 'committed>restocked':
      return settle('restock');
    default:
      return 0;
  }
}
