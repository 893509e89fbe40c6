import { StockChangedV1 } from '@arogya/contracts';
import { appendToOutbox, TransitionTable } from '@arogya/platform';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { ProductEntity } from '../products/product.entity.js';
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

type Counters = QueryDeepPartialEntity<ProductEntity>;

/** What each move does to its product's counters (`:q` is the reservation's quantity). */
const EFFECTS: Record<string, Counters> = {
  '>held': { stockReserved: () => 'stock_reserved + :q' },
  'held>released': { stockReserved: () => 'stock_reserved - :q' },
  'held>committed': {
    stockReserved: () => 'stock_reserved - :q',
    stockOnHand: () => 'stock_on_hand - :q',
    popularity: () => 'popularity + :q',
  },
  // the hold was given back before the payment landed: sell from what is free, never below
  // what other checkouts hold
  'released>committed': {
    stockOnHand: () => 'GREATEST(stock_reserved, stock_on_hand - :q)',
    popularity: () => 'popularity + :q',
  },
  'committed>restocked': { stockOnHand: () => 'stock_on_hand + :q' },
};

/** How each status explains itself in `stock-changed`. */
const REASON: Record<ReservationStatus, StockChangedV1['reason']> = {
  held: 'reserved',
  committed: 'sold',
  released: 'released',
  restocked: 'restocked',
};

/** A reservation not stored yet: `moveReservation(…, 'held')` creates it. */
export type NewReservation = Pick<StockReservationEntity, 'checkoutId' | 'productId' | 'quantity'>;

/**
 * The one place a reservation's status changes, inside the caller's transaction: checks the
 * move against the table, applies its effect to the product's counters, writes the status and
 * a history row, raises the product's version and announces its new stock (`stock-changed`,
 * which read caches and the cart's projection follow). A reservation without a status is new and is created held. `actor`: what moved it.
 */
export async function moveReservation(
  m: EntityManager,
  r: StockReservationEntity | NewReservation,
  to: ReservationStatus,
  actor: string,
): Promise<void> {
  const from = ReservationTransitions.from(r, to);
  const { checkoutId, productId, quantity } = r;
  const updated = await m
    .createQueryBuilder()
    .update(ProductEntity)
    .set({ ...EFFECTS[`${from ?? ''}>${to}`]!, version: () => 'version + 1' })
    .where('id = :id', { id: productId, q: quantity })
    .returning(
      'stock_on_hand - stock_reserved AS available, category, version::float8 AS version, popularity',
    )
    .execute();
  const [row] = updated.raw as {
    available: number;
    category: string;
    version: number;
    popularity: number;
  }[];
  if (from === null) {
    await m.insert(StockReservationEntity, { checkoutId, productId, quantity, status: to });
  } else {
    await m.update(
      StockReservationEntity,
      { checkoutId, productId },
      { status: to, updatedAt: () => 'now()' },
    );
    (r as StockReservationEntity).status = to;
  }
  await m.insert(StockReservationHistoryEntity, {
    checkoutId,
    productId,
    quantity,
    from,
    to,
    actor,
    note: null,
  });
  await appendToOutbox(m, StockChangedV1, {
    productId,
    countInStock: row?.available ?? 0,
    reason: REASON[to],
    ...(row && { category: row.category, version: row.version }),
    ...(row && to === 'committed' && { popularity: row.popularity }),
  });
}
