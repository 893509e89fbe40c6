import type { AuthResponse, DisputeView, OrderView, Product, RefundView } from '@arogya/contracts';
import {
  adminProduct,
  apiOf,
  payInSandbox,
  signUp,
  startFullShop,
  SHIPPING_ADDRESS,
  testShop,
  until,
  verifyBody,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, before, describe, it } from 'node:test';

/**
 * Issue 27 through the gateway: the refunds an admin acts on and the disputes they watch
 * (`/api/admin/refunds`, `/api/admin/disputes`), on the whole shop with the Razorpay sandbox
 * failing refunds on demand.
 */
const ADMIN = { email: 'money-admin@test.local', password: 'money-admin-pass' };
const shop = testShop('money', (env, ns) =>
  startFullShop(env, ns, {
    admin: ADMIN,
    seed: false,
    env: { REFUND_RETRY_MS: '200', REFUND_ATTEMPTS: '2' },
  }),
);
const api = apiOf(() => shop.parts.gateway.baseUrl);
let admin: AuthResponse;
let shopperToken: string;
let product: Product;

before(async () => {
  await shop.ready;
  DEFAULTS = structuredClone({ ...shop.parts.sandbox.settings });
  admin = (await api('POST', '/api/users/login', ADMIN)).body as AuthResponse;
  shopperToken = (await signUp(api, 'moneyshopper')).token;
  product = await adminProduct(api, admin.token, {
    name: 'Triphala Churna',
    category: 'Ayurvedic',
    price: 350,
    countInStock: 1000,
  });
});
/** The sandbox's settings as it started, restored after each test. */
let DEFAULTS: Record<string, unknown>;
afterEach(() => {
  Object.assign(shop.parts.sandbox.settings, DEFAULTS);
});

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const asAdmin = (method: string, path: string, body?: unknown) =>
  api(method, path, body, admin.token);
const refundsOf = (paymentId: string) =>
  [...shop.parts.sandbox.state.ledger.refunds.values()].filter((r) => r.payment_id === paymentId);

/** A shopper's paid order (Razorpay's webhooks on: they tell of each refund's outcome). */
async function paidOrder(name: string) {
  const { token } = await signUp(api, name);
  const c = await api(
    'POST',
    '/api/checkout',
    {
      checkoutItems: [{ productId: product._id, quantity: 1 }],
      shippingAddress: { ...SHIPPING_ADDRESS, address: `${randomUUID()}` },
    },
    token,
  );
  assert.equal(c.status, 201, JSON.stringify(c.body));
  const o = await api('POST', '/api/createOrder', { courseId: c.body._id }, token);
  assert.equal(o.status, 200, JSON.stringify(o.body));
  const popup = await payInSandbox(shop.parts.sandbox.url, o.body.id, true);
  assert.equal((await api('POST', '/api/verifyPayment', verifyBody(popup), token)).status, 200);
  const order = await until(
    async () =>
      ((await asAdmin('GET', '/api/admin/orders')).body as OrderView[]).find(
        (x) => x.checkoutId === c.body._id,
      ),
    15_000,
    'the order',
  );
  return { order, paymentId: popup.razorpay_payment_id };
}

/** Refund `id` once it is `status`, as the admin API answers it. */
const refundOnceIt = (id: string, status: RefundView['status']) =>
  until(
    async () => {
      const r = await asAdmin('GET', `/api/admin/refunds/${id}`);
      return r.status === 200 && (r.body as RefundView).status === status
        ? (r.body as RefundView)
        : undefined;
    },
    20_000,
    `refund ${id} to be ${status}`,
  );

