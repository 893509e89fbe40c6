import {
  financialYearOf,
  InvoiceCalls,
  OrdersCalls,
  PaymentVerifiedV1,
  type Caller,
  type OrderView,
  type PricedItem,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import {
  callerFor,
  refusal,
  serviceDatabase,
  serviceShop,
  SHIPPING_ADDRESS,
  startOrders,
  until,
  type ServiceDatabase,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';

const admin = callerFor('Invoices admin', 'admin');
const shop = serviceShop(
  'invoices',
  async (env, ns) => ({
    orders: await startOrders(env, ns),
    db: await serviceDatabase(env, ns, 'orders'),
  }),
  RpcClient,
);
let rpc: RpcClient;
let db: ServiceDatabase;

before(async () => {
  await shop.ready;
  ({ rpc, db } = shop.parts);
});

const line = (name: string, pricePaise: number, quantity: number, hsn: string, gstRate: number) =>
  ({
    productId: randomUUID(),
    name,
    image: '/images/products/x.svg',
    size: '',
    color: '',
    quantity,
    pricePaise,
    hsn,
    gstRate,
  }) satisfies PricedItem;

/** The cart of every order here: ₹899 × 2 at 12 % and ₹2,549 at 18 % (₹4,347). */
const CART = [
  line('Ashwagandha Capsules', 89_900, 2, '3004', 12),
  line('Whey Protein', 254_900, 1, '2106', 18),
];
const KARNATAKA = {
  ...SHIPPING_ADDRESS,
  city: 'Bengaluru',
  postalCode: '560038',
  state: 'Karnataka',
};

/** A verified payment of CART by `buyer`, with `changes`. */
const payment = (buyer: Caller, changes: Partial<PaymentVerifiedV1> = {}): PaymentVerifiedV1 => {
  const items = changes.items ?? CART;
  const gross = items.reduce((s, i) => s + i.pricePaise * i.quantity, 0);
  const discount = changes.discountPaise ?? 0;
  return {
    checkoutId: randomUUID(),
    userId: buyer.userId,
    userName: buyer.name,
    items,
    shippingAddress: SHIPPING_ADDRESS,
    totalPricePaise: gross - discount,
    discountPaise: discount,
    couponCode: discount ? 'WELCOME10' : null,
    estimatedDelivery: null,
    paymentMethod: 'Razorpay',
    razorpayOrderId: `order_${randomUUID().slice(0, 14)}`,
    razorpayPaymentId: `pay_${randomUUID().slice(0, 14)}`,
    paidAt: new Date().toISOString(),
    via: 'webhook',
    ...changes,
  };
};

const orderOf = (buyer: Caller, checkoutId: string) =>
  until(
    () => rpc.call(OrdersCalls.byCheckout, { caller: buyer, checkoutId }).catch(() => undefined),
    15_000,
    'the order',
  );

/** Publishes the payment (the same data twice, as two events) and answers its order. */
async function placed(buyer: Caller, changes: Partial<PaymentVerifiedV1> = {}) {
  const paid = payment(buyer, changes);
  await shop.publish(PaymentVerifiedV1, paid);
  await shop.publish(PaymentVerifiedV1, paid);
  return { order: await orderOf(buyer, paid.checkoutId), paid };
}

const seqOf = (number: string) => Number(number.split('/')[2]);
const invoicesOf = async (orderId: string) =>
  (
    await db.query<{ number: string; kind: string }>(
      'SELECT number, kind FROM invoices WHERE order_id = $1 ORDER BY kind',
      [orderId],
    )
  ).rows;

describe('an invoice is issued with the order', () => {
  it('within the shop’s state: CGST + SGST, totals equal to the paid amount, issued once', async () => {
    const buyer = callerFor('Meera');
    // a 10 % coupon on ₹4,347: ₹434.70
    const { order, paid } = await placed(buyer, { discountPaise: 43_470 });
    await shop.settled();
    const fy = financialYearOf(new Date(paid.paidAt));
    assert.match(order.invoiceNumber ?? '', new RegExp(`^AR/${fy}/\\d{6}$`));
    assert.equal(order.creditNoteNumber, null);
    const invoice = await rpc.call(InvoiceCalls.get, { caller: buyer, id: order._id });
    assert.equal(invoice.number, order.invoiceNumber);
    assert.equal(invoice.supply, 'intra-state');
    assert.deepEqual(invoice.placeOfSupply, { state: 'Rajasthan', stateCode: '08' });
    assert.equal(invoice.seller.gstin, '08AAACA0000A1ZY');
    assert.equal(invoice.buyer.stateCode, '08');
    // shares of ₹434.70 by gross 179800 : 254900 (Σ 434700) = 17980 : 25490 paise exactly
    assert.deepEqual(
      invoice.lines.map((l) => [l.hsn, l.gstRate, l.discount, l.amount]),
      [
        ['3004', 12, 179.8, 1618.2],
        ['2106', 18, 254.9, 2294.1],
      ],
    );
    // 161820 × 100 / 112 = 144482.14 → 144482, tax 17338 → 8669 + 8669
    // 229410 × 100 / 118 = 194415.25 → 194415, tax 34995 → 17498 + 17497
    assert.deepEqual(invoice.totals, {
      gross: 4347,
      discount: 434.7,
      taxableValue: 3388.97,
      cgst: 261.67,
      sgst: 261.66,
      igst: 0,
      tax: 523.33,
      total: 3912.3,
    });
    assert.equal(invoice.totals.total, order.totalPrice);
    assert.equal((await invoicesOf(order._id)).length, 1, 'a replayed payment issues no second');
  });

  it('across states: IGST only, on the same figures', async () => {
    const buyer = callerFor('Kiran');
    const { order } = await placed(buyer, { shippingAddress: KARNATAKA });
    const invoice = await rpc.call(InvoiceCalls.get, { caller: admin, id: order._id });
    assert.equal(invoice.supply, 'inter-state');
    assert.deepEqual(invoice.placeOfSupply, { state: 'Karnataka', stateCode: '29' });
    assert.equal(invoice.totals.cgst + invoice.totals.sgst, 0);
    // 179800 → 160535.71 → 160536, IGST 19264; 254900 → 216016.95 → 216017, IGST 38883
    assert.deepEqual(
      invoice.lines.map((l) => [l.taxableValue, l.igst]),
      [
        [1605.36, 192.64],
        [2160.17, 388.83],
      ],
    );
    assert.equal(invoice.totals.total, order.totalPrice);
  });

  it('numbers invoices one after the other', async () => {
    const buyer = callerFor('Series');
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) numbers.push((await placed(buyer)).order.invoiceNumber!);
    const first = seqOf(numbers[0]!);
    assert.deepEqual(numbers.map(seqOf), [first, first + 1, first + 2]);
  });

  it('starts a new series on 1 April 00:00 India time, not at 23:59 on 31 March', async () => {
    const buyer = callerFor('Year end');
    const march = await placed(buyer, { paidAt: '2027-03-31T18:29:00.000Z' }); // 23:59 IST
    const april = await placed(buyer, { paidAt: '2027-03-31T18:30:00.000Z' }); // 00:00 IST
    assert.match(march.order.invoiceNumber!, /^AR\/2026-27\/\d{6}$/);
    assert.equal(april.order.invoiceNumber, 'AR/2027-28/000001');
    const invoice = await rpc.call(InvoiceCalls.get, { caller: buyer, id: april.order._id });
    assert.equal(invoice.date, '2027-04-01');
  });

  it('issues none for an address without a state (orders before issue 19), and says so', async () => {
    const buyer = callerFor('Old address');
    const { state: _state, ...oldAddress } = SHIPPING_ADDRESS;
    const { order } = await placed(buyer, {
      shippingAddress: oldAddress as typeof SHIPPING_ADDRESS,
    });
    assert.equal(order.invoiceNumber, null);
    assert.deepEqual(await refusal(rpc.call(InvoiceCalls.get, { caller: buyer, id: order._id })), {
      status: 404,
      message: 'No invoice has been issued for this order',
      details: {},
    });
  });

  it('shows an invoice to its owner and admins only: anyone else gets 404', async () => {
    const { order } = await placed(callerFor('Owner'));
    const stranger = callerFor('Stranger');
    for (const call of [
      () => rpc.call(InvoiceCalls.get, { caller: stranger, id: order._id }),
      () => rpc.call(InvoiceCalls.pdf, { caller: stranger, id: order._id, kind: 'invoice' }),
    ]) {
      const r = await refusal(call());
      assert.deepEqual([r.status, r.message], [404, 'Order not found']);
    }
    const pdf = await rpc.call(InvoiceCalls.adminPdf, {
      caller: admin,
      id: order._id,
      kind: 'invoice',
    });
    assert.equal(pdf.filename, `${order.invoiceNumber!.replace(/\//g, '-')}.pdf`);
    assert.equal(Buffer.from(pdf.base64, 'base64').subarray(0, 5).toString(), '%PDF-');
  });
});

describe('invoices are immutable', () => {
  it('refuses UPDATE and DELETE of an issued invoice (a trigger)', async () => {
    const { order } = await placed(callerFor('Fixed'));
    for (const sql of [
      `UPDATE invoices SET issued_at = now() WHERE order_id = $1`,
      `UPDATE invoices SET snapshot = '{}'::jsonb WHERE order_id = $1`,
      `DELETE FROM invoices WHERE order_id = $1`,
    ])
      await assert.rejects(db.query(sql, [order._id]), /invoices are immutable/);
    assert.deepEqual(await invoicesOf(order._id), [
      { number: order.invoiceNumber, kind: 'invoice' },
    ]);
  });
});

describe('a credit note reverses the invoice of a cancelled paid order', () => {
  it('is issued with the cancellation, once, for the invoice’s full value', async () => {
    const buyer = callerFor('Cancels');
    const { order } = await placed(buyer, { shippingAddress: KARNATAKA });
    const cancelled = await rpc.call(OrdersCalls.adminUpdate, {
      caller: admin,
      id: order._id,
      status: 'Cancelled',
    });
    assert.equal(cancelled.refund?.status, 'requested');
    assert.match(cancelled.creditNoteNumber ?? '', /^AR-CN\/\d{4}-\d{2}\/000001$/);
    const again = await rpc.call(OrdersCalls.adminUpdate, {
      caller: admin,
      id: order._id,
      status: 'Cancelled',
    });
    assert.equal(again.creditNoteNumber, cancelled.creditNoteNumber);
    const invoice = await rpc.call(InvoiceCalls.get, { caller: buyer, id: order._id });
    assert.equal(invoice.creditNote?.number, cancelled.creditNoteNumber);
    const rows = await invoicesOf(order._id);
    assert.deepEqual(
      rows.map((r) => r.kind),
      ['credit-note', 'invoice'],
    );
    const pdf = await rpc.call(InvoiceCalls.pdf, {
      caller: buyer,
      id: order._id,
      kind: 'credit-note',
    });
    assert.equal(pdf.filename, `${cancelled.creditNoteNumber!.replace(/\//g, '-')}.pdf`);
    const { rows: ref } = await db.query<{ invoice_number: string }>(
      `SELECT invoice_number FROM invoices WHERE kind = 'credit-note' AND order_id = $1`,
      [order._id],
    );
    assert.equal(ref[0]!.invoice_number, order.invoiceNumber);
  });

  it('stores at most one invoice per order (a unique key)', async () => {
    const { order } = await placed(callerFor('Unique'));
    await assert.rejects(
      db.query(
        `INSERT INTO invoices (number, kind, series, fy, seq, order_id, invoice_number, issued_at, snapshot)
         VALUES ('X/1', 'invoice', 'X', '2026-27', 1, $1, NULL, now(), '{}')`,
        [order._id],
      ),
      /duplicate key value violates unique constraint/,
    );
  });
});

describe('concurrency', () => {
  it('gives 50 orders paid at once 50 consecutive invoice numbers, no gap, no duplicate', async () => {
    const buyer = callerFor('Rush');
    const payments = Array.from({ length: 50 }, () => payment(buyer));
    await Promise.all(payments.map((p) => shop.publish(PaymentVerifiedV1, p)));
    const orders: OrderView[] = await Promise.all(
      payments.map((p) => orderOf(buyer, p.checkoutId)),
    );
    const numbers = orders.map((o) => o.invoiceNumber!);
    assert.equal(new Set(numbers).size, 50);
    const seqs = numbers.map(seqOf).sort((a, b) => a - b);
    assert.deepEqual(
      seqs,
      Array.from({ length: 50 }, (_, i) => seqs[0]! + i),
    );
    // and nothing else of the year's series is missing: its numbers run 1 … n
    const fy = financialYearOf(new Date());
    const { rows } = await db.query<{ n: number; max: number }>(
      `SELECT count(*)::int AS n, max(seq) AS max FROM invoices WHERE series = 'AR' AND fy = $1`,
      [fy],
    );
    assert.equal(rows[0]!.n, rows[0]!.max);
  });
});
