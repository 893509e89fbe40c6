import { StockChangedV1 } from '@arogya/contracts';
import { appendToOutbox, TransitionTable } from '@arogya/platform';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { ProductVariantEntity } from '../products/product.entity.js';
import { moveBatches } from './batch-moves.js';
import {
  StockReservationEntity,
  StockReservationHistoryEntity,
} from './stock-reservation.entity.js';

export type ReservationStatus = 'held' | 'committed' | 'released' | 'restocked';

/**
 * A checkout holds units (held); its order turns them into a sale (committed); an expired
 * checkout gives them back (released); a cancelled order puts them back on sale (restocked).
 * A payment that lands after its hold was released still sells: released → committed.
 */
export const ReservationTransitions = new TransitionTable<ReservationStatus>(
  'stock reservation',
  'held',
  {
    held: ['committed', 'released'],
    released: ['committed'],
    committed: ['restocked'],
    restocked: [],
  },
);

type Counters = QueryDeepPartialEntity<ProductVariantEntity>;

/** What each move does to its variant's counters (`:q` is the reservation's quantity). */
const EFFECTS: Record<string, Counters> = {
  '>held': { stockReserved: () => 'stock_reserved + :q' },
  'held>released': { stockReserved: () => 'stock_reserved - :q' },
  'held>committed': {
    stockReserved: () => 'stock_reserved - :q',
    stockOnHand: () => 'stock_on_hand - :q',
  },
  // the hold was given back before the payment landed: sell from what is free, never below
  // what other checkouts hold
  'released>committed': { stockOnHand: () => 'GREATEST(stock_reserved, stock_on_hand - :q)' },
  'committed>restocked': { stockOnHand: () => 'stock_on_hand + :q' },
};

/**
 * The product of a variant that moved: every variant's stock together, its version raised,
 * its popularity raised by a sale (`$2`); answers what `stock-changed` says, every variant's
 * stock included. (A product deleted since: no row.)
 */
const PRODUCT_AFTER_MOVE_SQL = `
  UPDATE products p SET stock_on_hand = t.on_hand, stock_reserved = t.reserved,
         version = p.version + 1, popularity = p.popularity + $2, updated_at = CURRENT_TIMESTAMP
    FROM (SELECT COALESCE(sum(stock_on_hand), 0)::int AS on_hand,
                 COALESCE(sum(stock_reserved), 0)::int AS reserved,
                 COALESCE(json_agg(json_build_object('id', id,
                   'countInStock', stock_on_hand - stock_reserved) ORDER BY position), '[]') AS variants
            FROM product_variants WHERE product_id = $1) t
   WHERE p.id = $1
  RETURNING p.stock_on_hand - p.stock_reserved AS available, p.category,
            p.version::float8 AS version, p.popularity, t.variants`;

/** How each status explains itself in `stock-changed`. */
const REASON: Record<ReservationStatus, StockChangedV1['reason']> = {
  held: 'reserved',
  committed: 'sold',
  released: 'released',
  restocked: 'restocked',
};

/** A reservation not stored yet: `moveReservation(…, 'held')` creates it. */
export type NewReservation = Pick<
  StockReservationEntity,
  'checkoutId' | 'productId' | 'variantId' | 'quantity'
>;

/**
 * The one place a reservation's status changes, inside the caller's transaction (which has
 * locked the product): checks the move against the table, applies its effect to the variant's
 * counters (and, for a variant stocked by batches, to the batches it holds from: `moveBatches`;
 * a retired batch's units coming back leave the variant's stock), writes the product's sums, raises its version (and its popularity on a sale),
 * writes the status and a history row, and announces the new stock of every variant
 * (`stock-changed`, which read caches and the cart's projection follow). A reservation without
 * a status is new and is created held. `actor`: what moved it.
 */
export async function moveReservation(
  m: EntityManager,
  r: StockReservationEntity | NewReservation,
  to: ReservationStatus,
  actor: string,
): Promise<void> {
  const from = ReservationTransitions.from(r, to);
  const { checkoutId, productId, variantId, quantity } = r;
  const late = from === 'released' && to === 'committed';
  const before = late ? await onHand(m, variantId) : 0;
  const moved = (await m
    .createQueryBuilder()
    .update(ProductVariantEntity)
    .set({ ...EFFECTS[`${from ?? ''}>${to}`]!, updatedAt: () => 'now()' })
    .where('id = :id', { id: variantId, q: quantity })
    .returning(['batched', 'stockOnHand'])
    .execute()) as { raw: { batched: boolean; stock_on_hand: number }[] };
  const variant = moved.raw[0];
  if (variant?.batched) {
    const taken = late ? before - variant.stock_on_hand : 0;
    const lost = await moveBatches(m, r, from, to, taken);
    if (lost > 0)
      await m.query(
        'UPDATE product_variants SET stock_on_hand = stock_on_hand - $2 WHERE id = $1',
        [variantId, lost],
      );
  }
  const sold = to === 'committed' ? quantity : 0;
  const row = await productAfterMove(m, productId, sold);
  if (from === null) {
    await m.insert(StockReservationEntity, {
      checkoutId,
      productId,
      variantId,
      quantity,
      status: to,
    });
  } else {
    await m.update(
      StockReservationEntity,
      { checkoutId, variantId },
      { status: to, updatedAt: () => 'now()' },
    );
    (r as StockReservationEntity).status = to;
  }
  await m.insert(StockReservationHistoryEntity, {
    checkoutId,
    productId,
    variantId,
    quantity,
    from,
    to,
    actor,
    note: null,
  });
  await announceStock(m, productId, REASON[to], row);
}

/** Units of variant `id` on hand now. */
async function onHand(m: EntityManager, id: string): Promise<number> {
  const rows = (await m.query('SELECT stock_on_hand FROM product_variants WHERE id = $1', [
    id,
  ])) as { stock_on_hand: number }[];
  return rows[0]?.stock_on_hand ?? 0;
}

/** What `PRODUCT_AFTER_MOVE_SQL` answers: undefined for a product deleted since. */
export type ProductAfterMove =
  | {
      available: number;
      category: string;
      version: number;
      popularity: number;
      variants: { id: string; countInStock: number }[];
    }
  | undefined;

/**
 * Product `productId` after its variants' stock moved (`sold` units sold): its sums written,
 * its version raised (`PRODUCT_AFTER_MOVE_SQL`).
 */
export async function productAfterMove(
  m: EntityManager,
  productId: string,
  sold = 0,
): Promise<ProductAfterMove> {
  const [rows] = (await m.query(PRODUCT_AFTER_MOVE_SQL, [productId, sold])) as [
    NonNullable<ProductAfterMove>[],
    number,
  ];
  return rows[0];
}

/** Announces product `productId`'s stock after a move (`stock-changed`, every variant's stock). */
export async function announceStock(
  m: EntityManager,
  productId: string,
  reason: StockChangedV1['reason'],
  row: ProductAfterMove,
): Promise<void> {
  await appendToOutbox(m, StockChangedV1, {
    productId,
    countInStock: row?.available ?? 0,
    reason,
    ...(row && { category: row.category, version: row.version }),
    ...(row && reason === 'sold' && { popularity: row.popularity }),
    ...(row && { variants: row.variants }),
  });
}
