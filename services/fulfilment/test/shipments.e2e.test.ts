// Issue 33: shipments booked with the courier (the courier sandbox, a local Shiprocket) from the
// orders to ship, and moved on by its tracking webhooks, against the running PostgreSQL, NATS
// and Redis: an AWB for a whole order; a partial shipment leaving the rest awaiting; refusals
// by name; each milestone announced once whatever the webhooks do (dropped, replayed).
import { DEFAULT_COURIER_SANDBOX_CONFIG, startCourierSandbox } from '@arogya/courier-sandbox';
import {
  FulfilmentCalls,
  OrderPlacedV1,
  parseTrackingQuery,
  ShipmentStatusChangedV1,
  type Caller,
  type OrderPlacedV1 as OrderPlaced,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { refusal, serviceShop, SHIPPING_ADDRESS, startFulfilment, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { before, describe, it } from 'node:test';

const ADMIN: Caller = { userId: randomUUID(), role: 'admin', name: 'Staff' };

const shop = serviceShop(
  'ship',
  async (env, ns, own) => {
    // the courier's webhooks reach fulfilment as the gateway will hand them over: by its call
    const forward: { call?: (headers: Record<string, string>, body: unknown) => Promise<void> } =
      {};
    const receiver = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        );
        void (forward.call?.(headers, JSON.parse(text)) ?? Promise.resolve()).then(
          () => res.writeHead(200).end(),
          () => res.writeHead(500).end(),
        );
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    own({ close: () => new Promise<void>((r) => receiver.close(() => r())) });
    const { port } = receiver.address() as { port: number };
    const courier = own(
      await startCourierSandbox({
        port: 0,
        scanIntervalMs: 40,
        webhookUrl: `http://127.0.0.1:${port}/webhooks/shiprocket`,
        webhookRetryDelaysMs: [50, 200, 500],
      }),
    );
    const fulfilment = await startFulfilment(env, ns, {
      SHIPROCKET_API_BASE: courier.url,
      SHIPROCKET_EMAIL: DEFAULT_COURIER_SANDBOX_CONFIG.email,
      SHIPROCKET_PASSWORD: DEFAULT_COURIER_SANDBOX_CONFIG.password,
      SHIPROCKET_WEBHOOK_TOKEN: DEFAULT_COURIER_SANDBOX_CONFIG.webhookToken,
    });
    return { fulfilment, courier, forward };
  },
  RpcClient,
);

const order = (
  lines: [string, number][],
  paymentMethod: 'Razorpay' | 'COD' = 'Razorpay',
  pin = '560038',
): OrderPlaced => ({
  orderId: randomUUID(),
  checkoutId: randomUUID(),
  userId: randomUUID(),
  items: lines.map(([name, quantity]) => ({
    productId: randomUUID(),
    name,
    size: '',
    color: '',
    quantity,
    pricePaise: 39_900,
  })),
  totalPricePaise: lines.reduce((sum, [, q]) => sum + q * 39_900, 0),
  shippingAddress: { ...SHIPPING_ADDRESS, postalCode: pin, city: 'Bengaluru', state: 'Karnataka' },
  paymentMethod,
  placedAt: new Date().toISOString(),
});

const book = (orderId: string, extra: Record<string, unknown> = {}) =>
  shop.parts.rpc.call(FulfilmentCalls.book, { caller: ADMIN, orderId, ...extra });
const moves = async (shipmentId: string) =>
  (await shop.published(ShipmentStatusChangedV1, (d) => d.shipmentId === shipmentId)).map(
    (e) => e.data.to,
  );

/** Asks the courier sandbox, as Shiprocket's API is asked, to pick up the parcel `awb`. */
async function requestPickup(awb: string) {
  const { courier } = shop.parts;
  const token = (await (
    await fetch(`${courier.url}/v1/external/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: DEFAULT_COURIER_SANDBOX_CONFIG.email,
        password: DEFAULT_COURIER_SANDBOX_CONFIG.password,
      }),
    })
  ).json()) as { token: string };
  const pickup = await fetch(`${courier.url}/v1/external/courier/generate/pickup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token.token}` },
    body: JSON.stringify({ shipment_id: [Number(courier.shipment(awb)!.shipment.id)] }),
  });
  assert.equal(pickup.status, 200);
}

/** The India-time day of an instant (ms), YYYY-MM-DD. */
const istDay = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);

before(async () => {
  await shop.ready;
  shop.parts.forward.call = async (headers, body) => {
    await shop.parts.rpc.call(FulfilmentCalls.shiprocketWebhook, { headers, body });
  };
});

describe('shipments with the courier (issue 33)', () => {
  it('books a whole order once, however many ask at once: its AWB from the courier, announced once; the order no longer waits', async () => {
    const o = order([['Moringa Powder', 2]]);
    await shop.publish(OrderPlacedV1, o);
    await shop.settled();
    // two staff book it at the same moment: one shipment, one AWB, announced once (the second
    // gets the same shipment while it is being booked, or is told it has all shipped)
    const [s, twin] = await Promise.all([
      book(o.orderId),
      book(o.orderId).catch((err: Error) => err),
    ]);
    if (twin instanceof Error) assert.equal(twin.message, 'Everything in this order has shipped');
    else assert.deepEqual([twin._id, twin.awb], [s._id, s.awb]);
    assert.equal(
      (
        await shop.parts.rpc.call(FulfilmentCalls.shipmentsOf, {
          caller: ADMIN,
          orderId: o.orderId,
        })
      ).length,
      1,
    );
    assert.equal(s.status, 'booked');
    assert.match(s.awb ?? '', /^\d{8,}$/);
    assert.ok(s.courierName);
    assert.deepEqual(
      s.lines.map((l) => l.quantity),
      [2],
    );
    assert.equal(shop.parts.courier.shipment(s.awb!)?.channelOrderId, s._id, 'booked under its id');
    assert.ok(
      !(await shop.parts.rpc.call(FulfilmentCalls.toShip, { caller: ADMIN })).some(
        (x) => x.orderId === o.orderId,
      ),
    );
    assert.deepEqual(
      (await refusal(book(o.orderId))).message,
      'Everything in this order has shipped',
    );
    await shop.settled();
    assert.deepEqual(await moves(s._id), ['booked']);
  });

  it('ships part of an order now and the rest later; refuses what is not left, and what may not ship', async () => {
    const o = order([
      ['Ashwagandha Tablets', 2],
      ['Tulsi Drops', 1],
    ]);
    await shop.publish(OrderPlacedV1, o);
    await shop.settled();
    const [ashwagandha, tulsi] = o.items;
    const line = (i: typeof ashwagandha, quantity: number) => ({
      productId: i!.productId,
      size: '',
      color: '',
      quantity,
    });
    const first = await book(o.orderId, { lines: [line(ashwagandha, 1)] });
    assert.deepEqual(first.lines, [line(ashwagandha, 1)]);
    const waiting = (await shop.parts.rpc.call(FulfilmentCalls.toShip, { caller: ADMIN })).find(
      (x) => x.orderId === o.orderId,
    );
    assert.deepEqual(
      waiting?.lines.map((l) => [l.name, l.quantity]),
      [
        ['Ashwagandha Tablets', 1],
        ['Tulsi Drops', 1],
      ],
      'the rest awaits',
    );
    const over = await refusal(book(o.orderId, { lines: [line(tulsi, 2)] }));
    assert.deepEqual([over.status, over.message], [400, 'Only 1 of Tulsi Drops is left to ship']);
    const rest = await book(o.orderId);
    assert.deepEqual(
      rest.lines.map((l) => l.quantity),
      [1, 1],
    );
    assert.notEqual(rest.awb, first.awb);
    const shipments = await shop.parts.rpc.call(FulfilmentCalls.shipmentsOf, {
      caller: ADMIN,
      orderId: o.orderId,
    });
    assert.deepEqual(
      shipments.map((x) => x._id),
      [first._id, rest._id],
    );

    // a cash order awaiting its code, and an order fulfilment never heard of
    const cash = order([['Whey', 1]], 'COD');
    await shop.publish(OrderPlacedV1, cash);
    await shop.settled();
    const waitingCode = await refusal(book(cash.orderId));
    assert.deepEqual(
      [waitingCode.status, waitingCode.message],
      [409, 'This cash order awaits its shopper’s code: it ships once confirmed'],
    );
    assert.equal((await refusal(book(randomUUID()))).status, 404);
    assert.equal((await refusal(book('not-an-id'))).status, 400);
  });

  it('moves a shipment through each milestone once as the scans come, dropped and replayed webhooks and all', async () => {
    const o = order([['Triphala Churna', 1]]);
    await shop.publish(OrderPlacedV1, o);
    await shop.settled();
    const s = await book(o.orderId);
    const { courier } = shop.parts;
    // the first webhook is lost (its milestone comes with the next one's scans); every one
    // after it is sent twice
    courier.faults.add({ kind: 'drop-webhooks', count: 1 });
    await requestPickup(s.awb!);
    courier.faults.add({ kind: 'duplicate-webhooks' });
    await courier.waitFor(
      (x) => x.shipment.awb === s.awb && x.shipment.scans.at(-1)?.status === 7,
      20_000,
    );
    await until(
      async () => (await moves(s._id)).includes('delivered') || undefined,
      20_000,
      'delivered announced',
    );
    // and all of them again, later
    const replayed = await fetch(`${courier.url}/sandbox/webhooks/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ awb: s.awb }),
    });
    assert.ok(((await replayed.json()) as { count: number }).count >= 5);
    await new Promise((r) => setTimeout(r, 500));
    await shop.settled();
    assert.deepEqual(await moves(s._id), [
      'booked',
      'picked-up',
      'in-transit',
      'out-for-delivery',
      'delivered',
    ]);
    const [tracked] = await shop.parts.rpc.call(FulfilmentCalls.shipmentsOf, {
      caller: ADMIN,
      orderId: o.orderId,
    });
    assert.equal(tracked?.status, 'delivered');
    assert.ok((tracked?.scans.length ?? 0) >= 5, 'its scans kept once each');
    assert.equal(
      new Set(tracked?.scans.map((x) => `${x.at}/${x.status}`)).size,
      tracked?.scans.length,
    );
    // each scan says the milestone it stands for (the shopper's timeline), in order
    assert.deepEqual(
      [...new Set(tracked?.scans.map((x) => x.milestone).filter((m) => m !== null))],
      ['picked-up', 'in-transit', 'out-for-delivery', 'delivered'],
    );
    // and the courier's estimate of the day, as its webhooks said it (etd, India time)
    const etd = courier.shipment(s.awb!)!.shipment.etd!;
    assert.equal(tracked?.expectedBy, istDay(etd));
    // a webhook without the shop's token is refused
    const forged = await refusal(
      shop.parts.rpc.call(FulfilmentCalls.shiprocketWebhook, {
        headers: { 'x-api-key': 'guess' },
        body: { awb: s.awb, order_id: s._id, shipment_status_id: 8 },
      }),
    );
    assert.equal(forged.status, 401);
  });

  it('a failed attempt pushes the courier’s estimate back a day; a replayed older webhook does not bring it forward again', async () => {
    const o = order([['Amla Juice', 1]]);
    await shop.publish(OrderPlacedV1, o);
    await shop.settled();
    const s = await book(o.orderId);
    const { courier } = shop.parts;
    courier.setOutcome(s.awb!, 'ndr', 'Customer not available');
    const first = istDay(courier.shipment(s.awb!)!.shipment.etd!);
    await requestPickup(s.awb!);
    await courier.waitFor(
      (x) => x.shipment.awb === s.awb && x.shipment.scans.at(-1)?.status === 21,
      20_000,
    );
    const later = istDay(courier.shipment(s.awb!)!.shipment.etd!);
    assert.notEqual(later, first, 'the sandbox moved its estimate');
    const expected = async () =>
      (
        await shop.parts.rpc.call(FulfilmentCalls.shipmentsOf, {
          caller: ADMIN,
          orderId: o.orderId,
        })
      )[0]?.expectedBy;
    await until(async () => (await expected()) === later || undefined, 20_000, 'the new estimate');
    // every webhook again, the older ones too: the latest word stands
    await fetch(`${courier.url}/sandbox/webhooks/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ awb: s.awb }),
    });
    await new Promise((r) => setTimeout(r, 500));
    await shop.settled();
    assert.equal(await expected(), later);
  });

  it('follows an order by its number and phone, as people type them; one “no match” for every miss', async () => {
    const o = order([['Ashwagandha Tablets', 2]]);
    await shop.publish(OrderPlacedV1, o);
    await shop.settled();
    const s = await book(o.orderId);
    const number = o.orderId.slice(-6).toUpperCase();
    const found = await shop.parts.rpc.call(
      FulfilmentCalls.publicTracking,
      parseTrackingQuery({
        order: `# ${number}`,
        contact: `+91 ${SHIPPING_ADDRESS.phone.slice(0, 5)} ${SHIPPING_ADDRESS.phone.slice(5)}`,
      }),
    );
    assert.equal(found.orderNumber, `#${o.orderId.slice(-6)}`);
    assert.equal(found.cancelled, false);
    assert.deepEqual(found.items, [
      {
        productId: o.items[0]!.productId,
        name: 'Ashwagandha Tablets',
        size: '',
        color: '',
        quantity: 2,
      },
    ]);
    assert.deepEqual(
      found.shipments.map((x) => [x._id, x.awb, x.status]),
      [[s._id, s.awb, 'booked']],
    );
    // nothing of where it goes, or of the payment
    assert.equal(JSON.stringify(found).includes(SHIPPING_ADDRESS.address), false);
    // another order's number: the same answer as a wrong pair would give
    const other = `${o.orderId.slice(-6, -1)}${o.orderId.endsWith('0') ? '1' : '0'}`;
    const miss = await refusal(
      shop.parts.rpc.call(FulfilmentCalls.publicTracking, {
        order: other,
        contact: `91${SHIPPING_ADDRESS.phone}`,
      }),
    );
    assert.deepEqual(
      [miss.status, miss.message],
      [404, 'No order matches that number and phone or e-mail'],
    );
    // what is not a number or a contact is told so
    for (const [q, message] of [
      [{ order: 'A1B2', contact: SHIPPING_ADDRESS.phone }, /order number/],
      [{ order: number, contact: '12345' }, /mobile number or e-mail/],
      [{ order: number, contact: 'asha@' }, /valid email/],
    ] as const) {
      const bad = await refusal(shop.parts.rpc.call(FulfilmentCalls.publicTracking, q));
      assert.equal(bad.status, 400);
      assert.match(bad.message, message);
    }
  });

  it('a failed delivery awaits a decision: the shopper asks another attempt on a day with a corrected phone and address, delivered; staff send another back', async () => {
    const { courier } = shop.parts;
    const [a, b] = [order([['Neem Soap', 3]]), order([['Tulsi Tea', 1]])];
    await shop.publish(OrderPlacedV1, a);
    await shop.publish(OrderPlacedV1, b);
    await shop.settled();
    const [sa, sb] = [await book(a.orderId), await book(b.orderId)];
    courier.setOutcome(sa.awb!, 'ndr', 'Address incomplete');
    courier.setOutcome(sb.awb!, 'ndr', 'Customer refused');
    await requestPickup(sa.awb!);
    await requestPickup(sb.awb!);
    const shopperOf = (o: OrderPlaced): Caller => ({
      userId: o.userId,
      role: 'customer',
      name: 'Shopper',
    });
    const issueOf = async (o: OrderPlaced) =>
      (
        await shop.parts.rpc.call(FulfilmentCalls.tracking, { caller: shopperOf(o), id: o.orderId })
      )[0]?.issue;
    await until(async () => (await issueOf(a))?.state === 'open' || undefined, 20_000, 'a’s NDR');
    await until(async () => (await issueOf(b))?.state === 'open' || undefined, 20_000, 'b’s NDR');
    assert.deepEqual(
      { ...(await issueOf(a))!, failedAt: undefined },
      {
        attempt: 1,
        reason: 'Undelivered - Address incomplete',
        failedAt: undefined,
        state: 'open',
        deferredDate: null,
      },
    );
    // every webhook of a again (a courier's retries): it stays where it is, one NDR
    await fetch(`${courier.url}/sandbox/webhooks/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ awb: sa.awb }),
    });
    await until(
      () => {
        const replays = courier.webhooks.list().filter((w) => w.awb === sa.awb && w.replayOf);
        return (replays.length > 0 && replays.every((w) => w.state === 'delivered')) || undefined;
      },
      20_000,
      'the replays answered',
    );
    await shop.settled();
    assert.deepEqual(await moves(sa._id), [
      'booked',
      'picked-up',
      'in-transit',
      'out-for-delivery',
      'undelivered',
    ]);
    assert.equal((await issueOf(a))?.attempt, 1);
    // the queue staff work: both, oldest first, with where they were to go
    const queue = await shop.parts.rpc.call(FulfilmentCalls.deliveryIssues, { caller: ADMIN });
    const mine = queue.filter((q) => [a.orderId, b.orderId].includes(q.orderId));
    assert.deepEqual(
      mine.map((q) => [q.orderId, q.awb, q.customer.pin, q.state]).sort(),
      [
        [a.orderId, sa.awb, '560038', 'open'],
        [b.orderId, sb.awb, '560038', 'open'],
      ].sort(),
    );

    // someone else cannot decide; a day not ahead is refused
    const stranger = await refusal(
      shop.parts.rpc.call(FulfilmentCalls.reattempt, {
        caller: shopperOf(b),
        shipmentId: sa._id,
      }),
    );
    assert.deepEqual([stranger.status, stranger.message], [404, 'Shipment not found']);
    const today = istDay(Date.now());
    const past = await refusal(
      shop.parts.rpc.call(FulfilmentCalls.reattempt, {
        caller: shopperOf(a),
        shipmentId: sa._id,
        date: today,
      }),
    );
    assert.equal(past.status, 400);
    assert.match(past.message, /Choose a day from/);

    const day = istDay(Date.now() + 2 * 86_400_000);
    const tracked = await shop.parts.rpc.call(FulfilmentCalls.reattempt, {
      caller: shopperOf(a),
      shipmentId: sa._id,
      date: day,
      phone: '+91 91234 56789',
      address: '14 Temple Street,   near the water tank',
    });
    assert.deepEqual(
      [tracked.issue?.state, tracked.issue?.deferredDate, tracked.expectedBy],
      ['re-attempt', day, day],
    );
    assert.deepEqual(
      courier
        .shipment(sa.awb!)!
        .shipment.ndrActions.map((n) => [n.action, n.deferredDate, n.phone, n.address1]),
      [['re-attempt', day, '9123456789', '14 Temple Street, near the water tank']],
    );
    // decided once: a second decision is told so
    const twice = await refusal(
      shop.parts.rpc.call(FulfilmentCalls.returnToShop, { caller: ADMIN, shipmentId: sa._id }),
    );
    assert.equal(twice.status, 409);
    await until(
      async () => (await moves(sa._id)).includes('delivered') || undefined,
      20_000,
      'a delivered',
    );
    assert.deepEqual((await moves(sa._id)).slice(-3), [
      'undelivered',
      'out-for-delivery',
      'delivered',
    ]);

    // staff bring b back: the courier starts the return, the parcel comes home
    const back = await shop.parts.rpc.call(FulfilmentCalls.returnToShop, {
      caller: ADMIN,
      shipmentId: sb._id,
    });
    assert.deepEqual([back.state, back.decidedBy], ['return', 'staff']);
    await until(
      async () => (await moves(sb._id)).includes('rto-delivered') || undefined,
      20_000,
      'b back at the shop',
    );
    const left = await shop.parts.rpc.call(FulfilmentCalls.deliveryIssues, { caller: ADMIN });
    assert.equal(left.filter((q) => [a.orderId, b.orderId].includes(q.orderId)).length, 0);
  });
});