/** A paid order cancelled by the admin while the bank fails refunds: its refund, failed. */
async function failedRefund(name: string) {
  const { order, paymentId } = await paidOrder(name);
  shop.parts.sandbox.settings.refundOutcome = 'failed';
  const cancel = await asAdmin('PUT', `/api/admin/orders/${order._id}`, { status: 'Cancelled' });
  assert.equal(cancel.status, 200, JSON.stringify(cancel.body));
  const refund = await refundOnceIt(order._id, 'failed');
  shop.parts.sandbox.settings.refundOutcome = 'processed';
  return { order, paymentId, refund };
}

describe('/api/admin/disputes', () => {
  it('counts no open dispute on a fresh shop, and lists none (simple-rest)', async () => {
    const count = await asAdmin('GET', '/api/admin/disputes/count');
    assert.equal(count.status, 200, JSON.stringify(count.body));
    assert.deepEqual(count.body, { open: 0, nextRespondBy: null });
    const list = await asAdmin(
      'GET',
      `/api/admin/disputes?sort=${enc(['respondBy', 'ASC'])}&range=${enc([0, 24])}&filter=${enc({ status: 'open' })}`,
    );
    assert.equal(list.status, 200, JSON.stringify(list.body));
    assert.deepEqual(list.body, []);
    assert.equal(list.headers.get('content-range'), 'disputes 0-0/0');
    const sort = await asAdmin('GET', `/api/admin/disputes?sort=${enc(['reasonCode', 'ASC'])}`);
    assert.equal(sort.status, 400);
    assert.match(sort.body.message, /sort field must be one of createdAt, respondBy/);
  });
});

