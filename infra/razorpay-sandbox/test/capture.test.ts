/* eslint-disable @typescript-eslint/no-explicit-any -- axios instance of the SDK */
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { DEFAULT_CONFIG } from '../src/index.js';
import {
  call,
  deliveries,
  eventNames,
  pay,
  sandboxSuite,
  sdkFailure,
  until,
  withReceiver,
  type SdkError,
} from './support.js';

const sb = sandboxSuite();

const MANUAL = { capture: 'manual' };
const AUTO_12 = {
  capture: 'automatic',
  capture_options: { automatic_expiry_period: 12, refund_speed: 'normal' },
};

async function order(payment?: object, amount = 50000) {
  return sb.rzp.orders.create({ amount, currency: 'INR', ...(payment && { payment }) } as never);
}

async function paid(orderId: string, outcome: 'success' | 'authorized' = 'success') {
  const res = await pay(sb.sandbox, orderId, outcome, { webhooks: false });
  assert.equal(res.status, 200);
  return res.body.razorpay_payment_id as string;
}

describe('capture settings and the capture API', () => {
  afterEach(() => call(`${sb.sandbox.url}/sandbox/settings/reset`, 'POST'));

  it('auto-captures by default: paid order, one automatic capture', async () => {
    const o = await order();
    const id = await paid(o.id);
    const payment = await sb.rzp.payments.fetch(id);
    assert.equal(payment.status, 'captured');
    assert.equal(payment.captured, true);
    assert.equal(payment.fee, 1180, '2% plus 18% GST on it');
    assert.equal(payment.tax, 180);
    assert.equal((await sb.rzp.orders.fetch(o.id)).status, 'paid');
    assert.deepEqual(
      sb.sandbox.state.ledger.capturesOf(id).map((c) => [c.order_id, c.amount, c.automatic]),
      [[o.id, 50000, true]],
    );
  });

  it('holds a manual-capture payment authorized until the capture API takes it, once', async () => {
    const o = await order(MANUAL);
    const res = await pay(sb.sandbox, o.id, 'success', { webhooks: false });
    const { razorpay_order_id, razorpay_payment_id: id, razorpay_signature } = res.body;
    assert.equal(
      validatePaymentVerification(
        { order_id: razorpay_order_id, payment_id: id },
        razorpay_signature,
        DEFAULT_CONFIG.keySecret,
      ),
      true,
      'Checkout’s handler gets a signed answer on authorization',
    );
    let payment = await sb.rzp.payments.fetch(id);
    assert.equal(payment.status, 'authorized');
    assert.equal(payment.captured, false);
    assert.equal(payment.fee, null);
    let fetched = await sb.rzp.orders.fetch(o.id);
    assert.equal(fetched.status, 'attempted');
    assert.equal(fetched.amount_paid, 0);
    assert.equal(fetched.amount_due, 50000);
    assert.deepEqual(sb.sandbox.state.ledger.capturesOf(id), []);

    payment = await sb.rzp.payments.capture(id, 50000, 'INR');
    assert.equal(payment.id, id);
    assert.equal(payment.status, 'captured');
    assert.equal(payment.captured, true);
    assert.equal(payment.fee, 1180);
    fetched = await sb.rzp.orders.fetch(o.id);
    assert.equal(fetched.status, 'paid');
    assert.equal(fetched.amount_paid, 50000);
    assert.equal(fetched.amount_due, 0);

    const again = await sdkFailure(sb.rzp.payments.capture(id, 50000, 'INR'));
    assert.equal(again.statusCode, 400);
    assert.equal(again.error.description, 'This payment has already been captured');
    assert.deepEqual(
      sb.sandbox.state.ledger.capturesOf(id).map((c) => c.automatic),
      [false],
      'captured exactly once, by the API',
    );
  });

  it('refuses captures of the wrong amount or currency, and of failed or unknown payments', async () => {
    const o = await order(MANUAL);
    const id = await paid(o.id);
    const rq = (sb.rzp as unknown as { api: { rq: any } }).api.rq;
    const post = (body: object) =>
      sdkFailure(
        rq.post(`/v1/payments/${id}/capture`, body).catch((err: any) => {
          throw { statusCode: err.response.status, error: err.response.data.error } as SdkError;
        }),
      );
    const cases: Array<[Promise<SdkError>, string, RegExp]> = [
      [
        sdkFailure(sb.rzp.payments.capture(id, 49999, 'INR')),
        'amount',
        /^Capture amount must be equal to the amount authorized$/,
      ],
      [
        sdkFailure(sb.rzp.payments.capture(id, 50001, 'INR')),
        'amount',
        /equal to the amount authorized/,
      ],
      [post({ amount: 50000 }), 'currency', /currency field is required/],
      [post({ amount: '50000', currency: 'INR' }), 'amount', /integer/],
      [post({ currency: 'INR' }), 'amount', /amount field is required/],
      [
        sdkFailure(sb.rzp.payments.capture(id, 50000, 'USD')),
        'currency',
        /same as the payment currency/,
      ],
    ];
    for (const [failure, field, description] of cases) {
      const err = await failure;
      assert.equal(err.statusCode, 400);
      assert.equal(err.error.field, field);
      assert.match(err.error.description, description);
    }
    assert.equal((await sb.rzp.payments.fetch(id)).status, 'authorized', 'still capturable');

    const failedOrder = await order(MANUAL);
    const failed = await pay(sb.sandbox, failedOrder.id, 'failure', { webhooks: false });
    const failedId = failed.body.error.metadata.payment_id;
    const refused = await sdkFailure(sb.rzp.payments.capture(failedId, 50000, 'INR'));
    assert.equal(refused.statusCode, 400);
    assert.match(refused.error.description, /Only payments which have been authorized/);
    const unknown = await sdkFailure(sb.rzp.payments.capture('pay_DoesNotExist001', 100, 'INR'));
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.error.description, 'The id provided does not exist');
    assert.equal(sb.sandbox.state.ledger.capturesOf(id).length, 0);
  });

  it('follows the account’s captureMode unless the order sets its own', async () => {
    sb.sandbox.settings.captureMode = 'manual';
    const held = await paid((await order()).id);
    assert.equal((await sb.rzp.payments.fetch(held)).status, 'authorized');
    const own = await paid((await order(AUTO_12)).id);
    assert.equal((await sb.rzp.payments.fetch(own)).status, 'captured', 'the order wins');

    await call(`${sb.sandbox.url}/sandbox/settings`, 'PATCH', { captureMode: 'automatic' });
    const manualOrder = await paid((await order(MANUAL)).id);
    assert.equal((await sb.rzp.payments.fetch(manualOrder)).status, 'authorized');
    const auto = await paid((await order()).id);
    assert.equal((await sb.rzp.payments.fetch(auto)).status, 'captured');
  });

  it('auto-captures only within automatic_expiry_period of the payment’s creation', async () => {
    sb.sandbox.settings.lateAuthorizationMs = 50;
    const inTime = await order(AUTO_12);
    const quick = await pay(sb.sandbox, inTime.id, 'late', { webhooks: false });
    const quickId = quick.body.error.metadata.payment_id;
    await until(async () => (await sb.rzp.payments.fetch(quickId)).status === 'captured');

    sb.sandbox.settings.lateAuthorizationMs = 300;
    const tooLate = await order(AUTO_12);
    const slow = await pay(sb.sandbox, tooLate.id, 'late', { webhooks: false });
    const slowId = slow.body.error.metadata.payment_id;
    // 13 minutes pass on the sandbox clock before the bank's late answer
    sb.sandbox.settings.clockOffsetMs = 13 * 60_000;
    await until(async () => (await sb.rzp.payments.fetch(slowId)).status !== 'failed');
    assert.equal((await sb.rzp.payments.fetch(slowId)).status, 'authorized');
    assert.equal((await sb.rzp.orders.fetch(tooLate.id)).status, 'attempted');
    assert.deepEqual(sb.sandbox.state.ledger.capturesOf(slowId), []);
    assert.equal((await sb.rzp.payments.capture(slowId, 50000, 'INR')).status, 'captured');

    const noOptions = await order();
    const anyTime = await pay(sb.sandbox, noOptions.id, 'late', { webhooks: false });
    const anyId = anyTime.body.error.metadata.payment_id;
    sb.sandbox.settings.clockOffsetMs = 10 * 24 * 3600_000;
    await until(async () => (await sb.rzp.payments.fetch(anyId)).status !== 'failed');
    assert.equal((await sb.rzp.payments.fetch(anyId)).status, 'captured', 'no window: always');
  });

  it('sends payment.authorized on authorization, payment.captured and order.paid on capture', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    const o = await rzp.orders.create({ amount: 20000, currency: 'INR', payment: MANUAL } as never);
    const id = (await pay(sandbox, o.id, 'success')).body.razorpay_payment_id;
    const [authorized] = await receiver.waitFor(1);
    assert.equal(authorized?.body.event, 'payment.authorized');
    assert.equal(authorized?.body.payload.payment.entity.status, 'authorized');
    assert.deepEqual(
      (await deliveries(sandbox)).map((d) => d.event),
      ['payment.authorized'],
      'no capture event before the capture',
    );
    await rzp.payments.capture(id, 20000, 'INR');
    const hooks = await receiver.waitFor(3);
    assert.deepEqual(eventNames(hooks), ['payment.authorized', 'payment.captured', 'order.paid']);
    assert.equal(hooks[1]?.body.payload.payment.entity.status, 'captured');
    assert.equal(hooks[2]?.body.payload.order.entity.status, 'paid');
    assert.equal(hooks[2]?.body.payload.order.entity.amount_paid, 20000);
  });
});
