import {
  CatalogCalls,
  CheckoutCalls,
  CheckoutCreatedV1,
  CheckoutExpiredV1,
  OrderCancelledV1,
  OrderPlacedV1,
  PaymentVerifiedV1,
  RefundIssuedV1,
  StockChangedV1,
  type Caller,
  type PaymentOrder,
  type Product,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { createSandbox, DEFAULT_CONFIG } from '@arogya/razorpay-sandbox';
import {
  callerFor,
  catalogProduct,
  payInSandbox,
  type PopupPayment,
  refusal,
  serviceDatabase,
  serviceDatabaseUrl,
  serviceShop,
  SHIPPING_ADDRESS,
  startCatalog,
  startCheckout,
  metricValue,
  until,
  type ServiceDatabase,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { before, describe, it } from 'node:test';
import pg from 'pg';

let rpc: RpcClient;
let db: ServiceDatabase;
let tulsi: Product;

/** Checkouts hold their stock this long; reconciliation asks about ones unpaid for 1.5 s. */
const TTL_MS = 4000;

/** A checkout of `quantity` Tulsi Drops (249.50 each) for `caller`, who claims `claimedTotalPaise`. */
const checkoutOf = (caller: Caller, quantity = 1, claimedTotalPaise: number | null = null) =>
  rpc.call(CheckoutCalls.create, {
    caller,
    items: [{ productId: tulsi._id, quantity, size: '', color: '' }],
    shippingAddress: SHIPPING_ADDRESS,
    claimedTotalPaise,
    couponCode: null,
    paymentMethod: 'Razorpay',
  });

/** A checkout of `quantity` Tulsi Drops for `caller`, and its Razorpay order. */
async function checkoutWithOrder(caller: Caller, quantity = 1) {
  const c = await checkoutOf(caller, quantity);
  const order = await rpc.call(CheckoutCalls.paymentOrder, {
    caller,
    id: c._id,
    claimedAmountPaise: null,
  });
  return { checkout: c, order };
}

/** The shopper pays in the sandbox's popup; `webhooks`: whether Razorpay also sends them. */
const pay = (order: PaymentOrder, webhooks = false) =>
  payInSandbox(shop.parts.sandbox.url, order.id, webhooks);

const verify = (caller: Caller, p: PopupPayment) =>
  rpc.call(CheckoutCalls.verify, {
    caller,
    orderId: p.razorpay_order_id,
    paymentId: p.razorpay_payment_id,
    signature: p.razorpay_signature,
  });

/** The checkout's history as `actor: from → to`. */
async function history(checkoutId: string): Promise<string[]> {
  const { rows } = await db.query<{ actor: string; from_status: string | null; to_status: string }>(
    'SELECT actor, from_status, to_status FROM checkout_history WHERE checkout_id = $1 ORDER BY id',
    [checkoutId],
  );
  return rows.map((r) => `${r.actor}: ${r.from_status ?? '∅'} → ${r.to_status}`);
}

const verifiedEvents = (checkoutId: string) =>
  shop.published(PaymentVerifiedV1, (e) => e.checkoutId === checkoutId);

/** Webhooks reach the service once this resolves: a test holds them to order the paths. */
let webhookGate: Promise<void> = Promise.resolve();
/** Runs `work` while the webhooks that arrive wait; lets them through after. */
async function withWebhooksHeld<T>(work: () => Promise<T>): Promise<T> {
  let release!: () => void;
  webhookGate = new Promise((resolve) => (release = resolve));
  try {
    return await work();
  } finally {
    release();
    webhookGate = Promise.resolve();
  }
}

/**
 * Razorpay's webhooks reach the service as the gateway would pass them on: the raw body
 * (base64), its signature and event id.
 */
async function startWebhookRelay(): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void webhookGate
        .then(() =>
          rpc.call(CheckoutCalls.webhook, {
            rawBody: Buffer.concat(chunks).toString('base64'),
            signature: String(req.headers['x-razorpay-signature'] ?? ''),
            eventId: String(req.headers['x-razorpay-event-id'] ?? ''),
          }),
        )
        .then(
          (r) => res.writeHead(200).end(JSON.stringify(r)),
          (e: { status?: number }) => res.writeHead(e.status ?? 500).end(),
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const shop = serviceShop(
  'checkouts',
  async (env, ns, own) => {
    const relay = own(await startWebhookRelay());
    const sandbox = own(
      await createSandbox({
        ...DEFAULT_CONFIG,
        port: 0,
        webhookUrl: `http://127.0.0.1:${(relay.address() as AddressInfo).port}/`,
      }),
    );
    const [catalog, checkout] = await Promise.all([
      startCatalog(env, ns, { CATALOG_SEED: 'false' }),
      startCheckout(env, ns, {
        RAZORPAY_API_BASE: sandbox.url,
        CHECKOUT_TTL_MS: String(TTL_MS),
        RECONCILE_AFTER_MS: '1500',
        RECONCILE_EVERY_MS: '500',
      }),
    ]);
    return {
      catalog,
      checkout,
      sandbox,
      // the checkout's own database, read by the tests (closed with the shop)
      db: await serviceDatabase(env, ns, 'checkout'),
      dbUrl: serviceDatabaseUrl(env, ns, 'checkout'),
    };
  },
  RpcClient,
);

before(async () => {
  await shop.ready;
  ({ rpc, db } = shop.parts);
  tulsi = await catalogProduct(rpc, {
    name: 'Tulsi Drops',
    category: 'Ayurvedic',
    price: 300,
    discountPrice: 249.5,
    countInStock: 1000,
  });
});

describe('created → payment_pending', () => {
  it('prices every line from the catalog, holds the stock, and announces the checkout', async () => {
    const shopper = callerFor('Asha');
    const c = await checkoutOf(shopper, 2, 49_900);
    assert.equal(c.status, 'created');
    assert.equal(c.totalPrice, 499);
    assert.equal(c.checkoutItems[0]!.price, 249.5, 'the catalog’s discount price');
    assert.equal(c.user, shopper.userId);
    await shop.settled();
    const [created] = await shop.published(CheckoutCreatedV1, (e) => e.checkoutId === c._id);
    assert.equal(created!.data.totalPricePaise, 49_900);
    assert.deepEqual(await history(c._id), ['shopper: ∅ → created']);
    const held = await rpc.call(CatalogCalls.get, { id: tulsi._id });
    assert.equal(held.countInStock, tulsi.countInStock - 2, 'held while it is being paid');
    assert.equal(
      (await refusal(rpc.call(CheckoutCalls.get, { caller: callerFor('Ravi'), id: c._id }))).status,
      404,
    );
  });

  it('refuses a checkout above CHECKOUT_MAX_TOTAL_PAISE (Razorpay’s per-payment limit) before holding any stock (issue 27)', async () => {
    // ₹5,00,000 by default: two of these are ₹5,00,000.02
    const costly = await catalogProduct(rpc, {
      name: 'Kesar Chyawanprash Gift Chest',
      category: 'Ayurvedic',
      price: 250_000.01,
      countInStock: 10,
    });
    await shop.settled();
    const seen = (await shop.published(StockChangedV1, (e) => e.productId === costly._id)).length;
    const refused = await refusal(
      rpc.call(CheckoutCalls.create, {
        caller: callerFor('Big spender'),
        items: [{ productId: costly._id, quantity: 2, size: '', color: '' }],
        shippingAddress: SHIPPING_ADDRESS,
        claimedTotalPaise: null,
        couponCode: null,
        paymentMethod: 'Razorpay',
      }),
    );
    assert.equal(refused.status, 400);
    assert.equal(
      refused.message,
      "An order's total may be at most ₹500000: please split it into several orders",
    );
    await shop.settled();
    assert.equal(
      (await shop.published(StockChangedV1, (e) => e.productId === costly._id)).length,
      seen,
      'nothing was held (a hold announces the stock it took)',
    );
    assert.equal((await rpc.call(CatalogCalls.get, { id: costly._id })).countInStock, 10);
    // one is within the limit
    const one = await rpc.call(CheckoutCalls.create, {
      caller: callerFor('Spender'),
      items: [{ productId: costly._id, quantity: 1, size: '', color: '' }],
      shippingAddress: SHIPPING_ADDRESS,
      claimedTotalPaise: null,
      couponCode: null,
      paymentMethod: 'Razorpay',
    });
    assert.equal(one.totalPrice, 250_000.01);
  });

  it('refuses a total the shopper was not shown, and gives the hold back', async () => {
    const before = (await rpc.call(CatalogCalls.get, { id: tulsi._id })).countInStock;
    const changed = await refusal(checkoutOf(callerFor('Meera'), 1, 100));
    assert.equal(changed.status, 409);
    assert.match(changed.message, /Prices have changed: your total is now ₹249.5/);
    assert.equal((await rpc.call(CatalogCalls.get, { id: tulsi._id })).countInStock, before);
  });

  it('holds at most 10 units of a product over all its lines, in sizes and colours it is sold in', async () => {
    const kurta = await catalogProduct(rpc, {
      name: 'Yoga Kurta',
      price: 900,
      countInStock: 1000,
      sizes: ['S', 'M', 'L'],
      colors: ['#f5f5dc'],
      colorsName: ['Off White'],
    });
    const shopper = callerFor('Hoarder');
    type Line = { productId: string; quantity: number; size: string; color: string };
    const checkout = (items: Line[]) =>
      rpc.call(CheckoutCalls.create, {
        caller: shopper,
        items,
        shippingAddress: SHIPPING_ADDRESS,
        claimedTotalPaise: null,
        couponCode: null,
        paymentMethod: 'Razorpay',
      });
    const line = (size: string, color: string, quantity: number) => ({
      productId: kurta._id,
      quantity,
      size,
      color,
    });
    const stock = async (id: string) => (await rpc.call(CatalogCalls.get, { id })).countInStock;
    // issue 27: the cap of a line, split over lines of other sizes and colours
    const split = await refusal(
      checkout([line('S', '', 4), line('M', '', 4), line('L', 'Off White', 2), line('L', '', 1)]),
    );
    assert.equal(split.status, 400);
    assert.equal(
      split.message,
      'You can buy at most 10 units of an item in one order, all its sizes and colours together',
    );
    // sizes a product is not sold in (Tulsi Drops has none): refused by the catalog's hold
    const tulsiBefore = await stock(tulsi._id);
    const madeUp = await refusal(
      checkout([{ productId: tulsi._id, quantity: 1, size: 'XL', color: '' }]),
    );
    assert.equal(madeUp.status, 400);
    assert.equal(madeUp.message, 'Size XL is not available for Tulsi Drops (it has no sizes)');
    assert.equal(await stock(tulsi._id), tulsiBefore, 'nothing held');
    assert.equal(await stock(kurta._id), 1000, 'nothing held');
    const c = await checkout([line('S', '', 4), line('M', '', 4), line('L', 'Off White', 2)]);
    assert.equal(c.checkoutItems.length, 3);
    assert.equal(await stock(kurta._id), 990);
  });

  it('asks Razorpay for the stored total once: asking again answers the same order', async () => {
    const shopper = callerFor('Kiran');
    const { checkout: c, order } = await checkoutWithOrder(shopper, 3);
    assert.equal(order.amount, 74_850);
    assert.equal(order.currency, 'INR');
    assert.equal(order.key, DEFAULT_CONFIG.keyId);
    const again = await rpc.call(CheckoutCalls.paymentOrder, {
      caller: shopper,
      id: c._id,
      claimedAmountPaise: 74_850,
    });
    assert.equal(again.id, order.id);
    assert.equal(shop.parts.sandbox.state.ledger.orders.get(order.id)?.receipt, c._id);
    assert.equal(
      (
        await refusal(
          rpc.call(CheckoutCalls.paymentOrder, {
            caller: shopper,
            id: c._id,
            claimedAmountPaise: 1,
          }),
        )
      ).message,
      'The amount does not match your checkout total',
    );
    assert.deepEqual(await history(c._id), [
      'shopper: ∅ → created',
      `shopper: created → payment_pending`,
    ]);
  });
});

describe('payment_pending → paid: one payment-verified, however the payment is learnt', () => {
  it('by signature: verify twice at once and the webhooks delivered and redelivered still write one event', async () => {
    const shopper = callerFor('Dev');
    const { checkout: c, order } = await checkoutWithOrder(shopper);
    // the webhooks wait until the popup's signature has been verified: that path is first here
    const { popup, results } = await withWebhooksHeld(async () => {
      const popup = await pay(order, true);
      return {
        popup,
        results: await Promise.all([verify(shopper, popup), verify(shopper, popup)]),
      };
    });
    for (const r of results) assert.deepEqual(r, { success: true, checkoutId: c._id });
    const sent = () =>
      shop.parts.sandbox.state.webhooks
        .list()
        .filter((d) => d.payment_id === popup.razorpay_payment_id);
    await until(
      () => (sent().length >= 2 && sent().every((d) => d.delivered) ? true : undefined),
      10_000,
      'the webhooks',
    );
    for (const d of sent()) await shop.parts.sandbox.state.webhooks.redeliver(d.id);
    await shop.settled();
    const events = await verifiedEvents(c._id);
    assert.equal(events.length, 1);
    assert.equal(events[0]!.data.via, 'signature');
    assert.equal(events[0]!.data.razorpayPaymentId, popup.razorpay_payment_id);
    assert.equal(events[0]!.data.totalPricePaise, 24_950);
    assert.deepEqual((await history(c._id)).at(-1), 'signature: payment_pending → paid');
    const paid = await rpc.call(CheckoutCalls.markPaid, {
      caller: shopper,
      id: c._id,
      proof: null,
    });
    assert.equal(paid.isPaid, true);
  });

  it('refuses a tampered signature and another order’s, and a claim of paid without proof', async () => {
    const shopper = callerFor('Tara');
    const a = await checkoutWithOrder(shopper);
    // another cart: the same one again would answer checkout a, still open
    const b = await checkoutWithOrder(shopper, 2);
    const popup = await pay(b.order);
    const tampered = await refusal(
      verify(shopper, {
        ...popup,
        razorpay_signature: popup.razorpay_signature.replace(/^./, (x) => (x === 'a' ? 'b' : 'a')),
      }),
    );
    assert.equal(tampered.status, 400);
    assert.deepEqual(tampered.details, { success: false });
    const other = await refusal(verify(shopper, { ...popup, razorpay_order_id: a.order.id }));
    assert.equal(other.status, 400);
    const claim = await refusal(
      rpc.call(CheckoutCalls.markPaid, { caller: shopper, id: a.checkout._id, proof: null }),
    );
    assert.equal(claim.status, 409);
    assert.equal(claim.message, 'Payment has not been verified');
    const thief = await refusal(verify(callerFor('Thief'), popup));
    assert.equal(thief.status, 404);
    await shop.settled();
    assert.equal((await verifiedEvents(b.checkout._id)).length, 0);
  });

  it('pay with the popup’s proof verifies it like verifyPayment', async () => {
    const shopper = callerFor('Nila');
    const { checkout: c, order } = await checkoutWithOrder(shopper);
    const popup = await pay(order);
    const paid = await rpc.call(CheckoutCalls.markPaid, {
      caller: shopper,
      id: c._id,
      proof: { paymentId: popup.razorpay_payment_id, signature: popup.razorpay_signature },
    });
    assert.equal(paid.status, 'paid');
    await shop.settled();
    assert.equal((await verifiedEvents(c._id)).length, 1);
  });

  it('by the signed webhook alone; a forged one is refused', async () => {
    const { checkout: c, order } = await checkoutWithOrder(callerFor('Webhook'));
    await pay(order, true);
    const [event] = await until(
      async () => {
        const found = await verifiedEvents(c._id);
        return found.length ? found : undefined;
      },
      10_000,
      'payment-verified by webhook',
    );
    assert.equal(event!.data.via, 'webhook');
    assert.deepEqual((await history(c._id)).at(-1), 'webhook: payment_pending → paid');
    const forged = await refusal(
      rpc.call(CheckoutCalls.webhook, {
        rawBody: Buffer.from('{"event":"payment.captured"}').toString('base64'),
        signature: 'f'.repeat(64),
        eventId: 'evt_forged',
      }),
    );
    assert.equal(forged.status, 400);
    assert.equal(forged.message, 'Invalid webhook signature');
  });

  it('by reconciliation alone; an unpaid checkout it asked about stays unpaid', async () => {
    const paid = await checkoutWithOrder(callerFor('Recon'));
    const waiting = callerFor('Unpaid');
    const unpaid = await checkoutWithOrder(waiting);
    await pay(paid.order);
    const [event] = await until(
      async () => {
        const found = await verifiedEvents(paid.checkout._id);
        return found.length ? found : undefined;
      },
      10_000,
      'payment-verified by reconciliation',
    );
    assert.equal(event!.data.via, 'reconciliation');
    const asked = `/v1/orders/${unpaid.order.id}/payments`;
    await until(
      () => (shop.parts.sandbox.state.requests.some((r) => r.url === asked) ? true : undefined),
      10_000,
      'Razorpay to be asked about the unpaid checkout',
    );
    await shop.settled();
    assert.equal((await verifiedEvents(unpaid.checkout._id)).length, 0);
    const still = await rpc.call(CheckoutCalls.get, { caller: waiting, id: unpaid.checkout._id });
    // unpaid: still waiting, or (on a loaded machine) its 4-second hold ended meanwhile
    assert.ok(
      still.status === 'payment_pending' || still.status === 'expired',
      `still unpaid: ${still.status}`,
    );
    assert.equal(still.isPaid, false);
  });
});

describe('paid → finalized', () => {
  it('finalize refuses an unpaid checkout, then answers the order once order-placed arrives', async () => {
    const shopper = callerFor('Final');
    const opsUrl = shop.parts.checkout.opsUrl;
    const metric = (name: string, labels = '') => metricValue(opsUrl, name, labels);
    const razorpayOk = await metric('razorpay_requests_total', 'outcome="ok"');
    const placedBefore = await metric('checkout_verify_to_order_seconds_count');
    const { checkout: c, order } = await checkoutWithOrder(shopper);
    assert.ok(
      (await metric('razorpay_requests_total', 'outcome="ok"')) > razorpayOk,
      'the Razorpay order is counted',
    );
    const early = await refusal(rpc.call(CheckoutCalls.finalize, { caller: shopper, id: c._id }));
    assert.equal(early.status, 409);
    assert.equal(early.message, 'Payment has not been verified');
    await verify(shopper, await pay(order));
    assert.deepEqual(await rpc.call(CheckoutCalls.finalize, { caller: shopper, id: c._id }), {
      checkoutId: c._id,
      orderId: null,
    });
    const orderId = randomUUID();
    await shop.publish(
      OrderPlacedV1,
      {
        orderId,
        checkoutId: c._id,
        userId: shopper.userId,
        items: [],
        totalPricePaise: 24_950,
      },
      2,
    );
    await shop.settled();
    assert.deepEqual(await rpc.call(CheckoutCalls.finalize, { caller: shopper, id: c._id }), {
      checkoutId: c._id,
      orderId,
    });
    assert.equal(
      await metric('checkout_verify_to_order_seconds_count'),
      placedBefore + 1,
      'the latency from verification to order is observed once',
    );
    const view = await rpc.call(CheckoutCalls.get, { caller: shopper, id: c._id });
    assert.equal(view.status, 'finalized');
    assert.equal(view.isFinalized, true);
    assert.deepEqual((await history(c._id)).slice(-2), [
      'signature: payment_pending → paid',
      'orders: paid → finalized',
    ]);
  });
});

describe('→ expired', () => {
  it('an unpaid checkout expires by its delayed job, says so, and takes no payment order after', async () => {
    const shopper = callerFor('Late');
    const c = await checkoutOf(shopper);
    const [expired] = await until(
      async () => {
        const found = await shop.published(CheckoutExpiredV1, (e) => e.checkoutId === c._id);
        return found.length ? found : undefined;
      },
      TTL_MS + 10_000,
      'checkout-expired',
    );
    assert.equal(expired!.data.userId, shopper.userId);
    assert.deepEqual(await history(c._id), ['shopper: ∅ → created', 'expiry: created → expired']);
    const late = await refusal(
      rpc.call(CheckoutCalls.paymentOrder, {
        caller: shopper,
        id: c._id,
        claimedAmountPaise: null,
      }),
    );
    assert.equal(late.status, 409);
    assert.equal(late.message, 'This checkout has expired');
    assert.equal(
      (await refusal(rpc.call(CheckoutCalls.finalize, { caller: shopper, id: c._id }))).message,
      'This checkout has expired',
    );
  });

  it('a payment the shop never heard of, for a checkout a newer one replaced, is found and refunded', async () => {
    const shopper = callerFor('Replaced');
    const { checkout: first, order } = await checkoutWithOrder(shopper);
    // paid, but no webhook comes and the popup's answer never reaches the shop
    const popup = await pay(order);
    // the shopper checks out twice more: the first checkout is replaced (expired) unasked
    await checkoutOf(shopper, 2);
    await checkoutOf(shopper, 3);
    const replaced = await rpc.call(CheckoutCalls.get, { caller: shopper, id: first._id });
    assert.equal(replaced.status, 'expired');
    const ledger = shop.parts.sandbox.state.ledger;
    const [refund] = await until(
      () => {
        const refunds = ledger.refundsOf(popup.razorpay_payment_id);
        return refunds.length ? refunds : undefined;
      },
      15_000,
      'reconciliation to find the payment and refund it',
    );
    assert.equal(refund!.amount, 24_950);
    assert.ok((await history(first._id)).includes('reconciliation: expired → expired'));
  });

  it('a hold whose checkout was never stored (the service killed in between) goes back when the hold ends', async () => {
    const drops = await catalogProduct(rpc, {
      name: 'Crash Drops',
      category: 'Ayurvedic',
      price: 100,
      countInStock: 50,
    });
    const stock = async () => (await rpc.call(CatalogCalls.get, { id: drops._id })).countInStock;
    // the create's transaction waits to store the checkout, its stock already held
    const lock = new pg.Client({ connectionString: shop.parts.dbUrl });
    await lock.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE checkouts IN SHARE MODE');
    const creating = rpc
      .call(CheckoutCalls.create, {
        caller: callerFor('Crash'),
        items: [{ productId: drops._id, quantity: 3, size: '', color: '' }],
        shippingAddress: SHIPPING_ADDRESS,
        claimedTotalPaise: null,
        couponCode: null,
        paymentMethod: 'Razorpay',
      })
      .catch(() => undefined);
    await until(async () => (await stock()) === 47 || undefined, 5000, 'the stock to be held');
    await shop.parts.checkout.stop('SIGKILL');
    await lock.query('ROLLBACK');
    await lock.end();
    await shop.parts.checkout.start();
    await creating;
    await until(async () => (await stock()) === 50 || undefined, TTL_MS + 10_000, 'the hold back');
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM checkouts WHERE items @> $1::jsonb`,
      [JSON.stringify([{ productId: drops._id }])],
    );
    assert.equal(rows[0]!.n, 0, 'no checkout was stored');
  });
});

describe('reconciliation until the capture window closes (issue 27)', () => {
  it('asks once more about a checkout whose capture window has just closed, however long its gap, then never again', async () => {
    const shopper = callerFor('Window');
    const { checkout: c, order } = await checkoutWithOrder(shopper);
    // stored with the window of its Razorpay order: the hold's end + the capture minutes + 5
    const { rows: stored } = await db.query<{ capture_until: Date; expires_at: Date }>(
      'SELECT capture_until, expires_at FROM checkouts WHERE id = $1',
      [c._id],
    );
    const windowMs = stored[0]!.capture_until.getTime() - stored[0]!.expires_at.getTime();
    assert.equal(windowMs, (12 + 5) * 60_000, "Razorpay's 12 minutes at least, and 5 more");
    // as if it expired long ago and was asked about at doubling gaps until minute 14: the next
    // gap would end after its window — the minute after the last question
    const asked = `/v1/orders/${order.id}/payments`;
    const before = shop.parts.sandbox.state.requests.filter((r) => r.url === asked).length;
    await db.query(
      `UPDATE checkouts SET status = 'expired', reconcile_misses = 20,
              last_reconciled_at = now() - interval '6 minutes',
              capture_until = now() - interval '1 second'
        WHERE id = $1`,
      [c._id],
    );
    // reconciliation asks Razorpay, then marks it asked: after the window closed
    const after = await until(
      async () => {
        const { rows } = await db.query<{ last: Date; until: Date }>(
          'SELECT last_reconciled_at AS last, capture_until AS until FROM checkouts WHERE id = $1',
          [c._id],
        );
        return rows[0]!.last >= rows[0]!.until ? rows : undefined;
      },
      10_000,
      'the question after the window closed',
    );
    assert.ok(
      shop.parts.sandbox.state.requests.filter((r) => r.url === asked).length > before,
      'Razorpay was asked',
    );
    assert.ok(after[0]!.last >= after[0]!.until, 'asked after the window closed');
    // and not again: another reconciliation run (its requests seen) leaves it alone
    const seen = shop.parts.sandbox.state.requests.filter((r) => r.url === asked).length;
    const other = await checkoutWithOrder(callerFor('Window other'));
    await db.query(
      `UPDATE checkouts SET status = 'expired', capture_until = now() - interval '1 second',
              last_reconciled_at = now() - interval '2 seconds' WHERE id = $1`,
      [other.checkout._id],
    );
    await until(
      () =>
        shop.parts.sandbox.state.requests.some(
          (r) => r.url === `/v1/orders/${other.order.id}/payments`,
        ) || undefined,
      10_000,
      'a later run',
    );
    assert.equal(
      shop.parts.sandbox.state.requests.filter((r) => r.url === asked).length,
      seen,
      'not asked again once the window closed and it was asked',
    );
  });
});

describe('refunds of cancelled orders', () => {
  it('issues the refund with Razorpay after the event commits, once, and tells orders', async () => {
    const shopper = callerFor('Refund');
    const { checkout: c, order } = await checkoutWithOrder(shopper, 2);
    const popup = await pay(order);
    await verify(shopper, popup);
    const cancelled = {
      orderId: randomUUID(),
      checkoutId: c._id,
      userId: shopper.userId,
      items: [],
      totalPricePaise: 49_900,
      razorpayPaymentId: popup.razorpay_payment_id,
    };
    await shop.publish(OrderCancelledV1, cancelled, 2);
    const [issued] = await until(
      async () => {
        const found = await shop.published(RefundIssuedV1, (e) => e.orderId === cancelled.orderId);
        return found.length ? found : undefined;
      },
      10_000,
      'refund-issued',
    );
    assert.equal(issued!.data.amountPaise, 49_900);
    assert.equal(issued!.data.razorpayPaymentId, popup.razorpay_payment_id);
    await shop.settled();
    const refunds = [...shop.parts.sandbox.state.ledger.refunds.values()].filter(
      (r) => r.payment_id === popup.razorpay_payment_id,
    );
    assert.equal(refunds.length, 1);
    assert.equal(refunds[0]!.id, issued!.data.razorpayRefundId);
    assert.equal(
      shop.parts.sandbox.state.ledger.payments.get(popup.razorpay_payment_id)?.amount_refunded,
      49_900,
    );
  });

  it('asks nothing of Razorpay for an order that was never paid', async () => {
    const orderId = randomUUID();
    await shop.publish(OrderCancelledV1, {
      orderId,
      checkoutId: randomUUID(),
      userId: randomUUID(),
      items: [],
      totalPricePaise: 10_000,
      razorpayPaymentId: null,
    });
    await shop.settled();
    const { rows } = await db.query('SELECT 1 FROM refunds WHERE order_id = $1', [orderId]);
    assert.equal(rows.length, 0);
  });
});
