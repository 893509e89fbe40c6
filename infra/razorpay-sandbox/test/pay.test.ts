import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { DEFAULT_CONFIG } from '../src/index.js';
import { pay, paymentFailed, postJson, sandboxSuite } from './support.js';

const sb = sandboxSuite();

describe('POST /sandbox/pay (the checkout popup)', () => {
  it('pays an order with a signature the SDK verifies', async () => {
    const order = await sb.rzp.orders.create({ amount: 99900, currency: 'INR', receipt: 'chk_9' });
    const res = await pay(sb.sandbox, order.id, 'success');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(Object.keys(res.body).sort(), [
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = res.body;
    assert.equal(razorpay_order_id, order.id);
    assert.match(razorpay_signature, /^[0-9a-f]{64}$/);
    assert.equal(
      validatePaymentVerification(
        { order_id: razorpay_order_id, payment_id: razorpay_payment_id },
        razorpay_signature,
        DEFAULT_CONFIG.keySecret,
      ),
      true,
    );
    assert.equal(
      validatePaymentVerification(
        { order_id: razorpay_order_id, payment_id: razorpay_payment_id },
        razorpay_signature,
        'another_secret',
      ),
      false,
    );

    const paid = await sb.rzp.orders.fetch(order.id);
    assert.equal(paid.status, 'paid');
    assert.equal(paid.amount_paid, 99900);
    assert.equal(paid.amount_due, 0);
    assert.equal(paid.attempts, 1);
    const payment = await sb.rzp.payments.fetch(razorpay_payment_id);
    assert.equal(payment.status, 'captured');
    assert.equal(payment.amount, 99900);
    assert.equal(payment.email, 'void@razorpay.com', 'Razorpay’s placeholder without prefill');

    const again = await pay(sb.sandbox, order.id, 'success');
    assert.equal(again.status, 400);
    assert.match(again.body.error.description, /already been paid/);
    assert.equal((await sb.rzp.orders.fetchPayments(order.id)).count, 1);
  });

  it('fails a payment like Checkout’s payment.failed and leaves the order payable', async () => {
    const order = await sb.rzp.orders.create({ amount: 5000, currency: 'INR' });
    const res = await pay(sb.sandbox, order.id, 'failure');
    assert.equal(res.status, 400);
    const paymentId = res.body.error.metadata.payment_id;
    assert.match(paymentId, /^pay_[A-Za-z0-9]{14}$/);
    assert.deepEqual(res.body, paymentFailed(order.id, paymentId));
    const payment = await sb.rzp.payments.fetch(paymentId);
    assert.equal(payment.status, 'failed');
    assert.equal(payment.captured, false);
    assert.equal(payment.error_code, 'BAD_REQUEST_ERROR');
    assert.equal(payment.error_description, 'Payment failed');
    let fetched = await sb.rzp.orders.fetch(order.id);
    assert.equal(fetched.status, 'attempted');
    assert.equal(fetched.attempts, 1);
    assert.equal(fetched.amount_paid, 0);
    assert.equal(fetched.amount_due, 5000);

    const retry = await pay(sb.sandbox, order.id, 'success');
    assert.equal(retry.status, 200);
    fetched = await sb.rzp.orders.fetch(order.id);
    assert.equal(fetched.status, 'paid');
    assert.equal(fetched.attempts, 2);
  });

  it('refuses unknown orders and malformed requests', async () => {
    const order = await sb.rzp.orders.create({ amount: 5000, currency: 'INR' });
    const unknown = await pay(sb.sandbox, 'order_DoesNotExist01', 'success');
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.error.description, /does not exist/);
    const outcome = await postJson(`${sb.sandbox.url}/sandbox/pay`, {
      key: DEFAULT_CONFIG.keyId,
      order_id: order.id,
      outcome: 'maybe',
    });
    assert.equal(outcome.status, 400);
    assert.equal(outcome.body.error.field, 'outcome');
    const missing = await postJson(`${sb.sandbox.url}/sandbox/pay`, { key: DEFAULT_CONFIG.keyId });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.error.field, 'order_id');
    const res = await fetch(`${sb.sandbox.url}/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    assert.equal(res.status, 400);
    assert.equal(
      ((await res.json()) as { error: { code: string } }).error.code,
      'BAD_REQUEST_ERROR',
    );
    assert.equal((await sb.rzp.orders.fetch(order.id)).attempts, 0);
  });
});
