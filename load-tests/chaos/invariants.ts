// What must hold after a chaos run, read from where the truth is: each service's own
// database, the Razorpay sandbox's ledger (what it captured and refunded) and the dead-letter
// stream. Each check answers its verdict and every violation with its evidence.
import { OrderPlacedV1, SHOP_DLQ_STREAM, variantLabel } from '@arogya/contracts';
import { DLQ_HEADERS } from '@arogya/platform';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';

/**
 * A line of a checkout, an order or a cart as far as stock goes: its product, its units, and
 * the variant the catalog priced and holds it as (issue 30; absent on lines of before).
 */
interface Line {
  productId: string;
  quantity: number;
  variantId?: string;
}

interface CheckoutRow {
  id: string;
  user_id: string;
  status: string;
  items: Line[];
  total_paise: number;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  payment_method: string;
  /** Wall ms. */
  created: number;
}

interface ShopRefundRow {
  id: string;
  checkout_id: string;
  razorpay_payment_id: string;
  status: string;
  reason: string;
  last_error: string | null;
}

interface OrderRow {
  id: string;
  checkout_id: string;
  user_id: string;
  items: Line[];
  total_paise: number;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  status: string;
  payment_method: string;
  /** Wall ms. */
  created: number;
}

/** A move of a cash order (issue 32). */
interface CodMoveRow {
  order_id: string;
  from_status: string | null;
  to_status: string;
}

interface CartLineRow {
  user_id: string;
  product_id: string;
  quantity: number;
  /** Wall ms. */
  added: number;
}

/** A variant's stock counters in the catalog, and how a line names it. */
export interface VariantStock {
  /** "Whey Protein (2 kg)" */
  name: string;
  onHand: number;
  reserved: number;
}

/** A product's stock counters in the catalog (its variants' together), and its variants'. */
export interface Stock {
  name: string;
  onHand: number;
  reserved: number;
  /** Variant id → its counters, in the variants' order. */
  variants: Map<string, VariantStock>;
}

/** What the sandbox's `GET /sandbox/ledger` answers, as far as the checks read it. */
interface SandboxLedger {
  payments: {
    id: string;
    order_id: string;
    amount: number;
    status: string;
    captured: boolean;
    created_at: number;
  }[];
  refunds: { id: string; payment_id: string; amount: number; status: string }[];
}

/** One entry of the dead-letter stream. */
export interface DeadLetter {
  /** Wall ms it was dead-lettered. */
  at: number;
  consumer: string;
  subject: string;
  deliveries: string;
  error: string;
  eventId: string;
}

/** Everything the checks read, at one moment. */
export interface Facts {
  checkouts: CheckoutRow[];
  shopRefunds: ShopRefundRow[];
  orders: OrderRow[];
  /** The moves of the cash-on-delivery orders (issue 32). */
  codMoves: CodMoveRow[];
  /** Order id → the id of its `order-placed` event (orders' outbox). */
  orderPlaced: Map<string, string>;
  /** `order-placed` event ids the cart handled (its inbox). */
  cartHandled: Set<string>;
  cartLines: CartLineRow[];
  stock: Map<string, Stock>;
  ledger: SandboxLedger;
  dlq: DeadLetter[];
}

/** Where the facts are. */
export interface Sources {
  /** URL of database `name` on the run's PostgreSQL. */
  database: (name: string) => string;
  sandboxUrl: string;
  natsUrl: string;
}

async function rows<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A `product_variants` row as `readStock` reads it. */
interface VariantRow {
  id: string;
  sku: string;
  size: string;
  color: string;
  colorName: string;
  onHand: number;
  reserved: number;
}

/**
 * The catalog's stock counters of every product and of each of its variants, in one statement
 * (one snapshot: a product's counters and its variants' are read at the same moment).
 */
