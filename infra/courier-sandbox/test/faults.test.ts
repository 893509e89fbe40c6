/* eslint-disable @typescript-eslint/no-explicit-any -- webhook bodies are checked field by field */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SR } from '../src/index.js';
import {
  adhocOrder,
  api,
  control,
  EMAIL,
  login,
  orderWithAwb,
  PASSWORD,
  pickup,
  startSandbox,
  statusIds,
  withReceiver,
} from './support.js';

const AWB_PATH = '/v1/external/courier/assign/awb';

describe('API faults', () => {
  it('answers 500 on the chosen route for count requests, then recovers; other routes work', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const created = await client.call('POST', '/orders/create/adhoc', adhocOrder());
    const added = await control(sandbox, 'POST', '/sandbox/faults', {
      kind: 'status',
      status: 500,
      path: AWB_PATH,
      method: 'post',
      count: 2,
    });
    assert.equal(added.status, 200);
    assert.equal(added.body.faults.length, 1);
    assert.equal(added.body.faults[0].method, 'POST');

    const body = { shipment_id: created.body.shipment_id };
    for (let i = 0; i < 2; i++) {
      const res = await client.call('POST', '/courier/assign/awb', body);
      assert.equal(res.status, 500);
      assert.deepEqual(res.body, { message: 'Internal Server Error', status_code: 500 });
      // another route is not hit
      const other = await client.call(
        'GET',
        '/courier/serviceability?pickup_postcode=313001&delivery_postcode=411001&weight=1&cod=0',
      );
      assert.equal(other.status, 200);
    }
    assert.equal(sandbox.orders()[0]?.shipment.awb, null, 'the faulted calls did nothing');
    const ok = await client.call('POST', '/courier/assign/awb', body);
    assert.equal(ok.status, 200);
    assert.equal(ok.body.awb_assign_status, 1);
    assert.equal(sandbox.faults.list().faults[0]?.hits, 2);
    assert.deepEqual(
      sandbox
        .requests()
        .filter((r) => r.url === AWB_PATH)
        .map((r) => r.fault ?? null),
      ['status', 'status', null],
    );
  });

  it('rate-limits with 429 until cleared, before the token is even checked', async (t) => {
    const sandbox = await startSandbox(t);
    sandbox.faults.add({ kind: 'status', status: 429 });
    for (let i = 0; i < 3; i++) {
      const res = await api(sandbox, 'POST', '/auth/login', { email: EMAIL, password: PASSWORD });
      assert.equal(res.status, 429);
      assert.deepEqual(res.body, { message: 'Too Many Attempts.', status_code: 429 });
    }
    assert.equal((await control(sandbox, 'DELETE', '/sandbox/faults')).status, 204);
    assert.equal((await login(sandbox)).token.split('.').length, 3);
  });

  it('slows a route down, holds one until the client times out, and cuts one', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    sandbox.faults.add({ kind: 'latency', latencyMs: 150, path: '/v1/external/orders', count: 1 });
    const started = Date.now();
    const slow = await client.call('POST', '/orders/create/adhoc', adhocOrder());
    assert.equal(slow.status, 200);
    assert.ok(Date.now() - started >= 140, 'waited');

    sandbox.faults.add({ kind: 'timeout', path: '/v1/external/orders', count: 1 });
    const held = fetch(`${sandbox.url}/v1/external/orders/create/adhoc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${client.token}` },
      body: JSON.stringify(adhocOrder()),
      signal: AbortSignal.timeout(200),
    });
    await assert.rejects(held, (err: Error) => err.name === 'TimeoutError');

    sandbox.faults.add({ kind: 'reset', path: '/v1/external/orders', count: 1 });
    await assert.rejects(client.call('POST', '/orders/create/adhoc', adhocOrder()), TypeError);
    assert.equal(sandbox.orders().length, 1, 'only the slow call created an order');
    assert.equal((await client.call('POST', '/orders/create/adhoc', adhocOrder())).status, 200);
  });

  it('takes the whole API down for some seconds, then comes back', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const res = await control(sandbox, 'POST', '/sandbox/faults', { kind: 'down', seconds: 0.3 });
    assert.equal(res.status, 200);
    assert.equal(res.body.down.status, 503);
    const down = await client.call('POST', '/orders/create/adhoc', adhocOrder());
    assert.equal(down.status, 503);
    assert.deepEqual(down.body, { message: 'Service Unavailable', status_code: 503 });
    assert.equal(
      (await api(sandbox, 'POST', '/auth/login', { email: EMAIL, password: PASSWORD })).status,
      503,
    );
    assert.equal(
      (await control(sandbox, 'GET', '/sandbox/health')).status,
      200,
      'controls stay up',
    );
    await new Promise((resolve) => setTimeout(resolve, 320));
    assert.equal((await client.call('POST', '/orders/create/adhoc', adhocOrder())).status, 200);
    assert.equal(sandbox.faults.list().down, null);
  });

  it('refuses bad faults with 422 and the field', async (t) => {
    const sandbox = await startSandbox(t);
    for (const [bad, field] of [
      [{}, 'kind'],
      [{ kind: 'explode' }, 'kind'],
      [{ kind: 'status' }, 'status'],
      [{ kind: 'status', status: 200 }, 'status'],
      [{ kind: 'latency' }, 'latencyMs'],
      [{ kind: 'status', status: 500, path: 'v1' }, 'path'],
      [{ kind: 'down', seconds: 0 }, 'seconds'],
      [{ kind: 'drop-webhooks', count: 0 }, 'count'],
    ] as const) {
      const res = await control(sandbox, 'POST', '/sandbox/faults', bad);
      assert.equal(res.status, 422, JSON.stringify(bad));
      assert.ok(res.body.errors[field], `${JSON.stringify(bad)}: ${JSON.stringify(res.body)}`);
    }
    assert.deepEqual(sandbox.faults.list(), { faults: [], webhooks: [], down: null });
  });
});

