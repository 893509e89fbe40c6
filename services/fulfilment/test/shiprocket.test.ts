// Fulfilment's Shiprocket client against the courier sandbox (infra/courier-sandbox), in
// process: quotes, an idempotent booking with its AWB, a label PDF, a pickup and the manifest,
// tracking to each milestone, the tracking webhook read and its token checked, and the
// provider's bad days classified (refused or unavailable), a lost token signed in again.
import { startCourierSandbox, type CourierSandbox } from '@arogya/courier-sandbox';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { CourierError, type ParcelRequest } from '../src/couriers/courier.js';
import { ShiprocketCourier } from '../src/couriers/shiprocket.js';
import { readShiprocketWebhook } from '../src/couriers/shiprocket-webhook.js';

const TOKEN = 'fulfilment-test-webhook-token';
let sandbox: CourierSandbox;
let courier: ShiprocketCourier;
const hooks: { headers: IncomingHttpHeaders; body: unknown }[] = [];
const receiver = createServer((req, res) => {
  let text = '';
  req.on('data', (c: Buffer) => (text += c.toString()));
  req.on('end', () => {
    hooks.push({ headers: req.headers, body: JSON.parse(text) });
    res.writeHead(200).end();
  });
});

const parcel = (reference: string, pin = '560038', cod = false): ParcelRequest => ({
  reference,
  placedAt: new Date('2026-11-27T09:30:00Z'),
  address: {
    name: 'Kavya Rao',
    phone: '+91 98765 43210',
    email: 'kavya@test.local',
    line1: '12 Indiranagar 100 Feet Road',
    line2: '',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin,
  },
  items: [{ name: 'Ashwagandha Tablets', sku: 'ASH-60', units: 2, unitPaise: 34_900, hsn: '3004' }],
  cod,
  collectPaise: cod ? 74_700 : 0,
  weightGrams: 800,
  lengthCm: 15,
  breadthCm: 10,
  heightCm: 8,
});

before(async () => {
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const { port } = receiver.address() as { port: number };
  sandbox = await startCourierSandbox({
    port: 0,
    scanIntervalMs: 20,
    webhookUrl: `http://127.0.0.1:${port}/webhooks/shiprocket`,
    webhookToken: TOKEN,
    webhookRetryDelaysMs: [20, 50],
  });
  courier = new ShiprocketCourier({
    apiBase: sandbox.url,
    email: 'sandbox-api@arogya.test',
    password: 'sandbox_shiprocket_password',
    pickupLocation: 'Primary',
    timeoutMs: 2000,
  });
});

after(async () => {
  await sandbox.close();
  receiver.close();
});

