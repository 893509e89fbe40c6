import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { call, deliveries, eventNames, pay, until, withReceiver } from './support.js';

const PAID = ['payment.authorized', 'payment.captured', 'order.paid'];

describe('webhook faults: drop, duplicate, reorder, retry schedule', () => {
  it('drops the named events: listed as dropped, never attempted, still redeliverable', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    const patched = await call(`${sandbox.url}/sandbox/settings`, 'PATCH', {
      webhooks: { drop: ['payment.captured'] },
    });
    assert.equal(patched.status, 200);
    const order = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, order.id, 'success');
    await until(async () => (await deliveries(sandbox)).filter((d) => d.delivered).length === 2);
    assert.deepEqual(eventNames(receiver.received), ['payment.authorized', 'order.paid']);
    const listed = await deliveries(sandbox);
    assert.deepEqual(
      listed.map((d) => [d.event, d.dropped, d.attempts, d.delivered]),
      [
        ['payment.authorized', false, 1, true],
        ['payment.captured', true, 0, false],
        ['order.paid', false, 1, true],
      ],
    );
    const dropped = listed[1]!;
    const res = await call(`${sandbox.url}/sandbox/webhooks/${dropped.id}/redeliver`, 'POST');
    assert.equal(res.status, 200);
    assert.equal(res.body.attempts, 1);
    assert.equal(res.body.delivered, true);
    assert.equal(receiver.received.at(-1)?.headers['x-razorpay-event-id'], dropped.id);
  });

  it('drops every event with probability 1, none with 0', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    sandbox.settings.webhooks.drop = 1;
    const lost = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, lost.id, 'success');
    assert.deepEqual(
      (await deliveries(sandbox)).map((d) => [d.event, d.dropped, d.attempts]),
      PAID.map((e) => [e, true, 0]),
    );
    sandbox.settings.webhooks.drop = 0;
    const kept = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, kept.id, 'success');
    const hooks = await receiver.waitFor(3);
    assert.deepEqual(eventNames(hooks), PAID);
    assert.equal(
      hooks.every((h) => h.body.payload.payment.entity.order_id === kept.id),
      true,
      'only the second payment’s events arrived',
    );
    assert.equal(receiver.received.length, 3);
  });

  it('duplicates the named events: same id, body and signature, after the others', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    sandbox.settings.webhooks.duplicate = ['order.paid'];
    const order = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, order.id, 'success');
    const hooks = await receiver.waitFor(4);
    assert.deepEqual(eventNames(hooks), [...PAID, 'order.paid']);
    const [first, second] = [hooks[2]!, hooks[3]!];
    assert.equal(first.headers['x-razorpay-event-id'], second.headers['x-razorpay-event-id']);
    assert.equal(first.rawBody, second.rawBody);
    assert.equal(first.headers['x-razorpay-signature'], second.headers['x-razorpay-signature']);
    await until(async () => (await deliveries(sandbox))[2]?.attempts === 2);
    assert.deepEqual(
      (await deliveries(sandbox)).map((d) => [d.event, d.duplicated, d.attempts, d.delivered]),
      [
        ['payment.authorized', false, 1, true],
        ['payment.captured', false, 1, true],
        ['order.paid', true, 2, true],
      ],
    );
  });

  it('duplicates every event with probability 1', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    sandbox.settings.webhooks.duplicate = 1;
    const order = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, order.id, 'failure');
    const hooks = await receiver.waitFor(2);
    assert.deepEqual(eventNames(hooks), ['payment.failed', 'payment.failed']);
    assert.equal(hooks[0]?.rawBody, hooks[1]?.rawBody);
  });

  it('reorders the events of one action', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    sandbox.settings.webhooks.reorder = true;
    const order = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, order.id, 'success');
    assert.deepEqual(eventNames(await receiver.waitFor(3)), [...PAID].reverse());
    assert.deepEqual(
      (await deliveries(sandbox)).map((d) => d.event),
      [...PAID].reverse(),
      'listed in the order they were sent',
    );
  });

  it('uses retryDelaysMs for deliveries started after the change', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t, [500, 500]);
    sandbox.settings.webhooks.retryDelaysMs = [60_000];
    const slowOrder = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, slowOrder.id, 'failure');
    await receiver.waitFor(1);
    await call(`${sandbox.url}/sandbox/settings`, 'PATCH', {
      webhooks: { retryDelaysMs: [40, 40] },
    });
    const fastOrder = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    const started = Date.now();
    await pay(sandbox, fastOrder.id, 'failure');
    await until(async () => (await deliveries(sandbox))[1]?.delivered === true);
    assert.equal(Date.now() - started < 750, true, 'faster than the default 250 + 500 ms');
    const [slow, fast] = await deliveries(sandbox);
    assert.deepEqual([fast?.attempts, fast?.last_status], [2, 200]);
    assert.deepEqual(
      [slow?.attempts, slow?.delivered, slow?.last_status],
      [1, false, 500],
      'the first delivery keeps its own 60 s schedule',
    );
  });
});
