import { orderNumber, type InvoiceView, type OrderView, type Product } from '@arogya/contracts';
import {
  adminProduct,
  apiOf,
  payInSandbox,
  signUp as register,
  startFullShop,
  SHIPPING_ADDRESS,
  testShop,
  until,
  verifyBody,
  FOOD_LABEL,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { pdfText } from './pdf-text.js';

const ADMIN = { email: 'gst-admin@test.local', password: 'gst-admin-pass' };
/** The shop's GSTIN in tests (the orders service's placeholder default, Rajasthan). */
const SHOP_GSTIN = '08AAACA0000A1ZY';
const RAJASTHAN = {
  ...SHIPPING_ADDRESS,
  city: 'Udaipur',
  postalCode: '313001',
  state: 'Rajasthan',
};
const KARNATAKA = {
  ...SHIPPING_ADDRESS,
  firstName: 'Kavya',
  city: 'Bengaluru',
  postalCode: '560038',
  state: 'Karnataka',
};

/** A 15 % coupon: discounts come before tax on the invoice. */
const COUPON = 'GST-E2E15';

const shop = testShop('gst', (env, ns) => startFullShop(env, ns, { admin: ADMIN, seed: false }));
const api = apiOf(() => shop.parts.gateway.baseUrl);
let adminToken: string;
const cart: [Product, number][] = [];

/** Rupees as the PDF prints them: Indian digit grouping, two decimals. */
const rs = (rupees: number) =>
  `Rs. ${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const seqOf = (number: string) => Number(number.split('/')[2]);

/**
 * One purchase through the gateway and the Razorpay sandbox, as the storefront makes it:
 * checkout (its body may carry more, such as `couponCode`), Razorpay order, payment,
 * verification; answers the order once it has its invoice.
 */
async function purchase(
  token: string,
  shippingAddress: typeof SHIPPING_ADDRESS,
  body: Record<string, unknown> = {},
): Promise<OrderView> {
  const c = await api(
    'POST',
    '/api/checkout',
    {
      checkoutItems: cart.map(([p, quantity]) => ({ productId: p._id, quantity })),
      shippingAddress,
      paymentMethod: 'Razorpay',
      ...body,
    },
    token,
  );
  assert.equal(c.status, 201, JSON.stringify(c.body));
  const o = await api('POST', '/api/createOrder', { courseId: c.body._id }, token);
  assert.equal(o.status, 200, JSON.stringify(o.body));
  const payment = await payInSandbox(shop.parts.sandbox.url, o.body.id);
  const v = await api('POST', '/api/verifyPayment', verifyBody(payment), token);
  assert.equal(v.status, 200, JSON.stringify(v.body));
  return until(
    async () => {
      const mine = (await api('GET', '/api/orders/my-orders', undefined, token))
        .body as OrderView[];
      return mine.find((x) => x.checkoutId === c.body._id && x.invoiceNumber);
    },
    20_000,
    'the order and its invoice',
  );
}

/** GET of a PDF: the reply and its bytes. */
async function pdf(path: string, token: string) {
  const res = await fetch(`${shop.parts.gateway.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  // the category's default (Ayurvedic: 3004, 12 %), and one with its own HSN and rate
  const herbs = await adminProduct(api, adminToken, {
    name: 'Ashwagandha Capsules',
    category: 'Ayurvedic',
    price: 899,
    countInStock: 50,
  });
  const whey = await adminProduct(api, adminToken, {
    name: 'Whey Protein Isolate',
    category: 'Protein',
    label: FOOD_LABEL,
    price: 2999,
    discountPrice: 2549,
    countInStock: 50,
    hsn: '21061000',
    gstRate: 18,
  });
  cart.push([herbs as Product, 2], [whey as Product, 1]);
  // the coupon both buyers use: 15 % off, once each
  const coupon = await api(
    'POST',
    '/api/admin/coupons',
    { code: COUPON, kind: 'percent', value: 15, maxUsesPerCustomer: 1 },
    adminToken,
  );
  assert.equal(coupon.status, 201, JSON.stringify(coupon.body));
});