export async function readStock(sources: Sources): Promise<Map<string, Stock>> {
  const products = await rows<{
    id: string;
    name: string;
    on_hand: number;
    reserved: number;
    variants: VariantRow[];
  }>(
    sources.database('arogya_catalog'),
    `SELECT p.id, p.name, p.stock_on_hand AS on_hand, p.stock_reserved AS reserved,
            COALESCE((SELECT json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size,
                        'color', v.color, 'colorName', v.color_name, 'onHand', v.stock_on_hand,
                        'reserved', v.stock_reserved) ORDER BY v.position)
                        FROM product_variants v WHERE v.product_id = p.id), '[]') AS variants
       FROM products p`,
  );
  return new Map(
    products.map((p) => [
      p.id,
      {
        name: p.name,
        onHand: p.on_hand,
        reserved: p.reserved,
        variants: new Map(
          p.variants.map((v) => [
            v.id,
            {
              name: `${p.name} (${variantLabel(v) || v.sku})`,
              onHand: v.onHand,
              reserved: v.reserved,
            },
          ]),
        ),
      },
    ]),
  );
}

/** Every entry of the dead-letter stream, with the cause its headers give. */
async function readDlq(natsUrl: string): Promise<DeadLetter[]> {
  const nc = await connect({ servers: natsUrl, reconnect: false });
  try {
    const jsm = await jetstreamManager(nc);
    const { state } = await jsm.streams.info(SHOP_DLQ_STREAM);
    const out: DeadLetter[] = [];
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      const m = await jsm.streams.getMessage(SHOP_DLQ_STREAM, { seq });
      if (!m) continue;
      const h = (name: string) => m.header?.get(name) ?? '';
      let eventId = '';
      try {
        eventId = String((m.json() as { id?: unknown }).id ?? '');
      } catch {
        // the event that could not be read is listed without its id
      }
      out.push({
        at: m.time.getTime(),
        consumer: h(DLQ_HEADERS.consumer),
        subject: h(DLQ_HEADERS.subject),
        deliveries: h(DLQ_HEADERS.deliveries),
        error: h(DLQ_HEADERS.error),
        eventId,
      });
    }
    return out;
  } finally {
    await nc.close();
  }
}

/** Reads every fact the checks need. */
export async function readFacts(sources: Sources): Promise<Facts> {
  const db = sources.database;
  const ms = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;
  const [checkouts, shopRefunds, orders, codMoves, placed, handled, cartLines, stock, ledger, dlq] =
    await Promise.all([
      rows<CheckoutRow>(
        db('arogya_checkout'),
        `SELECT id, user_id, status, items, total_paise, razorpay_order_id, razorpay_payment_id,
                payment_method, ${ms('created_at')} AS created
           FROM checkouts`,
      ),
      rows<ShopRefundRow>(
        db('arogya_checkout'),
        'SELECT id, checkout_id, razorpay_payment_id, status, reason, last_error FROM refunds',
      ),
      rows<OrderRow>(
        db('arogya_orders'),
        `SELECT id, checkout_id, user_id, items, total_paise, razorpay_order_id,
                razorpay_payment_id, status, payment_method, ${ms('created_at')} AS created
           FROM orders`,
      ),
      rows<CodMoveRow>(
        db('arogya_orders'),
        `SELECT h.order_id, h.from_status, h.to_status FROM order_history h
           JOIN orders o ON o.id = h.order_id
          WHERE o.payment_method = 'COD' AND h.from_status IS DISTINCT FROM h.to_status`,
      ),
      rows<{ id: string; order_id: string }>(
        db('arogya_orders'),
        `SELECT id, envelope -> 'data' ->> 'orderId' AS order_id FROM outbox WHERE type = $1`,
        [OrderPlacedV1.type],
      ),
      rows<{ event_id: string }>(
        db('arogya_cart'),
        // the cart service's consumer of order-placed (services/cart/src/carts/order-placed.handler.ts)
        `SELECT event_id FROM processed_events WHERE consumer = 'cart-order-placed'`,
      ),
      rows<CartLineRow>(
        db('arogya_cart'),
        `SELECT c.user_id, l.product_id, l.quantity, ${ms('l.added_at')} AS added
           FROM cart_lines l JOIN carts c ON c.id = l.cart_id
          WHERE c.user_id IS NOT NULL`,
      ),
      readStock(sources),
      fetch(`${sources.sandboxUrl}/sandbox/ledger`).then(async (r) => {
        if (r.status !== 200) throw new Error(`the sandbox's ledger: ${r.status}`);
        return (await r.json()) as SandboxLedger;
      }),
      readDlq(sources.natsUrl),
    ]);
  return {
    checkouts,
    shopRefunds,
    orders,
    codMoves,
    orderPlaced: new Map(placed.map((p) => [p.order_id, p.id])),
    cartHandled: new Set(handled.map((h) => h.event_id)),
    cartLines,
    stock,
    ledger,
    dlq,
  };
}

