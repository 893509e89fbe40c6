import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Sandbox } from '../src/index.js';
import {
  call,
  eventNames,
  pay,
  sdkFailure,
  until,
  webhooksAtRest,
  withReceiver,
  type Receiver,
} from './support.js';

const DAY = 24 * 3600_000;
const MANUAL = { capture: 'manual' };

describe('authorizations not captured in time are auto-refunded', () => {
  it('after 3 days by default: refunded in full, no longer capturable, refund.created and refund.processed', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    const order = await rzp.orders.create({
      amount: 40000,
      currency: 'INR',
      payment: MANUAL,
    } as never);
    const id = (await pay(sandbox, order.id, 'success')).body.razorpay_payment_id as string;
    await receiver.waitFor(1);
    sandbox.settings.clockOffsetMs = 3 * DAY - 60_000;
    assert.equal((await rzp.payments.fetch(id)).status, 'authorized', 'a minute to go');
    await call(`${sandbox.url}/sandbox/settings`, 'PATCH', { clockOffsetMs: 3 * DAY + 1000 });

    const payment = await rzp.payments.fetch(id);
    assert.equal(payment.status, 'refunded');
    assert.equal(payment.captured, false);
    assert.equal(payment.amount_refunded, 40000);
    assert.equal(payment.refund_status, 'full');
    const refunds = await rzp.payments.fetchMultipleRefund(id);
    assert.equal(refunds.count, 1);
    const [refund] = refunds.items;
    assert.equal(refund?.amount, 40000);
    assert.equal(refund?.status, 'processed');
    assert.equal(refund?.speed_requested, 'normal');
    assert.deepEqual(sandbox.state.ledger.refundRequestsOf(id), [], 'no refund call made it');
    assert.deepEqual(sandbox.state.ledger.capturesOf(id), []);
    assert.equal((await rzp.orders.fetch(order.id)).status, 'attempted');

    const capture = await sdkFailure(rzp.payments.capture(id, 40000, 'INR'));
    assert.equal(capture.statusCode, 400);
    assert.match(capture.error.description, /Only payments which have been authorized/);
    const refundAgain = await sdkFailure(rzp.payments.refund(id, {}));
    assert.equal(refundAgain.statusCode, 400);
    assert.match(refundAgain.error.description, /fully refunded/);

    const hooks = await receiver.waitFor(3);
    assert.deepEqual(eventNames(hooks), [
      'payment.authorized',
      'refund.created',
      'refund.processed',
    ]);
    const [, created, processed] = hooks;
    assert.equal(created?.body.payload.refund.entity.id, refund?.id);
    assert.equal(created?.body.payload.refund.entity.status, 'pending');
    assert.equal(created?.body.payload.payment.entity.status, 'authorized');
    assert.equal(
      created?.body.payload.payment.entity.captured,
      false,
      'Razorpay’s auto-refund mark',
    );
    assert.deepEqual(processed?.body.payload.refund.entity, refund);
    assert.deepEqual(processed?.body.payload.payment.entity, payment);
    await sweptThenCount(sandbox, receiver, 3);
  });

  it('after the order’s manual_expiry_period when it gave one', async (t) => {
    const { sandbox, rzp } = await withReceiver(t);
    const order = await rzp.orders.create({
      amount: 20000,
      currency: 'INR',
      payment: {
        capture: 'manual',
        capture_options: { manual_expiry_period: 20, refund_speed: 'normal' },
      },
    } as never);
    const id = (await pay(sandbox, order.id, 'success', { webhooks: false })).body
      .razorpay_payment_id as string;
    sandbox.settings.clockOffsetMs = 19 * 60_000;
    assert.equal((await rzp.payments.fetch(id)).status, 'authorized');
    sandbox.settings.clockOffsetMs = 21 * 60_000;
    const listed = await rzp.orders.fetchPayments(order.id);
    assert.equal(listed.items[0]?.status, 'refunded', 'the order’s payment list shows it too');
    assert.equal((await rzp.payments.fetch(id)).amount_refunded, 20000);
  });

  it('follows authorizationLapseMs; null never lapses; a captured payment is untouched', async (t) => {
    const { sandbox, rzp } = await withReceiver(t);
    await call(`${sandbox.url}/sandbox/settings`, 'PATCH', { authorizationLapseMs: null });
    const held = await rzp.orders.create({ amount: 10000, currency: 'INR' });
    const heldId = (await pay(sandbox, held.id, 'authorized', { webhooks: false })).body
      .razorpay_payment_id as string;
    const paid = await rzp.orders.create({ amount: 10000, currency: 'INR' });
    const paidId = (await pay(sandbox, paid.id, 'success', { webhooks: false })).body
      .razorpay_payment_id as string;
    sandbox.settings.clockOffsetMs = 30 * DAY;
    assert.equal((await rzp.payments.fetch(heldId)).status, 'authorized', 'null: never');
    assert.equal((await rzp.payments.capture(heldId, 10000, 'INR')).status, 'captured');

    sandbox.settings.clockOffsetMs = 0;
    sandbox.settings.authorizationLapseMs = 60_000;
    const short = await rzp.orders.create({ amount: 10000, currency: 'INR' });
    const shortId = (await pay(sandbox, short.id, 'authorized', { webhooks: false })).body
      .razorpay_payment_id as string;
    sandbox.settings.clockOffsetMs = 2 * 60_000;
    const ledger = (await call(`${sandbox.url}/sandbox/ledger`, 'GET')).body;
    const statuses = Object.fromEntries(
      (ledger.payments as { id: string; status: string }[]).map((p) => [p.id, p.status]),
    );
    assert.equal(statuses[shortId], 'refunded', 'GET /sandbox/ledger sweeps first');
    assert.equal(statuses[paidId], 'captured');
    assert.equal(statuses[heldId], 'captured');
  });

  it('lapses in the background too, without any read', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    sandbox.settings.authorizationLapseMs = 1500;
    const order = await rzp.orders.create({ amount: 10000, currency: 'INR' });
    const id = (await pay(sandbox, order.id, 'authorized')).body.razorpay_payment_id as string;
    const live = sandbox.state.ledger.payments.get(id);
    assert.equal(live?.status, 'authorized');
    await until(() => live?.status === 'refunded', 5000, 'the background auto-refund');
    assert.deepEqual(eventNames(await receiver.waitFor(3)), [
      'payment.authorized',
      'refund.created',
      'refund.processed',
    ]);
  });

  it('a lapsed authorization no longer blocks a new payment under refuseWhileAuthorized', async (t) => {
    const { sandbox, rzp } = await withReceiver(t);
    await call(`${sandbox.url}/sandbox/settings`, 'PATCH', { refuseWhileAuthorized: true });
    const order = await rzp.orders.create({ amount: 10000, currency: 'INR' });
    await pay(sandbox, order.id, 'authorized', { webhooks: false });
    assert.equal((await pay(sandbox, order.id, 'success', { webhooks: false })).status, 400);
    sandbox.settings.clockOffsetMs = 4 * DAY;
    const retry = await pay(sandbox, order.id, 'success', { webhooks: false });
    assert.equal(retry.status, 200);
    assert.equal((await rzp.orders.fetch(order.id)).status, 'paid');
  });
});

/**
 * Nothing more arrives than `count` webhooks: another sweep of lapsed authorizations (the one
 * `GET /sandbox/ledger` runs first, the same as the background one every second) queues no
 * event again, and every event queued has been delivered.
 */
async function sweptThenCount(sandbox: Sandbox, receiver: Receiver, count: number) {
  await call(`${sandbox.url}/sandbox/ledger`, 'GET');
  assert.equal(sandbox.state.webhooks.list().length, count, 'no event queued again');
  await until(() => webhooksAtRest(sandbox, receiver), 5000, 'the webhooks to be at rest');
  assert.equal(receiver.received.length, count);
}
