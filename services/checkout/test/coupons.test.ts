import {
  CatalogCalls,
  CheckoutCalls,
  CouponCalls,
  OrderCancelledV1,
  PaymentVerifiedV1,
  type Caller,
  type CouponTerms,
  type Product,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { createSandbox, DEFAULT_CONFIG } from '@arogya/razorpay-sandbox';
import {
  callerFor,
  catalogProduct,
  payInSandbox,
  refusal,
  serviceDatabase,
  serviceShop,
  SHIPPING_ADDRESS,
  startCatalog,
  startCheckout,
  until,
  type ServiceDatabase,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';

let rpc: RpcClient;
let db: ServiceDatabase;
/** ₹499.50 a unit. */
let ghee: Product;

/** Checkouts hold their stock this long. */
const TTL_MS = 3000;
const admin = callerFor('Coupon admin', 'admin');

const shop = serviceShop(
  'coupons',
  async (env, ns, own) => {
    const sandbox = own(await createSandbox({ ...DEFAULT_CONFIG, port: 0 }));
    const [catalog, checkout] = await Promise.all([
      startCatalog(env, ns, { CATALOG_SEED: 'false' }),
      startCheckout(env, ns, {
        RAZORPAY_API_BASE: sandbox.url,
        CHECKOUT_TTL_MS: String(TTL_MS),
        RECONCILE_AFTER_MS: '60000',
      }),
    ]);
    return { catalog, checkout, sandbox, db: await serviceDatabase(env, ns, 'checkout') };
  },
  RpcClient,
);

before(async () => {
  await shop.ready;
  ({ rpc, db } = shop.parts);
  ghee = await catalogProduct(rpc, {
    name: 'Coupon Ghee',
    category: 'Ayurvedic',
    price: 499.5,
    countInStock: 10_000,
  });
});

/** A coupon with `terms` over these defaults: a unique code, 10 % off, open, once per customer. */
async function coupon(terms: Partial<CouponTerms> = {}) {
  return rpc.call(CouponCalls.create, {
    caller: admin,
    coupon: {
      code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
      kind: 'percent',
      value: 10,
      validFrom: null,
      validTo: null,
      minOrderPaise: 0,
      maxUses: null,
      maxUsesPerCustomer: 1,
      firstOrderOnly: false,
      active: true,
      ...terms,
    },
  });
}

/** A checkout of `quantity` ghee with `code` (claiming `claimedTotalPaise` when given). */
const checkoutOf = (
  caller: Caller,
  code: string | null,
  quantity = 1,
  claimedTotalPaise: number | null = null,
) =>
  rpc.call(CheckoutCalls.create, {
    caller,
    items: [{ productId: ghee._id, quantity, size: '', color: '' }],
    shippingAddress: SHIPPING_ADDRESS,
    claimedTotalPaise,
    couponCode: code,
    paymentMethod: 'Razorpay',
  });

/** Pays checkout `id` in the sandbox and verifies it by the popup's signature. */
async function payFor(caller: Caller, id: string) {
  const order = await rpc.call(CheckoutCalls.paymentOrder, {
    caller,
    id,
    claimedAmountPaise: null,
  });
  const p = await payInSandbox(shop.parts.sandbox.url, order.id, false);
  await rpc.call(CheckoutCalls.verify, {
    caller,
    orderId: p.razorpay_order_id,
    paymentId: p.razorpay_payment_id,
    signature: p.razorpay_signature,
  });
  return { order, payment: p };
}

const stock = async () => (await rpc.call(CatalogCalls.get, { id: ghee._id })).countInStock;

async function redemption(checkoutId: string) {
  const { rows } = await db.query<{ status: string; code: string; discount_paise: number }>(
    'SELECT status, code, discount_paise FROM coupon_redemptions WHERE checkout_id = $1',
    [checkoutId],
  );
  return rows[0];
}

/** Waits until checkout `id`'s redemption is `status`. */
const redemptionBecomes = (id: string, status: string, ms = 15_000) =>
  until(async () => ((await redemption(id))?.status === status ? true : undefined), ms, status);

describe('a coupon priced at checkout', () => {
  it('takes a percentage off the subtotal, rounded half up, and Razorpay is asked for the rest', async () => {
    const c15 = await coupon({ value: 15 });
    const shopper = callerFor('Pct');
    // 15 % of ₹499.50 = ₹74.925 → ₹74.93; the shopper's claim is compared with the discounted total
    const stale = await refusal(checkoutOf(shopper, c15.code, 1, 49_950));
    assert.equal(stale.status, 409);
    assert.match(stale.message, /your total is now ₹424.57/);
    const c = await checkoutOf(shopper, c15.code.toLowerCase(), 1, 42_457);
    assert.equal(c.subtotalPrice, 499.5);
    assert.equal(c.discount, 74.93);
    assert.equal(c.totalPrice, 424.57);
    assert.equal(c.couponCode, c15.code);
    assert.deepEqual(await redemption(c._id), {
      status: 'held',
      code: c15.code,
      discount_paise: 7493,
    });
    const { order, payment } = await payFor(shopper, c._id);
    assert.equal(order.amount, 42_457, 'the Razorpay order is for the discounted total');
    assert.equal(
      shop.parts.sandbox.state.ledger.payments.get(payment.razorpay_payment_id)?.amount,
      42_457,
    );
    await shop.settled();
    const [verified] = await shop.published(PaymentVerifiedV1, (e) => e.checkoutId === c._id);
    assert.equal(verified!.data.totalPricePaise, 42_457);
    assert.equal(verified!.data.discountPaise, 7493);
    assert.equal(verified!.data.couponCode, c15.code);
    assert.equal((await redemption(c._id))!.status, 'used');
    const listed = await rpc.call(CouponCalls.adminGet, { caller: admin, code: c15.code });
    assert.deepEqual(listed.uses, { held: 0, used: 1 });
  });

  it('refuses a code it cannot take, saying why, and gives the stock hold back', async () => {
    const shopper = callerFor('Refused');
    const day = 24 * 60 * 60 * 1000;
    const cases: [Promise<{ code: string }> | { code: string }, string | RegExp][] = [
      // unknown, disabled and not yet valid: one answer, which tells a guesser nothing
      [{ code: 'NO-SUCH-CODE' }, 'This code is not valid'],
      [coupon({ active: false }), 'This code is not valid'],
      [
        coupon({ validFrom: new Date(Date.now() + 2 * day).toISOString() }),
        'This code is not valid',
      ],
      [
        coupon({
          validFrom: new Date(Date.now() - 2 * day).toISOString(),
          validTo: new Date(Date.now() - day).toISOString(),
        }),
        /has expired$/,
      ],
      [coupon({ minOrderPaise: 100_000 }), /^Add ₹500.50 more to use T/],
    ];
    const before = await stock();
    for (const [made, message] of cases) {
      const { code } = await made;
      const r = await refusal(checkoutOf(shopper, code));
      assert.equal(r.status, 400, code);
      if (typeof message === 'string') assert.equal(r.message, message);
      else assert.match(r.message, message);
      // the quote says the same
      const q = await refusal(
        rpc.call(CouponCalls.quote, { caller: shopper, code, subtotalPaise: 49_950 }),
      );
      assert.equal(q.message, r.message);
    }
    assert.equal(await stock(), before, 'every refused checkout gave its hold back');
    const { rows } = await db.query('SELECT 1 FROM checkouts WHERE user_id = $1', [shopper.userId]);
    assert.equal(rows.length, 0, 'no checkout was stored');
  });

  it('quotes a code on the shopper’s subtotal', async () => {
    const c = await coupon({ kind: 'fixed', value: 10_000, minOrderPaise: 50_000 });
    const q = await rpc.call(CouponCalls.quote, {
      caller: callerFor('Quote'),
      code: c.code,
      subtotalPaise: 99_900,
    });
    assert.deepEqual(q, {
      code: c.code,
      discount: 100,
      total: 899,
      description: '₹100.00 off your order of ₹500.00 or more',
    });
  });
});

describe('usage limits', () => {
  it('a coupon for 3 uses, asked for by 8 customers at once, is held by exactly 3', async () => {
    const c = await coupon({ maxUses: 3 });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => checkoutOf(callerFor(`Rush ${i}`), c.code)),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    assert.equal(won.length, 3);
    for (const r of lost)
      assert.equal((r.reason as Error).message, `Coupon ${c.code} has been used up`);
    const view = await rpc.call(CouponCalls.adminGet, { caller: admin, code: c.code });
    assert.deepEqual(view.uses, { held: 3, used: 0 });
  });

  it('once per customer: a paid use refuses the next; an open checkout with it is replaced', async () => {
    const c = await coupon({ maxUsesPerCustomer: 1 });
    const shopper = callerFor('Once');
    const first = await checkoutOf(shopper, c.code);
    // the same code on another cart: the open checkout gives it up (expired) to the new one
    const second = await checkoutOf(shopper, c.code, 2);
    assert.equal(
      (await rpc.call(CheckoutCalls.get, { caller: shopper, id: first._id })).status,
      'expired',
    );
    assert.equal((await redemption(first._id))!.status, 'released');
    // the same cart with the code again is the same checkout; without it, another one
    assert.equal((await checkoutOf(shopper, c.code, 2))._id, second._id);
    assert.notEqual(
      (await checkoutOf(shopper, null, 2))._id,
      second._id,
      'another code, another checkout',
    );
    await payFor(shopper, second._id);
    const again = await refusal(checkoutOf(shopper, c.code, 3));
    assert.equal(again.message, `You have already used coupon ${c.code}`);
    // someone else still may
    assert.equal((await checkoutOf(callerFor('Other'), c.code)).couponCode, c.code);
  });

  it('first order only (WELCOME10): refused after a paid order, usable again once it is cancelled', async () => {
    const shopper = callerFor('Newcomer');
    const quote = await rpc.call(CouponCalls.quote, {
      caller: shopper,
      code: 'WELCOME10',
      subtotalPaise: 99_900,
    });
    assert.deepEqual(quote, {
      code: 'WELCOME10',
      discount: 99.9,
      total: 899.1,
      description: '10% off your first order',
    });
    // an order without the coupon first
    const plain = await checkoutOf(shopper, null);
    const { payment } = await payFor(shopper, plain._id);
    const refused = await refusal(checkoutOf(shopper, 'WELCOME10', 2));
    assert.equal(refused.status, 400);
    assert.equal(refused.message, 'Coupon WELCOME10 is for your first order only');
    // the order is cancelled (and refunded): it no longer counts
    await shop.publish(OrderCancelledV1, {
      orderId: randomUUID(),
      checkoutId: plain._id,
      userId: shopper.userId,
      items: [],
      totalPricePaise: plain.totalPrice * 100,
      razorpayPaymentId: payment.razorpay_payment_id,
    });
    const c = await until(
      () => checkoutOf(shopper, 'WELCOME10', 2).catch(() => undefined),
      15_000,
      'WELCOME10 once the only order is cancelled',
    );
    assert.equal(c.discount, 99.9);
    assert.equal(c.totalPrice, 899.1);
  });
});

describe('at payment (issue 27)', () => {
  it('a new customer paying two open checkouts with two first-order codes: the first is the order, the second is refunded in full', async () => {
    const second = await coupon({ firstOrderOnly: true, maxUsesPerCustomer: 1 });
    const shopper = callerFor('Twice new');
    const a = await checkoutOf(shopper, 'WELCOME10');
    const b = await checkoutOf(shopper, second.code, 2);
    const held = await stock();
    await payFor(shopper, a._id);
    // the second payment: Razorpay takes it, the shop cannot let the coupon stand
    const order = await rpc.call(CheckoutCalls.paymentOrder, {
      caller: shopper,
      id: b._id,
      claimedAmountPaise: null,
    });
    const p = await payInSandbox(shop.parts.sandbox.url, order.id, false);
    const refused = await refusal(
      rpc.call(CheckoutCalls.verify, {
        caller: shopper,
        orderId: p.razorpay_order_id,
        paymentId: p.razorpay_payment_id,
        signature: p.razorpay_signature,
      }),
    );
    assert.equal(refused.status, 409);
    assert.equal(
      refused.message,
      `Coupon ${second.code} is for your first order only: this payment will be refunded in full. Please check out again without it.`,
    );
    assert.equal(
      (await rpc.call(CheckoutCalls.get, { caller: shopper, id: b._id })).status,
      'expired',
    );
    await redemptionBecomes(b._id, 'released');
    assert.equal((await redemption(a._id))!.status, 'used');
    const refunded = await until(
      () =>
        [...shop.parts.sandbox.state.ledger.refunds.values()].find(
          (r) => r.payment_id === p.razorpay_payment_id && r.status === 'processed',
        ),
      15_000,
      'the second payment to be refunded',
    );
    assert.equal(refunded.amount, order.amount, 'refunded in full');
    await shop.settled();
    const verified = await shop.published(PaymentVerifiedV1, (e) => e.userId === shopper.userId);
    assert.deepEqual(
      verified.map((e) => e.data.checkoutId),
      [a._id],
      'one order: the first',
    );
    // its stock comes back once the refused checkout is let go, which a busy machine may still be doing
    await until(
      async () => ((await stock()) === held + 2 ? true : undefined),
      15_000,
      'the second checkout’s stock back',
    );
    assert.equal(await stock(), held + 2, 'the second checkout’s stock is back');
  });

  it('a coupon disabled after a checkout took it is honoured for that checkout', async () => {
    const c = await coupon({ kind: 'fixed', value: 5_000 });
    const shopper = callerFor('Honoured');
    const taken = await checkoutOf(shopper, c.code);
    await rpc.call(CouponCalls.disable, { caller: admin, code: c.code });
    assert.equal(
      (await refusal(checkoutOf(callerFor('Too late'), c.code))).message,
      'This code is not valid',
      'no new checkout takes it',
    );
    await payFor(shopper, taken._id);
    await shop.settled();
    const [verified] = await shop.published(PaymentVerifiedV1, (e) => e.checkoutId === taken._id);
    assert.equal(verified!.data.discountPaise, 5_000);
    assert.equal(verified!.data.couponCode, c.code);
    assert.equal((await redemption(taken._id))!.status, 'used');
  });
});

describe('a use given back', () => {
  it('when the checkout expires unpaid: the code can be used again', async () => {
    const c = await coupon({ maxUses: 1 });
    const first = await checkoutOf(callerFor('Lapsed'), c.code);
    const other = callerFor('Waiting');
    assert.equal(
      (await refusal(checkoutOf(other, c.code))).message,
      `Coupon ${c.code} has been used up`,
    );
    await redemptionBecomes(first._id, 'released', TTL_MS + 15_000);
    assert.equal((await checkoutOf(other, c.code)).couponCode, c.code);
  });

  it('when the paid order is cancelled: the code can be used again, and the event counts once', async () => {
    const c = await coupon({ maxUses: 1 });
    const buyer = callerFor('Canceller');
    const first = await checkoutOf(buyer, c.code);
    const { payment } = await payFor(buyer, first._id);
    await shop.settled();
    assert.equal((await redemption(first._id))!.status, 'used');
    const other = callerFor('Next');
    assert.equal(
      (await refusal(checkoutOf(other, c.code))).message,
      `Coupon ${c.code} has been used up`,
    );
    await shop.publish(
      OrderCancelledV1,
      {
        orderId: randomUUID(),
        checkoutId: first._id,
        userId: buyer.userId,
        items: [],
        totalPricePaise: Math.round(first.totalPrice * 100),
        razorpayPaymentId: payment.razorpay_payment_id,
      },
      2,
    );
    await redemptionBecomes(first._id, 'released');
    assert.equal((await checkoutOf(other, c.code)).couponCode, c.code);
    await shop.settled();
    assert.equal((await redemption(first._id))!.status, 'released');
  });
});

describe('admin', () => {
  it('creates once, changes only what may change, disables instead of deleting, lists with uses', async () => {
    const c = await coupon({ kind: 'fixed', value: 5_000 });
    assert.equal(c.value, 50);
    assert.equal(c.maxUsesPerCustomer, 1);
    const dup = await refusal(coupon({ code: c.code }));
    assert.equal(dup.status, 409);
    const changed = await rpc.call(CouponCalls.update, {
      caller: admin,
      code: c.code,
      changes: { maxUses: 7, validTo: '2030-01-01T00:00:00.000Z' },
    });
    assert.equal(changed.maxUses, 7);
    assert.equal(changed.validTo, '2030-01-01T00:00:00.000Z');
    assert.equal(changed.value, 50, 'the terms stay');
    const terms = await refusal(
      rpc.call(CouponCalls.update, {
        caller: admin,
        code: c.code,
        changes: { value: 1 } as never,
      }),
    );
    assert.equal(terms.status, 400);
    const disabled = await rpc.call(CouponCalls.disable, { caller: admin, code: c.code });
    assert.equal(disabled.active, false);
    const page = await rpc.call(CouponCalls.adminList, {
      caller: admin,
      sort: 'code',
      order: 'ASC',
      offset: 0,
      limit: 500,
      filter: { q: c.code },
    });
    assert.equal(page.total, 1);
    assert.equal(page.items[0]!.code, c.code);
    assert.deepEqual(page.items[0]!.uses, { held: 0, used: 0 });
    const customer = await refusal(
      rpc.call(CouponCalls.adminList, {
        ...page,
        caller: callerFor('Nosy'),
        sort: 'code',
        order: 'ASC',
        offset: 0,
        limit: 5,
        filter: {},
      } as never),
    );
    assert.equal(customer.status, 403);
  });
});