/** A broken invariant: what, and when its checkout was made (to name the fault behind it). */
export interface Violation {
  /** Wall ms the checkout concerned was made; undefined when none is. */
  at: number | undefined;
  text: string;
}

/** One invariant's verdict. */
export interface Check {
  /** Short name: `captured`, `orders`, `stock`, `carts`, `final` (and the run's `recovered`). */
  id: string;
  name: string;
  ok: boolean;
  /** What was checked, counted. */
  summary: string;
  violations: Violation[];
}

/** The name of the stock invariant, as the run's report prints it. */
export const STOCK_CONSERVATION =
  'stock conservation per variant and per product (start − sold − held = end)';

/** Checkout statuses nothing moves any more. */
const FINAL = new Set(['finalized', 'expired']);
/** Checkout statuses that hold stock. */
const HOLDING = new Set(['created', 'payment_pending']);

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/** How the checks name times: seconds since the load began. */
export type Clock = (wallMs: number) => string;

/**
 * Every payment the sandbox captured has exactly one order, or no order and exactly one refund
 * (not failed) of its whole amount.
 */
function capturedPayments(f: Facts, clock: Clock): Check {
  const byRzpOrder = new Map(f.checkouts.map((c) => [c.razorpay_order_id, c]));
  const violations: Violation[] = [];
  let ordered = 0;
  let refunded = 0;
  const captured = f.ledger.payments.filter((p) => p.captured);
  for (const p of captured) {
    const orders = f.orders.filter((o) => o.razorpay_payment_id === p.id);
    const refunds = f.ledger.refunds.filter((r) => r.payment_id === p.id && r.status !== 'failed');
    const whole = refunds.length === 1 && refunds[0]!.amount === p.amount;
    if (orders.length === 1 && refunds.length === 0 && orders[0]!.status !== 'Cancelled') ordered++;
    else if (orders.length === 0 && whole) refunded++;
    // issue 33: an order cancelled since (its parcel came back) is refunded whole
    else if (orders.length === 1 && orders[0]!.status === 'Cancelled' && whole) {
      ordered++;
      refunded++;
    } else {
      const c = byRzpOrder.get(p.order_id);
      const shop = f.shopRefunds.filter((r) => r.razorpay_payment_id === p.id);
      violations.push({
        at: c?.created,
        text:
          `${p.id} ${rupees(p.amount)} (${c ? `checkout ${c.id}, made at ${clock(c.created)}, now ${c.status}` : `Razorpay order ${p.order_id}, no checkout`}): ` +
          `${orders.length} orders, ${refunds.length} refunds (${refunds.map((r) => `${r.id} ${rupees(r.amount)} ${r.status}`).join(', ') || 'none'})` +
          (shop.length
            ? `; the shop's refund: ${shop.map((r) => `${r.status}${r.last_error ? ` (${r.last_error})` : ''}`).join(', ')}`
            : ''),
      });
    }
  }
  return {
    id: 'captured',
    name: 'every payment the sandbox captured has exactly one order or exactly one refund',
    ok: violations.length === 0,
    summary: `${captured.length} payments captured: ${ordered} with one order, ${refunded} refunded whole`,
    violations,
  };
}

