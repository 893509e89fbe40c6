import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CONFIG } from '../src/index.js';
import { pay, sandboxSuite, sdk, sdkFailure, type SdkError } from './support.js';

const sb = sandboxSuite();

describe('orders through the razorpay SDK', () => {
  it('creates an order with Razorpay’s shape', async () => {
    const before = Math.floor(Date.now() / 1000);
    const order = await sdk(sb.sandbox).orders.create({
      amount: 123450,
      currency: 'INR',
      receipt: 'chk_1',
      notes: { checkoutId: 'chk_1' },
      partial_payment: false,
    });
    assert.match(order.id, /^order_[A-Za-z0-9]{14}$/);
    assert.equal(order.created_at >= before && order.created_at <= before + 5, true);
    assert.deepEqual(order, {
      id: order.id,
      entity: 'order',
      amount: 123450,
      amount_paid: 0,
      amount_due: 123450,
      currency: 'INR',
      receipt: 'chk_1',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { checkoutId: 'chk_1' },
      created_at: order.created_at,
    });
  });

  it('returns empty notes as [] like Razorpay', async () => {
    const order = await sdk(sb.sandbox).orders.create({ amount: 100, currency: 'INR' });
    assert.deepEqual(order.notes, []);
    assert.equal(order.receipt, null);
  });

  it('fetches an order, answers 400 for an unknown id like Razorpay, 404 for unknown routes', async () => {
    const { rzp } = sb;
    const created = await rzp.orders.create({ amount: 50000, currency: 'INR', receipt: 'r' });
    assert.deepEqual(await rzp.orders.fetch(created.id), created);
    for (const call of [
      rzp.orders.fetch('order_DoesNotExist01'),
      rzp.orders.fetchPayments('order_DoesNotExist01'),
    ]) {
      const err = await sdkFailure(call);
      assert.equal(err.statusCode, 400);
      assert.equal(err.error.code, 'BAD_REQUEST_ERROR');
      assert.equal(err.error.description, 'The id provided does not exist');
    }
    const auth = Buffer.from(`${DEFAULT_CONFIG.keyId}:${DEFAULT_CONFIG.keySecret}`).toString(
      'base64',
    );
    const route = await fetch(`${sb.sandbox.url}/v1/nowhere/${created.id}`, {
      headers: { authorization: `Basic ${auth}` },
    });
    assert.equal(route.status, 404, 'an unknown route is still a 404');
    assert.match(((await route.json()) as SdkError).error.description, /not found/);
  });

  it('lists an order’s payments newest first, failed ones included', async () => {
    const { rzp } = sb;
    const order = await rzp.orders.create({ amount: 25000, currency: 'INR', receipt: 'r2' });
    assert.deepEqual(await rzp.orders.fetchPayments(order.id), {
      entity: 'collection',
      count: 0,
      items: [],
    });
    const failed = await pay(sb.sandbox, order.id, 'failure', { webhooks: false });
    const paid = await pay(sb.sandbox, order.id, 'success', { webhooks: false });
    const list = await rzp.orders.fetchPayments(order.id);
    assert.equal(list.entity, 'collection');
    assert.equal(list.count, 2);
    assert.deepEqual(
      list.items.map((p) => [p.id, p.status]),
      [
        [paid.body.razorpay_payment_id, 'captured'],
        [failed.body.error.metadata.payment_id, 'failed'],
      ],
    );
    const fetched = await rzp.orders.fetch(order.id);
    assert.equal(fetched.status, 'paid');
    assert.equal(fetched.attempts, 2);
    assert.equal(fetched.amount_paid, 25000);
    assert.equal(fetched.amount_due, 0);
  });

  it('refuses amounts below one rupee, fractions and other currencies', async () => {
    const { rzp } = sb;
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ amount: 99, currency: 'INR' }, 'amount', /atleast INR 1\.00/],
      [{ amount: 100.5, currency: 'INR' }, 'amount', /integer/],
      [{ currency: 'INR' }, 'amount', /amount field is required/],
      [{ amount: 1000, currency: 'USD' }, 'currency', /USD is not supported/],
      [{ amount: 1000, currency: 'INR', receipt: 'x'.repeat(41) }, 'receipt', /40 characters/],
      [{ amount: 1000, currency: 'INR', notes: 'text' }, 'notes', /key\/value/],
      [{ amount: 1000, currency: 'INR', partial_payment: 'yes' }, 'partial_payment', /true/],
    ];
    for (const [params, field, description] of cases) {
      const err = await sdkFailure(rzp.orders.create(params as never));
      assert.equal(err.statusCode, 400, JSON.stringify(params));
      assert.equal(err.error.code, 'BAD_REQUEST_ERROR');
      assert.equal(err.error.field, field);
      assert.match(err.error.description, description);
    }
    assert.equal(
      [...sb.sandbox.state.ledger.orders.values()].some((o) => o.amount === 99),
      false,
      'a refused order is not stored',
    );
  });

  it('validates an order’s payment capture settings and keeps them off the entity', async () => {
    const auto = (options: object) => ({
      capture: 'automatic',
      capture_options: { automatic_expiry_period: 12, refund_speed: 'normal', ...options },
    });
    const AEP = 'payment.capture_options.automatic_expiry_period';
    const MEP = 'payment.capture_options.manual_expiry_period';
    const cases: Array<[unknown, string]> = [
      ['manual', 'payment'],
      [{ capture: 'later' }, 'payment.capture'],
      [{}, 'payment.capture'],
      [{ capture: 'manual', capture_options: 'soon' }, 'payment.capture_options'],
      [{ capture: 'automatic', capture_options: { refund_speed: 'normal' } }, AEP],
      [auto({ automatic_expiry_period: 11 }), AEP],
      [auto({ automatic_expiry_period: 12.5 }), AEP],
      [auto({ automatic_expiry_period: 30, manual_expiry_period: 20 }), MEP],
      [auto({ manual_expiry_period: 7201 }), MEP],
      [
        { capture: 'manual', capture_options: { manual_expiry_period: 60 } },
        'payment.capture_options.refund_speed',
      ],
      [auto({ refund_speed: 'instant' }), 'payment.capture_options.refund_speed'],
    ];
    const { ledger } = sb.sandbox.state;
    const before = ledger.orders.size;
    for (const [payment, field] of cases) {
      const params = { amount: 1000, currency: 'INR', payment };
      const err = await sdkFailure(sb.rzp.orders.create(params as never));
      assert.equal(err.statusCode, 400, JSON.stringify(payment));
      assert.equal(err.error.code, 'BAD_REQUEST_ERROR');
      assert.equal(err.error.field, field, JSON.stringify(payment));
    }
    assert.equal(ledger.orders.size, before, 'no refused order is stored');

    const payment = auto({ manual_expiry_period: 7200, refund_speed: 'optimum' });
    const created = await sb.rzp.orders.create({ amount: 1000, currency: 'INR', payment } as never);
    assert.equal('payment' in created, false, 'kept out of Razorpay’s order entity');
    assert.deepEqual(ledger.orderPayment.get(created.id), payment);
    assert.deepEqual(await sb.rzp.orders.fetch(created.id), created);
    const manual = await sb.rzp.orders.create({
      amount: 1000,
      currency: 'INR',
      payment: { capture: 'manual' },
    } as never);
    assert.deepEqual(ledger.orderPayment.get(manual.id), { capture: 'manual' });
  });
});