describe('Shiprocket as fulfilment’s courier (issue 33)', () => {
  it('quotes the couriers serving a PIN, cheapest first, and which take cash', async () => {
    const quotes = await courier.quotes({
      fromPin: '313001',
      toPin: '560038',
      weightGrams: 800,
      cod: true,
    });
    assert.ok(quotes.length >= 2, JSON.stringify(quotes));
    for (const [a, b] of quotes.slice(1).map((q, i) => [quotes[i]!, q] as const))
      assert.ok(a.ratePaise <= b.ratePaise, 'cheapest first');
    assert.ok(quotes.every((q) => Number.isInteger(q.ratePaise) && q.ratePaise > 0));
    assert.ok(quotes.every((q) => q.courierName !== ''));
  });

  it('books a parcel once, with its AWB, however often it is asked; refuses a bad one with Shiprocket’s words', async () => {
    const booked = await courier.book(parcel('SHP-BOOK-1'));
    assert.match(booked.awb, /^\d{8,}$/);
    assert.ok(booked.courierName !== '');
    const again = await courier.book(parcel('SHP-BOOK-1'));
    assert.deepEqual(again, booked, 'a retry after a lost answer gets the same AWB');
    assert.equal(
      sandbox.orders().filter((o) => o.channelOrderId === 'SHP-BOOK-1').length,
      1,
      'one order at Shiprocket',
    );
    const bad = parcel('SHP-BAD-1');
    bad.address.phone = '12';
    await assert.rejects(courier.book(bad), (err: unknown) => {
      assert.ok(err instanceof CourierError);
      assert.equal(err.kind, 'refused');
      assert.match(err.message, /billing_phone/);
      return true;
    });
  });

  it('hands several parcels over in one pickup, one call each as Shiprocket takes them; asked again, the ones queued already count', async () => {
    const parcels = await Promise.all(
      ['SHP-PICK-1', 'SHP-PICK-2', 'SHP-PICK-3'].map((ref) =>
        courier.book(parcel(ref, '560038', false)),
      ),
    );
    const ids = parcels.map((p) => p.providerShipmentId);
    const before = sandbox.requests().length;
    const pickup = await courier.pickup(ids);
    assert.ok(pickup.scheduledFor !== null && !Number.isNaN(Date.parse(pickup.scheduledFor)));
    const calls = sandbox
      .requests()
      .slice(before)
      .filter((r) => r.url.includes('/courier/generate/pickup'));
    assert.equal(calls.length, 3, 'one call a shipment');
    for (const p of parcels) assert.ok(sandbox.shipment(p.awb)?.shipment.pickup, p.awb);
    // a retry of the same pickup (after one half made): nothing refused
    await courier.pickup(ids);
  });

  it('prints the label (a PDF), books the pickup, makes the manifest, and tracks the parcel to delivered; each scan’s webhook is read', async () => {
    const booked = await courier.book(parcel('SHP-TRACK-1', '560038', true));
    const label = await fetch(await courier.labels([booked.providerShipmentId]));
    assert.equal(label.status, 200);
    assert.equal(
      Buffer.from(await label.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
    const pickup = await courier.pickup([booked.providerShipmentId]);
    assert.ok(pickup.scheduledFor === null || !Number.isNaN(Date.parse(pickup.scheduledFor)));
    await sandbox.waitFor(
      (o) => o.shipment.awb === booked.awb && o.shipment.scans.at(-1)?.status === 7,
      10_000,
    );
    const scans = await courier.track(booked.awb);
    assert.deepEqual(
      [...new Set(scans.map((s) => s.milestone).filter((m) => m !== null))],
      ['picked-up', 'in-transit', 'out-for-delivery', 'delivered'],
    );
    assert.ok(
      scans.every((s, i) => i === 0 || scans[i - 1]!.at <= s.at),
      'oldest first',
    );
    const manifest = await fetch(await courier.manifest([booked.providerShipmentId]));
    assert.equal(manifest.status, 200);

    // the webhooks, as the gateway will hand them over
    const mine = () => hooks.filter((h) => (h.body as { awb?: string }).awb === booked.awb);
    const start = Date.now();
    while (
      !mine().some((h) => (h.body as { shipment_status_id?: number }).shipment_status_id === 7)
    ) {
      assert.ok(Date.now() - start < 10_000, 'the delivered webhook came');
      await new Promise((r) => setTimeout(r, 20));
    }
    const updates = mine().map((h) => readShiprocketWebhook(h.headers, h.body, TOKEN));
    assert.ok(updates.every((u) => u.reference === 'SHP-TRACK-1' && u.awb === booked.awb));
    assert.equal(updates.at(-1)!.milestone, 'delivered');
    assert.ok(!Number.isNaN(Date.parse(updates.at(-1)!.at)));
    assert.equal(updates.at(-1)!.scans.at(-1)!.milestone, 'delivered');
    // a webhook without this shop's token is refused
    assert.throws(
      () => readShiprocketWebhook({ 'x-api-key': 'guess' }, mine()[0]!.body, TOKEN),
      (err: unknown) => err instanceof CourierError && err.status === 401,
    );
    assert.throws(
      () => readShiprocketWebhook({ 'x-api-key': TOKEN }, { order_id: 'x' }, TOKEN),
      (err: unknown) => err instanceof CourierError && err.status === 400,
    );
  });

  it('cancels a parcel not picked up, and says no once it is', async () => {
    const waiting = await courier.book(parcel('SHP-CANCEL-1'));
    await courier.cancel([waiting.providerOrderId]);
    assert.notEqual(sandbox.shipment(waiting.awb)?.shipment.canceledAt, null);
    const gone = await courier.book(parcel('SHP-CANCEL-2'));
    await courier.pickup([gone.providerShipmentId]);
    await sandbox.waitFor(
      (o) => o.shipment.awb === gone.awb && o.shipment.scans.some((s) => s.status === 42),
      10_000,
    );
    await assert.rejects(
      courier.cancel([gone.providerOrderId]),
      (err: unknown) => err instanceof CourierError && err.kind === 'refused',
    );
  });

  it('calls a 5xx, a 429 or a dead API unavailable; a lost token is signed in again', async () => {
    sandbox.faults.add({
      kind: 'status',
      status: 500,
      path: '/v1/external/courier/serviceability',
      count: 1,
    });
    const q = { fromPin: '313001', toPin: '560038', weightGrams: 500, cod: false };
    await assert.rejects(
      courier.quotes(q),
      (err: unknown) =>
        err instanceof CourierError && err.kind === 'unavailable' && err.status === 500,
    );
    sandbox.faults.add({
      kind: 'status',
      status: 429,
      path: '/v1/external/courier/serviceability',
      count: 1,
    });
    await assert.rejects(
      courier.quotes(q),
      (err: unknown) =>
        err instanceof CourierError && err.kind === 'unavailable' && err.status === 429,
    );
    assert.ok((await courier.quotes(q)).length > 0, 'answers again once the fault is over');
    const dead = new ShiprocketCourier({
      apiBase: 'http://127.0.0.1:9',
      email: 'x@test.local',
      password: 'x',
      pickupLocation: 'Primary',
      timeoutMs: 500,
    });
    await assert.rejects(
      dead.quotes(q),
      (err: unknown) => err instanceof CourierError && err.kind === 'unavailable',
    );
    // a token Shiprocket let lapse before the client thought (it keeps one 9 days): the 401
    // signs in again, once
    const brief = await startCourierSandbox({ port: 0, tokenTtlMs: 2000 }); // a JWT's exp is in seconds
    try {
      const logins = () =>
        brief.requests().filter((r) => r.url.startsWith('/v1/external/auth/login')).length;
      const client = new ShiprocketCourier({
        apiBase: brief.url,
        email: 'sandbox-api@arogya.test',
        password: 'sandbox_shiprocket_password',
        pickupLocation: 'Primary',
        timeoutMs: 2000,
      });
      assert.ok((await client.quotes(q)).length > 0);
      assert.ok((await client.quotes(q)).length > 0);
      assert.equal(logins(), 1, 'the token is kept');
      await new Promise((r) => setTimeout(r, 2500));
      assert.ok((await client.quotes(q)).length > 0);
      assert.equal(logins(), 2, 'signed in again after the 401');
    } finally {
      await brief.close();
    }
    // wrong credentials are refused, not retried for ever
    const wrong = new ShiprocketCourier({
      apiBase: sandbox.url,
      email: 'sandbox-api@arogya.test',
      password: 'wrong',
      pickupLocation: 'Primary',
      timeoutMs: 2000,
    });
    await assert.rejects(
      wrong.quotes(q),
      (err: unknown) => err instanceof CourierError && err.kind === 'refused' && err.status === 403,
    );
  });
});
