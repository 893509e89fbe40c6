// The baseline's `POST /api/checkout`: the statements the shop runs to create a checkout with
// its stock hold, against the same databases (the catalog's for the hold, the checkout's for
// the checkout), minus the gateway, the token (the body names the customer: `userId`,
// `userName`), the NATS hops, and the BullMQ job that expires the checkout later (Redis, not
// SQL: the shop pays for it, the baseline does not). It follows the shape of the checkout
// service's slimmed `create`:
//
//   1. one plain SELECT of the customer's open checkouts (the same cart again answers its open
//      checkout);
//   2. when they hold CHECKOUT_MAX_OPEN already, one transaction (the customer's lock, their
//      open checkouts locked) expires the oldest beyond the limit (status, history row,
//      `checkout-expired` outbox row), and their holds are given back in the catalog's
//      database (`StockService.releaseNow`) before this one holds;
//   3. the hold, in the catalog's database: the products locked in id order, priced (the
//      contracts' `linePrice`, `lineImage`, `variantRefusal`), refused with 409 when short
//      (`stockRefusal`), then per product the counters, the reservation, its history row and
//      the `stock-changed` outbox row (`StockService.reserve` and `moveReservation`);
//   4. one checkout transaction: the customer's lock, their open checkouts locked, any beyond
//      the limit made meanwhile expired (their event gives their stock back), the checkout
//      inserted with its history row and `checkout-created` outbox row.
//
// The customer's lock, the open statuses, the rule of the same cart and the answer are the
// checkout service's own, copied in baseline/checkout-sql.ts (kept identical to the service's by
// test/baseline-sql.unit.test.ts); the outbox row is `@arogya/platform`'s. The others are
// TypeORM's in the services
// (`find … lock`, `insert`, `update`, the query builder of `moveReservation`): the equivalent
// parameterised SQL is written here, as the PostgreSQL log showed them, except that the SELECTs
// name the columns used instead of every column of the entity. The outbox rows written here
// are published by the shop's own relays (PostgreSQL notifies them), so the cart's projection
// and the gateways' caches follow the baseline's holds as they follow the shop's.
import {
  CheckoutCreatedV1,
  CheckoutExpiredV1,
  createEnvelope,
  isEntityId,
  lineImage,
  linePrice,
  paiseToRupees,
  parseCheckoutInput,
  PAYMENT_METHOD,
  productUnits,
  StockChangedV1,
  stockRefusal,
  variantRefusal,
  type CheckoutInput,
  type CheckoutItemInput,
  type EventDefinition,
  type PricedItem,
} from '@arogya/contracts';
import { OUTBOX_INSERT_SQL } from '@arogya/platform';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  CUSTOMER_LOCK_SQL,
  OPEN_STATUSES,
  sameCart,
  toCheckoutView,
  type ShownCheckout,
} from './baseline/checkout-sql.js';
import { CHECKOUT_MAX_OPEN } from './holds.js';

/** The checkout service's defaults (services/checkout/src/config.ts), or the same variables. */
const TTL_MS = Number(process.env.CHECKOUT_TTL_MS) || 15 * 60 * 1000;
const MAX_UNITS = Number(process.env.CHECKOUT_MAX_UNITS) || 10;
const MAX_OPEN = Number(process.env.CHECKOUT_MAX_OPEN) || CHECKOUT_MAX_OPEN;
const OPEN = [...OPEN_STATUSES];

// --- the catalog's database (TypeORM's statements in the service, see above) ---

/** `find(ProductEntity, { where: { id: In(ids) }, order: { id: 'ASC' }, lock: pessimistic_write })`. */
const LOCK_PRODUCTS_SQL = `SELECT id, name, price_paise, discount_price_paise, stock_on_hand,
       stock_reserved, sizes, colors, colors_name, images
  FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`;
/** `exists(StockReservationEntity, { where: { checkoutId } })`: the hold asked again. */
const RESERVED_SQL = `SELECT EXISTS (SELECT 1 FROM stock_reservations WHERE checkout_id = $1) AS reserved`;
/** `moveReservation`'s counters: `>held` (`+`) or `held>released` (`-`) of `$1` units of `$2`. */
const countersSql = (sign: '+' | '-') =>
  `UPDATE products SET stock_reserved = stock_reserved ${sign} $1, version = version + 1,
          updated_at = CURRENT_TIMESTAMP
    WHERE id = $2
    RETURNING stock_on_hand - stock_reserved AS available, category, version::float8 AS version`;
