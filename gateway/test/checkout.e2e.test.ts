import type { CheckoutView, OrderView, Product } from '@arogya/contracts';
import { DEFAULT_CONFIG } from '@arogya/razorpay-sandbox';
import {
  adminProduct,
  apiOf,
  cartEmptied,
  eventsSettled,
  payInSandbox,
  type PopupPayment,
  signUp as register,
  startFullShop,
  startOrders,
  SHIPPING_ADDRESS,
  testShop,
  until,
  verifyBody,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

const ADMIN = { email: 'pay-admin@test.local', password: 'pay-admin-pass' };
const ADDRESS = SHIPPING_ADDRESS;
// reconciliation looks at checkouts unpaid for 1.5 s, every 0.5 s
const shop = testShop('pay', (env, ns) =>
  startFullShop(env, ns, {
    admin: ADMIN,
    seed: false,
    env: { RECONCILE_AFTER_MS: '1500', RECONCILE_EVERY_MS: '500' },
  }),
);
const api = apiOf(() => shop.parts.gateway.baseUrl);
const signUp = (name: string) => register(api, name);
let adminToken: string;
const products: Record<'drops' | 'powder' | 'ring', Product> = {} as never;

const stockOf = async (p: Product) =>
  (await api('GET', `/api/products/${p._id}`, undefined, adminToken)).body.countInStock as number;

/** SPEC §4 steps 1–3: checkout, Razorpay order, payment in the sandbox popup. */
async function checkoutAndPay(
  token: string,
  items: [Product, number][],
  opts: { webhooks?: boolean; pay?: boolean } = {},
) {
  const total = items.reduce((s, [p, q]) => s + (p.discountPrice ?? p.price) * q, 0);
  const c = await api(
    'POST',
    '/api/checkout',
    {
      checkoutItems: items.map(([p, quantity]) => ({
        productId: p._id,
        name: p.name,
        price: p.price,
        quantity,
      })),
      shippingAddress: ADDRESS,
      paymentMethod: 'Razorpay',
      totalPrice: total,
    },
    token,
  );
  assert.equal(c.status, 201, JSON.stringify(c.body));
  const checkout = c.body as CheckoutView;
  const o = await api('POST', '/api/createOrder', { courseId: checkout._id, amount: total }, token);
  assert.equal(o.status, 200, JSON.stringify(o.body));
  if (opts.pay === false) return { checkout, order: o.body, payment: undefined };
  const payment = await payInSandbox(shop.parts.sandbox.url, o.body.id, opts.webhooks);
  return { checkout, order: o.body, payment };
}

const verify = (token: string, p: PopupPayment) =>
  api('POST', '/api/verifyPayment', verifyBody(p), token);

/** The orders of a checkout, as the admin sees them. */
const ordersOf = async (checkoutId: string) =>
  ((await api('GET', '/api/admin/orders', undefined, adminToken)).body as OrderView[]).filter(
    (o) => o.checkoutId === checkoutId,
  );

/** The admin (or, to see it refused, anyone) sets the status of order `orderId`. */
const setStatus = (orderId: string, status: string, token = adminToken) =>
  api('PUT', `/api/admin/orders/${orderId}`, { status }, token);

const orderOf = (checkoutId: string) =>
  until(async () => (await ordersOf(checkoutId))[0], 15_000, `the order of checkout ${checkoutId}`);

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  const add = async (key: keyof typeof products, fields: Record<string, unknown>) => {
    products[key] = await adminProduct(api, adminToken, { category: 'Ayurvedic', ...fields });
  };
  await add('drops', { name: 'Tulsi Drops', price: 300, discountPrice: 249.5, countInStock: 100 });
  await add('powder', { name: 'Moringa Powder', price: 450, countInStock: 100 });
  await add('ring', { name: 'Last Smart Ring', price: 5000, countInStock: 1 });
});

