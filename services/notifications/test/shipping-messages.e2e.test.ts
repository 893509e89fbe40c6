import type { ShipmentView } from '@arogya/contracts';
import { eventsSettled, jobsDone, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { ADMIN, notifyShop, productToBuy, shopperBuys } from './support.js';

/**
 * Issue 33: a parcel's milestones told to its shopper, end to end through the gateway against
 * the courier sandbox (scans every 60 ms once picked up, its webhooks to the gateway) and the
 * mail sandbox: shipped with the courier and AWB, out for delivery, delivered — each once,
 * however often the courier's webhooks come again.
 */
const { shop, api } = notifyShop('notifyship', {}, { courier: { scanIntervalMs: 60 } });
let productId: string;
let adminToken: string;

before(async () => {
  await shop.ready;
  productId = (await productToBuy(api, 'Brahmi Capsules'))._id;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
});

/**
 * A shopper's paid order booked with the courier (on `path` when given) and handed over; with
 * a match of the shopper's e-mails about it whose subject says `subject`.
 */
async function shipped(path?: 'ndr') {
  const { order, email, shopper } = await shopperBuys(shop, api, productId);
  const number = `#${order._id.slice(-6)}`;
  const toShopper = (subject: string) => (m: { to: string[]; subject: string }) =>
    m.to.includes(email) && m.subject.includes(number) && m.subject.includes(subject);
  // staff book it once fulfilment knows the order, and hand it over
  const booked = await until(
    async () => {
      const r = await api('POST', '/api/admin/shipments', { orderId: order._id }, adminToken);
      return r.status === 201 ? (r.body as ShipmentView) : undefined;
    },
    20_000,
    'the shipment booked',
  );
  if (path) shop.parts.courier!.setOutcome(booked.awb!, path, 'Customer not available');
  const pickup = await api('POST', '/api/admin/pickups', { ids: [booked._id] }, adminToken);
  assert.equal(pickup.status, 201, JSON.stringify(pickup.body));
  return { order, shopper, booked, toShopper };
}

describe('a parcel’s milestones by e-mail (issue 33)', () => {
  it('shipped with its courier and AWB, out for delivery, delivered: each once, replayed webhooks and all', async () => {
    const { mail } = shop.parts;
    const courier = shop.parts.courier!;
    const { order, booked, toShopper } = await shipped();
    const onItsWay = await mail.waitFor(toShopper('has shipped'), 30_000);
    assert.match(onItsWay.text ?? '', new RegExp(`${booked.courierName}.*AWB ${booked.awb}`));
    const out = await mail.waitFor(toShopper('is out for delivery'), 30_000);
    assert.match(out.text ?? '', new RegExp(`with ${booked.courierName} \\(AWB ${booked.awb}\\)`));
    assert.match(out.text ?? '', new RegExp(`/order/${order._id}`));
    assert.doesNotMatch(out.text ?? '', /in cash/, 'paid online: nothing to pay');
    await mail.waitFor(toShopper('was delivered'), 30_000);

    // the courier sends every webhook again: nothing moves, nothing more is said
    const replay = await fetch(`${courier.url}/sandbox/webhooks/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ awb: booked.awb }),
    });
    assert.equal(replay.status, 200);
    // every replay answered by the gateway (so fulfilment took it), then notifications settled
    await until(
      () => {
        const replays = courier.webhooks.list().filter((w) => w.awb === booked.awb && w.replayOf);
        return (replays.length > 0 && replays.every((w) => w.state === 'delivered')) || undefined;
      },
      20_000,
      'the replays delivered',
    );
    await eventsSettled(shop.env, shop.ns, [shop.parts.notifications!]);
    await jobsDone(shop.env, shop.ns, 'notifications');
    for (const subject of ['has shipped', 'is out for delivery', 'was delivered'])
      assert.equal(mail.messages().filter(toShopper(subject)).length, 1, subject);
  });

  it('a failed delivery: the courier’s reason and where to choose a new day, once; the new day chosen, out again and delivered', async () => {
    const { mail } = shop.parts;
    const { order, shopper, booked, toShopper } = await shipped('ndr');

    const missed = await mail.waitFor(toShopper('could not deliver'), 30_000);
    assert.match(missed.text ?? '', /The courier says: Undelivered - Customer not available\./);
    assert.match(missed.text ?? '', new RegExp(`Choose a new delivery day: .*/order/${order._id}`));

    // the shopper chooses the day after tomorrow
    const day = new Date(Date.now() + 330 * 60_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    const r = await api(
      'POST',
      `/api/shipments/${booked._id}/reattempt`,
      { date: day },
      shopper.token,
    );
    assert.equal(r.status, 200, JSON.stringify(r.body));
    await mail.waitFor(toShopper('was delivered'), 30_000);
    await eventsSettled(shop.env, shop.ns, [shop.parts.notifications!]);
    await jobsDone(shop.env, shop.ns, 'notifications');
    assert.equal(mail.messages().filter(toShopper('could not deliver')).length, 1);
    // out for delivery twice: the first attempt and the one on the chosen day
    assert.equal(mail.messages().filter(toShopper('is out for delivery')).length, 2);
  });
});
