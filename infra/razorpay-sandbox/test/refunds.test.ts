import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Razorpay from 'razorpay';
import type { Sandbox } from '../src/index.js';
import {
  deliveries,
  eventNames,
  pay,
  refundWithKey,
  sdkFailure,
  until,
  withReceiver,
} from './support.js';

async function capturedPayment(sandbox: Sandbox, rzp: Razorpay, amount: number) {
  const order = await rzp.orders.create({ amount, currency: 'INR' });
  const res = await pay(sandbox, order.id, 'success', { webhooks: false });
  return res.body.razorpay_payment_id as string;
}

describe('refunds: pending, then processed or failed, with webhooks', () => {
  it('sends refund.created then refund.processed with the refund and the payment', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    const order = await rzp.orders.create({ amount: 50000, currency: 'INR' });
    const paymentId = (await pay(sandbox, order.id, 'success')).body.razorpay_payment_id;
    await receiver.waitFor(3);
    sandbox.settings.refundDelayMs = 300;
    const refund = await refundWithKey(rzp, paymentId, { amount: 20000 }, 'k1');
    assert.equal(refund.status, 'pending');
    assert.equal((await rzp.payments.fetchRefund(paymentId, refund.id)).status, 'pending');
    const [created, processed] = (await receiver.waitFor(5)).slice(3);
    assert.equal(created?.body.event, 'refund.created');
    assert.deepEqual(created?.body.contains, ['refund', 'payment']);
    assert.equal(created?.body.payload.refund.entity.id, refund.id);
    assert.equal(created?.body.payload.refund.entity.status, 'pending');
    assert.equal(created?.body.payload.payment.entity.id, paymentId);
    assert.equal(created?.body.payload.payment.entity.amount_refunded, 20000);
    assert.equal(processed?.body.event, 'refund.processed');
    assert.deepEqual(processed?.body.contains, ['refund', 'payment']);
    assert.equal(processed?.body.payload.refund.entity.status, 'processed');
    assert.deepEqual(
      processed?.body.payload.refund.entity,
      await rzp.payments.fetchRefund(paymentId, refund.id),
    );
    const listed = (await deliveries(sandbox)).slice(3);
    assert.deepEqual(
      listed.map((d) => [d.event, d.payment_id, d.refund_id, d.delivered]),
      [
        ['refund.created', paymentId, refund.id, true],
        ['refund.processed', paymentId, refund.id, true],
      ],
    );
    const payment = await rzp.payments.fetch(paymentId);
    assert.equal(payment.amount_refunded, 20000);
    assert.equal(payment.refund_status, 'partial');
    assert.equal(payment.status, 'captured');
  });

  it('fails a refund with refundOutcome failed: the amount is refundable again', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    const paymentId = await capturedPayment(sandbox, rzp, 50000);
    sandbox.settings.refundOutcome = 'failed';
    const refund = await rzp.payments.refund(paymentId, { amount: 30000 });
    assert.equal(refund.status, 'pending');
    let payment = await rzp.payments.fetch(paymentId);
    assert.equal(payment.amount_refunded, 30000, 'pending counts');
    // no more than what is left while it is pending
    const over = await sdkFailure(rzp.payments.refund(paymentId, { amount: 20001 }));
    assert.equal(over.statusCode, 400);
    assert.match(over.error.description, /20001 asked, 20000 left/);

    await until(
      async () => (await rzp.payments.fetchRefund(paymentId, refund.id)).status === 'failed',
    );
    payment = await rzp.payments.fetch(paymentId);
    assert.equal(payment.amount_refunded, 0, 'a failed refund gives its amount back');
    assert.equal(payment.refund_status, null);
    assert.equal(payment.status, 'captured');
    // events of a payment made with webhooks: false are never sent; refunds included
    assert.equal(receiver.received.length, 0);

    sandbox.settings.refundOutcome = 'processed';
    const full = await rzp.payments.refund(paymentId, {});
    assert.equal(full.amount, 50000);
    await until(async () => (await rzp.payments.fetch(paymentId)).status === 'refunded');
    payment = await rzp.payments.fetch(paymentId);
    assert.equal(payment.amount_refunded, 50000);
    assert.equal(payment.refund_status, 'full');
    assert.deepEqual(
      (await rzp.payments.fetchMultipleRefund(paymentId)).items.map((r) => r.status),
      ['processed', 'failed'],
    );
  });

  it('takes the outcome set when the refund was created, and sends refund.failed', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    const order = await rzp.orders.create({ amount: 10000, currency: 'INR' });
    const paymentId = (await pay(sandbox, order.id, 'success')).body.razorpay_payment_id;
    await receiver.waitFor(3);
    sandbox.settings.refundOutcome = 'failed';
    sandbox.settings.refundDelayMs = 200;
    const refund = await rzp.payments.refund(paymentId, {});
    sandbox.settings.refundOutcome = 'processed';
    const hooks = (await receiver.waitFor(5)).slice(3);
    assert.deepEqual(eventNames(hooks), ['refund.created', 'refund.failed']);
    assert.equal(hooks[1]?.body.payload.refund.entity.id, refund.id);
    assert.equal(hooks[1]?.body.payload.refund.entity.status, 'failed');
    assert.equal(hooks[1]?.body.payload.payment.entity.amount_refunded, 0);
    assert.equal((await rzp.payments.fetchRefund(paymentId, refund.id)).status, 'failed');
  });

  it('scopes idempotency keys to a payment and counts refund calls', async (t) => {
    const { sandbox, rzp } = await withReceiver(t);
    const a = await capturedPayment(sandbox, rzp, 10000);
    const b = await capturedPayment(sandbox, rzp, 10000);
    const first = await refundWithKey(rzp, a, { amount: 1000 }, 'order-42');
    const other = await refundWithKey(rzp, b, { amount: 1000 }, 'order-42');
    assert.notEqual(first.id, other.id, 'the same key on another payment is another refund');
    const replays = await Promise.all([
      refundWithKey(rzp, a, { amount: 1000 }, 'order-42'),
      refundWithKey(rzp, a, { amount: 1000 }, 'order-42'),
    ]);
    assert.deepEqual(
      replays.map((r) => r.id),
      [first.id, first.id],
    );
    const { ledger } = sandbox.state;
    const calls = ledger.refundRequestsOf(a);
    assert.equal(calls.filter((c) => !c.replayed).length, 1, 'exactly one refund created');
    assert.equal(calls.filter((c) => c.replayed).length, 2);
    assert.equal(ledger.refundsOf(a).length, 1);
    assert.equal((await rzp.payments.fetch(a)).amount_refunded, 1000);
  });

  it('refuses to refund an authorized payment until it is captured', async (t) => {
    const { sandbox, rzp } = await withReceiver(t);
    const order = await rzp.orders.create({ amount: 10000, currency: 'INR' });
    const id = (await pay(sandbox, order.id, 'authorized', { webhooks: false })).body
      .razorpay_payment_id;
    const refused = await sdkFailure(refundWithKey(rzp, id, { amount: 1000 }, 'k'));
    assert.equal(refused.statusCode, 400);
    assert.match(refused.error.description, /Only captured payments can be refunded/);
    assert.equal((await rzp.payments.fetchMultipleRefund(id)).count, 0);
    assert.deepEqual(sandbox.state.ledger.refundRequestsOf(id), []);
    await rzp.payments.capture(id, 10000, 'INR');
    const refund = await refundWithKey(rzp, id, { amount: 1000 }, 'k');
    assert.equal(refund.amount, 1000, 'the refused call did not use up the key');
  });
});
