import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pay, sandboxSuite, sdkFailure } from './support.js';

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
    assert.equal((await sdkFailure(sb.rzp.payments.fetch('pay_DoesNotExist001'))).statusCode, 404);
  });

  it('makes refunds idempotent on the receipt and tracks what was refunded', async () => {
    const { paymentId } = await paidOrder(50000);
    const first = await sb.rzp.payments.refund(paymentId, {
      amount: 20000,
      receipt: 'rfnd-1',
      notes: { reason: 'damaged' },
      speed: 'optimum',
    });
    assert.match(first.id, /^rfnd_[A-Za-z0-9]{14}$/);
    assert.equal(first.entity, 'refund');
    assert.equal(first.amount, 20000);
    assert.equal(first.currency, 'INR');
    assert.equal(first.payment_id, paymentId);
    assert.equal(first.receipt, 'rfnd-1');
    assert.deepEqual(first.notes, { reason: 'damaged' });
    assert.equal(first.status, 'processed');
    assert.equal(first.speed_processed, 'normal');
    assert.equal(first.speed_requested, 'optimum');

    const again = await sb.rzp.payments.refund(paymentId, { amount: 20000, receipt: 'rfnd-1' });
    assert.deepEqual(again, first, 'same receipt, same refund');
    let payment = await sb.rzp.payments.fetch(paymentId);
    assert.equal(payment.amount_refunded, 20000);
    assert.equal(payment.refund_status, 'partial');
    assert.equal(payment.status, 'captured');

    const rest = await sb.rzp.payments.refund(paymentId, { receipt: 'rfnd-2' });
    assert.equal(rest.amount, 30000, 'no amount refunds what is left');
    payment = await sb.rzp.payments.fetch(paymentId);
    assert.equal(payment.amount_refunded, 50000);
    assert.equal(payment.refund_status, 'full');
    assert.equal(payment.status, 'refunded');

    const list = await sb.rzp.payments.fetchMultipleRefund(paymentId);
    assert.equal(list.entity, 'collection');
    assert.equal(list.count, 2);
    assert.deepEqual(
      list.items.map((r) => r.id),
      [rest.id, first.id],
    );
    const paged = await sb.rzp.payments.fetchMultipleRefund(paymentId, { count: 1, skip: 1 });
    assert.deepEqual(
      paged.items.map((r) => r.id),
      [first.id],
    );
    assert.deepEqual(await sb.rzp.payments.fetchRefund(paymentId, first.id), first);
    assert.deepEqual(
      await sb.rzp.payments.refund(paymentId, { receipt: 'rfnd-1' }),
      first,
      'a repeated receipt still answers after the payment is fully refunded',
    );
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
    assert.equal(unknown.statusCode, 404);
  });
});
