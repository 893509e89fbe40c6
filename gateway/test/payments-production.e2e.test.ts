import { LATE_PAYMENT, type OrderView, type Product } from '@arogya/contracts';
import { DEFAULT_CONFIG } from '@arogya/razorpay-sandbox';
import {
  adminProduct,
  apiOf,
  moneyPath,
  payInSandbox,
  paymentsSettled,
  signUp as register,
  startFullShop,
  SHIPPING_ADDRESS,
  testShop,
  until,
  verifyBody,
  type SandboxPayment,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { afterEach, before, describe, it } from 'node:test';
import { createHmac } from 'node:crypto';

/**
 * Issue 14: the money path against Razorpay as it really behaves — manual capture, payments
 * after the hold, refunds through Razorpay's bad days, slow order creation, lost, duplicated
 * and reordered webhooks, and a customer hoarding stock — through the gateway, on real
 * PostgreSQL, NATS and Redis, with the sandbox switched at run time.
 */
const ADMIN = { email: 'rzp-admin@test.local', password: 'rzp-admin-pass' };
/** Holds last 8 s here, so that a payment can arrive after one ended. */
const TTL_MS = 8000;
/** The webhook secret being rotated out. */
const OLD_WEBHOOK_SECRET = 'old_webhook_secret';
const shop = testShop('rzp', (env, ns) =>
  startFullShop(env, ns, {
    admin: ADMIN,
    seed: false,
    env: {
      RAZORPAY_TIMEOUT_MS: '2000',
      CHECKOUT_TTL_MS: String(TTL_MS),
      RECONCILE_AFTER_MS: '1000',
      RECONCILE_EVERY_MS: '500',
      REFUND_RETRY_MS: '200',
      REFUND_ATTEMPTS: '8',
      RAZORPAY_WEBHOOK_SECRET_PREVIOUS: OLD_WEBHOOK_SECRET,
    },
  }),
);
const api = apiOf(() => shop.parts.gateway.baseUrl);
let adminToken: string;
let product: Product;

before(async () => {
  await shop.ready;
  DEFAULTS = structuredClone({ ...shop.parts.sandbox.settings });
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  product = await adminProduct(api, adminToken, {
    name: 'Ashwagandha Tablets',
    category: 'Ayurvedic',
    price: 500,
    countInStock: 1000,
  });
});
/** The sandbox's settings as it started, restored after each test. */
let DEFAULTS: Record<string, unknown>;
afterEach(() => {
  shop.parts.sandbox.faults.clear();
  Object.assign(shop.parts.sandbox.settings, DEFAULTS);
});

const ledger = () => shop.parts.sandbox.state.ledger;
const refundsOf = (paymentId: string) =>
  [...ledger().refunds.values()].filter((r) => r.payment_id === paymentId);

/** A checkout of the product and its Razorpay order; the orders made of a checkout. */
const { checkout, razorpayOrder, ordersOf, checkoutNow } = moneyPath(
  api,
  () => product._id,
  () => adminToken,
);

/**
 * Every path that could still act on `payments` (webhooks, reconciliation, the events and jobs
 * they start) has had its turn since `since`.
 */
const settled = (since: number, payments: SandboxPayment[]) =>
  paymentsSettled(shop.env, shop.ns, shop.parts, since, payments);

/** Every try of Razorpay's payment fetch fails (the first call and both retries). */
const PAYMENT_FETCH_FAILS = {
  path: '/v1/payments/',
  method: 'GET',
  kind: 'status',
  status: 502,
  times: 3,
} as const;

describe('a manual-capture account', () => {
  it('captures the authorised payment once, before it counts, and makes exactly one order', async () => {
    shop.parts.sandbox.settings.captureMode = 'manual';
    const { token } = await register(api, 'manual');
    const c = await checkout(token);
    const o = await razorpayOrder(token, c);
    // the popup, its webhooks (payment.authorized) and reconciliation all learn of it at once
    const popup = await payInSandbox(shop.parts.sandbox.url, o.id, true, 'authorized');
    assert.equal(ledger().payments.get(popup.razorpay_payment_id)?.status, 'authorized');
    const [v1, v2] = await Promise.all([
      api('POST', '/api/verifyPayment', verifyBody(popup), token),
      api('POST', '/api/verifyPayment', verifyBody(popup), token),
    ]);
    assert.deepEqual([v1.status, v2.status], [200, 200], JSON.stringify([v1.body, v2.body]));
    assert.equal(ledger().payments.get(popup.razorpay_payment_id)?.status, 'captured');
    await until(async () => (await ordersOf(c._id)).length > 0 || undefined, 15_000, 'the order');
    await settled(Date.now(), [{ orderId: o.id, paymentId: popup.razorpay_payment_id }]);
    assert.equal((await ordersOf(c._id)).length, 1, 'exactly one order');
    assert.equal(capturesOf(popup.razorpay_payment_id), 1, 'captured exactly once');
  });
});

/** How many captures Razorpay made of payment `id`. */
const capturesOf = (id: string) => ledger().capturesOf(id).length;

describe('a payment after the hold ended', () => {
  it('answers 409 with the late-payment message, makes no order and refunds it exactly once', async () => {
    const { token } = await register(api, 'latecomer');
    const c = await checkout(token);
    const o = await razorpayOrder(token, c);
    assert.ok(o.timeout > 0 && o.timeout <= TTL_MS / 1000, `popup timeout ${o.timeout}`);
    await until(
      async () => (await checkoutNow(token, c._id)).status === 'expired' || undefined,
      20_000,
      'the checkout to expire',
    );
    // Razorpay still takes the money (its order knows nothing of our hold), and says so twice
    const popup = await payInSandbox(shop.parts.sandbox.url, o.id, true);
    const v = await api('POST', '/api/verifyPayment', verifyBody(popup), token);
    assert.equal(v.status, 409);
    assert.equal(v.body.message, LATE_PAYMENT);
    const refunded = await until(
      () => refundsOf(popup.razorpay_payment_id).find((r) => r.status === 'processed'),
      15_000,
      'the refund',
    );
    assert.equal(refunded.amount, o.amount);
    // the webhooks and reconciliation, which finds the late payment too, have had their turn
    await settled(Date.now(), [{ orderId: o.id, paymentId: popup.razorpay_payment_id }]);
    assert.equal(refundsOf(popup.razorpay_payment_id).length, 1, 'refunded exactly once');
    assert.equal((await ordersOf(c._id)).length, 0, 'no order');
  });
});

describe('a cancelled paid order while Razorpay has a bad day', () => {
  async function paidOrder(name: string) {
    const { token } = await register(api, name);
    const c = await checkout(token);
    const o = await razorpayOrder(token, c);
    // with webhooks: Razorpay tells of the refund's outcome by `refund.processed` / `refund.failed`
    const popup = await payInSandbox(shop.parts.sandbox.url, o.id, true);
    assert.equal((await api('POST', '/api/verifyPayment', verifyBody(popup), token)).status, 200);
    const order = await until(async () => (await ordersOf(c._id))[0], 15_000, 'the order');
    return { order, popup };
  }
  const refundOn = (orderId: string, status: string) =>
    until(
      async () => {
        const o = (await api('GET', `/api/orders/${orderId}`, undefined, adminToken))
          .body as OrderView;
        return o.refund?.status === status ? o : undefined;
      },
      20_000,
      `the order's refund to be ${status}`,
    ).catch((err: unknown) => {
      console.error(shop.parts.services.checkout.logs(), shop.parts.services.orders.logs());
      console.error([...ledger().refunds.values()], shop.parts.sandbox.state.requests.slice(-20));
      void api('GET', `/api/orders/${orderId}`, undefined, adminToken).then((r) =>
        console.error(JSON.stringify(r.body)),
      );
      throw err;
    });

  it('refunds exactly once through 5xx and 429, and the order shows it processed', async () => {
    const { order, popup } = await paidOrder('cancel-5xx');
    const sandbox = shop.parts.sandbox;
    sandbox.faults.add({
      path: '/v1/payments/',
      method: 'POST',
      kind: 'status',
      status: 503,
      times: 3,
    });
    sandbox.faults.add({
      path: '/v1/payments/',
      method: 'GET',
      kind: 'status',
      status: 429,
      times: 2,
    });
    const cancel = await api(
      'PUT',
      `/api/admin/orders/${order._id}`,
      { status: 'Cancelled' },
      adminToken,
    );
    assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
    const done = await refundOn(order._id, 'processed');
    assert.match(String(done.refund?.razorpayRefundId), /^rfnd_/);
    const refunds = refundsOf(popup.razorpay_payment_id);
    assert.equal(refunds.length, 1, 'exactly one refund');
    const made = ledger().refundRequestsOf(popup.razorpay_payment_id);
    assert.equal(made.filter((r) => !r.replayed).length, 1, 'one refund call made a refund');
    assert.ok(
      made.every((r) => r.idempotency_key === order._id),
      'keyed by the order',
    );
    assert.equal(refunds[0]!.status, 'processed');
    assert.equal(refunds[0]!.amount, ledger().payments.get(popup.razorpay_payment_id)!.amount);
    const faulted = sandbox.state.requests.filter((r) => r.fault && r.url.includes('/payments/'));
    assert.ok(faulted.length >= 3, `Razorpay's bad day was real: ${faulted.length} faulted calls`);
  });

  it('a refund the bank fails is failed on the order, and the alert metric is set', async () => {
    const { order } = await paidOrder('cancel-fails');
    shop.parts.sandbox.settings.refundOutcome = 'failed';
    const cancel = await api(
      'PUT',
      `/api/admin/orders/${order._id}`,
      { status: 'Cancelled' },
      adminToken,
    );
    assert.equal(cancel.status, 200);
    await refundOn(order._id, 'failed');
    const metrics = await (await fetch(`${shop.parts.services.checkout.opsUrl}/metrics`)).text();
    const failed = /^checkout_refunds_failed (\d+)/m.exec(metrics);
    assert.ok(failed && Number(failed[1]) >= 1, 'checkout_refunds_failed is set');
  });
});

describe('Razorpay slow to create an order', () => {
  it('holds no lock meanwhile: another shopper checks out, and the timeout is a clear 504 with nothing half-written', async () => {
    const slow = await register(api, 'slow');
    const other = await register(api, 'other');
    const c = await checkout(slow.token);
    shop.parts.sandbox.faults.add({
      path: '/v1/orders',
      method: 'POST',
      kind: 'latency',
      latencyMs: 3000,
      times: 1,
    });
    const requestsBefore = shop.parts.sandbox.state.requests.length;
    const started = Date.now();
    const slowOrder = api('POST', '/api/createOrder', { courseId: c._id }, slow.token).then(
      (r) => ({
        ...r,
        ms: Date.now() - started,
      }),
    );
    await until(
      () =>
        shop.parts.sandbox.state.requests
          .slice(requestsBefore)
          .some((r) => r.method === 'POST' && r.url === '/v1/orders' && r.fault === 'latency') ||
        undefined,
      5000,
      'the slow call to be with Razorpay',
    );
    const c2 = await checkout(other.token);
    const o2 = await razorpayOrder(other.token, c2);
    const popup = await payInSandbox(shop.parts.sandbox.url, o2.id);
    const v = await api('POST', '/api/verifyPayment', verifyBody(popup), other.token);
    const otherMs = Date.now() - started;
    assert.equal(v.status, 200);
    const s = await slowOrder;
    assert.ok(
      otherMs < s.ms,
      `the other checkout (${otherMs} ms) did not wait for the slow one (${s.ms} ms)`,
    );
    assert.equal(s.status, 504, JSON.stringify(s.body));
    assert.match(s.body.message, /did not answer in time/);
    const after = await checkoutNow(slow.token, c._id);
    assert.equal(after.status, 'created', 'nothing half-written');
    // asked again, it works
    await razorpayOrder(slow.token, c);
  });
});

describe('webhooks lost, duplicated and reordered', () => {
  it('still make exactly one order per payment', async () => {
    const sandbox = shop.parts.sandbox;
    sandbox.settings.webhooks = {
      ...sandbox.settings.webhooks,
      drop: ['payment.captured'],
      duplicate: ['order.paid'],
      reorder: true,
    };
    const { token } = await register(api, 'hooks');
    const checkouts = await Promise.all([checkout(token), checkout(token)]);
    const payments: SandboxPayment[] = [];
    for (const c of checkouts) {
      const o = await razorpayOrder(token, c);
      // no verify: the webhooks alone tell
      const popup = await payInSandbox(sandbox.url, o.id, true);
      payments.push({ orderId: o.id, paymentId: popup.razorpay_payment_id });
    }
    for (const c of checkouts)
      await until(async () => (await ordersOf(c._id)).length > 0 || undefined, 15_000, 'an order');
    // every copy of every webhook handled, and reconciliation has asked about both orders
    await settled(Date.now(), payments);
    for (const c of checkouts) assert.equal((await ordersOf(c._id)).length, 1);
    const sent = sandbox.state.webhooks.list();
    assert.ok(
      sent.some((d) => d.dropped),
      'a webhook was dropped',
    );
    assert.ok(
      sent.some((d) => d.duplicated),
      'a webhook was duplicated',
    );
  });
});

describe('hoarding', () => {
  it('one customer holds at most two checkouts and ten a line; another shopper can still buy', async () => {
    const scarce = await adminProduct(api, adminToken, {
      name: 'Scarce Shilajit',
      category: 'Ayurvedic',
      price: 900,
      countInStock: 30,
    });
    const hoarder = await register(api, 'hoarder');
    const line = (quantity: number) => ({
      checkoutItems: [{ productId: scarce._id, quantity }],
      shippingAddress: { ...SHIPPING_ADDRESS, address: `${Math.random()}` },
    });
    const tooMany = await api('POST', '/api/checkout', line(11), hoarder.token);
    assert.equal(tooMany.status, 400);
    assert.match(tooMany.body.message, /at most 10 units/);
    for (let i = 0; i < 5; i++)
      assert.equal((await api('POST', '/api/checkout', line(10), hoarder.token)).status, 201);
    const stock = async () =>
      (await api('GET', `/api/products/${scarce._id}`, undefined, adminToken)).body.countInStock;
    await until(async () => ((await stock()) === 10 ? true : undefined), 10_000, '20 units held');
    const buyer = await register(api, 'buyer');
    const c = await api('POST', '/api/checkout', line(10), buyer.token);
    assert.equal(c.status, 201, JSON.stringify(c.body));
  });
});

describe('verification Razorpay cannot answer now', () => {
  it('is pending (202), not failed, and the checkout is settled soon without a second payment', async () => {
    const { token } = await register(api, 'pending');
    const c = await checkout(token);
    const o = await razorpayOrder(token, c);
    const popup = await payInSandbox(shop.parts.sandbox.url, o.id);
    // every try of the payment fetch fails: the first call and both retries
    shop.parts.sandbox.faults.add(PAYMENT_FETCH_FAILS);
    const v = await api('POST', '/api/verifyPayment', verifyBody(popup), token);
    assert.equal(v.status, 202, JSON.stringify(v.body));
    assert.deepEqual(
      { ...v.body, message: typeof v.body.message },
      { success: false, pending: true, checkoutId: c._id, message: 'string' },
    );
    // the same cart checked out again answers the checkout being confirmed, not a new one
    const again = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId: product._id, quantity: 1 }],
        shippingAddress: c.shippingAddress,
      },
      token,
    );
    assert.equal(again.body._id, c._id);
    const paid = await until(
      async () => ((await checkoutNow(token, c._id)).isPaid ? true : undefined),
      20_000,
      'the pending checkout to be settled',
    );
    assert.equal(paid, true);
    await until(async () => (await ordersOf(c._id)).length === 1 || undefined, 15_000, 'its order');
  });
});

