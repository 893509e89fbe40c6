import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { DEFAULT_CONFIG } from '../src/index.js';
import { deliveries, eventNames, pay, paymentFailed, until, withReceiver } from './support.js';

describe('/sandbox/pay outcomes: authorized and late', () => {
  it('authorized: signed answer, payment held even in automatic mode', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    assert.equal(sandbox.settings.captureMode, 'automatic');
    const order = await rzp.orders.create({ amount: 30000, currency: 'INR' });
    const res = await pay(sandbox, order.id, 'authorized');
    assert.equal(res.status, 200);
    const { razorpay_order_id, razorpay_payment_id: id, razorpay_signature } = res.body;
    assert.equal(razorpay_order_id, order.id);
    assert.equal(
      validatePaymentVerification(
        { order_id: order.id, payment_id: id },
        razorpay_signature,
        DEFAULT_CONFIG.keySecret,
      ),
      true,
    );
    const payment = await rzp.payments.fetch(id);
    assert.equal(payment.status, 'authorized');
    assert.equal(payment.captured, false);
    assert.equal(payment.error_code, null);
    const fetched = await rzp.orders.fetch(order.id);
    assert.equal(fetched.status, 'attempted');
    assert.equal(fetched.attempts, 1);
    const [authorized] = await receiver.waitFor(1);
    assert.equal(authorized?.body.event, 'payment.authorized');
    assert.deepEqual(
      (await deliveries(sandbox)).map((d) => d.event),
      ['payment.authorized'],
    );
    assert.deepEqual(sandbox.state.ledger.capturesOf(id), []);
    assert.equal((await rzp.payments.capture(id, 30000, 'INR')).status, 'captured');
    assert.deepEqual(eventNames(await receiver.waitFor(3)).slice(1), [
      'payment.captured',
      'order.paid',
    ]);
  });

  it('late: answered like a failure, then the same payment is authorized and captured', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    sandbox.settings.lateAuthorizationMs = 200;
    const order = await rzp.orders.create({ amount: 40000, currency: 'INR' });
    const res = await pay(sandbox, order.id, 'late');
    assert.equal(res.status, 400);
    const id = res.body.error.metadata.payment_id;
    assert.deepEqual(res.body, paymentFailed(order.id, id));
    const failed = await rzp.payments.fetch(id);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.error_reason, 'payment_failed');
    assert.equal((await rzp.orders.fetch(order.id)).status, 'attempted');

    const hooks = await receiver.waitFor(4);
    assert.deepEqual(eventNames(hooks), [
      'payment.failed',
      'payment.authorized',
      'payment.captured',
      'order.paid',
    ]);
    assert.deepEqual(
      hooks.map((h) => [h.body.payload.payment.entity.id, h.body.payload.payment.entity.status]),
      [
        [id, 'failed'],
        [id, 'authorized'],
        [id, 'captured'],
        [id, 'captured'],
      ],
    );
    const payment = await rzp.payments.fetch(id);
    assert.equal(payment.status, 'captured');
    assert.equal(payment.error_code, null, 'no longer failed');
    const fetched = await rzp.orders.fetch(order.id);
    assert.equal(fetched.status, 'paid');
    assert.equal(fetched.attempts, 1, 'one payment, one attempt');
    assert.equal(sandbox.state.ledger.capturesOf(id).length, 1);
  });

  it('late in manual capture: authorized later, never captured by itself', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    sandbox.settings.lateAuthorizationMs = 100;
    sandbox.settings.captureMode = 'manual';
    const order = await rzp.orders.create({ amount: 40000, currency: 'INR' });
    const id = (await pay(sandbox, order.id, 'late')).body.error.metadata.payment_id;
    const hooks = await receiver.waitFor(2);
    assert.deepEqual(eventNames(hooks), ['payment.failed', 'payment.authorized']);
    assert.equal((await rzp.payments.fetch(id)).status, 'authorized');
    assert.equal((await rzp.orders.fetch(order.id)).status, 'attempted');
    assert.deepEqual(sandbox.state.ledger.capturesOf(id), []);
  });

  it('late after the order was paid by a retry: Razorpay ends up with two payments', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    sandbox.settings.lateAuthorizationMs = 300;
    const order = await rzp.orders.create({ amount: 25000, currency: 'INR' });
    const lateId = (await pay(sandbox, order.id, 'late')).body.error.metadata.payment_id;
    const retry = await pay(sandbox, order.id, 'success');
    assert.equal(retry.status, 200);
    const retryId = retry.body.razorpay_payment_id;
    assert.equal((await rzp.orders.fetch(order.id)).status, 'paid');

    await until(async () => (await rzp.payments.fetch(lateId)).status === 'captured');
    const list = await rzp.orders.fetchPayments(order.id);
    assert.deepEqual(
      list.items.map((p) => [p.id, p.status]),
      [
        [retryId, 'captured'],
        [lateId, 'captured'],
      ],
    );
    const fetched = await rzp.orders.fetch(order.id);
    assert.equal(fetched.status, 'paid');
    assert.equal(fetched.amount_paid, 25000, 'the order is not paid twice over');
    assert.equal(fetched.amount_due, 0);
    const hooks = await receiver.waitFor(7);
    const late = hooks.filter((h) => h.body.payload.payment.entity.id === lateId);
    assert.deepEqual(eventNames(late), [
      'payment.failed',
      'payment.authorized',
      'payment.captured',
      'order.paid',
    ]);
  });

  it('webhooks: false holds back every event of the payment, the late ones too', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    sandbox.settings.lateAuthorizationMs = 50;
    const order = await rzp.orders.create({ amount: 25000, currency: 'INR' });
    const id = (await pay(sandbox, order.id, 'late', { webhooks: false })).body.error.metadata
      .payment_id;
    await until(async () => (await rzp.payments.fetch(id)).status === 'captured');
    // events are queued in the same step as the state change: none were queued
    assert.deepEqual(await deliveries(sandbox), []);
    assert.equal(receiver.received.length, 0);
  });

  it('refuses an unknown outcome, naming them all', async (t) => {
    const { sandbox, rzp } = await withReceiver(t);
    const order = await rzp.orders.create({ amount: 25000, currency: 'INR' });
    const res = await pay(sandbox, order.id, 'maybe' as never);
    assert.equal(res.status, 400);
    assert.equal(res.body.error.field, 'outcome');
    assert.match(res.body.error.description, /"success", "failure", "authorized", "late"/);
    assert.equal((await rzp.orders.fetch(order.id)).attempts, 0);
  });
});