/** Every order was paid by a payment the sandbox captured, for its Razorpay order and total. */
function ordersPaid(f: Facts): Check {
  const payments = new Map(f.ledger.payments.map((p) => [p.id, p]));
  const created = new Map(f.checkouts.map((c) => [c.id, c.created]));
  const violations: Violation[] = [];
  let cash = 0;
  for (const o of f.orders) {
    // a cash order (issue 32) has no payment: `cashOrders` checks it
    if (o.payment_method === 'COD') {
      cash++;
      continue;
    }
    const p = o.razorpay_payment_id ? payments.get(o.razorpay_payment_id) : undefined;
    const wrong = !p
      ? `payment ${o.razorpay_payment_id ?? '(none)'} unknown to the sandbox`
      : !p.captured
        ? `payment ${p.id} is ${p.status}, never captured`
        : p.order_id !== o.razorpay_order_id
          ? `payment ${p.id} paid Razorpay order ${p.order_id}, not ${o.razorpay_order_id}`
          : p.amount !== o.total_paise
            ? `payment ${p.id} was ${rupees(p.amount)}, the order ${rupees(o.total_paise)}`
            : undefined;
    if (wrong)
      violations.push({
        at: created.get(o.checkout_id),
        text: `order ${o.id} (checkout ${o.checkout_id}): ${wrong}`,
      });
  }
  return {
    id: 'orders',
    name: 'no order without a captured payment',
    ok: violations.length === 0,
    summary: `${f.orders.length - cash} orders paid online, each checked against the sandbox's payments (${cash} in cash on delivery)`,
    violations,
  };
}

const addLines = (into: Map<string, number>, lines: Line[]) => {
  for (const l of lines) into.set(l.productId, (into.get(l.productId) ?? 0) + l.quantity);
};

/** Units per variant over `lines` (a line naming none counted under ''). */
const addVariantLines = (into: Map<string, number>, lines: Line[]) => {
  for (const l of lines) {
    const id = l.variantId ?? '';
    into.set(id, (into.get(id) ?? 0) + l.quantity);
  }
};

const sumOf = (ns: Iterable<number>) => [...ns].reduce((a, b) => a + b, 0);

/**
 * Per product, the units free to sell at the start, less those sold (orders, the orders
 * service's) and those held (open checkouts, the checkout service's), are the units free to
 * sell at the end (the catalog's on hand less reserved). Per variant (issue 30: stock is held
 * and sold per variant, the one each line names), the same, and more exactly: its units on
 * hand went down by exactly those sold of it, its reserved units up by exactly those held of
 * it. A product's counters are its variants' together, at the start and at the end. Every line
 * sold or held names a variant of its product.
 */
