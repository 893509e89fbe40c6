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
//   3. the hold, in the catalog's database (`StockService.reserve` and `moveReservation`): the
//      products locked in id order, their variants read, each line's variant chosen by its size
//      and colour (the contracts' `chooseVariant`: 404 for a product gone, 400 for a choice not
//      sold) and priced by it (`linePrice`, `lineImage`, `variantLabel`: the line takes the
//      variant's size, colour, id and SKU, the product's HSN and GST rate), refused with 409 when
//      a variant is short (`stockRefusal`, the variant named as `variantName` names it), then per
//      variant its counters, the product's stock sums and version (PRODUCT_AFTER_MOVE_SQL), the
//      reservation, its history row and the `stock-changed` outbox row with every variant's
//      stock;
//   4. one checkout transaction: the customer's lock, their open checkouts locked, any beyond
//      the limit made meanwhile expired (their event gives their stock back), the checkout
//      inserted with its history row and `checkout-created` outbox row.
//
// The customer's lock, the open statuses, the rule of the same cart and the answer are the
// checkout service's own, copied in baseline/checkout-sql.ts; the product's sums after a move
// (PRODUCT_AFTER_MOVE_SQL) and the name of a variant in a refusal are the catalog's, copied in
// baseline/catalog-sql.ts (both kept identical to the services' by
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
  chooseVariant,
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
  variantLabel,
  type CheckoutInput,
  type CheckoutItemInput,
  type EventDefinition,
  type PricedItem,
} from '@arogya/contracts';
import { OUTBOX_INSERT_SQL } from '@arogya/platform';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { PRODUCT_AFTER_MOVE_SQL, variantName } from './baseline/catalog-sql.js';
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

/**
 * `find(ProductEntity, { where: { id: In(ids) }, order: { id: 'ASC' }, lock: pessimistic_write })`:
 * every change of a product's variants locks the product first, so this serialises holds of
 * its variants too.
 */
const LOCK_PRODUCTS_SQL = `SELECT id, name, images, hsn, gst_rate
  FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`;
/** `find(ProductVariantEntity, { where: { productId: In(ids) }, order: { position: 'ASC' } })`. */
const VARIANTS_SQL = `SELECT id, product_id AS "productId", sku, size, color,
       color_name AS "colorName", price_paise AS "pricePaise",
       discount_price_paise AS "discountPricePaise", stock_on_hand AS "stockOnHand",
       stock_reserved AS "stockReserved", images
  FROM product_variants WHERE product_id = ANY($1::uuid[]) ORDER BY position`;
/** `exists(StockReservationEntity, { where: { checkoutId } })`: the hold asked again. */
const RESERVED_SQL = `SELECT EXISTS (SELECT 1 FROM stock_reservations WHERE checkout_id = $1) AS reserved`;
/**
 * `moveReservation`'s counters of the variant (its EFFECTS, with `updatedAt: now()`): `>held`
 * (`+`) or `held>released` (`-`) of `$1` units of variant `$2`. The product's follow in
 * PRODUCT_AFTER_MOVE_SQL.
 */
const countersSql = (sign: '+' | '-') =>
  `UPDATE product_variants SET stock_reserved = stock_reserved ${sign} $1, updated_at = now()
    WHERE id = $2`;
const HOLD_COUNTERS_SQL = countersSql('+');
const RELEASE_COUNTERS_SQL = countersSql('-');
const INSERT_RESERVATION_SQL = `INSERT INTO stock_reservations
  (checkout_id, product_id, variant_id, quantity, status)
  VALUES ($1, $2, $3, $4, 'held') RETURNING created_at, updated_at`;
const RELEASE_RESERVATION_SQL = `UPDATE stock_reservations SET status = 'released', updated_at = now()
  WHERE checkout_id = $1 AND variant_id = $2`;
const RESERVATION_HISTORY_SQL = `INSERT INTO stock_reservation_history
  (from_status, to_status, actor, note, checkout_id, product_id, variant_id, quantity)
  VALUES ($1, $2, $3, NULL, $4, $5, $6, $7) RETURNING id, at`;
/**
 * `find(StockReservationEntity, { where: { checkoutId }, order: { productId: 'ASC',
 * variantId: 'ASC' }, lock })`.
 */
/** `moveAll`'s lock of the moved reservations' products, before their variants. */
const LOCK_MOVED_PRODUCTS_SQL =
  'SELECT id FROM products WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE';
const LOCK_RESERVATIONS_SQL = `SELECT product_id, variant_id, quantity, status FROM stock_reservations
  WHERE checkout_id = $1 ORDER BY product_id, variant_id FOR UPDATE`;

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
  shippingPaise: 'shipping_paise',
  codFeePaise: 'cod_fee_paise',
  offerDiscountPaise: 'offer_discount_paise',
  offers: 'offers',
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

/** A locked `products` row, as far as a hold reads it. */
interface ProductRow {
  id: string;
  name: string;
  images: { url: string; isPrimary: boolean }[];
  hsn: string;
  gst_rate: number;
}

