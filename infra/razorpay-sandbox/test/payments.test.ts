import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pay, refundWithKey, sandboxSuite, sdkFailure, until } from './support.js';

const sb = sandboxSuite();

describe('payments and refunds through the razorpay SDK', () => {
  async function paidOrder(amount: number): Promise<{ orderId: string; paymentId: string }> {
    const order = await sb.rzp.orders.create({ amount, currency: 'INR', receipt: 'chk' });
    const res = await pay(sb.sandbox, order.id, 'success', {
      webhooks: false,
      email: 'asha@example.com',
      contact: '+919876543210',
      description: 'Ashwagandha x2',
      notes: { checkoutId: 'chk' },
    });
    assert.equal(res.status, 200);
    return { orderId: order.id, paymentId: res.body.razorpay_payment_id };
  }

  it('fetches a captured payment', async () => {
    const { orderId, paymentId } = await paidOrder(123450);
    const payment = await sb.rzp.payments.fetch(paymentId);
    assert.match(payment.id, /^pay_[A-Za-z0-9]{14}$/);
    assert.equal(payment.entity, 'payment');
    assert.equal(payment.amount, 123450);
    assert.equal(payment.currency, 'INR');
    assert.equal(payment.status, 'captured');
    assert.equal(payment.captured, true);
    assert.equal(payment.order_id, orderId);
    assert.equal(payment.method, 'card');
    assert.equal(payment.amount_refunded, 0);
    assert.equal(payment.refund_status, null);
    assert.equal(payment.description, 'Ashwagandha x2');
    assert.equal(payment.email, 'asha@example.com');
    assert.equal(payment.contact, '+919876543210');
    assert.deepEqual(payment.notes, { checkoutId: 'chk' });
    assert.equal(payment.error_code, null);
    assert.equal(payment.error_description, null);
    assert.equal(typeof payment.created_at, 'number');
    const unknown = await sdkFailure(sb.rzp.payments.fetch('pay_DoesNotExist001'));
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.error.description, 'The id provided does not exist');
  });

  it('makes refunds idempotent on X-Refund-Idempotency, not the receipt, and tracks them', async () => {
    const { paymentId } = await paidOrder(50000);
    const ledger = sb.sandbox.state.ledger;
    const first = await refundWithKey(
      sb.rzp,
      paymentId,
      { amount: 20000, receipt: 'rfnd-1', notes: { reason: 'damaged' }, speed: 'optimum' },
      'key-1',
    );
    assert.match(first.id, /^rfnd_[A-Za-z0-9]{14}$/);
    assert.equal(first.entity, 'refund');
    assert.equal(first.amount, 20000);
    assert.equal(first.currency, 'INR');
    assert.equal(first.payment_id, paymentId);
    assert.equal(first.receipt, 'rfnd-1');
    assert.deepEqual(first.notes, { reason: 'damaged' });
    assert.equal(first.status, 'pending', 'a refund starts pending');
    assert.equal(first.speed_processed, 'normal');
    assert.equal(first.speed_requested, 'optimum');

    const again = await refundWithKey(sb.rzp, paymentId, { amount: 20000 }, 'key-1');
    assert.equal(again.id, first.id, 'same key, same refund');
    assert.equal(again.amount, 20000);
    let payment = await sb.rzp.payments.fetch(paymentId);
    assert.equal(payment.amount_refunded, 20000, 'a pending refund counts');
    assert.equal(payment.refund_status, 'partial');
    assert.equal(payment.status, 'captured');

    // the receipt is only stored: the same receipt without a key is a second refund
    const second = await sb.rzp.payments.refund(paymentId, { amount: 10000, receipt: 'rfnd-1' });
    assert.notEqual(second.id, first.id);
    assert.equal(second.receipt, 'rfnd-1');
    const rest = await refundWithKey(sb.rzp, paymentId, {}, 'key-2');
    assert.equal(rest.amount, 20000, 'no amount refunds what is left');
    payment = await sb.rzp.payments.fetch(paymentId);
    assert.equal(payment.amount_refunded, 50000);
    assert.equal(payment.refund_status, 'full');
    assert.equal(payment.status, 'captured', 'refunded only once the refunds are processed');
    await until(
      async () => (await sb.rzp.payments.fetch(paymentId)).status === 'refunded',
      5000,
      'the refunds to be processed',
    );

    const list = await sb.rzp.payments.fetchMultipleRefund(paymentId);
    assert.equal(list.entity, 'collection');
    assert.equal(list.count, 3);
    assert.deepEqual(
      list.items.map((r) => [r.id, r.status]),
      [
        [rest.id, 'processed'],
        [second.id, 'processed'],
        [first.id, 'processed'],
      ],
    );
    const paged = await sb.rzp.payments.fetchMultipleRefund(paymentId, { count: 1, skip: 2 });
    assert.deepEqual(
      paged.items.map((r) => r.id),
      [first.id],
    );
    assert.deepEqual(await sb.rzp.payments.fetchRefund(paymentId, first.id), {
      ...first,
      status: 'processed',
    });
    const late = await refundWithKey(sb.rzp, paymentId, { amount: 100 }, 'key-1');
    assert.equal(late.id, first.id, 'a repeated key still answers once the payment is refunded');
    assert.equal(late.status, 'processed', 'with the refund as it is now');
    assert.deepEqual(
      ledger.refundRequestsOf(paymentId).map((r) => [r.refund_id, r.idempotency_key, r.replayed]),
      [
        [first.id, 'key-1', false],
        [first.id, 'key-1', true],
        [second.id, null, false],
        [rest.id, 'key-2', false],
        [first.id, 'key-1', true],
      ],
    );
    assert.equal(ledger.refundsOf(paymentId).length, 3);
  });

  it('refuses to refund more than is left', async () => {
    const { paymentId } = await paidOrder(10000);
    const over = await sdkFailure(sb.rzp.payments.refund(paymentId, { amount: 10001 }));
    assert.equal(over.statusCode, 400);
    assert.equal(over.error.code, 'BAD_REQUEST_ERROR');
    assert.match(over.error.description, /greater than amount captured/);

    await sb.rzp.payments.refund(paymentId, { amount: 6000 });
    const rest = await sdkFailure(sb.rzp.payments.refund(paymentId, { amount: 4001 }));
    assert.equal(rest.statusCode, 400);
    assert.match(rest.error.description, /4001 asked, 4000 left/);
    await sb.rzp.payments.refund(paymentId, { amount: 4000 });
    const none = await sdkFailure(sb.rzp.payments.refund(paymentId, {}));
    assert.equal(none.statusCode, 400);
    assert.match(none.error.description, /fully refunded already/);
    assert.equal((await sb.rzp.payments.fetch(paymentId)).amount_refunded, 10000);
    assert.equal((await sb.rzp.payments.fetchMultipleRefund(paymentId)).count, 2);
  });

  it('refuses to refund a failed payment or tiny and odd amounts', async () => {
    const order = await sb.rzp.orders.create({ amount: 10000, currency: 'INR' });
    const failed = await pay(sb.sandbox, order.id, 'failure', { webhooks: false });
    const failedId: string = failed.body.error.metadata.payment_id;
    const err = await sdkFailure(sb.rzp.payments.refund(failedId, { amount: 1000 }));
    assert.equal(err.statusCode, 400);
    assert.match(err.error.description, /Only captured payments/);
    assert.equal((await sb.rzp.payments.fetchMultipleRefund(failedId)).count, 0);

    const { paymentId } = await paidOrder(10000);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ amount: 50 }, /atleast INR 1\.00/],
      [{ amount: '100' }, /integer/],
      [{ amount: 100, speed: 'instant' }, /normal or optimum/],
    ];
    for (const [params, description] of cases) {
      const bad = await sdkFailure(sb.rzp.payments.refund(paymentId, params as never));
      assert.equal(bad.statusCode, 400);
      assert.match(bad.error.description, description);
    }
    assert.equal((await sb.rzp.payments.fetch(paymentId)).amount_refunded, 0);
    const unknown = await sdkFailure(
      sb.rzp.payments.refund('pay_DoesNotExist001', { amount: 100 }),
    );
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.error.description, 'The id provided does not exist');
    const unknownRefund = await sdkFailure(
      sb.rzp.payments.fetchRefund(paymentId, 'rfnd_DoesNotExist01'),
    );
    assert.equal(unknownRefund.statusCode, 400);
    assert.equal(unknownRefund.error.description, 'The id provided does not exist');
    const unknownList = await sdkFailure(
      sb.rzp.payments.fetchMultipleRefund('pay_DoesNotExist001'),
    );
    assert.equal(unknownList.statusCode, 400);
  });
});