describe('products carry an HSN code and a GST rate', () => {
  it('takes them from the admin (else the category default) and refuses bad ones clearly', async () => {
    const [[herbs], [whey]] = cart as [[Product, number], [Product, number]];
    assert.deepEqual([herbs.hsn, herbs.gstRate], ['3004', 12]);
    assert.deepEqual([whey.hsn, whey.gstRate], ['21061000', 18]);
    const bad = await api('PUT', `/api/admin/products/${herbs._id}`, { gstRate: 15 }, adminToken);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'gstRate must be one of 0, 5, 12, 18, 28 (per cent)');
    const badHsn = await api('PUT', `/api/admin/products/${herbs._id}`, { hsn: '30' }, adminToken);
    assert.equal(badHsn.status, 400);
    assert.equal(badHsn.body.message, 'hsn must be an HSN code of 4, 6 or 8 digits');
  });
});

describe('GST invoices, end to end (shop in Rajasthan)', () => {
  let rajasthan: { token: string; order: OrderView; invoice: InvoiceView };
  let karnataka: { token: string; order: OrderView; invoice: InvoiceView };

  it('invoices a Rajasthan buyer with CGST + SGST and a Karnataka buyer with IGST', async () => {
    const buy = async (name: string, address: typeof SHIPPING_ADDRESS) => {
      const { token } = await register(api, name);
      const order = await purchase(token, address, { couponCode: COUPON.toLowerCase() });
      const r = await api('GET', `/api/orders/${order._id}/invoice`, undefined, token);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return { token, order, invoice: r.body as InvoiceView };
    };
    rajasthan = await buy('raj', RAJASTHAN);
    karnataka = await buy('kar', KARNATAKA);
    // the cart: 2 × herbs and 1 × whey at their selling prices; 15 % off, rounded half up
    const subtotalPaise = cart.reduce(
      (sum, [p, q]) => sum + Math.round((p.discountPrice ?? p.price) * 100) * q,
      0,
    );
    const discountPaise = Math.round((subtotalPaise * 15) / 100);
    for (const { order, invoice } of [rajasthan, karnataka]) {
      assert.equal(order.couponCode, COUPON);
      assert.equal(Math.round(order.subtotalPrice * 100), subtotalPaise);
      assert.equal(Math.round(order.discount * 100), discountPaise);
      assert.equal(Math.round(order.totalPrice * 100), subtotalPaise - discountPaise);
      assert.equal(invoice.number, order.invoiceNumber);
      assert.equal(invoice.seller.gstin, SHOP_GSTIN);
      assert.equal(invoice.totals.total, order.totalPrice, 'the invoice adds up to what was paid');
      assert.equal(invoice.totals.discount, order.discount);
      // the discount is shared out over the lines before tax, to the paisa
      const shares = invoice.lines.map((l) => Math.round(l.discount * 100));
      assert.ok(shares.every((d) => d > 0));
      assert.equal(
        shares.reduce((a, b) => a + b, 0),
        discountPaise,
      );
      const paise = (r: number) => Math.round(r * 100);
      assert.equal(
        paise(invoice.totals.taxableValue) + paise(invoice.totals.tax),
        paise(order.totalPrice),
      );
      assert.deepEqual(
        invoice.lines.map((l) => [l.hsn, l.gstRate, l.quantity]),
        [
          ['3004', 12, 2],
          ['21061000', 18, 1],
        ],
      );
    }
    const r = rajasthan.invoice;
    assert.equal(r.supply, 'intra-state');
    assert.deepEqual(r.placeOfSupply, { state: 'Rajasthan', stateCode: '08' });
    assert.ok(r.totals.cgst > 0 && r.totals.sgst > 0 && r.totals.igst === 0);
    const k = karnataka.invoice;
    assert.equal(k.supply, 'inter-state');
    assert.deepEqual(k.placeOfSupply, { state: 'Karnataka', stateCode: '29' });
    assert.ok(k.totals.igst > 0 && k.totals.cgst === 0 && k.totals.sgst === 0);
    // the same cart: the same tax, split differently (to the paisa, or one off by the halves)
    assert.ok(Math.abs(r.totals.tax - k.totals.tax) <= 0.02);
    assert.equal(seqOf(k.number), seqOf(r.number) + 1, 'no gap between the two invoices');
  });

  it('lets the buyer download the invoice PDF, whose text says what the invoice says', async () => {
    for (const [{ token, order, invoice }, split, other] of [
      [rajasthan, ['CGST', 'SGST'], 'IGST'],
      [karnataka, ['IGST'], 'CGST'],
    ] as const) {
      const { res, bytes } = await pdf(`/api/orders/${order._id}/invoice.pdf`, token);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'application/pdf');
      assert.equal(
        res.headers.get('content-disposition'),
        `attachment; filename="${invoice.number.replace(/\//g, '-')}.pdf"`,
      );
      const { pages, text } = await pdfText(bytes);
      assert.equal(pages, 1);
      for (const expected of [
        'TAX INVOICE',
        invoice.number,
        `GSTIN: ${SHOP_GSTIN}`,
        'GSTIN: unregistered (consumer)',
        `Place of supply: ${invoice.placeOfSupply.state} (${invoice.placeOfSupply.stateCode})`,
        `Order number: ${orderNumber(order._id)} (${order._id})`,
        `Total (amount paid) ${rs(invoice.totals.total)}`,
        `Discount ${rs(invoice.totals.discount)}`,
        ...split.map((label) => `${label} ${rs(invoice.totals[label.toLowerCase() as 'cgst'])}`),
      ])
        assert.ok(text.includes(expected), `the PDF says ${expected}: ${text}`);
      assert.ok(!text.includes(`${other} Rs.`), `no ${other} total on this invoice`);
    }
  });

  it('hides another shopper’s invoice (404) and has no credit note before a cancellation', async () => {
    const theirs = `/api/orders/${karnataka.order._id}`;
    const json = await api('GET', `${theirs}/invoice`, undefined, rajasthan.token);
    assert.deepEqual([json.status, json.body.message], [404, 'Order not found']);
    assert.equal((await pdf(`${theirs}/invoice.pdf`, rajasthan.token)).res.status, 404);
    const none = await pdf(`${theirs}/credit-note.pdf`, karnataka.token);
    assert.equal(none.res.status, 404);
    assert.equal(
      (await pdf(`/api/admin/orders/${karnataka.order._id}/invoice.pdf`, karnataka.token)).res
        .status,
      403,
    );
  });

  it('issues a credit note when the admin cancels the paid order; both can download it', async () => {
    const id = karnataka.order._id;
    const cancelled = await api(
      'PUT',
      `/api/admin/orders/${id}`,
      { status: 'Cancelled' },
      adminToken,
    );
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    const number = cancelled.body.creditNoteNumber as string;
    assert.match(number, /^AR-CN\/\d{4}-\d{2}\/000001$/);
    const mine = await api('GET', `/api/orders/${id}`, undefined, karnataka.token);
    assert.equal(mine.body.creditNoteNumber, number);
    for (const [path, token] of [
      [`/api/orders/${id}/credit-note.pdf`, karnataka.token],
      [`/api/admin/orders/${id}/credit-note.pdf`, adminToken],
    ] as const) {
      const { res, bytes } = await pdf(path, token);
      assert.equal(res.status, 200);
      assert.equal(
        res.headers.get('content-disposition'),
        `attachment; filename="${number.replace(/\//g, '-')}.pdf"`,
      );
      const { text } = await pdfText(bytes);
      for (const expected of [
        'CREDIT NOTE',
        number,
        `Against invoice: ${karnataka.invoice.number}`,
        `Total credited ${rs(karnataka.invoice.totals.total)}`,
      ])
        assert.ok(text.includes(expected), `the credit note says ${expected}: ${text}`);
    }
    const admin = await pdf(`/api/admin/orders/${rajasthan.order._id}/invoice.pdf`, adminToken);
    assert.equal(admin.res.status, 200);
    assert.ok((await pdfText(admin.bytes)).text.includes(rajasthan.invoice.number));
  });
});