const HOLD_COUNTERS_SQL = countersSql('+');
const RELEASE_COUNTERS_SQL = countersSql('-');
const INSERT_RESERVATION_SQL = `INSERT INTO stock_reservations (checkout_id, product_id, quantity, status)
  VALUES ($1, $2, $3, 'held') RETURNING created_at, updated_at`;
const RELEASE_RESERVATION_SQL = `UPDATE stock_reservations SET status = 'released', updated_at = now()
  WHERE checkout_id = $1 AND product_id = $2`;
const RESERVATION_HISTORY_SQL = `INSERT INTO stock_reservation_history
  (from_status, to_status, actor, note, checkout_id, product_id, quantity)
  VALUES ($1, $2, $3, NULL, $4, $5, $6) RETURNING id, at`;
/** `find(StockReservationEntity, { where: { checkoutId }, order: { productId: 'ASC' }, lock })`. */
const LOCK_RESERVATIONS_SQL = `SELECT product_id, quantity, status FROM stock_reservations
  WHERE checkout_id = $1 ORDER BY product_id FOR UPDATE`;

// --- the checkout's database ---

/**
 * The column of every field a checkout's answer shows (`ShownCheckout`): a checkout read by the
 * SELECTs below is answered as it is (the same cart again), so none may be missing (a missing
 * `discountPaise` made the answer's subtotal NaN: 500 "Paise must be an integer: NaN").
 */
const SHOWN_COLUMNS: Record<keyof ShownCheckout, string> = {
  id: 'id',
  userId: 'user_id',
  items: 'items',
  shippingAddress: 'shipping_address',
  paymentMethod: 'payment_method',
  totalPaise: 'total_paise',
  discountPaise: 'discount_paise',
  couponCode: 'coupon_code',
  // a `date`, which TypeORM answers as its text (pg alone would make a Date at local midnight)
  estimatedDelivery: `to_char(estimated_delivery, 'YYYY-MM-DD')`,
  status: 'status',
  paidAt: 'paid_at',
  orderId: 'order_id',
  createdAt: 'created_at',
  expiresAt: 'expires_at',
};
/** `find(CheckoutEntity, { where: { userId, status: In(OPEN) }, order: { createdAt: 'DESC' } })`. */
const OPEN_CHECKOUTS_SQL = `SELECT ${Object.entries(SHOWN_COLUMNS)
  .map(([field, column]) => `${column} AS "${field}"`)
  .join(', ')}
  FROM checkouts WHERE user_id = $1 AND status = ANY($2::text[]) ORDER BY created_at DESC`;
/** The same, locked (`lock: pessimistic_write`), inside the customer's lock. */
const LOCK_OPEN_CHECKOUTS_SQL = `${OPEN_CHECKOUTS_SQL} FOR UPDATE`;
/** `moveCheckout`'s `update` to expired (`$1` the time of the move). */
const EXPIRE_CHECKOUT_SQL = `UPDATE checkouts SET status = 'expired', updated_at = $1 WHERE id = $2`;
/** `moveCheckout`'s `insert` of a new checkout (`$1` its creation time). */
const INSERT_CHECKOUT_SQL = `INSERT INTO checkouts (created_at, updated_at, id, user_id, user_name,
       items, shipping_address, total_paise, payment_method, razorpay_order_id,
       razorpay_payment_id, paid_at, status, order_id, expires_at, last_reconciled_at,
       reconcile_misses)
  VALUES ($1, $1, $2, $3, $4, $5, $6, $7, $8, NULL, NULL, NULL, 'created', NULL, $9, DEFAULT, DEFAULT)
  RETURNING created_at, updated_at, reconcile_misses`;
const CHECKOUT_HISTORY_SQL = `INSERT INTO checkout_history (from_status, to_status, actor, note, checkout_id)
  VALUES ($1, $2, $3, NULL, $4) RETURNING id, at`;

/** A `checkouts` row as the SELECTs above read it: what its answer shows. */
type CheckoutRow = ShownCheckout;

interface ProductRow {
  id: string;
  name: string;
  price_paise: number;
  discount_price_paise: number | null;
  stock_on_hand: number;
  stock_reserved: number;
  sizes: string[];
  colors: string[];
  colors_name: string[];
  images: { url: string; isPrimary: boolean }[];
}

