import {
  CASH_REFUND_DONE,
  CASH_REFUND_NOT_DELIVERED,
  indiaDate,
  type AdminOrder,
  type CodReconciliationView,
  type OrderHistoryEntry,
  type OrderView,
  type Product,
} from '@arogya/contracts';
import {
  adminProduct,
  apiOf,
  placeCashOrder,
  signUp,
  startFullShop,
  SHIPPING_ADDRESS,
  testShop,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

/**
 * Issue 32, the cash of cash on delivery through the gateway: the daily reconciliation (a job
 * every second here, `COD_RECONCILE_EVERY_MS`) of each day's cash collected on delivery against
 * the couriers' remittances staff record; and a delivered cash order refunded to the shopper's
 * account (UPI or bank transfer), recorded with its credit note.
 */
const ADMIN = { email: 'codcash-admin@test.local', password: 'codcash-admin-pass' };

const shop = testShop('codcash', (env, ns) =>
  startFullShop(env, ns, {
    admin: ADMIN,
    seed: false,
    fees: 'shop',
    env: { COD_RECONCILE_EVERY_MS: '1000' },
  }),
);
const api = apiOf(() => shop.parts.gateway.baseUrl);
let adminToken: string;
let products: Product[] = [];
const delivered: OrderView[] = [];

/** A cash order of `p` (to the shop's own city: ₹40 + ₹49 on top), taken as far as `last`. */
async function cashOrder(token: string, p: Product, last: 'Processing' | 'Delivered') {
  const { order } = await placeCashOrder(api, token, {
    checkoutItems: [{ productId: p._id, quantity: 1 }],
    shippingAddress: SHIPPING_ADDRESS,
  });
  for (const status of ['Processing', 'Shipped', 'Delivered']) {
    const r = await api('PUT', `/api/admin/orders/${order._id}`, { status }, adminToken);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    if (status === last) return r.body as AdminOrder;
  }
  return (await api('GET', `/api/admin/orders/${order._id}`, undefined, adminToken))
    .body as AdminOrder;
}

/** Today's reconciliation once it says `orders` orders and `remitted` rupees. */
const today = (orders: number, remitted: number) =>
  until(
    async () => {
      const days = (await api('GET', '/api/admin/cod-reconciliation', undefined, adminToken))
        .body as CodReconciliationView[];
      const row = days.find((d) => d.day === indiaDate(new Date()));
      return row && row.orders === orders && row.remitted === remitted ? row : undefined;
    },
    15_000,
    `today reconciled: ${orders} orders, ₹${remitted} remitted`,
  );

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  products = [
    await adminProduct(api, adminToken, { name: 'Neem Tablets', price: 250, countInStock: 20 }),
    await adminProduct(api, adminToken, { name: 'Giloy Juice', price: 420, countInStock: 20 }),
  ];
});

