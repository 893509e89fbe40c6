import type {
  ClaimCreditNoteView,
  ClaimView,
  OrderHistoryEntry,
  OrderView,
  Product,
  ShipmentView,
} from '@arogya/contracts';
import {
  adminProduct,
  apiOf,
  payInSandbox,
  placeCashOrder,
  verifyBody,
  serviceDatabaseUrl,
  signUp,
  startFullShop,
  SHIPPING_ADDRESS,
  testShop,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import pg from 'pg';

/**
 * Issue 33, claims through the gateway against the courier and Razorpay sandboxes: a delivered
 * four-line order (₹50 off for paying online spread over its lines) has one unit reported
 * damaged with a photo and refunded — one Razorpay refund of exactly the credit note's total,
 * processed; the credit note of those units alone, adding up to the paisa — and another unit
 * replaced — a parcel of its own, no charge, its stock sold. Before the issue nothing could be
 * made good but a whole order's refund.
 */
const ADMIN = { email: 'claims-admin@test.local', password: 'claims-admin-pass' };
const shop = testShop('claims', async (env, ns, own) => ({
  full: own(
    await startFullShop(env, ns, {
      admin: ADMIN,
      seed: false,
      fees: 'shop',
      courier: { scanIntervalMs: 60 },
    }),
  ),
}));
const api = apiOf(() => shop.parts.full.gateway.baseUrl);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
let adminToken: string;
const products: Product[] = [];

const stockOf = async (p: Product) =>
  ((await api('GET', `/api/products/${p._id}`)).body as Product).countInStock;
const statusOf = async (orderId: string) =>
  ((await api('GET', `/api/admin/orders/${orderId}`, undefined, adminToken)).body as OrderView)
    .status;

/**
 * An order of these lines (each [product, units]) by a new shopper, waiting to ship: paid as
 * shoppers pay (Razorpay's webhooks follow: a refund's outcome comes by them), or in cash on
 * delivery, confirmed.
 */
async function orderToShip(lines: [Product, number][], cash = false) {
  const { token } = await signUp(api, 'claim');
  const items = lines.map(([p, quantity]) => ({ productId: p._id, quantity }));
  const address = { ...SHIPPING_ADDRESS, address: `${randomUUID().slice(0, 4)} MG Road` };
  let order: OrderView;
  if (cash) {
    order = (await placeCashOrder(api, token, { checkoutItems: items, shippingAddress: address }))
      .order;
    const confirmed = await api(
      'PUT',
      `/api/admin/orders/${order._id}`,
      { status: 'Processing' },
      adminToken,
    );
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
  } else {
    const c = await api(
      'POST',
      '/api/checkout',
      { checkoutItems: items, shippingAddress: address },
      token,
    );
    assert.equal(c.status, 201, JSON.stringify(c.body));
    const checkout = c.body as { _id: string };
    const rzp = await api('POST', '/api/createOrder', { courseId: checkout._id }, token);
    assert.equal(rzp.status, 200, JSON.stringify(rzp.body));
    const paid = await payInSandbox(shop.parts.full.sandbox.url, rzp.body.id, true);
    const verified = await api('POST', '/api/verifyPayment', verifyBody(paid), token);
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    order = await until(
      async () =>
        ((await api('GET', '/api/orders/my-orders', undefined, token)).body as OrderView[]).find(
          (o) => o.checkoutId === checkout._id,
        ),
      20_000,
      'the paid order',
    );
  }
  await until(
    async () =>
      (await api('GET', '/api/admin/to-ship', undefined, adminToken)).body.some(
        (o: { orderId: string }) => o.orderId === order._id,
      ) || undefined,
    10_000,
    'the order to ship',
  );
  return { order, token };
}

/** Books all of `order`, hands it over, and waits until the courier has delivered it. */
async function deliver(order: OrderView) {
  const parcel = await api('POST', '/api/admin/shipments', { orderId: order._id }, adminToken);
  assert.equal(parcel.status, 201, JSON.stringify(parcel.body));
  const handed = await api('POST', '/api/admin/pickups', { ids: [parcel.body._id] }, adminToken);
  assert.equal(handed.status, 201, JSON.stringify(handed.body));
  await until(
    async () => (await statusOf(order._id)) === 'Delivered' || undefined,
    30_000,
    'the order delivered',
  );
}

/** A delivered order of these lines by a new shopper. */
async function deliveredOrder(lines: [Product, number][], cash = false) {
  const made = await orderToShip(lines, cash);
  await deliver(made.order);
  return made;
}

/** A photo uploaded by the shopper: its URL. */
async function photo(token: string): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'jar.png');
  const up = await fetch(`${shop.parts.full.gateway.baseUrl}/api/claims/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(up.status, 201);
  return ((await up.json()) as { url: string }).url;
}

const claimsOf = async (orderId: string, token: string) =>
  (await api('GET', `/api/orders/${orderId}/claims`, undefined, token)).body as ClaimView[];

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  const made: [string, number][] = [
    ['Brahmi Tablets', 349],
    ['Moringa Powder', 275],
    ['Amla Juice', 199],
    ['Shilajit Resin', 1499],
  ];
  for (const [name, price] of made)
    products.push(await adminProduct(api, adminToken, { name, price, countInStock: 40 }));
});

describe('claims of damaged items (issue 33)', () => {
  it('one damaged unit of a four-line order: its refund is one Razorpay refund of the credit note’s total, to the paisa', async () => {
    const [brahmi, moringa, amla, shilajit] = products as [Product, Product, Product, Product];
    const { order, token } = await deliveredOrder([
      [brahmi, 2],
      [moringa, 3],
      [amla, 1],
      [shilajit, 1],
    ]);
    assert.ok(order.totalPrice < 349 * 2 + 275 * 3 + 199 + 1499, 'paid less: ₹50 off online');
    const url = await photo(token);
    const body = {
      lines: [{ line: 1, quantity: 1 }],
      reason: 'damaged',
      remedy: 'refund',
      note: 'The jar was cracked and the powder had spilt into the box.',
      photos: [url],
    };
    // not without a photo, not of a line the order has not
    const noPhoto = await api(
      'POST',
      `/api/orders/${order._id}/claims`,
      { ...body, photos: [] },
      token,
    );
    assert.deepEqual(
      [noPhoto.status, noPhoto.body.message],
      [400, 'Add at least one photo of the item and its packaging'],
    );
    const noLine = await api(
      'POST',
      `/api/orders/${order._id}/claims`,
      { ...body, lines: [{ line: 4, quantity: 1 }] },
      token,
    );
    assert.deepEqual([noLine.status, noLine.body.message], [400, 'Choose items of this order']);
    // nobody else's order
    const stranger = (await signUp(api, 'stranger')).token;
    const theirs = await api('POST', `/api/orders/${order._id}/claims`, body, stranger);
    assert.deepEqual([theirs.status, theirs.body.message], [404, 'Order not found']);

    const made = await api('POST', `/api/orders/${order._id}/claims`, body, token);
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const claim = made.body as ClaimView;
    assert.deepEqual(
      [claim.status, claim.lines.map((l) => [l.line, l.name, l.quantity]), claim.photos],
      ['submitted', [[1, 'Moringa Powder', 1]], [url]],
    );
    // three moringa were delivered: two more may be reported, not three
    const more = await api(
      'POST',
      `/api/orders/${order._id}/claims`,
      { ...body, lines: [{ line: 1, quantity: 3 }] },
      token,
    );
    assert.deepEqual(
      [more.status, more.body.message],
      [409, 'Only 2 of Moringa Powder can still be reported'],
    );

    // staff see it first in their list, and refund it
    const list = await api(
      'GET',
      '/api/admin/claims?filter={"status":"submitted"}',
      undefined,
      adminToken,
    );
    assert.ok((list.body as ClaimView[]).some((c) => c._id === claim._id));
    const decided = await api(
      'POST',
      `/api/admin/claims/${claim._id}/decide`,
      { decision: 'refund' },
      adminToken,
    );
    assert.equal(decided.status, 200, JSON.stringify(decided.body));
    assert.equal((decided.body as ClaimView).status, 'approved');
    const again = await api(
      'POST',
      `/api/admin/claims/${claim._id}/decide`,
      { decision: 'refund' },
      adminToken,
    );
    assert.deepEqual(
      [again.status, again.body.message],
      [409, 'This claim has been decided already'],
    );

    const refunded = await until(
      async () => {
        const c = (await claimsOf(order._id, token)).find((x) => x._id === claim._id);
        return c?.refund?.state === 'processed' ? c : undefined;
      },
      30_000,
      'the claim refunded',
    );
    // the credit note: those units alone, its lines adding up to its total, which was refunded
    const notes = (
      await api('GET', `/api/orders/${order._id}/claim-credit-notes`, undefined, token)
    ).body as ClaimCreditNoteView[];
    assert.equal(notes.length, 1);
    const note = notes[0]!;
    assert.equal(note.number, refunded.refund!.creditNoteNumber);
    assert.equal(note.claimId, claim._id);
    assert.equal(
      note.invoiceNumber,
      (await api('GET', `/api/orders/${order._id}/invoice`, undefined, token)).body.number,
    );
    assert.deepEqual(
      note.lines.map((l) => [l.description, l.quantity, l.rate]),
      [['Moringa Powder', 1, 275]],
    );
    const paise = (r: number) => Math.round(r * 100);
    const linesTotal = note.lines.reduce((s, l) => s + paise(l.amount), 0);
    assert.equal(linesTotal, paise(note.totals.total));
    assert.equal(
      paise(note.totals.taxableValue) + paise(note.totals.tax),
      paise(note.totals.total),
    );
    assert.ok(note.totals.discount > 0 && note.totals.total < 275, 'its share of the ₹50 off');
    assert.equal(refunded.refund!.amount, note.totals.total);
    const pdf = await fetch(
      `${shop.parts.full.gateway.baseUrl}/api/orders/${order._id}/claim-credit-note.pdf?number=${encodeURIComponent(note.number)}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    assert.equal(pdf.status, 200);
    // Razorpay: one refund under the claim's key, of exactly that, processed
    const refunds = [...shop.parts.full.sandbox.state.ledger.refunds.values()].filter(
      (r) => (r.notes as Record<string, unknown> | undefined)?.refundKey === claim._id,
    );
    assert.deepEqual(
      refunds.map((r) => [r.amount, r.status]),
      [[paise(note.totals.total), 'processed']],
    );
    // the order stays delivered, its own refund none; its history says what was credited
    const after = (await api('GET', `/api/admin/orders/${order._id}`, undefined, adminToken))
      .body as OrderView;
    assert.equal(after.status, 'Delivered');
    assert.equal(after.refund ?? null, null);
    const history = (
      await api('GET', `/api/admin/orders/${order._id}/history`, undefined, adminToken)
    ).body as OrderHistoryEntry[];
    assert.ok(
      history.some((h) => h.note?.startsWith(`Credit note ${note.number} for 1 × Moringa Powder`)),
      JSON.stringify(history),
    );
  });

  it('a replacement: its units held and sold, a parcel of its own with nothing to collect; a refusal says why', async () => {
    const [brahmi, , amla] = products as [Product, Product, Product];
    const { order, token } = await deliveredOrder([
      [brahmi, 1],
      [amla, 2],
    ]);
    const before = await stockOf(brahmi);
    const url = await photo(token);
    const replace = await api(
      'POST',
      `/api/orders/${order._id}/claims`,
      {
        lines: [{ line: 0, quantity: 1 }],
        reason: 'defective',
        remedy: 'replacement',
        note: 'The seal was broken and the tablets had crumbled.',
        photos: [url],
      },
      token,
    );
    assert.equal(replace.status, 201, JSON.stringify(replace.body));
    const decided = await api(
      'POST',
      `/api/admin/claims/${replace.body._id}/decide`,
      { decision: 'replacement' },
      adminToken,
    );
    assert.equal(decided.status, 200, JSON.stringify(decided.body));
    const claim = decided.body as ClaimView;
    assert.equal(claim.status, 'approved');
    assert.ok(claim.replacementShipmentId, 'its parcel booked');
    const parcels = (
      await api('GET', `/api/admin/orders/${order._id}/shipments`, undefined, adminToken)
    ).body as ShipmentView[];
    const replacement = parcels.find((s) => s._id === claim.replacementShipmentId)!;
    assert.deepEqual(
      [replacement.claimId, replacement.status, replacement.cod, replacement.collect],
      [claim._id, 'booked', false, 0],
    );
    assert.deepEqual(
      replacement.lines.map((l) => [l.productId, l.quantity]),
      [[brahmi._id, 1]],
    );
    assert.match(replacement.awb ?? '', /^\d{10,}$/);
    await until(
      async () => (await stockOf(brahmi)) === before - 1 || undefined,
      10_000,
      'the replacement’s unit sold',
    );
    // no charge, and the order is not shipped again: it stays delivered
    assert.equal(await statusOf(order._id), 'Delivered');
    const pickup = await api('POST', '/api/admin/pickups', { ids: [replacement._id] }, adminToken);
    assert.equal(pickup.status, 201, JSON.stringify(pickup.body));
    await until(
      async () =>
        (
          (await api('GET', `/api/orders/${order._id}/shipments`, undefined, token)).body as {
            _id: string;
            status: string;
          }[]
        ).find((p) => p._id === replacement._id)?.status === 'delivered' || undefined,
      30_000,
      'the replacement delivered',
    );
    assert.equal(await statusOf(order._id), 'Delivered');
    assert.equal(await stockOf(brahmi), before - 1, 'sold once');

    // a refusal, with its reason; its units may be reported again
    const refuse = await api(
      'POST',
      `/api/orders/${order._id}/claims`,
      {
        lines: [{ line: 1, quantity: 2 }],
        reason: 'wrong-item',
        remedy: 'refund',
        note: 'These are not the bottles I ordered.',
        photos: [url],
      },
      token,
    );
    assert.equal(refuse.status, 201, JSON.stringify(refuse.body));
    const bad = await api(
      'POST',
      `/api/admin/claims/${refuse.body._id}/decide`,
      { decision: 'refuse' },
      adminToken,
    );
    assert.equal(bad.status, 400);
    const refused = await api(
      'POST',
      `/api/admin/claims/${refuse.body._id}/decide`,
      { decision: 'refuse', reason: 'The photos show the product ordered, sealed.' },
      adminToken,
    );
    assert.deepEqual(
      [refused.status, refused.body.status, refused.body.refusal, refused.body.refund],
      [200, 'refused', 'The photos show the product ordered, sealed.', null],
    );
  });

  it('refuses units not delivered, or reported after the policy’s 48 hours', async () => {
    const [, moringa] = products as [Product, Product];
    const { order, token } = await orderToShip([[moringa, 1]]);
    const url = await photo(token);
    const body = {
      lines: [{ line: 0, quantity: 1 }],
      reason: 'damaged',
      remedy: 'replacement',
      note: 'Crushed in transit, the lid had come off.',
      photos: [url],
    };
    const early = await api('POST', `/api/orders/${order._id}/claims`, body, token);
    assert.deepEqual(
      [early.status, early.body.message],
      [409, 'Only delivered items can be reported: this one has not been delivered yet'],
    );
    await deliver(order);
    // the parcel was delivered three days ago (its delivered scan moved back)
    const db = new pg.Client({
      connectionString: serviceDatabaseUrl(shop.env, shop.ns, 'fulfilment'),
    });
    await db.connect();
    try {
      await db.query(
        `UPDATE shipment_scans SET at = at - interval '3 days'
          WHERE shipment_id IN (SELECT id FROM shipments WHERE order_id = $1)`,
        [order._id],
      );
    } finally {
      await db.end();
    }
    const late = await api('POST', `/api/orders/${order._id}/claims`, body, token);
    assert.deepEqual(
      [late.status, late.body.message],
      [409, 'Damage must be reported within 48 hours of delivery'],
    );
  });
  it('a cash order’s refund: the credit note’s total, sent to the shopper’s account by staff and recorded once', async () => {
    const [, , amla] = products as [Product, Product, Product];
    const { order, token } = await deliveredOrder([[amla, 2]], true);
    const made = await api(
      'POST',
      `/api/orders/${order._id}/claims`,
      {
        lines: [{ line: 0, quantity: 1 }],
        reason: 'damaged',
        remedy: 'refund',
        note: 'The bottle leaked all over the parcel.',
        photos: [await photo(token)],
      },
      token,
    );
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const id = (made.body as ClaimView)._id;
    const early = await api(
      'POST',
      `/api/admin/claims/${id}/refund-to-account`,
      { method: 'UPI', reference: 'UPI-CLAIM-1' },
      adminToken,
    );
    assert.deepEqual(
      [early.status, early.body.message],
      [409, 'Only an approved refund of a cash order is sent to the account by staff'],
    );
    await api('POST', `/api/admin/claims/${id}/decide`, { decision: 'refund' }, adminToken);
    const owed = await until(
      async () => {
        const c = (await claimsOf(order._id, token)).find((x) => x._id === id);
        return c?.refund?.state === 'to-account' ? c : undefined;
      },
      20_000,
      'the refund owed to the account',
    );
    // ₹199 a bottle, nothing off in cash: the credit note is one bottle's price
    assert.deepEqual([owed.paymentMethod, owed.refund!.amount], ['COD', 199]);
    assert.equal(
      [...shop.parts.full.sandbox.state.ledger.refunds.values()].filter(
        (r) => (r.notes as Record<string, unknown> | undefined)?.refundKey === id,
      ).length,
      0,
      'no card to refund',
    );
    const sent = await api(
      'POST',
      `/api/admin/claims/${id}/refund-to-account`,
      { method: 'UPI', reference: 'UPI-CLAIM-1' },
      adminToken,
    );
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    assert.deepEqual(
      [sent.body.refund.state, sent.body.refund.reference],
      ['processed', 'UPI:UPI-CLAIM-1'],
    );
    const twice = await api(
      'POST',
      `/api/admin/claims/${id}/refund-to-account`,
      { method: 'UPI', reference: 'UPI-CLAIM-2' },
      adminToken,
    );
    assert.equal(twice.status, 409);
  });
});