describe('/api/admin/refunds', () => {
  it('answers only admins: 401 without a token, 403 for a shopper, on every route', async () => {
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', '/api/admin/refunds', undefined],
      ['GET', `/api/admin/refunds?range=${enc([0, 9])}`, undefined],
      ['GET', `/api/admin/refunds/${id}`, undefined],
      ['POST', `/api/admin/refunds/${id}/retry`, {}],
      ['POST', `/api/admin/refunds/${id}/refunded-outside`, { reference: 'UTR123' }],
      ['GET', '/api/admin/disputes', undefined],
      ['GET', '/api/admin/disputes/count', undefined],
    ] as const) {
      assert.equal((await api(method, path, body)).status, 401, `${method} ${path}`);
      assert.equal((await api(method, path, body, shopperToken)).status, 403, `${method} ${path}`);
    }
  });

  it('answers 404 for a refund it does not have, and 400 for a bad list query', async () => {
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', `/api/admin/refunds/${id}`, undefined],
      ['POST', `/api/admin/refunds/${id}/retry`, undefined],
      ['POST', `/api/admin/refunds/${id}/refunded-outside`, { reference: 'UTR123' }],
    ] as const) {
      const r = await asAdmin(method, path, body);
      assert.equal(r.status, 404, `${method} ${path}: ${JSON.stringify(r.body)}`);
      assert.equal(r.body.message, 'Refund not found');
    }
    const sort = await asAdmin('GET', `/api/admin/refunds?sort=${enc(['reason', 'ASC'])}`);
    assert.equal(sort.status, 400);
    const range = await asAdmin('GET', `/api/admin/refunds?range=${enc([5, 1])}`);
    assert.equal(range.status, 400);
  });

  it('lists a refund the bank failed; retried, it is processed, once, under a new key', async () => {
    const { order, paymentId, refund } = await failedRefund('retried');
    assert.equal(refund.id, order._id);
    assert.equal(refund.orderId, order._id);
    assert.equal(refund.razorpayPaymentId, paymentId);
    assert.equal(refund.amount, order.totalPrice);
    assert.equal(refund.reason, 'order-cancelled');
    assert.equal(refund.blockedByDispute, false);
    assert.equal(refund.resolvedBy, null);

    const list = await asAdmin(
      'GET',
      `/api/admin/refunds?sort=${enc(['createdAt', 'DESC'])}&range=${enc([0, 24])}&filter=${enc({ status: 'failed', q: paymentId })}`,
    );
    assert.equal(list.status, 200, JSON.stringify(list.body));
    assert.equal(list.headers.get('content-range'), 'refunds 0-0/1');
    assert.equal((list.body as RefundView[])[0]!.id, order._id);
    assert.equal((list.body as RefundView[])[0]!.status, 'failed');
    const none = await asAdmin(
      'GET',
      `/api/admin/refunds?range=${enc([0, 24])}&filter=${enc({ status: 'processed', q: paymentId })}`,
    );
    assert.equal(none.headers.get('content-range'), 'refunds 0-0/0');

    // an unknown field is refused before anything is tried
    const extra = await asAdmin('POST', `/api/admin/refunds/${order._id}/retry`, { force: true });
    assert.equal(extra.status, 400);
    assert.equal(extra.body.message, 'Unknown field: force');

    const retry = await asAdmin('POST', `/api/admin/refunds/${order._id}/retry`);
    assert.equal(retry.status, 200, JSON.stringify(retry.body));
    assert.equal((retry.body as RefundView).id, order._id);
    assert.notEqual((retry.body as RefundView).status, 'failed');
    const done = await refundOnceIt(order._id, 'processed');
    assert.match(String(done.razorpayRefundId), /^rfnd_/);
    assert.equal(done.resolutionReference, null);

    const made = refundsOf(paymentId);
    assert.equal(made.filter((r) => r.status === 'processed').length, 1, 'one processed refund');
    assert.equal(made.find((r) => r.status === 'processed')!.id, done.razorpayRefundId);
    assert.equal(made.filter((r) => r.status === 'failed').length, 1, 'the failed one stays');
    const keys = shop.parts.sandbox.state.ledger
      .refundRequestsOf(paymentId)
      .filter((r) => !r.replayed)
      .map((r) => r.idempotency_key);
    assert.equal(new Set(keys).size, 2, `the retry made its refund under a new key: ${keys}`);

    // processed now: nothing more to act on
    const again = await asAdmin('POST', `/api/admin/refunds/${order._id}/retry`, {});
    assert.equal(again.status, 409, JSON.stringify(again.body));
    assert.match(again.body.message, /only a failed refund can be acted on/);
    const outside = await asAdmin('POST', `/api/admin/refunds/${order._id}/refunded-outside`, {
      reference: 'UTR123',
    });
    assert.equal(outside.status, 409);
    assert.equal(refundsOf(paymentId).filter((r) => r.status === 'processed').length, 1);
  });

  it('records a failed refund as refunded outside the shop: who, the reference, and the order shows it processed', async () => {
    const { order, paymentId, refund } = await failedRefund('outside');
    const path = `/api/admin/refunds/${refund.id}/refunded-outside`;
    for (const [body, message] of [
      [undefined, /reference is required/],
      [{}, /reference is required/],
      [{ reference: '   ' }, /reference is required/],
      [{ reference: 'x'.repeat(201) }, /at most 200 characters/],
      [{ reference: 'UTR1', amount: 350 }, /Unknown field: amount/],
    ] as const) {
      const r = await asAdmin('POST', path, body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.message, message);
    }
    assert.equal((await asAdmin('GET', `/api/admin/refunds/${refund.id}`)).body.status, 'failed');

    const reference = 'NEFT UTR SBIN426117700231';
    const r = await asAdmin('POST', path, { reference: `  ${reference} ` });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const recorded = r.body as RefundView;
    assert.equal(recorded.status, 'processed');
    assert.equal(recorded.resolutionReference, reference);
    assert.equal(recorded.resolvedBy, `${admin.user.name} (${admin.user._id})`);
    const kept = (await asAdmin('GET', `/api/admin/refunds/${refund.id}`)).body as RefundView;
    assert.equal(kept.resolutionReference, reference);
    assert.ok(
      refundsOf(paymentId).every((x) => x.status === 'failed'),
      'Razorpay paid nothing',
    );

    const shown = await until(
      async () => {
        const o = (await asAdmin('GET', `/api/orders/${order._id}`)).body as OrderView;
        return o.refund?.status === 'processed' ? o : undefined;
      },
      15_000,
      'the order to show its refund processed',
    );
    assert.equal(shown.status, 'Cancelled');
    const twice = await asAdmin('POST', path, { reference: 'again' });
    assert.equal(twice.status, 409);
  });

  it('while a dispute of its payment is open, a failed refund waits: listed as such, and acting on it is 409; the dispute is listed and counted', async () => {
    const { order, paymentId, refund } = await failedRefund('disputed');
    const respondBy = Math.floor(Date.now() / 1000) + 36 * 3600;
    const opened = shop.parts.sandbox.disputes.open({
      payment_id: paymentId,
      respond_by: respondBy,
    });
    const count = await until(
      async () => {
        const c = (await asAdmin('GET', '/api/admin/disputes/count')).body;
        return c.open === 1 ? c : undefined;
      },
      20_000,
      'the dispute to be counted',
    );
    assert.deepEqual(count, { open: 1, nextRespondBy: new Date(respondBy * 1000).toISOString() });
    const list = await asAdmin(
      'GET',
      `/api/admin/disputes?range=${enc([0, 9])}&filter=${enc({ status: 'open', q: order._id })}`,
    );
    assert.equal(list.headers.get('content-range'), 'disputes 0-0/1');
    const [shown] = list.body as DisputeView[];
    assert.deepEqual(
      { ...shown, createdAt: typeof shown!.createdAt, updatedAt: typeof shown!.updatedAt },
      {
        id: opened.id,
        razorpayPaymentId: paymentId,
        checkoutId: order.checkoutId,
        orderId: order._id,
        amount: refund.amount,
        status: 'open',
        reasonCode: 'chargeback',
        respondBy: new Date(respondBy * 1000).toISOString(),
        createdAt: 'string',
        updatedAt: 'string',
      },
    );

    const waiting = (await asAdmin('GET', `/api/admin/refunds/${refund.id}`)).body as RefundView;
    assert.equal(waiting.blockedByDispute, true);
    const listed = await asAdmin(
      'GET',
      `/api/admin/refunds?range=${enc([0, 9])}&filter=${enc({ q: paymentId })}`,
    );
    assert.equal((listed.body as RefundView[])[0]!.blockedByDispute, true);
    for (const [path, body] of [
      ['retry', {}],
      ['refunded-outside', { reference: 'UTR123' }],
    ] as const) {
      const r = await asAdmin('POST', `/api/admin/refunds/${refund.id}/${path}`, body);
      assert.equal(r.status, 409, `${path}: ${JSON.stringify(r.body)}`);
      assert.equal(
        r.body.message,
        `Dispute ${opened.id} of this payment is open: nothing is refunded until it is decided`,
      );
    }
    assert.equal(refundsOf(paymentId).filter((r) => r.status === 'processed').length, 0);

    // decided (won): no longer counted, and the failed refund can be acted on again
    shop.parts.sandbox.disputes.resolve(opened.id, 'won');
    await until(
      async () => (await asAdmin('GET', '/api/admin/disputes/count')).body.open === 0 || undefined,
      20_000,
      'the dispute to be decided',
    );
    const won = await asAdmin(
      'GET',
      `/api/admin/disputes?range=${enc([0, 9])}&filter=${enc({ status: 'won' })}`,
    );
    assert.deepEqual(
      (won.body as DisputeView[]).map((d) => d.id),
      [opened.id],
    );
    assert.equal(
      (await asAdmin('GET', `/api/admin/refunds/${refund.id}`)).body.blockedByDispute,
      false,
    );
    const retry = await asAdmin('POST', `/api/admin/refunds/${refund.id}/retry`);
    assert.equal(retry.status, 200, JSON.stringify(retry.body));
    await refundOnceIt(refund.id, 'processed');
  });
});