/** An answer other than 201, with the service's message. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** `appendToOutbox`: the event's row, in the caller's transaction (no trace context here). */
async function outbox<T extends string, D>(c: pg.PoolClient, def: EventDefinition<T, D>, data: D) {
  const e = createEnvelope(def, data, randomUUID());
  await c.query(OUTBOX_INSERT_SQL, [e.id, e.type, JSON.stringify(e), null]);
}

async function transaction<T>(pool: pg.Pool, work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const out = await work(c);
    await c.query('COMMIT');
    return out;
  } catch (err) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    c.release();
  }
}

/** `StockService.price`: a line priced by the catalog, or refused. */
function price(item: CheckoutItemInput, p: ProductRow | undefined): PricedItem {
  if (!p) throw new Refusal(404, 'A product in your cart is no longer sold');
  const refusal = variantRefusal(
    { name: p.name, sizes: p.sizes, colors: p.colors, colorsName: p.colors_name },
    item,
  );
  if (refusal) throw new Refusal(400, refusal);
  return {
    ...item,
    name: p.name,
    image: lineImage(p.images),
    pricePaise: linePrice(p.price_paise, p.discount_price_paise),
  };
}

/** `moveReservation` to held (a new reservation) or from held to released. */
async function moveReservation(
  c: pg.PoolClient,
  r: { checkoutId: string; productId: string; quantity: number },
  to: 'held' | 'released',
) {
  const { checkoutId, productId, quantity } = r;
  const { rows } = await c.query<{ available: number; category: string; version: number }>(
    to === 'held' ? HOLD_COUNTERS_SQL : RELEASE_COUNTERS_SQL,
    [quantity, productId],
  );
  const row = rows[0];
  if (to === 'held') await c.query(INSERT_RESERVATION_SQL, [checkoutId, productId, quantity]);
  else await c.query(RELEASE_RESERVATION_SQL, [checkoutId, productId]);
  await c.query(RESERVATION_HISTORY_SQL, [
    to === 'held' ? null : 'held',
    to,
    'checkout',
    checkoutId,
    productId,
    quantity,
  ]);
  await outbox(c, StockChangedV1, {
    productId,
    countInStock: row?.available ?? 0,
    reason: to === 'held' ? 'reserved' : 'released',
    ...(row && { category: row.category, version: row.version }),
  });
}

