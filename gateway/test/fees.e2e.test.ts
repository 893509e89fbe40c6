import type {
  ChargesQuote,
  CheckoutView,
  DeliveryTerms,
  InvoiceView,
  OrderView,
  Product,
} from '@arogya/contracts';
import {
  adminProduct,
  apiOf,
  payCheckout,
  signUp,
  startFullShop,
  SHIPPING_ADDRESS,
  testShop,
  until,
  FOOD_LABEL,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { pdfText } from './pdf-text.js';

/**
 * Issue 32, shipping fees and the prepaid offer, through the gateway with the shop's own fees
 * (the migration's: metro ₹60, free from ₹999, ₹50 off online from ₹499). Before the issue
 * every order shipped free: a ₹199 order was charged ₹199.
 */
const ADMIN = { email: 'fees-admin@test.local', password: 'fees-admin-pass' };
/** Bengaluru: the metro zone from the shop's Udaipur. */
const METRO = { ...SHIPPING_ADDRESS, city: 'Bengaluru', postalCode: '560038', state: 'Karnataka' };
const COUPON = 'FEES-E2E10';

const shop = testShop('fees', (env, ns) =>
  startFullShop(env, ns, { admin: ADMIN, seed: false, fees: 'shop' }),
);
const api = apiOf(() => shop.parts.gateway.baseUrl);
let adminToken: string;
let tulsi: Product; // ₹199
let whey: Product; // ₹999

const paise = (rupees: number) => Math.round(rupees * 100);

/** A checkout of `lines` to `address` (the body may carry more: totalPrice, couponCode). */
const checkout = (
  token: string,
  lines: [Product, number][],
  body: Record<string, unknown> = {},
  address = METRO,
) =>
  api(
    'POST',
    '/api/checkout',
    {
      checkoutItems: lines.map(([p, quantity]) => ({ productId: p._id, quantity })),
      shippingAddress: address,
      paymentMethod: 'Razorpay',
      ...body,
    },
    token,
  );

/** Pays checkout `c` in the sandbox; answers Razorpay's amount and the order with its invoice. */
async function pay(token: string, c: CheckoutView) {
  const razorpay = await payCheckout(api, shop.parts.sandbox.url, token, c._id);
  const order = await until(
    async () =>
      ((await api('GET', '/api/orders/my-orders', undefined, token)).body as OrderView[]).find(
        (x) => x.checkoutId === c._id && x.invoiceNumber,
      ),
    20_000,
    'the order and its invoice',
  );
  const invoice = (await api('GET', `/api/orders/${order._id}/invoice`, undefined, token))
    .body as InvoiceView;
  return { amountPaise: razorpay.amount, order, invoice };
}

const charges = async (token: string, query: string) => {
  const r = await api('GET', `/api/checkout/charges?${query}`, undefined, token);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body as ChargesQuote;
};

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  tulsi = await adminProduct(api, adminToken, {
    name: 'Tulsi Drops',
    category: 'Ayurvedic',
    price: 199,
    countInStock: 50,
  });
  whey = await adminProduct(api, adminToken, {
    name: 'Whey Protein 500 g',
    category: 'Protein',
    label: FOOD_LABEL,
    price: 999,
    countInStock: 50,
  });
  const coupon = await api(
    'POST',
    '/api/admin/coupons',
    { code: COUPON, kind: 'percent', value: 10 },
    adminToken,
  );
  assert.equal(coupon.status, 201, JSON.stringify(coupon.body));
});