describe('webhook faults', () => {
  it('drops webhooks, and replays them later with the same body', async (t) => {
    const { receiver, sandbox, client } = await withReceiver(t);
    const { shipmentId, awb } = await orderWithAwb(client);
    await control(sandbox, 'POST', '/sandbox/faults', { kind: 'drop-webhooks', count: 2 });
    await pickup(client, shipmentId);
    const arrived = await receiver.waitFor(4);
    await sandbox.webhooks.waitFor((d) => d.status === SR.DELIVERED && d.state === 'delivered');
    assert.deepEqual(statusIds(arrived), [
      SR.IN_TRANSIT,
      SR.REACHED_DESTINATION_HUB,
      SR.OUT_FOR_DELIVERY,
      SR.DELIVERED,
    ]);
    const listed = sandbox.webhooks.list();
    assert.deepEqual(
      listed.map((d) => [d.status, d.state, d.attempts.length]),
      [
        [SR.PICKED_UP, 'dropped', 0],
        [SR.SHIPPED, 'dropped', 0],
        [SR.IN_TRANSIT, 'delivered', 1],
        [SR.REACHED_DESTINATION_HUB, 'delivered', 1],
        [SR.OUT_FOR_DELIVERY, 'delivered', 1],
        [SR.DELIVERED, 'delivered', 1],
      ],
    );

    const pickedUp = listed[0]!;
    const replay = await control(sandbox, 'POST', `/sandbox/webhooks/${pickedUp.id}/replay`);
    assert.equal(replay.status, 200);
    assert.equal(replay.body.replayOf, pickedUp.id);
    const [, , , , fifth] = await receiver.waitFor(5);
    assert.equal(fifth!.rawBody, pickedUp.body, 'the same bytes');
    assert.equal((fifth!.body as any).shipment_status_id, SR.PICKED_UP);
    assert.equal((fifth!.body as any).awb, awb);

    // every dropped one at once
    const all = await control(sandbox, 'POST', '/sandbox/webhooks/replay', { state: 'dropped' });
    assert.equal(all.body.count, 2);
    const hooks = await receiver.waitFor(7);
    assert.deepEqual(statusIds(hooks.slice(5)), [SR.PICKED_UP, SR.SHIPPED]);
    assert.equal((await control(sandbox, 'POST', '/sandbox/webhooks/whd_nope/replay')).status, 404);
  });

  it('replays a delivered webhook: the shop gets a duplicate', async (t) => {
    const { receiver, sandbox, client } = await withReceiver(t);
    const { shipmentId, awb } = await orderWithAwb(client);
    await pickup(client, shipmentId);
    await receiver.waitFor(6);
    const delivered = await sandbox.webhooks.waitFor(
      (d) => d.status === SR.DELIVERED && d.state === 'delivered',
    );
    const res = await control(sandbox, 'POST', '/sandbox/webhooks/replay', { awb });
    assert.equal(res.body.count, 6);
    const hooks = await receiver.waitFor(12);
    assert.deepEqual(
      hooks.slice(6).map((h) => h.rawBody),
      hooks.slice(0, 6).map((h) => h.rawBody),
    );
    assert.equal(hooks[11]!.rawBody, delivered.body);
  });

  it('duplicates the next webhooks, in order', async (t) => {
    const { receiver, sandbox, client } = await withReceiver(t);
    const { shipmentId } = await orderWithAwb(client);
    sandbox.faults.add({ kind: 'duplicate-webhooks', count: 1 });
    await pickup(client, shipmentId);
    const hooks = await receiver.waitFor(7);
    assert.deepEqual(statusIds(hooks), [
      SR.PICKED_UP,
      SR.PICKED_UP,
      SR.SHIPPED,
      SR.IN_TRANSIT,
      SR.REACHED_DESTINATION_HUB,
      SR.OUT_FOR_DELIVERY,
      SR.DELIVERED,
    ]);
    assert.equal(hooks[0]!.rawBody, hooks[1]!.rawBody);
    const [first, second] = sandbox.webhooks.list();
    assert.equal(second?.replayOf, first?.id);
  });

  it('retries a webhook the shop failed, before sending the next scan', async (t) => {
    const { receiver, sandbox, client } = await withReceiver(t, [500, 503]);
    const { shipmentId } = await orderWithAwb(client);
    await pickup(client, shipmentId);
    const hooks = await receiver.waitFor(8);
    // PICKED UP three times (two failures), then the rest in order
    assert.deepEqual(statusIds(hooks), [
      SR.PICKED_UP,
      SR.PICKED_UP,
      SR.PICKED_UP,
      SR.SHIPPED,
      SR.IN_TRANSIT,
      SR.REACHED_DESTINATION_HUB,
      SR.OUT_FOR_DELIVERY,
      SR.DELIVERED,
    ]);
    const first = sandbox.webhooks.list()[0]!;
    assert.equal(first.state, 'delivered');
    assert.deepEqual(
      first.attempts.map((a) => a.status),
      [500, 503, 200],
    );
  });

  it('records webhooks as disabled while switched off', async (t) => {
    const { receiver, sandbox, client } = await withReceiver(t);
    const { shipmentId } = await orderWithAwb(client);
    await control(sandbox, 'POST', '/sandbox/webhooks/disable');
    await pickup(client, shipmentId);
    await sandbox.waitFor((o) => o.shipment.scans.at(-1)?.status === SR.DELIVERED);
    await sandbox.webhooks.waitFor((d) => d.status === SR.DELIVERED && d.state === 'disabled');
    assert.equal(receiver.received.length, 0);
    assert.ok(sandbox.webhooks.list().every((d) => d.state === 'disabled'));
  });
});