function stockConservation(f: Facts, start: Map<string, Stock>): Check {
  const sold = new Map<string, number>();
  const soldOf = new Map<string, number>();
  const held = new Map<string, number>();
  const heldOf = new Map<string, number>();
  const violations: Violation[] = [];
  const created = new Map(f.checkouts.map((c) => [c.id, c.created]));
  /** A line naming no variant, or one its product does not have, cannot be accounted. */
  const named = (what: string, at: number | undefined, lines: Line[]) => {
    for (const l of lines) {
      const variants = start.get(l.productId)?.variants;
      if (l.variantId !== undefined && variants?.has(l.variantId)) continue;
      violations.push({
        at,
        text: `${what}: ${l.quantity} × ${l.productId} ${l.variantId === undefined ? 'names no variant' : `names variant ${l.variantId}, not one of its product's`}`,
      });
    }
  };
  for (const o of f.orders) {
    // cancelled, or (issue 32, 33) returned to origin: its units are back on sale
    if (o.status === 'Cancelled' || o.status === 'Returned') continue;
    addLines(sold, o.items);
    addVariantLines(soldOf, o.items);
    named(`order ${o.id}`, created.get(o.checkout_id), o.items);
  }
  for (const c of f.checkouts) {
    if (!HOLDING.has(c.status)) continue;
    addLines(held, c.items);
    addVariantLines(heldOf, c.items);
    named(`checkout ${c.id}`, c.created, c.items);
  }
  let units = 0;
  let variants = 0;
  for (const [id, s] of start) {
    const end = f.stock.get(id);
    const [sd, hd] = [sold.get(id) ?? 0, held.get(id) ?? 0];
    units += sd;
    const expected = s.onHand - s.reserved - sd - hd;
    const actual = end ? end.onHand - end.reserved : NaN;
    if (actual !== expected)
      violations.push({
        at: undefined,
        text: `${s.name}: start ${s.onHand - s.reserved} − sold ${sd} − held ${hd} = ${expected}, but the catalog has ${actual} free (on hand ${end?.onHand}, reserved ${end?.reserved})`,
      });
    for (const [when, stock] of [
      ['at the start', s],
      ['at the end', end],
    ] as const) {
      if (!stock) continue;
      const onHand = sumOf([...stock.variants.values()].map((v) => v.onHand));
      const reserved = sumOf([...stock.variants.values()].map((v) => v.reserved));
      if (onHand !== stock.onHand || reserved !== stock.reserved)
        violations.push({
          at: undefined,
          text: `${s.name} ${when}: on hand ${stock.onHand}, reserved ${stock.reserved}, but its variants' together ${onHand}, ${reserved}`,
        });
    }
    for (const [vid, v] of s.variants) {
      variants++;
      const e = end?.variants.get(vid);
      const [vs, vh] = [soldOf.get(vid) ?? 0, heldOf.get(vid) ?? 0];
      const free = v.onHand - v.reserved - vs - vh;
      const counters = `on hand ${e?.onHand}, reserved ${e?.reserved}`;
      if (!e || e.onHand - e.reserved !== free)
        violations.push({
          at: undefined,
          text: `${v.name}: start ${v.onHand - v.reserved} − sold ${vs} − held ${vh} = ${free}, but the catalog has ${e ? e.onHand - e.reserved : NaN} free (${counters})`,
        });
      else if (e.onHand !== v.onHand - vs || e.reserved !== v.reserved + vh)
        violations.push({
          at: undefined,
          text: `${v.name}: start on hand ${v.onHand}, reserved ${v.reserved}; sold ${vs}, held ${vh}: expected on hand ${v.onHand - vs}, reserved ${v.reserved + vh}, but the catalog has ${counters}`,
        });
    }
  }
  return {
    id: 'stock',
    name: STOCK_CONSERVATION,
    ok: violations.length === 0,
    summary: `${start.size} products (${variants} variants), ${units} units sold in ${f.orders.length} orders, ${sumOf(held.values())} units held by open checkouts`,
    violations,
  };
}

/**
 * Every order's `order-placed` event was handled by the cart (its inbox row is written in the
 * transaction that takes the bought lines out), and no customer whose last checkout was paid
 * still has a line of it that was in the cart when that checkout was made. (A purchase first
 * empties the customer's cart, so what is there later was added after.)
 */
function cartsCleared(f: Facts, clock: Clock): Check {
  const violations: Violation[] = [];
  const created = new Map(f.checkouts.map((c) => [c.id, c.created]));
  for (const o of f.orders) {
    const event = f.orderPlaced.get(o.id);
    if (!event || !f.cartHandled.has(event))
      violations.push({
        at: created.get(o.checkout_id),
        text: `order ${o.id} (checkout ${o.checkout_id}): its order-placed event ${event ? 'never handled by the cart' : 'never written'}`,
      });
  }
  const last = new Map<string, CheckoutRow>();
  for (const c of f.checkouts) {
    const seen = last.get(c.user_id);
    if (!seen || c.created > seen.created) last.set(c.user_id, c);
  }
  const paid = new Set(f.orders.map((o) => o.checkout_id));
  let customers = 0;
  for (const [user, c] of last) {
    if (!paid.has(c.id)) continue;
    customers++;
    const bought = new Set(c.items.map((i) => i.productId));
    for (const l of f.cartLines) {
      if (l.user_id !== user || !bought.has(l.product_id) || l.added > c.created) continue;
      violations.push({
        at: c.created,
        text: `customer ${user}: the cart still holds ${l.quantity} × ${l.product_id}, bought by checkout ${c.id} (made at ${clock(c.created)})`,
      });
    }
  }
  return {
    id: 'carts',
    name: 'every paid cart is cleared of the bought lines',
    ok: violations.length === 0,
    summary: `${f.orders.length} orders' order-placed handled by the cart; ${customers} customers whose last checkout was paid have none of its lines`,
    violations,
  };
}

