import type {
  DeliveryIssueView,
  LabelsView,
  OrderHistoryEntry,
  OrderToShip,
  OrderView,
  PickupView,
  Product,
  PublicTrackingView,
  ShipmentView,
  TrackingView,
} from '@arogya/contracts';
import {
  adminProduct,
  apiOf,
  buy,
  signUp,
  startFullShop,
  SHIPPING_ADDRESS,
  testShop,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';

/**
 * Issue 33, shipping through the gateway against the courier sandbox (a local Shiprocket,
 * scans every 80 ms once picked up, its tracking webhooks to the gateway): staff book a paid
 * order's shipments (a partial one first), print the labels, hand them over in a pickup with
 * its manifest, and the scans move the order to Shipped and Delivered, each milestone once in
 * its history; a parcel returned to origin cancels (refunds) an order paid online and restocks
 * it once. Before the issue an order was Processing until staff marked it by hand.
 */
const ADMIN = { email: 'shipping-admin@test.local', password: 'shipping-admin-pass' };
const shop = testShop('shipping', async (env, ns, own) => ({
  full: own(
    await startFullShop(env, ns, { admin: ADMIN, seed: false, courier: { scanIntervalMs: 80 } }),
  ),
}));
const api = apiOf(() => shop.parts.full.gateway.baseUrl);
const courier = () => shop.parts.full.courier!;
let adminToken: string;
let tulsi: Product;
let whey: Product;

const stockOf = async (p: Product) =>
  ((await api('GET', `/api/products/${p._id}`)).body as Product).countInStock;

/** A paid order of these lines by a new shopper: the order, once "my orders" lists it. */
async function paidOrder(
  lines: [Product, number][],
): Promise<{ order: OrderView; token: string; email: string }> {
  const { token, user } = await signUp(api, 'ship');
  const items = lines.map(([p, quantity]) => ({ productId: p._id, quantity }));
  const address = { ...SHIPPING_ADDRESS, address: `${randomUUID().slice(0, 4)} MG Road` };
  const checkout = await buy(api, shop.parts.full.sandbox.url, token, items, address);
  const order = await until(
    async () =>
      ((await api('GET', '/api/orders/my-orders', undefined, token)).body as OrderView[]).find(
        (o) => o.checkoutId === checkout._id,
      ),
    20_000,
    'the paid order',
  );
  return { order, token, email: (user as { email?: string }).email! };
}

const toShip = async (orderId: string) =>
  ((await api('GET', '/api/admin/to-ship', undefined, adminToken)).body as OrderToShip[]).find(
    (o) => o.orderId === orderId,
  );
const history = async (orderId: string) =>
  (await api('GET', `/api/admin/orders/${orderId}/history`, undefined, adminToken))
    .body as OrderHistoryEntry[];
const statusOf = async (orderId: string) =>
  ((await api('GET', `/api/admin/orders/${orderId}`, undefined, adminToken)).body as OrderView)
    .status;

/** The sandbox courier's quotes from the shop's PIN to `pin` for `kg`, prepaid. */
async function sandboxQuotes(pin: string, kg: number) {
  const base = `${courier().url}/v1/external`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'sandbox-api@arogya.test',
      password: 'sandbox_shiprocket_password',
    }),
  });
  const { token } = (await login.json()) as { token: string };
  const query = new URLSearchParams({
    pickup_postcode: '313001',
    delivery_postcode: pin,
    weight: String(kg),
    cod: '0',
  });
  const res = await fetch(`${base}/courier/serviceability/?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as {
    data: {
      available_courier_companies: {
        courier_name: string;
        rate: number;
        estimated_delivery_days: string;
      }[];
    };
  };
  return body.data.available_courier_companies.map((c) => ({
    name: c.courier_name,
    rate: Number(c.rate),
    days: Number(c.estimated_delivery_days),
  }));
}

/** A PDF the courier made, fetched. */
async function pdfAt(url: string): Promise<string> {
  const res = await fetch(url);
  assert.equal(res.status, 200, url);
  return Buffer.from(await res.arrayBuffer())
    .subarray(0, 5)
    .toString('latin1');
}

/** Books `body` (an order, maybe lines) as staff; answers the shipment. */
async function book(body: Record<string, unknown>): Promise<ShipmentView> {
  const r = await api('POST', '/api/admin/shipments', body, adminToken);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body as ShipmentView;
}

/** Hands shipments over in one pickup: answers it. */
async function pickup(ids: string[]): Promise<PickupView> {
  const r = await api('POST', '/api/admin/pickups', { ids }, adminToken);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body as PickupView;
}

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  tulsi = await adminProduct(api, adminToken, {
    name: 'Tulsi Drops',
    price: 300,
    countInStock: 30,
  });
  // a 2 kg tub: its variant says what it weighs with its pack; the tulsi says nothing (500 g)
  whey = await adminProduct(api, adminToken, {
    name: 'Whey Tub',
    price: 3000,
    countInStock: 30,
    variants: [{ price: 3000, countInStock: 30, weightGrams: 2000 }],
  });
});

describe('shipping an order with the courier (issue 33)', () => {
  it('a partial shipment, then the rest: AWBs, one label PDF, a pickup with its manifest; the scans make the order Shipped, then Delivered once all is', async () => {
    const { order, token } = await paidOrder([
      [tulsi, 2],
      [whey, 1],
    ]);
    const waiting = await until(() => toShip(order._id), 10_000, 'the order to ship');
    assert.deepEqual(
      waiting.lines.map((l) => [l.name, l.quantity]),
      [
        ['Tulsi Drops', 2],
        ['Whey Tub', 1],
      ],
    );

    // the whey now, the tulsi later
    const first = await book({
      orderId: order._id,
      lines: [{ productId: whey._id, size: '', color: '', quantity: 1 }],
    });
    assert.equal(first.status, 'booked');
    // weighed from the catalog's variant: 2 000 g and 10 % for the carton
    assert.equal(first.weightGrams, 2200);
    assert.match(first.awb ?? '', /^\d{10,}$/);
    // chosen by the shop's rule from the courier's quotes for this parcel: the cheapest that
    // keeps the promised date, else the fastest
    const quotes = await sandboxQuotes(order.shippingAddress.postalCode, first.weightGrams / 1000);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10); // India
    const daysLeft = Math.round(
      (Date.parse(order.estimatedDelivery!) - Date.parse(today)) / 86_400_000,
    );
    const keeps = quotes.filter((q) => q.days <= daysLeft).sort((a, b) => a.rate - b.rate);
    const fastest = [...quotes].sort((a, b) => a.days - b.days || a.rate - b.rate);
    assert.equal(first.courierName, (keeps[0] ?? fastest[0])!.name);
    assert.ok(
      courier()
        .requests()
        .some(
          (r) =>
            r.url.includes('/courier/serviceability') && r.url.includes('pickup_postcode=313001'),
        ),
      'quoted from the shop’s PIN',
    );
    assert.deepEqual(
      (await toShip(order._id))?.lines.map((l) => [l.name, l.quantity]),
      [['Tulsi Drops', 2]],
      'the rest awaits',
    );
    // staff may name the courier themselves
    const second = await book({ orderId: order._id, courierId: 19 });
    assert.equal(second.courierName, 'Ecom Express Surface 2kg');
    assert.deepEqual(
      second.lines.map((l) => [l.productId, l.quantity]),
      [[tulsi._id, 2]],
    );
    assert.equal(second.weightGrams, 1100, 'two units of none given: 500 g each, and the carton');
    assert.equal(await toShip(order._id), undefined, 'nothing left to ship');
    const again = await api('POST', '/api/admin/shipments', { orderId: order._id }, adminToken);
    assert.deepEqual(
      [again.status, again.body.message],
      [400, 'Everything in this order has shipped'],
    );

    // both labels in one PDF; the courier has not been asked to collect yet
    const labels = await api(
      'POST',
      '/api/admin/shipments/labels',
      { ids: [first._id, second._id] },
      adminToken,
    );
    assert.equal(labels.status, 200, JSON.stringify(labels.body));
    assert.equal((labels.body as LabelsView).shipments, 2);
    assert.equal(await pdfAt((labels.body as LabelsView).url), '%PDF-');
    assert.equal(await statusOf(order._id), 'Processing');

    // the whey is handed over: picked up, on its way, delivered — the order Shipped, not Delivered
    const handed = await pickup([first._id]);
    assert.deepEqual(handed.shipmentIds, [first._id]);
    assert.equal(await pdfAt(handed.manifestUrl!), '%PDF-');
    const twice = await api('POST', '/api/admin/pickups', { ids: [first._id] }, adminToken);
    assert.deepEqual(
      [twice.status, twice.body.message],
      [409, `Shipment ${first._id} is in a pickup already`],
    );
    await courier().waitFor(
      (o) => o.shipment.awb === first.awb && o.shipment.scans.some((s) => s.status === 7),
      20_000,
    );
    const delivered = async (id: string) =>
      (
        (await api('GET', `/api/admin/orders/${order._id}/shipments`, undefined, adminToken))
          .body as ShipmentView[]
      ).find((s) => s._id === id)?.status === 'delivered';
    await until(
      async () => (await delivered(first._id)) || undefined,
      20_000,
      'the whey delivered',
    );
    assert.equal(await statusOf(order._id), 'Shipped', 'the tulsi is still to come');

    await pickup([second._id]);
    await until(
      async () => (await statusOf(order._id)) === 'Delivered' || undefined,
      20_000,
      'the order delivered',
    );
    const shipments = (
      await api('GET', `/api/admin/orders/${order._id}/shipments`, undefined, adminToken)
    ).body as ShipmentView[];
    assert.deepEqual(
      shipments.map((s) => [s._id, s.status]),
      [
        [first._id, 'delivered'],
        [second._id, 'delivered'],
      ],
    );
    assert.ok(shipments[0]!.scans.length >= 4, 'every scan kept');

    // the shopper follows their parcels (anyone else: not found)
    const tracked = await api('GET', `/api/orders/${order._id}/shipments`, undefined, token);
    assert.equal(tracked.status, 200, JSON.stringify(tracked.body));
    const parcels = tracked.body as TrackingView[];
    assert.deepEqual(
      parcels.map((p) => [p.awb, p.status, p.courierName]),
      shipments.map((s) => [s.awb, 'delivered', s.courierName]),
    );
    assert.deepEqual(Object.keys(parcels[0]!).sort(), [
      '_id',
      'awb',
      'bookedAt',
      'claimId',
      'courierName',
      'expectedBy',
      'issue',
      'lines',
      'scans',
      'status',
    ]);
    assert.deepEqual(
      parcels[0]!.scans.map((x) => x.status),
      shipments[0]!.scans.map((x) => x.status),
    );
    const stranger = await signUp(api, 'stranger');
    const notTheirs = await api(
      'GET',
      `/api/orders/${order._id}/shipments`,
      undefined,
      stranger.token,
    );
    assert.deepEqual([notTheirs.status, notTheirs.body.message], [404, 'Order not found']);

    // the history: each milestone once, in order, the status moves with the courier's name
    const courierLines = (await history(order._id)).filter((h) => h.actor === 'courier');
    const notes = courierLines.map((h) => h.note!.replace(/ \(.*\)$/, ''));
    assert.deepEqual(
      notes.filter((n) => n === 'Picked up by the courier'),
      ['Picked up by the courier', 'Picked up by the courier'],
      'once per parcel',
    );
    assert.equal(notes.filter((n) => n === 'Parcel delivered').length, 2);
    assert.deepEqual(
      courierLines.filter((h) => h.from !== h.to).map((h) => [h.from, h.to]),
      [
        ['Processing', 'Shipped'],
        ['Shipped', 'Delivered'],
      ],
    );
    assert.match(courierLines[0]!.note!, new RegExp(`AWB ${first.awb}`));

    // a replayed webhook moves nothing and writes nothing
    const before = (await history(order._id)).length;
    const replay = await fetch(`${courier().url}/sandbox/webhooks/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ awb: first.awb }),
    });
    assert.equal(replay.status, 200);
    await until(
      async () =>
        courier()
          .webhooks.list()
          .some((d) => d.replayOf !== null && d.awb === first.awb && d.state === 'delivered') ||
        undefined,
      10_000,
      'the replay delivered',
    );
    assert.equal((await history(order._id)).length, before);
  });

  it('anyone with the order’s number and its phone or e-mail follows it on the public tracking page; a wrong pair is one 404', async () => {
    const { order, email } = await paidOrder([[tulsi, 1]]);
    await until(() => toShip(order._id), 10_000, 'the order to ship');
    // the console's search box finds it by its number as printed
    const search = new URLSearchParams({
      filter: JSON.stringify({ q: `#${order._id.slice(-6).toUpperCase()}` }),
    });
    const found = await api('GET', `/api/admin/to-ship?${search}`, undefined, adminToken);
    assert.deepEqual(
      (found.body as OrderToShip[]).map((o) => o.orderId),
      [order._id],
    );
    const parcel = await book({ orderId: order._id });
    const track = (body: unknown) => api('POST', '/api/track', body);
    const number = `#${order._id.slice(-6).toUpperCase()}`;
    const byPhone = await track({ order: number, contact: '+91 98765-43210' });
    assert.equal(byPhone.status, 200, JSON.stringify(byPhone.body));
    assert.equal(byPhone.headers.get('cache-control'), 'no-store');
    const seen = byPhone.body as PublicTrackingView;
    assert.deepEqual(
      [seen.orderNumber, seen.promisedBy, seen.cancelled, seen.items.map((i) => i.name)],
      [`#${order._id.slice(-6)}`, order.estimatedDelivery, false, ['Tulsi Drops']],
    );
    assert.deepEqual(
      seen.shipments.map((x) => [x.awb, x.courierName, x.status]),
      [[parcel.awb, parcel.courierName, 'booked']],
    );
    assert.equal(JSON.stringify(seen).includes('MG Road'), false, 'nothing of the address');
    // the account's e-mail, in any case, finds it too
    const byEmail = await track({ order: order._id.slice(-6), contact: email.toUpperCase() });
    assert.equal(byEmail.status, 200, JSON.stringify(byEmail.body));
    assert.deepEqual((byEmail.body as PublicTrackingView).shipments, seen.shipments);
    // someone else's e-mail or phone: the answer an unknown number gets
    for (const contact of ['someone-else@test.local', '9000000001']) {
      const miss = await track({ order: number, contact });
      assert.deepEqual(
        [miss.status, miss.body.message],
        [404, 'No order matches that number and phone or e-mail'],
      );
    }
    const bad = await track({ order: 'ABC', contact: email });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /order number/);
  });

  it('a failed delivery: in the staff’s queue; the shopper picks a new day and a corrected phone, the courier delivers then; decided once', async () => {
    const { order, token } = await paidOrder([[tulsi, 1]]);
    await until(() => toShip(order._id), 10_000, 'the order to ship');
    const parcel = await book({ orderId: order._id });
    courier().setOutcome(parcel.awb!, 'ndr', 'Customer not available');
    await pickup([parcel._id]);
    const mine = async () =>
      (
        (await api('GET', `/api/orders/${order._id}/shipments`, undefined, token))
          .body as TrackingView[]
      )[0]!;
    await until(async () => (await mine()).issue?.state === 'open' || undefined, 20_000, 'the NDR');
    assert.equal((await mine()).issue?.reason, 'Undelivered - Customer not available');

    // the staff's queue: a simple-rest page
    const queue = await api('GET', '/api/admin/delivery-issues', undefined, adminToken);
    assert.equal(queue.status, 200, JSON.stringify(queue.body));
    const row = (queue.body as DeliveryIssueView[]).find((i) => i.orderId === order._id);
    assert.deepEqual(
      [row?.awb, row?.state, row?.customer.phone, row?.customer.pin],
      [parcel.awb, 'open', SHIPPING_ADDRESS.phone, SHIPPING_ADDRESS.postalCode],
    );
    assert.match(queue.headers.get('content-range') ?? '', /^delivery-issues 0-\d+\/[1-9]\d*$/);
    // as the console asks: its default sort, a page, and a search by AWB
    const query = new URLSearchParams({
      sort: '["createdAt","DESC"]',
      range: '[0,24]',
      filter: JSON.stringify({ state: 'open', q: parcel.awb }),
    });
    const found = await api('GET', `/api/admin/delivery-issues?${query}`, undefined, adminToken);
    assert.equal(found.status, 200, JSON.stringify(found.body));
    assert.deepEqual(
      (found.body as DeliveryIssueView[]).map((i) => i.awb),
      [parcel.awb],
    );
    // not a shopper's to see; not a stranger's to decide
    const asShopper = await api('GET', '/api/admin/delivery-issues', undefined, token);
    assert.equal(asShopper.status, 403);
    const stranger = await signUp(api, 'stranger');
    const theirs = await api('POST', `/api/shipments/${parcel._id}/reattempt`, {}, stranger.token);
    assert.deepEqual([theirs.status, theirs.body.message], [404, 'Shipment not found']);
    const badDay = await api(
      'POST',
      `/api/shipments/${parcel._id}/reattempt`,
      { date: '30-11-2026' },
      token,
    );
    assert.deepEqual(
      [badDay.status, badDay.body.message],
      [400, 'Choose the day for the new delivery attempt'],
    );

    const day = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
    const asked = await api(
      'POST',
      `/api/shipments/${parcel._id}/reattempt`,
      { date: day, phone: '098765 11111' },
      token,
    );
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    assert.deepEqual(
      [(asked.body as TrackingView).issue?.state, (asked.body as TrackingView).expectedBy],
      ['re-attempt', day],
    );
    const again = await api(
      'POST',
      `/api/admin/delivery-issues/${parcel._id}/return`,
      undefined,
      adminToken,
    );
    assert.equal(again.status, 409);
    await until(
      async () => (await statusOf(order._id)) === 'Delivered' || undefined,
      20_000,
      'delivered',
    );
    const decided = await api(
      'GET',
      '/api/admin/delivery-issues?filter={"state":"re-attempt"}',
      undefined,
      adminToken,
    );
    const done = (decided.body as DeliveryIssueView[]).find((i) => i.orderId === order._id);
    assert.deepEqual(
      [done?.decidedBy, done?.deferredDate, done?.customer.phone],
      ['shopper', day, '919876511111'],
    );
  });

  it('a parcel refused at the door comes back: the order paid online is cancelled, refunded and restocked once', async () => {
    const start = await stockOf(whey);
    const { order } = await paidOrder([[whey, 2]]);
    await until(
      async () => (await stockOf(whey)) === start - 2 || undefined,
      10_000,
      'the stock sold',
    );
    await until(() => toShip(order._id), 10_000, 'the order to ship');
    const parcel = await book({ orderId: order._id });
    courier().setOutcome(parcel.awb!, 'rto', 'Customer refused');
    await pickup([parcel._id]);
    await until(
      async () => (await statusOf(order._id)) === 'Cancelled' || undefined,
      30_000,
      'the order cancelled on its return',
    );
    await until(async () => (await stockOf(whey)) === start || undefined, 10_000, 'the stock back');
    const moves = (await history(order._id)).filter((h) => h.from !== h.to);
    assert.deepEqual(
      moves.map((h) => [h.from, h.to, h.actor]),
      [
        [null, 'Processing', moves[0]!.actor],
        ['Processing', 'Shipped', 'courier'],
        ['Shipped', 'Cancelled', 'courier'],
      ],
    );
    assert.match(moves[2]!.note!, /^Returned to the shop/);
    // Razorpay's refund made, the credit note issued
    const refunded = await until(
      async () => {
        const o = (await api('GET', `/api/admin/orders/${order._id}`, undefined, adminToken))
          .body as OrderView;
        return o.refund?.razorpayRefundId ? o : undefined;
      },
      20_000,
      'the refund made',
    );
    assert.equal(refunded.totalPrice, 6000);
    assert.ok(refunded.creditNoteNumber, 'its credit note');
    // once: the replayed return moves nothing, the stock stays
    await fetch(`${courier().url}/sandbox/webhooks/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ awb: parcel.awb }),
    });
    await new Promise((r) => setTimeout(r, 1000));
    assert.equal(await stockOf(whey), start);
    assert.equal((await history(order._id)).filter((h) => h.from !== h.to).length, 3);
  });

  it('refuses what is not staff’s, not bookable or not the courier’s, saying why', async () => {
    const { order, token } = await paidOrder([[tulsi, 1]]);
    await until(() => toShip(order._id), 10_000, 'the order to ship');
    const asShopper = await api('POST', '/api/admin/shipments', { orderId: order._id }, token);
    assert.equal(asShopper.status, 403);
    assert.equal((await api('GET', '/api/admin/to-ship', undefined, token)).status, 403);
    const unknown = await api(
      'POST',
      '/api/admin/shipments',
      { orderId: randomUUID() },
      adminToken,
    );
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'No such order to ship']);
    const bad = await api('POST', '/api/admin/shipments', { orderId: 'nope' }, adminToken);
    assert.deepEqual([bad.status, bad.body.message], [400, 'Invalid order id']);
    const tooMany = await api(
      'POST',
      '/api/admin/shipments',
      { orderId: order._id, lines: [{ productId: tulsi._id, size: '', color: '', quantity: 5 }] },
      adminToken,
    );
    assert.deepEqual(
      [tooMany.status, tooMany.body.message],
      [400, 'Only 1 of Tulsi Drops is left to ship'],
    );
    const none = await api('POST', '/api/admin/shipments/labels', { ids: [] }, adminToken);
    assert.deepEqual([none.status, none.body.message], [400, 'Choose at least one shipment']);
    const ghost = randomUUID();
    const missing = await api('POST', '/api/admin/pickups', { ids: [ghost] }, adminToken);
    assert.deepEqual([missing.status, missing.body.message], [404, `No such shipment: ${ghost}`]);
    // one pickup takes what the courier's one-a-call pickups get through in time
    const crowd = Array.from({ length: 31 }, () => randomUUID());
    const tooBig = await api('POST', '/api/admin/pickups', { ids: crowd }, adminToken);
    assert.equal(tooBig.status, 400);
    assert.match(tooBig.body.message, /^One pickup hands over at most 30 shipments/);

    // a webhook without the shop's token is refused, with it an unknown AWB is taken quietly
    const hook = (key: string | null, awb = '999999999999') =>
      fetch(`${shop.parts.full.gateway.baseUrl}/api/webhooks/courier-tracking`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(key === null ? {} : { 'x-api-key': key }),
        },
        body: JSON.stringify({
          awb,
          current_status: 'DELIVERED',
          current_status_id: 7,
          shipment_status: 'DELIVERED',
          shipment_status_id: 7,
          current_timestamp: '23 05 2026 11:43:52',
          order_id: 'x',
          sr_order_id: 1,
          scans: [],
        }),
      });
    assert.equal((await hook(null)).status, 401);
    assert.equal((await hook('not-the-token')).status, 401);
    const quiet = await hook('sandbox_shiprocket_webhook_token');
    assert.equal(quiet.status, 200);
    assert.deepEqual(await quiet.json(), { applied: false });
  });
});