describe('SPEC §4 checkout flow, end to end', () => {
  // the steps of one purchase, in order: each starts where the one before left off
  let shopper: { token: string; user: { _id: string; name: string } };
  let stock: number[];
  let bought: Awaited<ReturnType<typeof checkoutAndPay>>;
  let placed: OrderView;

  it('1. validates the form on the server too, with SPEC §5’s messages', async () => {
    shopper = await signUp('happy');
    const { token } = shopper;
    await api('POST', '/api/cart', { productId: products.drops._id, quantity: 2 }, token);
    await api('POST', '/api/cart', { productId: products.powder._id, quantity: 1 }, token);
    stock = [await stockOf(products.drops), await stockOf(products.powder)];
    const bad = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId: products.drops._id, quantity: 2 }],
        shippingAddress: { ...ADDRESS, phone: '12345' },
        paymentMethod: 'Razorpay',
      },
      token,
    );
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9');
  });

  it('2–3. prices on the server, asks Razorpay for the stored total, and holds the stock', async () => {
    bought = await checkoutAndPay(shopper.token, [
      [products.drops, 2],
      [products.powder, 1],
    ]);
    const { checkout, order } = bought;
    assert.equal(checkout.totalPrice, 949);
    assert.equal(checkout.status, 'created');
    assert.equal(checkout.checkoutItems[0]!.price, 249.5, 'priced by the server');
    assert.equal(order.amount, 94900, 'Razorpay is asked for the stored total in paise');
    assert.equal(order.key, DEFAULT_CONFIG.keyId);
    // the checkout holds the stock while it is being paid
    assert.equal(await stockOf(products.drops), stock[0]! - 2);
  });

  it('4–5. verify, pay (201) and finalize answer the order', async () => {
    const { token, user } = shopper;
    const { checkout, payment } = bought;
    const v = await verify(token, payment!);
    assert.equal(v.status, 200);
    assert.deepEqual(v.body, { success: true, checkoutId: checkout._id });
    const pay = await api(
      'PUT',
      `/api/checkout/${checkout._id}/pay`,
      { paymentStatus: 'paid', paymentDetails: payment },
      token,
    );
    assert.equal(pay.status, 201);
    assert.equal(pay.body.isPaid, true);
    // SPEC §7: finalize is sent with an empty body, which clients may still label as JSON
    const res = await fetch(`${shop.parts.gateway.baseUrl}/api/checkout/${checkout._id}/finalize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    const fin = { status: res.status, body: await res.json() };
    assert.equal(fin.status, 200, JSON.stringify(fin.body));
    placed = fin.body as OrderView;
    assert.equal(placed.checkoutId, checkout._id);
    assert.equal(placed.status, 'Processing');
    assert.equal(placed.isPaid, true);
    assert.equal(placed.paymentMethod, 'Razorpay');
    assert.equal(placed.totalPrice, 949);
    assert.deepEqual(placed.user, { _id: user._id, name: 'happy' });
    assert.deepEqual(placed.shippingAddress, ADDRESS);
    assert.deepEqual(
      placed.orderItems.map((i) => [i.name, i.quantity, i.price]),
      [
        ['Tulsi Drops', 2, 249.5],
        ['Moringa Powder', 1, 450],
      ],
    );
  });

  it('6. the event path clears the cart, sells the stock and finalizes the checkout', async () => {
    const { token } = shopper;
    const { checkout } = bought;
    await cartEmptied(api, token, 10_000);
    const soldStock = await until(
      async () => {
        const s = await stockOf(products.powder);
        return s === stock[1]! - 1 ? s : undefined;
      },
      10_000,
      'the stock decrement',
    );
    assert.equal(soldStock, stock[1]! - 1);
    assert.equal(await stockOf(products.drops), stock[0]! - 2);
    const done = await until(
      async () => {
        const c = (await api('GET', `/api/checkout/${checkout._id}`, undefined, token))
          .body as CheckoutView;
        return c.status === 'finalized' ? c : undefined;
      },
      10_000,
      'the checkout to be finalized',
    );
    assert.equal(done.orderId, placed._id);
  });

  it('7. the order is the shopper’s (and admins’) to read, nobody else’s', async () => {
    const { token } = shopper;
    const mine = (await api('GET', '/api/orders/my-orders', undefined, token)).body as OrderView[];
    assert.deepEqual(
      mine.map((o) => o._id),
      [placed._id],
    );
    assert.equal((await api('GET', `/api/orders/${placed._id}`, undefined, token)).status, 200);
    assert.equal(
      (await api('GET', `/api/orders/${placed._id}`, undefined, adminToken)).status,
      200,
    );
    const stranger = await signUp('stranger');
    assert.equal(
      (await api('GET', `/api/orders/${placed._id}`, undefined, stranger.token)).status,
      404,
    );
  });
});

describe('safety nets: a shopper who closes the tab after paying still gets an order', () => {
  for (const [via, webhooks] of [
    ['webhook', true],
    ['reconciliation', false],
  ] as const) {
    it(`the ${via === 'webhook' ? 'signed webhook' : via} alone produces the order`, async () => {
      const { token } = await signUp(via);
      const { checkout } = await checkoutAndPay(token, [[products.powder, 1]], { webhooks });
      const order = await orderOf(checkout._id);
      const history = (
        await api('GET', `/api/admin/orders/${order._id}/history`, undefined, adminToken)
      ).body;
      assert.equal(history[0].note, `paid via ${via}`);
    });
  }

  it('verifyPayment twice, the webhook (delivered twice) and finalize twice still make one order', async () => {
    const { token } = await signUp('dupes');
    const { checkout, payment } = await checkoutAndPay(token, [[products.drops, 1]], {
      webhooks: true,
    });
    const results = await Promise.all([verify(token, payment!), verify(token, payment!)]);
    for (const r of results) assert.equal(r.body.success, true);
    const deliveries = (await (
      await fetch(`${shop.parts.sandbox.url}/sandbox/webhooks`)
    ).json()) as {
      items: { id: string; payment_id: string }[];
    };
    const mine = deliveries.items.filter((d) => d.payment_id === payment!.razorpay_payment_id);
    assert.ok(mine.length >= 2, 'payment.captured and order.paid were sent');
    for (const d of mine) {
      const again = await fetch(`${shop.parts.sandbox.url}/sandbox/webhooks/${d.id}/redeliver`, {
        method: 'POST',
      });
      assert.equal(again.status, 200);
    }
    const [f1, f2] = await Promise.all([
      api('POST', `/api/checkout/${checkout._id}/finalize`, undefined, token),
      api('POST', `/api/checkout/${checkout._id}/finalize`, undefined, token),
    ]);
    assert.equal(f1.body._id, f2.body._id);
    // every copy handled (nothing in any outbox or consumer): a second order would be there now
    await eventsSettled(shop.env, shop.ns, Object.values(shop.parts.services));
    assert.equal((await ordersOf(checkout._id)).length, 1);
  });
});

describe('refusals: nothing changes', () => {
  it('a tampered signature, a signature of another order, and pay without a payment', async () => {
    const { token } = await signUp('tamper');
    const a = await checkoutAndPay(token, [[products.drops, 1]], { pay: false });
    // another cart: the same one again would answer checkout a, still open
    const b = await checkoutAndPay(token, [[products.drops, 2]]);
    const tampered = await verify(token, {
      ...b.payment!,
      razorpay_signature: b.payment!.razorpay_signature.replace(/^./, (c) =>
        c === 'a' ? 'b' : 'a',
      ),
    });
    assert.equal(tampered.status, 400);
    assert.deepEqual(tampered.body, { success: false, message: 'Payment verification failed' });
    // b's real payment and signature, claimed for order a
    const other = await verify(token, { ...b.payment!, razorpay_order_id: a.order.id });
    assert.equal(other.status, 400);
    assert.equal(other.body.success, false);
    const claim = await api(
      'PUT',
      `/api/checkout/${a.checkout._id}/pay`,
      { paymentStatus: 'paid', paymentDetails: {} },
      token,
    );
    assert.equal(claim.status, 409);
    assert.equal(claim.body.message, 'Payment has not been verified');
    assert.equal(
      (await api('POST', `/api/checkout/${a.checkout._id}/finalize`, undefined, token)).status,
      409,
    );
    // reconciliation asked Razorpay about a, which was never paid; b's tampered call changed nothing
    const asked = `/v1/orders/${a.order.id}/payments`;
    await until(
      () => (shop.parts.sandbox.state.requests.some((r) => r.url === asked) ? true : undefined),
      10_000,
      'reconciliation to ask about the unpaid checkout',
    );
    await eventsSettled(shop.env, shop.ns, Object.values(shop.parts.services));
    assert.equal((await ordersOf(a.checkout._id)).length, 0);
    // b's real payment still makes b's order (by webhook or reconciliation), and only one
    await orderOf(b.checkout._id);
    assert.equal((await ordersOf(b.checkout._id)).length, 1);
  });

  it('a changed amount or totalPrice is refused and holds no stock', async () => {
    const { token } = await signUp('amount');
    const before = await stockOf(products.powder);
    const changed = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId: products.powder._id, quantity: 1, price: 1 }],
        shippingAddress: ADDRESS,
        paymentMethod: 'Razorpay',
        totalPrice: 1,
      },
      token,
    );
    assert.equal(changed.status, 409);
    assert.match(changed.body.message, /Prices have changed: your total is now ₹450/);
    assert.equal(await stockOf(products.powder), before, 'the hold was given back');
    const { checkout } = await checkoutAndPay(token, [[products.powder, 1]], { pay: false });
    const amount = await api(
      'POST',
      '/api/createOrder',
      { courseId: checkout._id, amount: 1 },
      token,
    );
    assert.equal(amount.status, 400);
    assert.equal(amount.body.message, 'The amount does not match your checkout total');
  });

  it('another user’s checkout answers 404 on every call', async () => {
    const owner = await signUp('owner');
    const thief = await signUp('thief');
    const { checkout, payment } = await checkoutAndPay(owner.token, [[products.drops, 1]]);
    assert.equal(
      (await api('GET', `/api/checkout/${checkout._id}`, undefined, thief.token)).status,
      404,
    );
    assert.equal(
      (await api('POST', '/api/createOrder', { courseId: checkout._id }, thief.token)).status,
      404,
    );
    assert.equal((await verify(thief.token, payment!)).status, 404);
    assert.equal(
      (await api('PUT', `/api/checkout/${checkout._id}/pay`, {}, thief.token)).status,
      404,
    );
    assert.equal(
      (await api('POST', `/api/checkout/${checkout._id}/finalize`, undefined, thief.token)).status,
      404,
    );
    assert.equal(
      (await api('POST', '/api/checkout', { checkoutItems: [] }, undefined)).status,
      401,
    );
    // the owner's payment still makes the owner's order: the thief's calls took nothing from it
    const order = await orderOf(checkout._id);
    assert.equal(order.user._id, owner.user._id);
  });

  it('two shoppers racing for the last unit: one checkout, the other refused before paying', async () => {
    const [a, b] = [await signUp('racer-a'), await signUp('racer-b')];
    const body = {
      checkoutItems: [{ productId: products.ring._id, quantity: 1 }],
      shippingAddress: ADDRESS,
      paymentMethod: 'Razorpay',
    };
    const results = await Promise.all([
      api('POST', '/api/checkout', body, a.token),
      api('POST', '/api/checkout', body, b.token),
    ]);
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409]);
    const refused = results.find((r) => r.status === 409)!;
    assert.equal(refused.body.message, 'Last Smart Ring is out of stock');
  });
});

describe('order status (admin)', () => {
  it('follows the transition table: a forbidden change is 409 and leaves the history alone', async () => {
    const { token } = await signUp('status');
    const { payment, checkout } = await checkoutAndPay(token, [[products.drops, 1]]);
    await verify(token, payment!);
    const order = await orderOf(checkout._id);
    const history = async () =>
      (await api('GET', `/api/admin/orders/${order._id}/history`, undefined, adminToken))
        .body as unknown[];
    const before = await history();
    const jump = await setStatus(order._id, 'Delivered');
    assert.equal(jump.status, 409);
    assert.deepEqual(jump.body.allowed, ['Shipped', 'Cancelled']);
    assert.deepEqual(await history(), before);
    assert.equal((await setStatus(order._id, 'Shipped')).body.status, 'Shipped');
    const delivered = await setStatus(order._id, 'Delivered');
    assert.equal(delivered.body.isDelivered, true);
    assert.ok(delivered.body.deliveredAt);
    const cancel = await setStatus(order._id, 'Cancelled');
    assert.equal(cancel.status, 409);
    assert.deepEqual(cancel.body.allowed, []);
    assert.equal((await history()).length, before.length + 2);
    assert.equal((await setStatus(order._id, 'Lost')).status, 400);
    assert.equal((await setStatus(order._id, 'Shipped', token)).status, 403);
  });

  it('cancelling restocks and refunds through Razorpay; revenue leaves out cancelled orders', async () => {
    const { token } = await signUp('cancel');
    const { payment, checkout } = await checkoutAndPay(token, [[products.powder, 3]]);
    await verify(token, payment!);
    const order = await orderOf(checkout._id);
    const stock = await until(async () => {
      const s = await stockOf(products.powder);
      return s;
    });
    // revenue is the whole shop's: no other test's payment may still be on its way to an order
    await eventsSettled(shop.env, shop.ns, Object.values(shop.parts.services));
    const summaryBefore = (await api('GET', '/api/admin/summary', undefined, adminToken)).body;
    assert.equal((await setStatus(order._id, 'Cancelled')).status, 200);
    await until(
      async () => ((await stockOf(products.powder)) === stock + 3 ? true : undefined),
      10_000,
      'the restock',
    );
    const auth = `Basic ${Buffer.from(`${DEFAULT_CONFIG.keyId}:${DEFAULT_CONFIG.keySecret}`).toString('base64')}`;
    const refunded = await until(
      async () => {
        const p = (await (
          await fetch(`${shop.parts.sandbox.url}/v1/payments/${payment!.razorpay_payment_id}`, {
            headers: { authorization: auth },
          })
        ).json()) as { amount_refunded: number };
        return p.amount_refunded === 135000 ? p : undefined;
      },
      10_000,
      'the refund',
    );
    assert.equal(refunded.amount_refunded, 135000);
    const summary = (await api('GET', '/api/admin/summary', undefined, adminToken)).body;
    assert.equal(summary.revenue, summaryBefore.revenue - 1350);
    assert.equal(summary.totalProducts, 3);
    // each of the three sold as one variant; those sold out counted (issue 30)
    const soldOut = (await Promise.all(Object.values(products).map((p) => stockOf(p)))).filter(
      (n) => n <= 0,
    ).length;
    assert.deepEqual([summary.totalVariants, summary.variantsOutOfStock], [3, soldOut]);
    assert.equal(summary.totalOrders, summaryBefore.totalOrders);
    assert.ok(summary.recentOrders.length > 0 && summary.recentOrders.length <= 5);
  });
});

describe('resilience', () => {
  it('with the orders service stopped while a payment is verified, the order appears once it starts', async () => {
    const { token } = await signUp('outage');
    const { checkout, payment } = await checkoutAndPay(token, [[products.drops, 1]]);
    await shop.parts.services.orders.stop();
    try {
      assert.deepEqual((await verify(token, payment!)).body, {
        success: true,
        checkoutId: checkout._id,
      });
      // no replica listens: answered at once, not after a time-out
      assert.equal((await api('GET', '/api/orders/my-orders', undefined, token)).status, 503);
    } finally {
      shop.parts.services.orders = await startOrders(shop.env, shop.ns);
    }
    const order = await orderOf(checkout._id);
    assert.equal(order.isPaid, true);
  });
});