/** Every checkout is finalized or expired once its TTL and a reconciliation have passed. */
function checkoutsFinal(f: Facts, now: number, limitMs: number, clock: Clock): Check {
  const violations: Violation[] = [];
  const counts = new Map<string, number>();
  for (const c of f.checkouts) {
    counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
    if (FINAL.has(c.status) || now - c.created < limitMs) continue;
    violations.push({
      at: c.created,
      text: `checkout ${c.id} (made at ${clock(c.created)}, ${((now - c.created) / 1000).toFixed(0)} s ago) is still ${c.status}`,
    });
  }
  return {
    id: 'final',
    name: 'no checkout stuck outside a final state past TTL + reconciliation',
    ok: violations.length === 0,
    summary: `${f.checkouts.length} checkouts: ${[...counts].map(([s, n]) => `${n} ${s}`).join(', ')} (limit ${(limitMs / 1000).toFixed(0)} s)`,
    violations,
  };
}

/** The name of the cash-on-delivery invariant, as the run's report prints it. */
export const CASH_ORDERS =
  'every cash order placed without payment from a cash checkout, confirmed or cancelled, never both, none awaiting past its code';

/**
 * Issue 32: every cash-on-delivery order came from a cash checkout and took no payment; none
 * was both confirmed (Awaiting confirmation → Processing) and cancelled; none still awaits its
 * code `limitMs` after it was placed (the job cancelled it, its stock back: the stock check).
 */
function cashOrders(f: Facts, now: number, limitMs: number, clock: Clock): Check {
  const violations: Violation[] = [];
  const checkouts = new Map(f.checkouts.map((c) => [c.id, c]));
  const moves = new Map<string, CodMoveRow[]>();
  for (const m of f.codMoves) moves.set(m.order_id, [...(moves.get(m.order_id) ?? []), m]);
  let [confirmed, cancelled, awaiting, cash] = [0, 0, 0, 0];
  for (const o of f.orders) {
    if (o.payment_method !== 'COD') continue;
    cash++;
    const c = checkouts.get(o.checkout_id);
    const at = c?.created;
    if (c?.payment_method !== 'COD' || o.razorpay_payment_id !== null)
      violations.push({
        at,
        text: `cash order ${o.id}: its checkout ${o.checkout_id} is ${c ? `paid by ${c.payment_method}` : 'unknown'}${o.razorpay_payment_id ? `, and it names payment ${o.razorpay_payment_id}` : ''}`,
      });
    const its = moves.get(o.id) ?? [];
    const wasConfirmed = its.some(
      (m) => m.from_status === 'Awaiting confirmation' && m.to_status === 'Processing',
    );
    const wasCancelled = its.some((m) => m.to_status === 'Cancelled');
    if (wasConfirmed) confirmed++;
    if (wasCancelled) cancelled++;
    if (wasConfirmed && wasCancelled)
      violations.push({
        at,
        text: `cash order ${o.id} (placed at ${clock(o.created)}) was both confirmed and cancelled: ${its.map((m) => `${m.from_status} → ${m.to_status}`).join(', ')}`,
      });
    if (o.status === 'Awaiting confirmation') {
      awaiting++;
      if (now - o.created >= limitMs)
        violations.push({
          at,
          text: `cash order ${o.id} (placed at ${clock(o.created)}, ${((now - o.created) / 1000).toFixed(0)} s ago) still awaits its code`,
        });
    }
  }
  return {
    id: 'cash',
    name: CASH_ORDERS,
    ok: violations.length === 0,
    summary: `${cash} cash orders: ${confirmed} confirmed, ${cancelled} cancelled unconfirmed, ${awaiting} awaiting (limit ${(limitMs / 1000).toFixed(0)} s)`,
    violations,
  };
}

/** The six invariants of a chaos run, on `f` read at `now` (wall ms). */
export function checkInvariants(
  f: Facts,
  start: Map<string, Stock>,
  now: number,
  stuckAfterMs: number,
  codStuckAfterMs: number,
  clock: Clock,
): Check[] {
  return [
    capturedPayments(f, clock),
    ordersPaid(f),
    stockConservation(f, start),
    cartsCleared(f, clock),
    checkoutsFinal(f, now, stuckAfterMs, clock),
    cashOrders(f, now, codStuckAfterMs, clock),
  ];
}
