import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Razorpay from 'razorpay';
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { DEFAULT_CONFIG, type WebhookDelivery } from '../src/index.js';
import {
  deliveries,
  pay,
  sdk,
  startReceiver,
  startSandbox,
  until,
  withReceiver,
  type ReceivedWebhook,
} from './support.js';

const SECRET = DEFAULT_CONFIG.webhookSecret;

function assertSigned(hook: ReceivedWebhook): void {
  assert.equal(hook.headers['content-type'], 'application/json');
  const signature = hook.headers['x-razorpay-signature'];
  assert.equal(typeof signature, 'string');
  assert.equal(validateWebhookSignature(hook.rawBody, signature as string, SECRET), true);
  assert.equal(validateWebhookSignature(hook.rawBody, signature as string, 'other'), false);
  assert.match(String(hook.headers['x-razorpay-event-id']), /^evt_[A-Za-z0-9]{14}$/);
}

describe('webhooks', () => {
  it('sends payment.authorized, payment.captured then order.paid, signed like Razorpay', async (t) => {
    const { receiver, sandbox } = await withReceiver(t);
    const rzp = sdk(sandbox);
    const order = await rzp.orders.create({ amount: 123450, currency: 'INR', receipt: 'chk_1' });
    const res = await pay(sandbox, order.id, 'success');
    const paymentId = res.body.razorpay_payment_id;

    const [authorized, captured, paid] = await receiver.waitFor(3);
    for (const hook of [authorized, captured, paid] as ReceivedWebhook[]) assertSigned(hook);
    const ids = [authorized, captured, paid].map((h) => h?.headers['x-razorpay-event-id']);
    assert.equal(new Set(ids).size, 3, 'one event id per event');
    assert.equal(
      Razorpay.validateWebhookSignature(
        paid!.rawBody,
        paid!.headers['x-razorpay-signature'] as string,
        SECRET,
      ),
      true,
    );

    assert.equal(authorized?.body.event, 'payment.authorized');
    assert.deepEqual(authorized?.body.contains, ['payment']);
    assert.equal(authorized?.body.payload.payment.entity.id, paymentId);
    assert.equal(authorized?.body.payload.payment.entity.status, 'authorized', 'as it was then');
    assert.equal(authorized?.body.payload.payment.entity.captured, false);

    assert.equal(captured?.body.entity, 'event');
    assert.equal(captured?.body.account_id, 'acc_sandbox');
    assert.equal(captured?.body.event, 'payment.captured');
    assert.deepEqual(captured?.body.contains, ['payment']);
    assert.deepEqual(Object.keys(captured?.body.payload), ['payment']);
    assert.deepEqual(captured?.body.payload.payment.entity, await rzp.payments.fetch(paymentId));
    assert.equal(typeof captured?.body.created_at, 'number');

    assert.equal(paid?.body.event, 'order.paid');
    assert.deepEqual(paid?.body.contains, ['payment', 'order']);
    assert.equal(paid?.body.payload.payment.entity.id, paymentId);
    assert.equal(paid?.body.payload.order.entity.id, order.id);
    assert.equal(paid?.body.payload.order.entity.status, 'paid');
    assert.equal(paid?.body.payload.order.entity.amount_paid, 123450);

    const listed = await deliveries(sandbox);
    assert.deepEqual(
      listed.map((d) => [d.event, d.id, d.payment_id, d.attempts, d.last_status, d.delivered]),
      [
        ['payment.authorized', ids[0], paymentId, 1, 200, true],
        ['payment.captured', ids[1], paymentId, 1, 200, true],
        ['order.paid', ids[2], paymentId, 1, 200, true],
      ],
    );
    for (const d of listed) {
      assert.equal(d.dropped, false);
      assert.equal(d.duplicated, false);
      assert.equal('refund_id' in d, false, 'refund_id only on refund events');
    }
  });

  it('sends payment.failed after a failed payment', async (t) => {
    const { receiver, sandbox } = await withReceiver(t);
    const order = await sdk(sandbox).orders.create({ amount: 5000, currency: 'INR' });
    const res = await pay(sandbox, order.id, 'failure');
    const [failed] = await receiver.waitFor(1);
    assertSigned(failed as ReceivedWebhook);
    assert.equal(failed?.body.event, 'payment.failed');
    assert.deepEqual(failed?.body.contains, ['payment']);
    assert.equal(failed?.body.payload.payment.entity.id, res.body.error.metadata.payment_id);
    assert.equal(failed?.body.payload.payment.entity.status, 'failed');
    assert.equal(failed?.body.payload.payment.entity.error_code, 'BAD_REQUEST_ERROR');
    // every event of the payment was queued when pay answered, and each has been delivered
    await until(
      async () => (await deliveries(sandbox)).every((d) => d.delivered),
      5000,
      'delivery',
    );
    assert.equal((await deliveries(sandbox)).length, 1, 'no order.paid for a failed payment');
    assert.equal(receiver.received.length, 1);
  });

  it('retries a failed delivery with the same event id and body', async (t) => {
    const { receiver, sandbox } = await withReceiver(t, [500, 503]);
    const order = await sdk(sandbox).orders.create({ amount: 5000, currency: 'INR' });
    const started = Date.now();
    const res = await pay(sandbox, order.id, 'failure');
    assert.equal(res.status, 400, 'the pay answer does not wait for the webhook');
    const hooks = await receiver.waitFor(3);
    assert.equal(Date.now() - started >= 250 + 500, true, 'retries back off');
    const ids = hooks.map((h) => h.headers['x-razorpay-event-id']);
    assert.equal(new Set(ids).size, 1);
    assert.equal(new Set(hooks.map((h) => h.rawBody)).size, 1);
    for (const hook of hooks) assertSigned(hook);
    const [delivery] = await deliveries(sandbox);
    assert.equal(delivery?.id, ids[0]);
    assert.equal(delivery?.attempts, 3);
    assert.equal(delivery?.last_status, 200);
    assert.equal(delivery?.delivered, true);
  });

  it('keeps retrying when the receiver is unreachable', async (t) => {
    const receiver = await startReceiver();
    const url = receiver.url;
    await receiver.close();
    const sandbox = await startSandbox({ webhookUrl: url });
    t.after(() => sandbox.close());
    const order = await sdk(sandbox).orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, order.id, 'failure');
    await until(async () => ((await deliveries(sandbox))[0]?.attempts ?? 0) >= 2, 5000, 'a retry');
    const [delivery] = await deliveries(sandbox);
    assert.equal(delivery?.delivered, false);
    assert.equal(delivery?.last_status, null);
    assert.equal(typeof delivery?.last_error, 'string');
    assert.equal((delivery?.attempts ?? 0) >= 2, true, 'first attempt, then retries from 250 ms');
  });

  it('redelivers an event as an exact duplicate', async (t) => {
    const { receiver, sandbox } = await withReceiver(t);
    const order = await sdk(sandbox).orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, order.id, 'success');
    const [, captured] = await receiver.waitFor(3);
    assert.equal(captured?.body.event, 'payment.captured');
    const eventId = captured?.headers['x-razorpay-event-id'];
    const res = await fetch(`${sandbox.url}/sandbox/webhooks/${eventId}/redeliver`, {
      method: 'POST',
    });
    assert.equal(res.status, 200);
    const delivery = (await res.json()) as WebhookDelivery;
    assert.equal(delivery.attempts, 2);
    assert.equal(delivery.delivered, true);
    const duplicate = receiver.received[3];
    assert.equal(duplicate?.headers['x-razorpay-event-id'], eventId);
    assert.equal(duplicate?.rawBody, captured?.rawBody);
    assert.equal(
      duplicate?.headers['x-razorpay-signature'],
      captured?.headers['x-razorpay-signature'],
    );

    const unknown = await fetch(`${sandbox.url}/sandbox/webhooks/evt_unknown/redeliver`, {
      method: 'POST',
    });
    assert.equal(unknown.status, 404);
  });

  describe('sends nothing', () => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    before(async () => {
      receiver = await startReceiver();
    });
    after(() => receiver.close());

    it('for a payment made with webhooks: false', async (t) => {
      const sandbox = await startSandbox({ webhookUrl: receiver.url });
      t.after(() => sandbox.close());
      const order = await sdk(sandbox).orders.create({ amount: 5000, currency: 'INR' });
      assert.equal((await pay(sandbox, order.id, 'failure', { webhooks: false })).status, 400);
      assert.equal((await pay(sandbox, order.id, 'success', { webhooks: false })).status, 200);
      // events are queued before pay answers: none queued, none will be sent
      assert.equal(receiver.received.length, 0);
      assert.deepEqual(await deliveries(sandbox), []);
    });

    it('without SANDBOX_WEBHOOK_URL', async (t) => {
      const sandbox = await startSandbox({ webhookUrl: undefined });
      t.after(() => sandbox.close());
      const order = await sdk(sandbox).orders.create({ amount: 5000, currency: 'INR' });
      assert.equal((await pay(sandbox, order.id, 'success')).status, 200);
      assert.equal(receiver.received.length, 0);
      assert.deepEqual(await deliveries(sandbox), []);
    });
  });
});
