import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WebhookEndpoint } from '../src/index.js';
import {
  call,
  deliveries,
  pay,
  sdk,
  startSandbox,
  until,
  webhooksAtRest,
  withReceiver,
} from './support.js';

describe('a webhook endpoint that keeps failing is disabled (webhooks.disableAfterFailures)', () => {
  it('disables after N failed attempts in a row, holds what follows, and is enabled by hand', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t, [500, 503, 500]);
    const endpointUrl = `${sandbox.url}/sandbox/webhooks/endpoint`;
    const fresh = await call(endpointUrl, 'GET');
    assert.deepEqual(fresh.body, {
      url: receiver.url,
      active: true,
      failures: 0,
      disabled_at: null,
    } satisfies WebhookEndpoint);
    const patched = await call(`${sandbox.url}/sandbox/settings`, 'PATCH', {
      webhooks: { disableAfterFailures: 3, retryDelaysMs: [20, 20, 20, 20, 20] },
    });
    assert.equal(patched.status, 200);

    const failed = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, failed.id, 'failure');
    await until(async () => (await call(endpointUrl, 'GET')).body.active === false);
    const disabled = (await call(endpointUrl, 'GET')).body as WebhookEndpoint;
    assert.equal(disabled.failures, 3);
    assert.equal(typeof disabled.disabled_at, 'number');
    assert.ok(Math.abs((disabled.disabled_at ?? 0) - sandbox.state.ledger.now()) <= 5);
    // its retries stopped there: the delivery says so (`disabled`) once its retry loop has ended
    await until(
      async () => (await deliveries(sandbox))[0]?.disabled === true,
      5000,
      'the retries to stop',
    );
    let [first] = await deliveries(sandbox);
    assert.deepEqual(
      [first?.attempts, first?.delivered, first?.disabled, first?.last_status],
      [3, false, true, 500],
      'retries stopped at the third failure',
    );
    assert.equal(receiver.received.length, 3);

    // what happens meanwhile is queued, not sent
    const paid = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, paid.id, 'success');
    // each of its three events has had its attempt, held back by the disabled endpoint
    await until(
      async () => {
        const queued = (await deliveries(sandbox)).slice(1);
        return queued.length === 3 && queued.every((d) => d.disabled);
      },
      5000,
      'the payment’s events to be held',
    );
    assert.equal(receiver.received.length, 3, 'nothing sent while disabled');
    const held = (await deliveries(sandbox)).slice(1);
    assert.deepEqual(
      held.map((d) => [d.event, d.attempts, d.disabled, d.delivered]),
      [
        ['payment.authorized', 0, true, false],
        ['payment.captured', 0, true, false],
        ['order.paid', 0, true, false],
      ],
    );
    const notNow = await call(`${sandbox.url}/sandbox/webhooks/${held[0]?.id}/redeliver`, 'POST');
    assert.equal(notNow.status, 200);
    assert.deepEqual([notNow.body.attempts, notNow.body.disabled], [0, true]);
    assert.equal(receiver.received.length, 3);

    const enabled = await call(`${endpointUrl}/enable`, 'POST');
    assert.deepEqual(enabled.body, {
      url: receiver.url,
      active: true,
      failures: 0,
      disabled_at: null,
    });
    // every delivery at rest (delivered, held or out of retries): with none of them left to
    // try, nothing is sent until asked; the held ones were not tried again
    await until(() => webhooksAtRest(sandbox, receiver), 5000, 'the webhooks to be at rest');
    assert.deepEqual(
      (await deliveries(sandbox)).slice(1).map((d) => [d.attempts, d.disabled]),
      [
        [0, true],
        [0, true],
        [0, true],
      ],
    );
    assert.equal(receiver.received.length, 3, 'what was missed is not resent');
    for (const d of held) {
      const again = await call(`${sandbox.url}/sandbox/webhooks/${d.id}/redeliver`, 'POST');
      assert.deepEqual(
        [again.body.attempts, again.body.delivered, again.body.disabled],
        [1, true, false],
      );
    }
    [first] = await deliveries(sandbox);
    assert.equal(first?.disabled, true, 'until redelivered');
    assert.equal(receiver.received.length, 6);
    // new events go out again
    const next = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, next.id, 'failure');
    await receiver.waitFor(7);
    // and nothing else went out meanwhile: the first event's retries stayed stopped, and each
    // held event was sent once, when redelivered
    await until(() => webhooksAtRest(sandbox, receiver), 5000, 'the webhooks to be at rest');
    assert.deepEqual(
      (await deliveries(sandbox)).map((d) => d.attempts),
      [3, 1, 1, 1, 1],
    );
    assert.equal(receiver.received.length, 7);
  });

  it('counts failures in a row only: a 2xx resets the count', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t, [500, 200, 500, 500, 200]);
    sandbox.settings.webhooks.disableAfterFailures = 3;
    sandbox.settings.webhooks.retryDelaysMs = [20, 20, 20];
    for (let i = 0; i < 2; i++) {
      const order = await rzp.orders.create({ amount: 5000, currency: 'INR' });
      await pay(sandbox, order.id, 'failure');
      await until(async () => (await deliveries(sandbox))[i]?.delivered === true);
    }
    assert.equal(receiver.received.length, 5);
    const endpoint = (await call(`${sandbox.url}/sandbox/webhooks/endpoint`, 'GET')).body;
    assert.deepEqual([endpoint.active, endpoint.failures], [true, 0]);
  });

  it('counts network errors; never disables with null (the default); reset enables it', async (t) => {
    const sandbox = await startSandbox({ webhookUrl: 'http://127.0.0.1:9/unreachable' });
    t.after(() => sandbox.close());
    const endpointUrl = `${sandbox.url}/sandbox/webhooks/endpoint`;
    sandbox.settings.webhooks.retryDelaysMs = [10, 10, 10, 10];
    const rzp = sdk(sandbox);
    const order = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, order.id, 'failure');
    await until(async () => (await deliveries(sandbox))[0]?.attempts === 5);
    let endpoint = (await call(endpointUrl, 'GET')).body;
    assert.deepEqual([endpoint.active, endpoint.failures], [true, 5], 'null: never disabled');

    sandbox.settings.webhooks.disableAfterFailures = 6;
    const again = await rzp.orders.create({ amount: 5000, currency: 'INR' });
    await pay(sandbox, again.id, 'failure');
    await until(async () => (await call(endpointUrl, 'GET')).body.active === false);
    endpoint = (await call(endpointUrl, 'GET')).body;
    assert.equal(endpoint.failures, 6, 'network errors count, across events');
    assert.equal((await deliveries(sandbox))[1]?.disabled, true);

    const reset = await call(`${sandbox.url}/sandbox/settings/reset`, 'POST');
    assert.equal(reset.body.webhooks.disableAfterFailures, null);
    endpoint = (await call(endpointUrl, 'GET')).body;
    assert.deepEqual([endpoint.active, endpoint.failures, endpoint.disabled_at], [true, 0, null]);

    const off = await call(`${endpointUrl}/disable`, 'POST');
    assert.deepEqual([off.body.active, typeof off.body.disabled_at], [false, 'number']);
  });

  it('shows no endpoint without SANDBOX_WEBHOOK_URL', async (t) => {
    const sandbox = await startSandbox();
    t.after(() => sandbox.close());
    const endpoint = await call(`${sandbox.url}/sandbox/webhooks/endpoint`, 'GET');
    assert.deepEqual(endpoint.body, { url: null, active: false, failures: 0, disabled_at: null });
  });
});
