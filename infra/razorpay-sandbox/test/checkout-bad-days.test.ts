import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { call, pay, sandboxSuite, sdkFailure } from './support.js';

const sb = sandboxSuite();

describe('checkout bad days: the per-payment maximum, a second payment while one is held', () => {
  afterEach(async () => {
    assert.equal((await call(`${sb.sandbox.url}/sandbox/settings/reset`, 'POST')).status, 200);
  });

  it('has no maximum by default: a ₹2 crore order is accepted', async () => {
    const order = await sb.rzp.orders.create({ amount: 2_000_000_000, currency: 'INR' });
    assert.equal(order.amount, 2_000_000_000);
  });

  it('maxAmountPaise: an order above it answers Razorpay’s exact 400, at it is accepted', async () => {
    const patched = await call(`${sb.sandbox.url}/sandbox/settings`, 'PATCH', {
      maxAmountPaise: 50_000_000,
    });
    assert.equal(patched.status, 200);
    const orders = sb.sandbox.state.ledger.orders.size;
    const err = await sdkFailure(sb.rzp.orders.create({ amount: 50_000_001, currency: 'INR' }));
    assert.equal(err.statusCode, 400);
    assert.deepEqual(err.error, {
      code: 'BAD_REQUEST_ERROR',
      description: 'Amount exceeds maximum amount allowed.',
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      field: 'amount',
    });
    assert.equal(sb.sandbox.state.ledger.orders.size, orders, 'nothing was created');
    const atLimit = await sb.rzp.orders.create({ amount: 50_000_000, currency: 'INR' });
    assert.equal(atLimit.status, 'created');
  });

  it('refuseWhileAuthorized: no second payment while one is authorized, again once it is captured', async () => {
    const order = await sb.rzp.orders.create({ amount: 30000, currency: 'INR' });
    const first = await pay(sb.sandbox, order.id, 'authorized', { webhooks: false });
    const heldId = first.body.razorpay_payment_id as string;
    // off (the default): a second payment is taken, as late authorisations need
    assert.equal((await pay(sb.sandbox, order.id, 'failure', { webhooks: false })).status, 400);
    assert.equal((await sb.rzp.orders.fetchPayments(order.id)).count, 2);

    await call(`${sb.sandbox.url}/sandbox/settings`, 'PATCH', { refuseWhileAuthorized: true });
    const refused = await pay(sb.sandbox, order.id, 'success', { webhooks: false });
    assert.equal(refused.status, 400);
    assert.equal(refused.headers.get('access-control-allow-origin'), '*', 'the popup reads it');
    assert.deepEqual(refused.body, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description:
          'This order already has an authorized payment. ' +
          'Another payment can be made only after it is captured or refunded.',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: { order_id: order.id, payment_id: heldId },
      },
    });
    const fetched = await sb.rzp.orders.fetch(order.id);
    assert.equal(fetched.attempts, 2, 'no attempt recorded');
    assert.equal((await sb.rzp.orders.fetchPayments(order.id)).count, 2);

    // an order without a held payment pays as usual
    const other = await sb.rzp.orders.create({ amount: 30000, currency: 'INR' });
    assert.equal((await pay(sb.sandbox, other.id, 'failure', { webhooks: false })).status, 400);
    assert.equal((await pay(sb.sandbox, other.id, 'success', { webhooks: false })).status, 200);

    // once the held payment is captured the order is paid: "already been paid" as before
    await sb.rzp.payments.capture(heldId, 30000, 'INR');
    const paid = await pay(sb.sandbox, order.id, 'success', { webhooks: false });
    assert.equal(paid.status, 400);
    assert.match(paid.body.error.description, /already been paid/);
  });
});
