import { type OrderHistoryEntry, type OrderView, type Product } from '@arogya/contracts';
import { DEFAULT_CONFIG } from '@arogya/razorpay-sandbox';
import {
  adminProduct,
  apiOf,
  eventsSettled,
  metricValue,
  moneyPath,
  payInSandbox,
  signUp as register,
  startFullShop,
  testShop,
  until,
  verifyBody,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { afterEach, before, describe, it } from 'node:test';

/**
 * Issue 27: the money findings of the outside review, through the gateway against the
 * sandbox's bad days, on real PostgreSQL, NATS and Redis — a second capture with webhooks off,
 * a refused key, a refund Razorpay answers 409 for, a refund made in Razorpay's dashboard, and
 * disputes.
 */
const ADMIN = { email: 'baddays-admin@test.local', password: 'baddays-admin-pass' };
/** Holds last 8 s here, so that a payment can arrive after one ended. */
const TTL_MS = 8000;
const shop = testShop('baddays', (env, ns) =>
  startFullShop(env, ns, {
    admin: ADMIN,
    seed: false,
    env: {
      RAZORPAY_TIMEOUT_MS: '2000',
      CHECKOUT_TTL_MS: String(TTL_MS),
      RECONCILE_AFTER_MS: '1000',
      RECONCILE_EVERY_MS: '500',
      REFUND_RETRY_MS: '200',
      REFUND_ATTEMPTS: '6',
    },
  }),
);
const api = apiOf(() => shop.parts.gateway.baseUrl);
let adminToken: string;
let product: Product;
/** The sandbox's settings as it started, restored after each test. */
let DEFAULTS: Record<string, unknown>;

before(async () => {
  await shop.ready;
  DEFAULTS = structuredClone({ ...shop.parts.sandbox.settings });
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  product = await adminProduct(api, adminToken, {
    name: 'Brahmi Capsules',
    category: 'Ayurvedic',
    price: 450,
    countInStock: 1000,
  });
});
afterEach(() => {
  shop.parts.sandbox.faults.clear();
  Object.assign(shop.parts.sandbox.settings, structuredClone(DEFAULTS));
  shop.parts.sandbox.state.webhooks.enable();
});

const sandbox = () => shop.parts.sandbox;
/** Every event the services were sent has been handled: "no second one" is then a fact. */
const settled = () => eventsSettled(shop.env, shop.ns, Object.values(shop.parts.services));
const ledger = () => sandbox().state.ledger;
const refundsOf = (paymentId: string) =>
  [...ledger().refunds.values()].filter((r) => r.payment_id === paymentId);
/** Refunds the shop asked Razorpay for (an idempotent replay is not another one). */
const refundCallsOf = (paymentId: string) =>
  ledger()
    .refundRequestsOf(paymentId)
    .filter((r) => !r.replayed);

/** A checkout of the product and its Razorpay order; the orders made of a checkout. */
const { checkout, razorpayOrder, ordersOf, checkoutNow } = moneyPath(
  api,
  () => product._id,
  () => adminToken,
);
const orderNow = async (id: string) =>
  (await api('GET', `/api/orders/${id}`, undefined, adminToken)).body as OrderView;

/**
 * Razorpay's late authorisation: the popup is told the payment failed, and a second later the
 * same payment is authorised (and captured: automatic capture) — with no webhook at all.
 */
async function payLateWithoutWebhooks(orderId: string): Promise<string> {
  const res = await fetch(`${sandbox().url}/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      key: DEFAULT_CONFIG.keyId,
      order_id: orderId,
      outcome: 'late',
      webhooks: false,
    }),
  });
  const body = (await res.json()) as { error: { metadata: { payment_id: string } } };
  assert.equal(res.status, 400, 'a late payment first reads as failed');
  return body.error.metadata.payment_id;
}

/** A customer's paid order (verified by the popup's signature), and its payment id. */
async function paidOrder(name: string) {
  const { token } = await register(api, name);
  const c = await checkout(token);
  const o = await razorpayOrder(token, c);
  const popup = await payInSandbox(sandbox().url, o.id, true);
  assert.equal((await api('POST', '/api/verifyPayment', verifyBody(popup), token)).status, 200);
  const order = await until(async () => (await ordersOf(c._id))[0], 15_000, 'the order');
  return { order, paymentId: popup.razorpay_payment_id };
}
const cancel = async (orderId: string) => {
  const r = await api('PUT', `/api/admin/orders/${orderId}`, { status: 'Cancelled' }, adminToken);
  assert.equal(r.status, 200, JSON.stringify(r.body));
};
const refundOn = (orderId: string, status: string, ms = 30_000) =>
  until(
    async () => {
      const o = await orderNow(orderId);
      return o.refund?.status === status ? o : undefined;
    },
    ms,
    `the order's refund to be ${status}`,
  );

describe('a second capture of a paid Razorpay order, webhooks off (finding 1)', () => {
  it('makes one order, and reconciliation refunds the other payment exactly once', async () => {
    const { token } = await register(api, 'twice');
    const c = await checkout(token);
    const o = await razorpayOrder(token, c);
    const lateId = await payLateWithoutWebhooks(o.id);
    const popup = await payInSandbox(sandbox().url, o.id, false);
    assert.equal((await api('POST', '/api/verifyPayment', verifyBody(popup), token)).status, 200);
    // Razorpay authorises and captures the first attempt a second later: two captures
    await until(
      () => (ledger().payments.get(lateId)?.status === 'captured' ? true : undefined),
      10_000,
      'the late payment to be captured',
    );
    const refund = await until(
      () => refundsOf(lateId).find((r) => r.status === 'processed'),
      30_000,
      'the second capture to be refunded',
    );
    assert.equal(refund.amount, o.amount);
    await settled();
    assert.equal((await ordersOf(c._id)).length, 1, 'exactly one order');
    assert.equal(refundCallsOf(lateId).length, 1, 'refunded exactly once');
    assert.equal(refundsOf(popup.razorpay_payment_id).length, 0, 'the order’s payment is kept');
    assert.equal(
      sandbox()
        .state.webhooks.list()
        .filter((d) => d.payment_id === lateId).length,
      0,
      'no webhook told of it',
    );
  });
});

describe('a refused key (finding 2)', () => {
  it('answers webhooks 503 so Razorpay retries, counts it, and once fixed every captured payment has its order or its refund', async () => {
    sandbox().settings.webhooks = {
      ...sandbox().settings.webhooks,
      retryDelaysMs: [500, 1000, 2000, 3000, 4000, 4000, 4000, 4000, 4000],
    };
    const payer = await register(api, 'keyed-payer');
    const latecomer = await register(api, 'keyed-late');
    // the latecomer's hold runs out first: its shopper will pay after it
    const expiring = await checkout(latecomer.token);
    const expiringOrder = await razorpayOrder(latecomer.token, expiring);
    await until(
      async () =>
        (await checkoutNow(latecomer.token, expiring._id)).status === 'expired' ? true : undefined,
      20_000,
      'the hold to end',
    );
    const paying = await checkout(payer.token);
    const payingOrder = await razorpayOrder(payer.token, paying);
    const ops = shop.parts.services.checkout.opsUrl;
    const refusedBefore = await metricValue(ops, 'razorpay_requests_total', 'outcome="auth_error"');
    // the key is rotated on Razorpay's side and not yet here: every API call answers 401
    const fault = sandbox().faults.add({ path: '/v1/', kind: 'status', status: 401 });
    const popup = await payInSandbox(sandbox().url, payingOrder.id, true);
    const v = await api('POST', '/api/verifyPayment', verifyBody(popup), payer.token);
    assert.equal(v.status, 202, `pending, never "failed": ${JSON.stringify(v.body)}`);
    assert.equal(v.body.pending, true);
    const late = await payInSandbox(sandbox().url, expiringOrder.id, true);
    // Razorpay is answered 503 and sends the webhooks again
    await until(
      () =>
        sandbox()
          .state.webhooks.list()
          .some(
            (d) =>
              d.payment_id === popup.razorpay_payment_id &&
              d.last_status === 503 &&
              d.attempts >= 2,
          )
          ? true
          : undefined,
      15_000,
      'a webhook answered 503 and retried',
    );
    assert.ok(
      (await metricValue(ops, 'razorpay_requests_total', 'outcome="auth_error"')) > refusedBefore,
      'refused calls counted (the RazorpayKeyRefused alert reads them)',
    );
    assert.equal(
      (await ordersOf(paying._id)).length,
      0,
      'nothing decided while the key is refused',
    );
    assert.equal(refundsOf(late.razorpay_payment_id).length, 0);
    // the key is fixed
    sandbox().faults.remove(fault);
    const order = await until(async () => (await ordersOf(paying._id))[0], 30_000, 'the order');
    assert.equal(order.isPaid, true);
    await until(
      () => refundsOf(late.razorpay_payment_id).find((r) => r.status === 'processed'),
      30_000,
      'the late payment to be refunded',
    );
    await settled();
    assert.equal((await ordersOf(paying._id)).length, 1, 'one order');
    assert.equal((await ordersOf(expiring._id)).length, 0, 'no order for the expired checkout');
    assert.equal(refundCallsOf(late.razorpay_payment_id).length, 1, 'refunded exactly once');
    assert.equal(refundsOf(popup.razorpay_payment_id).length, 0, 'the paid order is not refunded');
  });
});

describe('refunds Razorpay cannot take yet (finding 3)', () => {
  it('409 "a previous refund is still processing", then processed: one refund, the order shows processed', async () => {
    const { order, paymentId } = await paidOrder('conflicted');
    sandbox().faults.add({
      path: `/v1/payments/${paymentId}/refund`,
      method: 'POST',
      kind: 'status',
      status: 409,
      description: 'A previous refund request for this payment is still being processed.',
      times: 2,
    });
    await cancel(order._id);
    const done = await refundOn(order._id, 'processed');
    assert.match(String(done.refund?.razorpayRefundId), /^rfnd_/);
    assert.equal(refundCallsOf(paymentId).length, 1, 'one refund made');
    assert.equal(refundsOf(paymentId).length, 1);
    const history = (
      await api('GET', `/api/admin/orders/${order._id}/history`, undefined, adminToken)
    ).body as OrderHistoryEntry[];
    assert.ok(
      history.some((h) => /refund .* processed/.test(h.note ?? '')),
      'history read',
    );
    assert.ok(!history.some((h) => /refund failed/.test(h.note ?? '')), 'never failed on the way');
  });

  it('a low balance is waited out, not failed', async () => {
    const { order, paymentId } = await paidOrder('low-balance');
    sandbox().settings.refundBalancePaise = 0;
    await cancel(order._id);
    await until(
      () =>
        ledger().refundRequestsOf(paymentId).length === 0 &&
        sandbox().state.requests.some((r) => r.url.includes(`/payments/${paymentId}/refund`))
          ? true
          : undefined,
      15_000,
      'a refund refused for the balance',
    );
    assert.equal((await orderNow(order._id)).refund?.status, 'requested', 'still owed, not failed');
    sandbox().settings.refundBalancePaise = null;
    await refundOn(order._id, 'processed');
    assert.equal(refundCallsOf(paymentId).length, 1);
  });

  it('a refund made in Razorpay’s dashboard while ours waited settles ours: one refund in all', async () => {
    const { order, paymentId } = await paidOrder('dashboard');
    sandbox().settings.refundConflictWhilePending = true;
    sandbox().settings.refundDelayMs = 3000;
    // an operator refunds the payment in Razorpay's dashboard (no key of ours), then cancels
    const dashboard = await fetch(`${sandbox().url}/v1/payments/${paymentId}/refund`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${DEFAULT_CONFIG.keyId}:${DEFAULT_CONFIG.keySecret}`).toString('base64')}`,
      },
      body: JSON.stringify({}),
    });
    assert.equal(dashboard.status, 200, await dashboard.clone().text());
    const made = (await dashboard.json()) as { id: string };
    await cancel(order._id);
    const done = await refundOn(order._id, 'processed');
    assert.equal(done.refund?.razorpayRefundId, made.id, 'matched to the dashboard’s refund');
    assert.equal(refundsOf(paymentId).length, 1, 'the payment was refunded once');
  });
});

