import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type Razorpay from 'razorpay';
import type { Sandbox } from '../src/index.js';
import {
  call,
  deliveries,
  eventNames,
  pay,
  refundWithKey,
  sdkFailure,
  until,
  withReceiver,
} from './support.js';

const razorpayError = (description: string) => ({
  code: 'BAD_REQUEST_ERROR',
  description,
  source: 'NA',
  step: 'NA',
  reason: 'NA',
  metadata: {},
});

const IN_PROGRESS =
  'A previous refund request for this payment is still being processed. ' +
  'Please retry after some time.';
const NO_BALANCE =
  'Your account does not have enough balance to carry out the refund operation. ' +
  'You can add funds to your account from your Razorpay dashboard or capture new payments.';
const KEY_REUSED = 'Different request with the same idempotency key has already been processed.';

async function capturedPayment(sandbox: Sandbox, rzp: Razorpay, amount: number) {
  const order = await rzp.orders.create({ amount, currency: 'INR' });
  const res = await pay(sandbox, order.id, 'success', { webhooks: false });
  return res.body.razorpay_payment_id as string;
}

describe('refund bad days: in flight, no balance, idempotency key reused', () => {
  it('refundConflictWhilePending: 409 while a refund is pending, replays still answer', async (t) => {
    const { sandbox, rzp } = await withReceiver(t);
    const paymentId = await capturedPayment(sandbox, rzp, 50000);
    const patched = await call(`${sandbox.url}/sandbox/settings`, 'PATCH', {
      refundConflictWhilePending: true,
      refundDelayMs: 400,
    });
    assert.equal(patched.status, 200);
    const first = await refundWithKey(rzp, paymentId, { amount: 10000 }, 'refund-key-1');
    assert.equal(first.status, 'pending');

    const conflict = await sdkFailure(rzp.payments.refund(paymentId, { amount: 5000 }));
    assert.equal(conflict.statusCode, 409);
    assert.deepEqual(conflict.error, razorpayError(IN_PROGRESS));
    const keyed = await sdkFailure(refundWithKey(rzp, paymentId, { amount: 5000 }, 'refund-key-2'));
    assert.equal(keyed.statusCode, 409, 'a new key is a new refund: refused too');
    const replay = await refundWithKey(rzp, paymentId, { amount: 10000 }, 'refund-key-1');
    assert.equal(replay.id, first.id, 'the same key still answers its refund');
    assert.equal(sandbox.state.ledger.refundsOf(paymentId).length, 1);

    await until(
      async () => (await rzp.payments.fetchRefund(paymentId, first.id)).status === 'processed',
    );
    const second = await rzp.payments.refund(paymentId, { amount: 5000 });
    assert.equal(second.status, 'pending', 'accepted once nothing is pending');
    assert.equal((await rzp.payments.fetch(paymentId)).amount_refunded, 15000);

    sandbox.settings.refundConflictWhilePending = false;
    const third = await rzp.payments.refund(paymentId, { amount: 5000 });
    assert.equal(third.status, 'pending', 'off: refunds queue up while one is pending');
    assert.deepEqual(
      sandbox.state.ledger.refundRequestsOf(paymentId).map((r) => r.replayed),
      [false, true, false, false],
      'refused calls are not refund calls',
    );
  });

  it('refundBalancePaise: a refund above the balance is refused; refunds spend it, failed ones give it back', async (t) => {
    const { sandbox, rzp } = await withReceiver(t);
    const paymentId = await capturedPayment(sandbox, rzp, 50000);
    await call(`${sandbox.url}/sandbox/settings`, 'PATCH', {
      refundBalancePaise: 30000,
      refundDelayMs: 50,
    });
    const over = await sdkFailure(rzp.payments.refund(paymentId, { amount: 30001 }));
    assert.equal(over.statusCode, 400);
    assert.deepEqual(over.error, razorpayError(NO_BALANCE));
    const full = await sdkFailure(rzp.payments.refund(paymentId, {}));
    assert.equal(full.statusCode, 400, 'all that is left (50000) is above the balance too');
    assert.equal(full.error.description, NO_BALANCE);
    assert.equal((await rzp.payments.fetchMultipleRefund(paymentId)).count, 0);

    const refund = await rzp.payments.refund(paymentId, { amount: 20000 });
    assert.equal(refund.amount, 20000);
    assert.equal(sandbox.settings.refundBalancePaise, 10000, 'the refund took its amount');
    const settings = await call(`${sandbox.url}/sandbox/settings`, 'GET');
    assert.equal(settings.body.refundBalancePaise, 10000, 'shown over HTTP');
    const more = await sdkFailure(
      refundWithKey(rzp, paymentId, { amount: 10001 }, 'balance-key-1'),
    );
    assert.equal(more.statusCode, 400);
    assert.equal(more.error.description, NO_BALANCE);

    sandbox.settings.refundOutcome = 'failed';
    const failing = await rzp.payments.refund(paymentId, { amount: 10000 });
    assert.equal(sandbox.settings.refundBalancePaise, 0);
    await until(
      async () => (await rzp.payments.fetchRefund(paymentId, failing.id)).status === 'failed',
    );
    assert.equal(sandbox.settings.refundBalancePaise, 10000, 'a failed refund gives it back');

    await call(`${sandbox.url}/sandbox/settings`, 'PATCH', { refundBalancePaise: null });
    sandbox.settings.refundOutcome = 'processed';
    assert.equal((await rzp.payments.refund(paymentId, {})).amount, 30000, 'null: unlimited');
  });

  it('refundIdempotencyConflicts: the same key with another body answers 400, the same body replays', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    const order = await rzp.orders.create({ amount: 50000, currency: 'INR' });
    const paymentId = (await pay(sandbox, order.id, 'success')).body.razorpay_payment_id;
    await receiver.waitFor(3);
    await call(`${sandbox.url}/sandbox/settings`, 'PATCH', { refundIdempotencyConflicts: true });
    const body = { amount: 20000, speed: 'optimum', notes: { refundKey: 'order-7' } };
    const first = await refundWithKey(rzp, paymentId, body, 'order-7-key');
    const same = await refundWithKey(
      rzp,
      paymentId,
      { notes: { refundKey: 'order-7' }, speed: 'optimum', amount: 20000 },
      'order-7-key',
    );
    assert.equal(same.id, first.id, 'same body (in any key order): replayed');
    for (const other of [
      { ...body, amount: 20100 },
      { ...body, speed: 'normal' },
      { amount: 20000, notes: { refundKey: 'order-7' } }, // speed left out: normal
      { ...body, notes: { refundKey: 'order-8' } },
      { ...body, receipt: 'r-1' },
      {},
    ]) {
      const err = await sdkFailure(refundWithKey(rzp, paymentId, other, 'order-7-key'));
      assert.equal(err.statusCode, 400, JSON.stringify(other));
      assert.deepEqual(err.error, razorpayError(KEY_REUSED));
    }
    const { ledger } = sandbox.state;
    assert.equal(ledger.refundsOf(paymentId).length, 1, 'nothing more was refunded');
    assert.deepEqual(
      ledger.refundRequestsOf(paymentId).map((r) => [r.refund_id, r.replayed]),
      [
        [first.id, false],
        [first.id, true],
      ],
    );
    // the key is per payment: another payment may use it with any body
    const other = await capturedPayment(sandbox, rzp, 10000);
    assert.equal((await refundWithKey(rzp, other, { amount: 500 }, 'order-7-key')).amount, 500);
    await until(async () => (await deliveries(sandbox)).length >= 5);
    assert.deepEqual(
      eventNames(await receiver.waitFor(5)).slice(3),
      ['refund.created', 'refund.processed'],
      'one refund, one pair of events',
    );

    // off (the default): a different body replays the first refund
    sandbox.settings.refundIdempotencyConflicts = false;
    const lenient = await refundWithKey(rzp, paymentId, { amount: 100 }, 'order-7-key');
    assert.equal(lenient.id, first.id);
  });
});
