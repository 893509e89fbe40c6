import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  adhocOrder,
  download,
  login,
  orderWithAwb,
  pdfText,
  pickup,
  startSandbox,
  xrefProblems,
} from './support.js';

describe('labels', () => {
  it('serves a valid PDF label with the AWB and both addresses', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const { shipmentId, awb } = await orderWithAwb(client, {
      order_id: 'A-L1',
      payment_method: 'COD',
      billing_address: 'Flat 4 (Rear), Lotus Apartments',
    });
    const res = await client.call('POST', '/courier/generate/label', {
      shipment_id: [shipmentId, 42],
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.label_created, 1);
    assert.equal(res.body.response, 'Label has been created and uploaded successfully!');
    assert.deepEqual(res.body.not_created, [42]);
    assert.ok(String(res.body.label_url).startsWith(`${sandbox.url}/sandbox/files/`));

    const { type, bytes } = await download(res.body.label_url);
    assert.equal(type, 'application/pdf');
    assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.deepEqual(xrefProblems(bytes), []);
    assert.ok(bytes.includes(`(AWB: ${awb}) Tj`), 'the AWB is in the (uncompressed) bytes');
    const { pages, text } = await pdfText(bytes);
    assert.equal(pages, 1);
    assert.match(text, new RegExp(`AWB: ${awb}`));
    assert.match(text, /Xpressbees Surface/);
    assert.match(text, /Asha Verma/);
    assert.match(text, /Flat 4 \(Rear\), Lotus Apartments/);
    assert.match(text, /Pune, Maharashtra 411001/);
    assert.match(text, /COD: collect Rs\. 897\.00/);
    assert.match(text, /12 Lake Palace Road/, 'the return address');
    assert.match(text, /Udaipur, Rajasthan 313001/);
    assert.equal(sandbox.shipment(awb)?.shipment.labelUrl, res.body.label_url);
  });

  it('prints one page per shipment, and nothing without an AWB', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const a = await orderWithAwb(client);
    const b = await orderWithAwb(client);
    const both = await client.call('POST', '/courier/generate/label', {
      shipment_id: [a.shipmentId, b.shipmentId],
    });
    const { pages, text } = await pdfText((await download(both.body.label_url)).bytes);
    assert.equal(pages, 2);
    assert.ok(text.includes(a.awb) && text.includes(b.awb));

    const bare = await client.call('POST', '/orders/create/adhoc', adhocOrder());
    const none = await client.call('POST', '/courier/generate/label', {
      shipment_id: [bare.body.shipment_id],
    });
    assert.deepEqual(none.body, {
      label_created: 0,
      not_created: [bare.body.shipment_id],
      response: 'No valid shipment ids to print label',
    });
    const notArray = await client.call('POST', '/courier/generate/label', {
      shipment_id: a.shipmentId,
    });
    assert.equal(notArray.status, 422);
    assert.deepEqual(notArray.body.errors, { shipment_id: ['The shipment id must be an array.'] });
    assert.equal((await fetch(`${sandbox.url}/sandbox/files/nope.pdf`)).status, 404);
  });
});