describe('shipping fees (issue 32)', () => {
  it('tells every shopper the threshold and each zone’s fee; previews a cart’s charges', async () => {
    const terms = (await api('GET', '/api/serviceability')).body as DeliveryTerms;
    assert.equal(terms.fees.freeShippingOver, 999);
    assert.equal(terms.fees.prepaidDiscount, 50);
    assert.equal(terms.zones.find((z) => z._id === 'metro')?.shippingFee, 60);
    const { token } = await signUp(api, 'preview');
    const small = await charges(token, 'subtotal=199&pin=560038');
    assert.equal(small.zone, 'metro');
    assert.equal(small.addForFreeShipping, 800);
    assert.deepEqual(
      small.methods.map((m) => [m.method, m.shippingPrice, m.offerDiscount, m.total]),
      // cash on delivery adds its ₹49 fee (issue 32's COD, offered under the cap)
      [
        ['Razorpay', 60, 0, 259],
        ['COD', 60, 0, 308],
      ],
    );
    const big = await charges(token, 'subtotal=999&pin=560038');
    assert.deepEqual(
      big.methods.map((m) => [m.shippingPrice, m.offerDiscount, m.total, m.offers[0]?.name]),
      [
        [0, 50, 949, '₹50 off for paying online'],
        [0, 0, 1048, undefined],
      ],
    );
    assert.equal(big.addForFreeShipping, null);
    // bad input: a clear 400, never a 500
    for (const [query, message] of [
      ['subtotal=199&pin=56', 'Enter your 6-digit PIN code'],
      ['subtotal=-1&pin=560038', 'subtotal must be a rupee amount from 0 to 20000000'],
      ['subtotal=199&discount=200&pin=560038', 'discount must be a rupee amount from 0 to 199'],
    ])
      assert.deepEqual(
        [
          (await api('GET', `/api/checkout/charges?${query}`, undefined, token)).status,
          (await api('GET', `/api/checkout/charges?${query}`, undefined, token)).body.message,
        ],
        [400, message],
      );
    assert.equal((await api('GET', '/api/checkout/charges?subtotal=1&pin=560038')).status, 401);
  });

  it('a ₹199 order pays the zone’s fee: in the checkout, Razorpay’s amount, the order and the invoice (18 % GST, SAC 9968)', async () => {
    const { token } = await signUp(api, 'small');
    // a client that leaves the fee out is given the server's total
    const stale = await checkout(token, [[tulsi, 1]], { totalPrice: 199 });
    assert.equal(stale.status, 409);
    assert.equal(
      stale.body.message,
      'Prices have changed: your total is now ₹259. Please review your cart.',
    );
    const c = await checkout(token, [[tulsi, 1]], { totalPrice: 259 });
    assert.equal(c.status, 201, JSON.stringify(c.body));
    const view = c.body as CheckoutView;
    assert.deepEqual(
      [view.subtotalPrice, view.shippingPrice, view.offerDiscount, view.codFee, view.totalPrice],
      [199, 60, 0, 0, 259],
    );
    const { amountPaise, order, invoice } = await pay(token, view);
    assert.equal(amountPaise, 25_900, 'Razorpay is asked for the shipping too');
    assert.deepEqual([order.subtotalPrice, order.shippingPrice, order.totalPrice], [199, 60, 259]);
    const shipping = invoice.lines.find((l) => l.description === 'Shipping');
    assert.ok(shipping, JSON.stringify(invoice.lines));
    // inter-state (Karnataka from Rajasthan): ₹60 at 18 % = 50.85 taxable + 9.15 IGST
    assert.deepEqual(
      [shipping.hsn, shipping.gstRate, shipping.discount, shipping.taxableValue, shipping.igst],
      ['9968', 18, 0, 50.85, 9.15],
    );
    assert.equal(invoice.totals.total, 259, 'the invoice adds up to what was paid');
    const pdf = await fetch(`${shop.parts.gateway.baseUrl}/api/orders/${order._id}/invoice.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    assert.ok(text.includes('Shipping 9968'), text);
  });

  it('a ₹999 order ships free; paying online takes ₹50 off; with a coupon, the stated rule to the paisa', async () => {
    const { token } = await signUp(api, 'big');
    const one = (await checkout(token, [[whey, 1]])).body as CheckoutView;
    assert.deepEqual(
      [one.shippingPrice, one.offerDiscount, one.totalPrice, one.offers.map((o) => o.name)],
      [0, 50, 949, ['₹50 off for paying online']],
    );
    // two tubs, 10 % off: 1,998 − 199.80 = 1,798.20 of goods (free shipping), then ₹50 off
    const c = await checkout(token, [[whey, 2]], { couponCode: COUPON, totalPrice: 1748.2 });
    assert.equal(c.status, 201, JSON.stringify(c.body));
    const view = c.body as CheckoutView;
    assert.deepEqual(
      [view.subtotalPrice, view.discount, view.offerDiscount, view.shippingPrice, view.totalPrice],
      [1998, 199.8, 50, 0, 1748.2],
    );
    const { amountPaise, order, invoice } = await pay(token, view);
    assert.equal(amountPaise, 174_820);
    assert.deepEqual([order.discount, order.offerDiscount, order.totalPrice], [199.8, 50, 1748.2]);
    // the invoice's discount is the coupon and the offer together, all on the goods
    assert.equal(paise(invoice.totals.discount), 24_980);
    assert.equal(invoice.lines.length, 1, 'no shipping line on a free shipment');
    assert.equal(paise(invoice.totals.total), 174_820);
    // 10 % of ₹999 leaves ₹899.10: under the threshold, so shipping comes back (rule 3)
    const other = (await signUp(api, 'under')).token; // the coupon is once per customer
    const under = await checkout(other, [[whey, 1]], { couponCode: COUPON });
    assert.equal(under.status, 201, JSON.stringify(under.body));
    const u = under.body as CheckoutView;
    assert.deepEqual([u.shippingPrice, u.offerDiscount, u.totalPrice], [60, 50, 909.1]);
  });

  it('admins set the fees and each zone’s fee; shoppers are charged the new ones at once', async () => {
    const { token } = await signUp(api, 'after-change');
    const read = await api('GET', '/api/admin/fee-settings/shop', undefined, adminToken);
    assert.equal(read.status, 200);
    assert.equal(read.body.codFee, 49);
    assert.equal(
      (await api('GET', '/api/admin/fee-settings/shop', undefined, token)).status,
      403,
      'a customer may not read them',
    );
    assert.equal(
      (await api('PUT', '/api/admin/fee-settings/shop', { codFee: 1 }, token)).status,
      403,
    );
    const bad = await api('PUT', '/api/admin/fee-settings/shop', { codFee: -1 }, adminToken);
    assert.deepEqual(
      [bad.status, bad.body.message],
      [400, 'codFee must be a rupee amount from 0 to 10000'],
    );
    const zone = await api(
      'PUT',
      '/api/admin/delivery-zones/metro',
      { shippingFee: 75 },
      adminToken,
    );
    assert.equal(zone.status, 200, JSON.stringify(zone.body));
    assert.equal(zone.body.shippingFee, 75);
    const never = await api(
      'PUT',
      '/api/admin/fee-settings/shop',
      { freeShippingOver: null, prepaidDiscount: 0 },
      adminToken,
    );
    assert.equal(never.status, 200, JSON.stringify(never.body));
    const c = await charges(token, 'subtotal=5000&pin=560038');
    assert.deepEqual(
      [c.freeShippingOver, c.addForFreeShipping, c.methods[0]!.shippingPrice, c.methods[0]!.total],
      [null, null, 75, 5075],
    );
    const terms = (await api('GET', '/api/serviceability')).body as DeliveryTerms;
    assert.equal(terms.fees.freeShippingOver, null);
  });
});