describe('disputes (finding 5)', () => {
  const dispute = async (paymentId: string) => {
    const d = sandbox().disputes.open({ payment_id: paymentId });
    return d.id;
  };
  const disputeOn = (orderId: string, status: string) =>
    until(
      async () => ((await orderNow(orderId)).dispute?.status === status ? true : undefined),
      20_000,
      `the order's dispute to be ${status}`,
    );

  it('no refund while it is open; once won, the cancelled order is refunded once', async () => {
    const { order, paymentId } = await paidOrder('disputed-won');
    const id = await dispute(paymentId);
    await disputeOn(order._id, 'open');
    assert.ok((await orderNow(order._id)).dispute?.respondBy, 'the answer is due by a date');
    const ops = shop.parts.services.checkout.opsUrl;
    assert.ok((await metricValue(ops, 'checkout_disputes_open')) >= 1, 'counted (alerted on)');
    await cancel(order._id);
    // the refund job has run, and holds the refund back for the dispute
    const held = await until(
      async () => {
        const r = await api('GET', `/api/admin/refunds/${order._id}`, undefined, adminToken);
        return /Waiting for dispute/.test(String(r.body?.lastError)) ? r.body : undefined;
      },
      20_000,
      'the refund to wait for the dispute',
    );
    assert.equal(held.status, 'requested');
    assert.equal(held.blockedByDispute, true);
    assert.equal(refundCallsOf(paymentId).length, 0, 'nothing refunded while disputed');
    assert.equal((await orderNow(order._id)).refund?.status, 'requested');
    sandbox().disputes.resolve(id, 'won');
    await disputeOn(order._id, 'won');
    await refundOn(order._id, 'processed');
    assert.equal(refundCallsOf(paymentId).length, 1, 'refunded once');
  });

  it('once lost, the refund it held is settled by it: the bank already gave the money back', async () => {
    const { order, paymentId } = await paidOrder('disputed-lost');
    const id = await dispute(paymentId);
    await disputeOn(order._id, 'open');
    await cancel(order._id);
    await settled();
    sandbox().disputes.resolve(id, 'lost');
    await disputeOn(order._id, 'lost');
    await refundOn(order._id, 'processed');
    assert.equal(refundCallsOf(paymentId).length, 0, 'no refund on top of the chargeback');
  });
});