describe('a Razorpay order paid already', () => {
  it('is reconciled at once and never handed out again', async () => {
    const { token } = await register(api, 'paid-order');
    const c = await checkout(token);
    const o = await razorpayOrder(token, c);
    await payInSandbox(shop.parts.sandbox.url, o.id); // the tab closed: no verify, no webhooks
    const again = await api('POST', '/api/createOrder', { courseId: c._id }, token);
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'This checkout is already paid');
    assert.equal((await checkoutNow(token, c._id)).isPaid, true, 'reconciled at once');
  });
});

describe('webhook signatures', () => {
  const hook = (body: string, secret: string, eventId = `evt_${Math.random()}`) =>
    fetch(`${shop.parts.gateway.baseUrl}/api/webhooks/razorpay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
        'x-razorpay-event-id': eventId,
      },
      body,
    });
  const captured = (paymentId: string) =>
    JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paymentId,
            order_id: 'order_X',
            amount: 100,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });

  it('accepts the previous secret during a rotation, and asks Razorpay before a webhook counts', async () => {
    const { token } = await register(api, 'rotation');
    const c = await checkout(token);
    const o = await razorpayOrder(token, c);
    const popup = await payInSandbox(shop.parts.sandbox.url, o.id);
    const old = await hook(captured(popup.razorpay_payment_id), OLD_WEBHOOK_SECRET);
    assert.equal(old.status, 200);
    assert.equal(((await old.json()) as { status: string }).status, 'verified');
    await until(async () => (await ordersOf(c._id)).length === 1 || undefined, 15_000, 'the order');
    // another event of that payment is answered from the paid checkout, without asking Razorpay
    // (whose payment fetch fails meanwhile) and without a second order
    shop.parts.sandbox.faults.add(PAYMENT_FETCH_FAILS);
    const again = await hook(captured(popup.razorpay_payment_id), DEFAULT_CONFIG.webhookSecret);
    assert.equal(again.status, 200);
    assert.equal(((await again.json()) as { status: string }).status, 'already');
    shop.parts.sandbox.faults.clear();
    assert.equal((await ordersOf(c._id)).length, 1);
    // a webhook naming a payment Razorpay does not know makes nothing, however well signed
    const forged = await hook(captured('pay_NoSuchPayment1'), DEFAULT_CONFIG.webhookSecret);
    assert.equal(forged.status, 200);
    assert.equal(((await forged.json()) as { status: string }).status, 'unknown payment');
  });

  it('refuses a bad signature, logs it and counts it', async () => {
    const metric = async () => {
      const text = await (await fetch(`${shop.parts.services.checkout.opsUrl}/metrics`)).text();
      return Number(
        /^razorpay_webhook_rejected_total\{reason="signature"\} (\d+)/m.exec(text)?.[1] ?? 0,
      );
    };
    const before = await metric();
    const res = await hook(captured('pay_Whatever12345'), 'not-the-secret');
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { message: string }).message, 'Invalid webhook signature');
    assert.equal(await metric(), before + 1);
    assert.match(
      shop.parts.services.checkout.logs(),
      /Razorpay webhook refused: Invalid webhook signature/,
    );
  });
});