describe('the cash of cash on delivery (issue 32)', () => {
  it('each day’s cash collected is reconciled against the remittances recorded for it', async () => {
    const { token } = await signUp(api, 'cash');
    for (const p of products) delivered.push(await cashOrder(token, p, 'Delivered'));
    // ₹250 + ₹420, each with ₹40 shipping and the ₹49 fee
    const collected = 250 + 420 + 2 * (40 + 49);
    const none = await today(2, 0);
    assert.deepEqual(
      [none.collected, none.remitted, none.difference, none.status],
      [collected, 0, -collected, 'short'],
      'the job set the day’s deliveries against no remittance',
    );
    const day = indiaDate(new Date());
    const first = await api(
      'POST',
      '/api/admin/cod-remittances',
      { day, amount: collected - 10.5, reference: 'UTR-0001' },
      adminToken,
    );
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.deepEqual([first.body.amount, first.body.reference], [collected - 10.5, 'UTR-0001']);
    const short = await today(2, collected - 10.5);
    assert.deepEqual([short.difference, short.status], [-10.5, 'short']);
    assert.equal(
      (
        await api(
          'POST',
          '/api/admin/cod-remittances',
          { day, amount: 10.5, reference: 'UTR-0002' },
          adminToken,
        )
      ).status,
      201,
    );
    const matched = await today(2, collected);
    assert.deepEqual([matched.difference, matched.status], [0, 'matched']);
    const remittances = (await api('GET', '/api/admin/cod-remittances', undefined, adminToken))
      .body as { reference: string }[];
    assert.deepEqual(remittances.map((r) => r.reference).sort(), ['UTR-0001', 'UTR-0002']);

    // what staff may not record
    const tomorrow = indiaDate(new Date(Date.now() + 86_400_000));
    for (const [body, status, message] of [
      [
        { day, amount: 5, reference: 'UTR-0002' },
        409,
        'Remittance UTR-0002 has been recorded already',
      ],
      [{ day: tomorrow, amount: 5, reference: 'UTR-9' }, 400, 'day must not be in the future'],
      [{ day, amount: 0, reference: 'UTR-9' }, 400, 'amount must be more than ₹0'],
      [
        { day: '2026-02-30', amount: 5, reference: 'UTR-9' },
        400,
        'day must be a day written YYYY-MM-DD',
      ],
      [
        { day, amount: 5, reference: '' },
        400,
        'reference must be 1 to 60 characters (the bank’s UTR)',
      ],
    ] as const) {
      const r = await api('POST', '/api/admin/cod-remittances', body, adminToken);
      assert.deepEqual([r.status, r.body.message], [status, message], JSON.stringify(body));
    }
    assert.equal(
      (await api('POST', '/api/admin/cod-remittances', { day, amount: 5, reference: 'X' }, token))
        .status,
      403,
    );
    assert.equal((await api('GET', '/api/admin/cod-reconciliation', undefined, token)).status, 403);
    // nothing written by a refusal
    assert.equal((await today(2, collected)).status, 'matched');
  });

  it('a delivered cash order is refunded to the shopper’s account once, with its credit note', async () => {
    const order = delivered[0]!;
    const bad = await api(
      'POST',
      `/api/admin/orders/${order._id}/cash-refund`,
      { method: 'Card', reference: 'x' },
      adminToken,
    );
    assert.deepEqual(
      [bad.status, bad.body.message],
      [400, 'method must be one of UPI, Bank transfer'],
    );
    const refunded = await api(
      'POST',
      `/api/admin/orders/${order._id}/cash-refund`,
      { method: 'UPI', reference: 'UPI-77123' },
      adminToken,
    );
    assert.equal(refunded.status, 200, JSON.stringify(refunded.body));
    const o = refunded.body as AdminOrder;
    assert.deepEqual([o.status, o.refund?.status, o.isPaid], ['Delivered', 'processed', true]);
    assert.ok(o.creditNoteNumber, 'the supply reversed by a credit note');
    const history = (
      await api('GET', `/api/admin/orders/${order._id}/history`, undefined, adminToken)
    ).body as OrderHistoryEntry[];
    assert.ok(
      history.some((h) => h.note === '₹339 refunded by UPI (reference UPI-77123)'),
      JSON.stringify(history),
    );
    const again = await api(
      'POST',
      `/api/admin/orders/${order._id}/cash-refund`,
      { method: 'Bank transfer', reference: 'NEFT-1' },
      adminToken,
    );
    assert.deepEqual([again.status, again.body.message], [409, CASH_REFUND_DONE]);
    // an order not delivered has taken no cash to give back
    const { token } = await signUp(api, 'undelivered');
    const open = await cashOrder(token, products[1]!, 'Processing');
    const early = await api(
      'POST',
      `/api/admin/orders/${open._id}/cash-refund`,
      { method: 'UPI', reference: 'UPI-1' },
      adminToken,
    );
    assert.deepEqual([early.status, early.body.message], [409, CASH_REFUND_NOT_DELIVERED]);
  });
});