describe('pickup and manifest', () => {
  it('books the pickup of a shipment with an AWB, once', async (t) => {
    const sandbox = await startSandbox(t, { scanIntervalMs: 60_000 });
    const client = await login(sandbox);
    const bare = await client.call('POST', '/orders/create/adhoc', adhocOrder());
    const noAwb = await pickup(client, bare.body.shipment_id);
    assert.equal(noAwb.status, 400);
    assert.deepEqual(noAwb.body, { message: 'Invalid shipment id', status_code: 400 });

    const { shipmentId, awb } = await orderWithAwb(client);
    const other = await orderWithAwb(client);
    const two = await client.call('POST', '/courier/generate/pickup', {
      shipment_id: [shipmentId, other.shipmentId],
    });
    assert.equal(two.status, 422, 'one shipment at a time');
    assert.equal(sandbox.shipment(awb)?.shipment.pickup, null);
    const res = await pickup(client, shipmentId);
    assert.equal(res.status, 200);
    assert.equal(res.body.pickup_status, 1);
    assert.equal(res.body.response.status, 3);
    assert.match(res.body.response.pickup_scheduled_date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    assert.match(res.body.response.pickup_token_number, /^Reference No: /);
    assert.equal(res.body.response.pickup_generated_date.timezone, 'Asia/Kolkata');
    assert.equal(
      res.body.response.data,
      `Pickup is confirmed by Xpressbees Surface For AWB :- ${awb}`,
    );
    const twice = await pickup(client, shipmentId);
    assert.equal(twice.status, 400);
    assert.equal(twice.body.message, 'Already in Pickup Queue.');

    // the order's status, as a repeated create answers it
    const status = await client.call('POST', '/orders/create/adhoc', {
      ...adhocOrder(),
      order_id: sandbox.shipment(awb)?.channelOrderId,
    });
    assert.equal(status.body.status, 'PICKUP SCHEDULED');
    assert.equal(status.body.status_code, 4);
  });

  it('manifests picked-up shipments once, in a PDF listing their AWBs', async (t) => {
    const sandbox = await startSandbox(t, { scanIntervalMs: 60_000 });
    const client = await login(sandbox);
    const a = await orderWithAwb(client, { order_id: 'A-M1' });
    const b = await orderWithAwb(client, { order_id: 'A-M2', payment_method: 'COD' });

    // Shiprocket manifests only shipments whose pickup was requested
    const early = await client.call('POST', '/manifests/generate', { shipment_id: [a.shipmentId] });
    assert.equal(early.status, 200);
    assert.deepEqual(early.body, { status: 1, manifest_url: '' });

    await pickup(client, a.shipmentId);
    await pickup(client, b.shipmentId);
    const res = await client.call('POST', '/manifests/generate', {
      shipment_id: [a.shipmentId, b.shipmentId],
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.status, 1);
    const { type, bytes } = await download(res.body.manifest_url);
    assert.equal(type, 'application/pdf');
    assert.deepEqual(xrefProblems(bytes), []);
    const { text } = await pdfText(bytes);
    assert.match(text, /Manifest - Xpressbees Surface/);
    assert.match(text, /2 shipments/);
    assert.match(text, new RegExp(`${a.awb} A-M1 Asha Verma 411001 Prepaid`));
    assert.match(text, new RegExp(`${b.awb} A-M2 Asha Verma 411001 COD Rs\\. 897\\.00`));

    const again = await client.call('POST', '/manifests/generate', { shipment_id: [b.shipmentId] });
    assert.equal(again.status, 400);
    assert.deepEqual(again.body, {
      message:
        'Manifest already generated for some shipment_ids, Please try again after removin them',
      status_code: 400,
      already_manifested_shipment_ids: [b.shipmentId],
    });
  });
});

describe('cancelling orders', () => {
  it('cancels orders not yet picked up: 204, and their scans never start', async (t) => {
    // the first scan a second after the pickup: the cancel comes first however busy the machine
    const sandbox = await startSandbox(t, { scanIntervalMs: 1000 });
    const client = await login(sandbox);
    const bare = await client.call('POST', '/orders/create/adhoc', adhocOrder());
    const booked = await orderWithAwb(client);
    await pickup(client, booked.shipmentId);
    const res = await client.call('POST', '/orders/cancel', {
      ids: [bare.body.order_id, booked.orderId],
    });
    assert.equal(res.status, 204);
    assert.equal(res.body, undefined);
    for (const order of sandbox.orders()) assert.notEqual(order.shipment.canceledAt, null);

    // well past the first scan's time: still none
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.deepEqual(sandbox.shipment(booked.awb)?.shipment.scans, []);
    const track = await client.call('GET', `/courier/track/awb/${booked.awb}`);
    assert.equal(track.body.tracking_data.track_status, 0);
    // and the shipment can go no further
    assert.equal(
      (await client.call('POST', '/courier/assign/awb', { shipment_id: bare.body.shipment_id }))
        .status,
      400,
    );
    assert.equal(
      (await client.call('POST', '/orders/cancel', { ids: [bare.body.order_id] })).status,
      204,
      'cancelling again changes nothing',
    );
    const status = await client.call('POST', '/orders/create/adhoc', {
      ...adhocOrder(),
      order_id: sandbox.orders()[0]?.channelOrderId,
    });
    assert.equal(status.status, 422);
  });

  it('refuses to cancel after the pickup scan, changing nothing', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const picked = await orderWithAwb(client);
    const bare = await client.call('POST', '/orders/create/adhoc', adhocOrder());
    await pickup(client, picked.shipmentId);
    await sandbox.waitFor((o) => o.shipment.awb === picked.awb && o.shipment.scans.length > 0);
    const res = await client.call('POST', '/orders/cancel', {
      ids: [bare.body.order_id, picked.orderId],
    });
    assert.equal(res.status, 400);
    assert.match(res.body.message, /already been picked up/);
    assert.match(res.body.message, new RegExp(String(picked.orderId)));
    assert.equal(sandbox.orders().filter((o) => o.shipment.canceledAt !== null).length, 0);
  });

  it('answers the documented errors: 422 without ids, 500 for an unknown id', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const created = await client.call('POST', '/orders/create/adhoc', adhocOrder());
    const missing = await client.call('POST', '/orders/cancel', {});
    assert.equal(missing.status, 422);
    assert.deepEqual(missing.body, {
      message: 'Required field missing',
      errors: { ids: ['The ids field is required.'] },
      status_code: 422,
    });
    const unknown = await client.call('POST', '/orders/cancel', {
      ids: [created.body.order_id, 12345],
    });
    assert.equal(unknown.status, 500);
    assert.deepEqual(unknown.body, {
      message: 'Trying to get property of non-object',
      status_code: 500,
    });
    assert.equal(sandbox.orders()[0]?.shipment.canceledAt, null, 'the known one is kept');
  });
});