/** `POST /api/checkout` on `app`, holding stock in `catalog` and storing the checkout in `checkouts`. */
export function checkoutRoute(app: FastifyInstance, catalog: pg.Pool, checkouts: pg.Pool) {
  /** `StockService.reserve`: holds every item for `checkoutId` or refuses them all (409). */
  const hold = (checkoutId: string, items: CheckoutItemInput[]) =>
    transaction(catalog, async (c) => {
      const ids = [...new Set(items.map((i) => i.productId))];
      const locked = (await c.query<ProductRow>(LOCK_PRODUCTS_SQL, [ids])).rows;
      const products = new Map(locked.map((p) => [p.id, p]));
      const priced = items.map((item) => price(item, products.get(item.productId)));
      const asked = await c.query<{ reserved: boolean }>(RESERVED_SQL, [checkoutId]);
      if (asked.rows[0]!.reserved) return priced;
      const wanted = new Map<string, number>();
      for (const i of items) wanted.set(i.productId, (wanted.get(i.productId) ?? 0) + i.quantity);
      for (const [id, quantity] of wanted) {
        const p = products.get(id)!;
        const available = p.stock_on_hand - p.stock_reserved;
        if (quantity > available) throw new Refusal(409, stockRefusal(p.name, available));
      }
      for (const [productId, quantity] of wanted)
        await moveReservation(c, { checkoutId, productId, quantity }, 'held');
      return priced;
    });

  /** `StockService.releaseNow`: gives back what `checkoutId` still holds. */
  const release = (checkoutId: string) =>
    transaction(catalog, async (c) => {
      const { rows } = await c.query<{ product_id: string; quantity: number; status: string }>(
        LOCK_RESERVATIONS_SQL,
        [checkoutId],
      );
      for (const r of rows.filter((r) => r.status === 'held'))
        await moveReservation(
          c,
          { checkoutId, productId: r.product_id, quantity: r.quantity },
          'released',
        );
    }).catch(() => undefined); // as the service: the checkout's event gives it back otherwise

  /** The customer's open checkouts beyond the limit, in `c`'s transaction, expired: their ids. */
  async function replaceOldest(c: pg.PoolClient, userId: string, now: Date) {
    await c.query(CUSTOMER_LOCK_SQL, [userId]);
    const locked = (await c.query<CheckoutRow>(LOCK_OPEN_CHECKOUTS_SQL, [userId, OPEN])).rows;
    const old = locked.slice(MAX_OPEN - 1);
    for (const o of old) {
      await c.query(EXPIRE_CHECKOUT_SQL, [now, o.id]);
      await c.query(CHECKOUT_HISTORY_SQL, [o.status, 'expired', 'replaced', o.id]);
      await outbox(c, CheckoutExpiredV1, { checkoutId: o.id, userId: o.userId });
    }
    return old.map((o) => o.id);
  }

  async function create(user: { id: string; name: string }, input: CheckoutInput) {
    // 1. one look at the customer's open checkouts: the same cart's answers it
    const { rows: open } = await checkouts.query<CheckoutRow>(OPEN_CHECKOUTS_SQL, [user.id, OPEN]);
    const same = open.find((c) => c.expiresAt.getTime() > Date.now() && sameCart(c, input));
    if (same) return toCheckoutView(same);
    // 2. at the limit: the oldest give their stock back before this one holds
    if (open.length >= MAX_OPEN) {
      const replaced = await transaction(checkouts, (c) => replaceOldest(c, user.id, new Date()));
      for (const old of replaced) await release(old);
    }
    // 3. the stock hold, priced by the catalog
    const id = randomUUID();
    const priced = await hold(id, input.items);
    const total = priced.reduce((sum, i) => sum + i.pricePaise * i.quantity, 0);
    if (input.claimedTotalPaise !== null && input.claimedTotalPaise !== total) {
      await release(id);
      throw new Refusal(
        409,
        `Prices have changed: your total is now ₹${paiseToRupees(total)}. Please review your cart.`,
      );
    }
    // 4. the checkout, in one transaction (counting checkouts made meanwhile)
    try {
      const created = await transaction(checkouts, async (c) => {
        const now = new Date();
        await replaceOldest(c, user.id, now);
        const row: CheckoutRow = {
          id,
          userId: user.id,
          items: priced,
          shippingAddress: input.shippingAddress,
          totalPaise: total,
          discountPaise: 0,
          couponCode: null,
          estimatedDelivery: null,
          paymentMethod: PAYMENT_METHOD,
          status: 'created',
          paidAt: null,
          orderId: null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + TTL_MS),
        };
        await c.query(INSERT_CHECKOUT_SQL, [
          now,
          id,
          user.id,
          user.name,
          JSON.stringify(priced), // pg sends arrays as PostgreSQL arrays, not JSON
          JSON.stringify(input.shippingAddress),
          total,
          PAYMENT_METHOD,
          row.expiresAt,
        ]);
        await c.query(CHECKOUT_HISTORY_SQL, [null, 'created', 'shopper', id]);
        await outbox(c, CheckoutCreatedV1, {
          checkoutId: id,
          userId: user.id,
          items: priced,
          totalPricePaise: total,
          expiresAt: row.expiresAt.toISOString(),
        });
        return row;
      });
      return toCheckoutView(created);
    } catch (err) {
      await release(id);
      throw err;
    }
  }

  app.post<{ Body: Record<string, unknown> }>('/api/checkout', async (req, reply) => {
    const { userId, userName, ...body } = req.body ?? {};
    if (!isEntityId(userId) || typeof userName !== 'string' || !userName)
      return reply.code(400).send({ message: 'userId and userName name the customer' });
    const parsed = parseCheckoutInput(body);
    if (!parsed.ok) return reply.code(400).send({ message: parsed.message });
    if ([...productUnits(parsed.value.items).values()].some((units) => units > MAX_UNITS))
      return reply.code(400).send({
        message: `You can buy at most ${MAX_UNITS} units of an item in one order, all its sizes and colours together`,
      });
    try {
      return reply.code(201).send(await create({ id: userId, name: userName }, parsed.value));
    } catch (err) {
      if (err instanceof Refusal) return reply.code(err.status).send({ message: err.message });
      throw err;
    }
  });
}