/** A `product_variants` row, as far as a hold reads it (the entity's field names). */
interface VariantRow {
  id: string;
  productId: string;
  sku: string;
  size: string;
  color: string;
  colorName: string;
  pricePaise: number;
  discountPricePaise: number | null;
  stockOnHand: number;
  stockReserved: number;
  images: { url: string; isPrimary: boolean }[];
}

/** What PRODUCT_AFTER_MOVE_SQL answers. */
interface AfterMoveRow {
  available: number;
  category: string;
  version: number;
  popularity: number;
  variants: { id: string; countInStock: number }[];
}

/** A reservation: what one checkout holds of one variant. */
interface Reservation {
  checkoutId: string;
  productId: string;
  variantId: string;
  quantity: number;
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

/** `StockService.choose`: the variant `item` asks for (`chooseVariant`), or 404 / 400. */
function choose(item: CheckoutItemInput, product: ProductRow | undefined, all: VariantRow[]) {
  if (!product) throw new Refusal(404, 'A product in your cart is no longer sold');
  const variants = all.filter((v) => v.productId === product.id);
  const chosen = chooseVariant({ name: product.name, variants }, item);
  if ('refusal' in chosen) throw new Refusal(400, chosen.refusal);
  return { item, product, variant: chosen.variant };
}

/** `StockService.price`: the line as sold, by its variant (the product's tax). */
function price(item: CheckoutItemInput, p: ProductRow, v: VariantRow): PricedItem {
  return {
    ...item,
    variantId: v.id,
    sku: v.sku,
    variant: variantLabel(v),
    name: p.name,
    image: lineImage(v.images.length ? v.images : p.images),
    pricePaise: linePrice(v.pricePaise, v.discountPricePaise),
    hsn: p.hsn,
    gstRate: p.gst_rate,
  };
}

/** `moveReservation` to held (a new reservation) or from held to released. */
async function moveReservation(c: pg.PoolClient, r: Reservation, to: 'held' | 'released') {
  const { checkoutId, productId, variantId, quantity } = r;
  await c.query(to === 'held' ? HOLD_COUNTERS_SQL : RELEASE_COUNTERS_SQL, [quantity, variantId]);
  const { rows } = await c.query<AfterMoveRow>(PRODUCT_AFTER_MOVE_SQL, [productId, 0]); // no sale
  const row = rows[0];
  if (to === 'held')
    await c.query(INSERT_RESERVATION_SQL, [checkoutId, productId, variantId, quantity]);
  else await c.query(RELEASE_RESERVATION_SQL, [checkoutId, variantId]);
  await c.query(RESERVATION_HISTORY_SQL, [
    to === 'held' ? null : 'held',
    to,
    'checkout',
    checkoutId,
    productId,
    variantId,
    quantity,
  ]);
  await outbox(c, StockChangedV1, {
    productId,
    countInStock: row?.available ?? 0,
    reason: to === 'held' ? 'reserved' : 'released',
    ...(row && { category: row.category, version: row.version }),
    ...(row && { variants: row.variants }),
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
      const variants = (await c.query<VariantRow>(VARIANTS_SQL, [ids])).rows;
      const chosen = items.map((item) => choose(item, products.get(item.productId), variants));
      const priced = chosen.map(({ item, product, variant }) => price(item, product, variant));
      const asked = await c.query<{ reserved: boolean }>(RESERVED_SQL, [checkoutId]);
      if (asked.rows[0]!.reserved) return priced;
      const wanted = new Map<string, { v: VariantRow; name: string; quantity: number }>();
      for (const { item, product, variant: v } of chosen) {
        const w = wanted.get(v.id) ?? { v, name: variantName(product.name, v), quantity: 0 };
        wanted.set(v.id, { ...w, quantity: w.quantity + item.quantity });
      }
      for (const { v, name, quantity } of wanted.values()) {
        const available = v.stockOnHand - v.stockReserved;
        if (quantity > available) throw new Refusal(409, stockRefusal(name, available));
      }
      for (const { v, quantity } of wanted.values()) {
        const held = { checkoutId, productId: v.productId, variantId: v.id, quantity };
        await moveReservation(c, held, 'held');
      }
      return priced;
    });

  /** `StockService.releaseNow`: gives back what `checkoutId` still holds. */
  const release = (checkoutId: string) =>
    transaction(catalog, async (c) => {
      const { rows } = await c.query<{
        product_id: string;
        variant_id: string;
        quantity: number;
        status: string;
      }>(LOCK_RESERVATIONS_SQL, [checkoutId]);
      const held = rows.filter((r) => r.status === 'held');
      // `StockService.moveAll`: their products locked first, in id order
      const products = [...new Set(held.map((r) => r.product_id))].sort();
      if (products.length > 0) await c.query(LOCK_MOVED_PRODUCTS_SQL, [products]);
      for (const r of held)
        await moveReservation(
          c,
          { checkoutId, productId: r.product_id, variantId: r.variant_id, quantity: r.quantity },
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
          // the baseline charges no shipping (its columns' defaults): fees are the shop's work
          shippingPaise: 0,
          codFeePaise: 0,
          offerDiscountPaise: 0,
          offers: [],
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
