/* eslint-disable @typescript-eslint/no-explicit-any -- webhook bodies are checked field by field */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SR } from '../src/index.js';
import {
  control,
  orderWithAwb,
  pickup,
  SCAN_MS,
  statusIds,
  WEBHOOK_TOKEN,
  withReceiver,
} from './support.js';

const DELIVERED_PATH = [
  SR.PICKED_UP,
  SR.SHIPPED,
  SR.IN_TRANSIT,
  SR.REACHED_DESTINATION_HUB,
  SR.OUT_FOR_DELIVERY,
  SR.DELIVERED,
];
const UNTIL_ATTEMPT = DELIVERED_PATH.slice(0, 5);

/** The India-time day of an instant (ms), YYYY-MM-DD. */
const istDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);

describe('scans and tracking webhooks', () => {
  it('plays a delivered shipment: six scans, six webhooks in order, with the token', async (t) => {
    const { receiver, sandbox, client } = await withReceiver(t);
    const { orderId, shipmentId, awb } = await orderWithAwb(client, { order_id: 'A-W1' });
    assert.equal(receiver.received.length, 0, 'no webhook before the pickup');
    const started = Date.now();
    await pickup(client, shipmentId);
    const hooks = await receiver.waitFor(6);
    assert.ok(Date.now() - started >= 6 * SCAN_MS - 5, 'one scan per interval');
    assert.deepEqual(statusIds(hooks), DELIVERED_PATH);

    for (const [i, hook] of hooks.entries()) {
      assert.equal(hook.method, 'POST');
      assert.equal(hook.url.pathname, '/webhooks/shiprocket');
      assert.equal(hook.headers['content-type'], 'application/json');
      assert.equal(hook.headers['x-api-key'], WEBHOOK_TOKEN);
      const body = hook.body as any;
      assert.equal(body.awb, awb);
      assert.equal(body.order_id, 'A-W1', "the shop's own order id");
      assert.equal(body.sr_order_id, orderId);
      assert.equal(body.courier_name, 'Xpressbees Surface');
      assert.equal(body.current_status_id, DELIVERED_PATH[i]);
      assert.equal(body.current_status, body.shipment_status);
      assert.match(body.current_timestamp, /^\d{2} \d{2} \d{4} \d{2}:\d{2}:\d{2}$/);
      assert.match(body.awb_assigned_date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      assert.match(body.etd, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      assert.equal(body.is_return, 0);
      assert.equal(typeof body.channel_id, 'number');
      assert.equal(body.scans.length, i + 1, 'every scan so far, oldest first');
      assert.deepEqual(Object.keys(body.scans[i]).sort(), [
        'activity',
        'date',
        'location',
        'sr-status',
        'sr-status-label',
        'status',
      ]);
      assert.equal(body.scans[i]['sr-status'], String(DELIVERED_PATH[i]));
    }
    const last = hooks[5]!.body as any;
    assert.deepEqual(
      last.scans.map((s: any) => s['sr-status-label']),
      [
        'PICKED UP',
        'SHIPPED',
        'IN TRANSIT',
        'REACHED AT DESTINATION HUB',
        'OUT FOR DELIVERY',
        'DELIVERED',
      ],
    );
    assert.equal(last.current_status, 'DELIVERED');
    assert.equal(last.scans[0].location, 'Udaipur, Rajasthan');
    assert.equal(last.scans[5].location, 'Pune, Maharashtra');
    assert.equal(last.pod, 'Available');

    // nothing more comes
    await new Promise((resolve) => setTimeout(resolve, 5 * SCAN_MS));
    assert.equal(receiver.received.length, 6);
    await sandbox.webhooks.waitFor((d) => d.status === SR.DELIVERED && d.state === 'delivered');
    const listed = await control(sandbox, 'GET', '/sandbox/webhooks');
    assert.deepEqual(
      listed.body.items.map((d: any) => [d.status, d.state, d.attempts.length]),
      DELIVERED_PATH.map((s) => [s, 'delivered', 1]),
    );
  });

  it('tracks by AWB: scans newest first, status codes, delivered date', async (t) => {
    const { receiver, client } = await withReceiver(t);
    const { shipmentId, awb, orderId } = await orderWithAwb(client);
    const before = await client.call('GET', `/courier/track/awb/${awb}`);
    assert.equal(before.status, 200);
    assert.deepEqual(before.body, {
      tracking_data: {
        track_status: 0,
        error:
          'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
      },
    });
    await pickup(client, shipmentId);
    await receiver.waitFor(6);
    const res = await client.call('GET', `/courier/track/awb/${awb}`);
    const data = res.body.tracking_data;
    assert.equal(data.track_status, 1);
    assert.equal(data.shipment_status, SR.DELIVERED);
    assert.deepEqual(
      data.shipment_track_activities.map((a: any) => a['sr-status']),
      [...DELIVERED_PATH].reverse().map(String),
    );
    const [track] = data.shipment_track;
    assert.equal(track.awb_code, awb);
    assert.equal(track.shipment_id, shipmentId);
    assert.equal(track.order_id, orderId);
    assert.equal(track.current_status, 'DELIVERED');
    assert.equal(track.destination, 'Pune');
    assert.equal(track.origin, 'Udaipur');
    assert.match(track.delivered_date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.match(track.pickup_date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.equal(track.pod, 'Available');
    assert.match(data.etd, /^\d{4}-\d{2}-\d{2} /);
    const unknown = await client.call('GET', '/courier/track/awb/999');
    assert.equal(unknown.body.tracking_data.track_status, 0);
  });

  it('ndr-then-delivered: a failed attempt with its reason, then delivered', async (t) => {
    const { receiver, sandbox, client } = await withReceiver(t);
    const { shipmentId, awb } = await orderWithAwb(client);
    const chosen = await control(sandbox, 'POST', `/sandbox/shipments/${awb}/outcome`, {
      path: 'ndr-then-delivered',
      reason: 'Customer asked for future delivery',
    });
    assert.equal(chosen.status, 200);
    assert.equal(chosen.body.shipment.path, 'ndr-then-delivered');
    await pickup(client, shipmentId);
    const hooks = await receiver.waitFor(8);
    assert.deepEqual(statusIds(hooks), [
      ...UNTIL_ATTEMPT,
      SR.UNDELIVERED,
      SR.OUT_FOR_DELIVERY,
      SR.DELIVERED,
    ]);
    const ndr = hooks[5]!.body as any;
    assert.equal(ndr.current_status, 'UNDELIVERED');
    assert.match(ndr.scans[5].activity, /Customer asked for future delivery/);
    assert.ok(ndr.etd > (hooks[4]!.body as any).etd, 'the estimate moves a day');
    await new Promise((resolve) => setTimeout(resolve, 4 * SCAN_MS));
    assert.equal(receiver.received.length, 8, 'delivered is the end');
  });

  it('rto: the failed attempt, then RTO initiated, in transit, delivered to the shipper', async (t) => {
    const { receiver, sandbox, client } = await withReceiver(t);
    const { shipmentId, awb } = await orderWithAwb(client);
    sandbox.setOutcome(awb, 'rto');
    await pickup(client, shipmentId);
    const hooks = await receiver.waitFor(9);
    assert.deepEqual(statusIds(hooks), [
      ...UNTIL_ATTEMPT,
      SR.UNDELIVERED,
      SR.RTO_INITIATED,
      SR.RTO_IN_TRANSIT,
      SR.RTO_DELIVERED,
    ]);
    assert.deepEqual(
      hooks.slice(5).map((h) => (h.body as any).current_status),
      ['UNDELIVERED', 'RTO INITIATED', 'RTO IN TRANSIT', 'RTO DELIVERED'],
    );
    assert.equal((hooks[8]!.body as any).scans.at(-1).location, 'Udaipur, Rajasthan');
    const track = await client.call('GET', `/courier/track/awb/${awb}`);
    assert.equal(track.body.tracking_data.shipment_status, SR.RTO_DELIVERED);
  });

  it('chooses the path by the delivery pincode, too', async (t) => {
    const { receiver, client } = await withReceiver(t);
    const { shipmentId } = await orderWithAwb(client, { billing_pincode: '560999' });
    await pickup(client, shipmentId);
    const hooks = await receiver.waitFor(9);
    assert.equal(statusIds(hooks).at(-1), SR.RTO_DELIVERED);
  });

  it('ndr: waits for the NDR action; re-attempt delivers, return goes back', async (t) => {
    const { receiver, sandbox, client } = await withReceiver(t);
    const a = await orderWithAwb(client);
    const b = await orderWithAwb(client);
    sandbox.setOutcome(a.awb, 'ndr');
    sandbox.setOutcome(String(b.shipmentId), 'ndr', 'Address incomplete');
    await pickup(client, a.shipmentId);
    await pickup(client, b.shipmentId);
    await sandbox.waitFor((o) => o.shipment.awb === a.awb && o.shipment.scans.length === 6);
    await sandbox.waitFor((o) => o.shipment.awb === b.awb && o.shipment.scans.length === 6);
    await new Promise((resolve) => setTimeout(resolve, 4 * SCAN_MS));
    assert.equal(sandbox.shipment(a.awb)?.shipment.scans.length, 6, 'it waits at the NDR');

    const early = await client.call('POST', `/ndr/${a.awb}/action`, { action: 're-attempt' });
    assert.equal(early.status, 422);
    assert.deepEqual(early.body.errors, { comments: ['The comments field is required.'] });
    const wrong = await client.call('POST', `/ndr/${a.awb}/action`, {
      action: 'deliver',
      comments: 'x',
    });
    assert.deepEqual(wrong.body.errors, { action: ['The selected action is invalid.'] });

    // the customer's day and corrected contact: checked, then kept, the estimate that day
    const far = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const bad = await client.call('POST', `/ndr/${a.awb}/action`, {
      action: 're-attempt',
      comments: 'x',
      deferred_date: far,
      phone: '12345',
    });
    assert.equal(bad.status, 422);
    assert.deepEqual(Object.keys(bad.body.errors).sort(), ['deferred_date', 'phone']);
    const returnWithDay = await client.call('POST', `/ndr/${b.awb}/action`, {
      action: 'return',
      comments: 'x',
      deferred_date: far,
    });
    assert.equal(returnWithDay.status, 422, 'a day is for a re-attempt only');
    const day = istDay(Date.now() + 2 * 86_400_000);
    const again = await client.call('POST', `/ndr/${a.awb}/action`, {
      action: 're-attempt',
      comments: 'Customer is home after 6 pm',
      deferred_date: day,
      phone: '9123456789',
      address1: '14 Temple Street, near the water tank',
    });
    assert.equal(again.status, 202);
    assert.equal(istDay(sandbox.shipment(a.awb)!.shipment.etd!), day);
    assert.deepEqual(again.body, { status: 'Data Updated Sucessfully' });
    const back = await client.call('POST', `/ndr/${b.awb}/action`, {
      action: 'return',
      comments: 'Customer refused',
    });
    assert.equal(back.status, 202);

    await sandbox.waitFor(
      (o) => o.shipment.awb === a.awb && o.shipment.scans.at(-1)?.status === SR.DELIVERED,
    );
    await sandbox.waitFor(
      (o) => o.shipment.awb === b.awb && o.shipment.scans.at(-1)?.status === SR.RTO_DELIVERED,
    );
    const hooksOf = (awb: string) => receiver.received.filter((h) => (h.body as any).awb === awb);
    await sandbox.webhooks.waitFor(
      (d) => d.awb === b.awb && d.status === SR.RTO_DELIVERED && d.state === 'delivered',
    );
    await sandbox.webhooks.waitFor(
      (d) => d.awb === a.awb && d.status === SR.DELIVERED && d.state === 'delivered',
    );
    assert.deepEqual(statusIds(hooksOf(a.awb)), [
      ...UNTIL_ATTEMPT,
      SR.UNDELIVERED,
      SR.OUT_FOR_DELIVERY,
      SR.DELIVERED,
    ]);
    assert.deepEqual(statusIds(hooksOf(b.awb)).slice(5), [
      SR.UNDELIVERED,
      SR.RTO_INITIATED,
      SR.RTO_IN_TRANSIT,
      SR.RTO_DELIVERED,
    ]);
    assert.match((hooksOf(b.awb)[5]!.body as any).scans[5].activity, /Address incomplete/);
    assert.deepEqual(
      sandbox
        .shipment(a.awb)
        ?.shipment.ndrActions.map((n) => [
          n.action,
          n.comments,
          n.deferredDate,
          n.phone,
          n.address1,
        ]),
      [
        [
          're-attempt',
          'Customer is home after 6 pm',
          day,
          '9123456789',
          '14 Temple Street, near the water tank',
        ],
      ],
    );

    // no NDR any more: no action
    const late = await client.call('POST', `/ndr/${a.awb}/action`, {
      action: 'return',
      comments: 'x',
    });
    assert.equal(late.status, 400);
    assert.equal(
      (await client.call('POST', '/ndr/000/action', { action: 'return', comments: 'x' })).status,
      400,
    );
  });

  it('refuses to change the outcome after the delivery attempt, or to an unknown path', async (t) => {
    const { receiver, sandbox, client } = await withReceiver(t);
    const { shipmentId, awb } = await orderWithAwb(client);
    const bad = await control(sandbox, 'POST', `/sandbox/shipments/${awb}/outcome`, {
      path: 'lost',
    });
    assert.equal(bad.status, 422);
    assert.equal(
      (await control(sandbox, 'POST', '/sandbox/shipments/1/outcome', { path: 'rto' })).status,
      404,
    );
    await pickup(client, shipmentId);
    await receiver.waitFor(6);
    const late = await control(sandbox, 'POST', `/sandbox/shipments/${awb}/outcome`, {
      path: 'rto',
    });
    assert.equal(late.status, 409);
    assert.equal(sandbox.shipment(awb)?.shipment.path, 'delivered');
  });

  it('changes the way mid-transit, before the attempt', async (t) => {
    const { receiver, sandbox, client } = await withReceiver(t, [], { scanIntervalMs: 40 });
    const { shipmentId, awb } = await orderWithAwb(client);
    await pickup(client, shipmentId);
    await receiver.waitFor(2);
    sandbox.setOutcome(awb, 'rto');
    const hooks = await receiver.waitFor(9);
    assert.equal(statusIds(hooks).at(-1), SR.RTO_DELIVERED);
  });
});
