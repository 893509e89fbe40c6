import type {
  ChargesQuote,
  CheckoutView,
  InvoiceView,
  ItemOfferView,
  LiveOffer,
  OrderView,
  Product,
} from '@arogya/contracts';
import {
  adminProduct,
  apiOf,
  FOOD_LABEL,
  payCheckout,
  SHIPPING_ADDRESS,
  signUp,
  startFullShop,
  testShop,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';

/**
 * Issue 32, buy-x-get-y: an automatic offer on a product, kept by admins, priced by the server
 * in the checkout's transaction before the coupon, then the prepaid offer and shipping (the
 * rule in charges.ts), to the paisa; previewed by the charges quote from the cart's lines.
 * The shop's own fees: metro ₹60, free from ₹999, ₹50 off online from ₹499.
 */
const ADMIN = { email: 'offers-admin@test.local', password: 'offers-admin-pass' };
const METRO = { ...SHIPPING_ADDRESS, city: 'Bengaluru', postalCode: '560038', state: 'Karnataka' };
const COUPON = 'BXGY-E2E10';

const shop = testShop('offers', (env, ns) =>
  startFullShop(env, ns, { admin: ADMIN, seed: false, fees: 'shop' }),
);
const api = apiOf(() => shop.parts.gateway.baseUrl);
let adminToken: string;
let whey: Product; // ₹999, buy 1 get 1
let tulsi: Product; // ₹199, no offer

const paise = (rupees: number) => Math.round(rupees * 100);

const checkout = (token: string, lines: [Product, number][], body: Record<string, unknown> = {}) =>
  api(
    'POST',
    '/api/checkout',
    {
      checkoutItems: lines.map(([p, quantity]) => ({ productId: p._id, quantity })),
      shippingAddress: METRO,
      paymentMethod: 'Razorpay',
      ...body,
    },
    token,
  );

const createOffer = async (body: Record<string, unknown>) => {
  const r = await api('POST', '/api/admin/offers', body, adminToken);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body as ItemOfferView & { id: string };
};

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  whey = await adminProduct(api, adminToken, {
    name: 'Whey Protein 500 g',
    category: 'Protein',
    label: FOOD_LABEL,
    price: 999,
    countInStock: 50,
  });
  tulsi = await adminProduct(api, adminToken, {
    name: 'Tulsi Drops',
    category: 'Ayurvedic',
    price: 199,
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

describe('buy-x-get-y offers (issue 32)', () => {
  it('admins keep offers (bad input a clear 4xx, customers refused); shoppers read the live ones', async () => {
    const { token } = await signUp(api, 'offer-reader');
    for (const [body, status, message] of [
      [{ productId: whey._id, buy: 0, get: 1 }, 400, 'buy must be a whole number from 1 to 20'],
      [{ productId: whey._id, buy: 2, get: 21 }, 400, 'get must be a whole number from 1 to 20'],
      [{ productId: 'whey', buy: 2, get: 1 }, 400, 'productId must be a product id'],
      [{ productId: whey._id, buy: 2, get: 1, price: 1 }, 400, 'Unknown field: price'],
      [
        {
          productId: whey._id,
          buy: 2,
          get: 1,
          startsAt: '2026-12-02T00:00:00Z',
          endsAt: '2026-12-01T00:00:00Z',
        },
        400,
        'endsAt must be after startsAt',
      ],
      [{ productId: randomUUID(), buy: 2, get: 1 }, 404, 'Product not found'],
    ] as const) {
      const r = await api('POST', '/api/admin/offers', body, adminToken);
      assert.deepEqual([r.status, r.body.message], [status, message], JSON.stringify(body));
    }
    assert.equal(
      (await api('POST', '/api/admin/offers', { productId: whey._id, buy: 1, get: 1 }, token))
        .status,
      403,
    );
    assert.equal((await api('GET', '/api/admin/offers', undefined, token)).status, 403);

    const offer = await createOffer({ productId: whey._id, buy: 1, get: 1 });
    assert.deepEqual(
      [offer.name, offer.productName, offer.active, offer.startsAt, offer.endsAt],
      ['Buy 1 get 1 free', 'Whey Protein 500 g', true, null, null],
    );
    const page = await api(
      'GET',
      `/api/admin/offers?sort=${encodeURIComponent('["productName","ASC"]')}&range=[0,9]`,
      undefined,
      adminToken,
    );
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-range') ?? '', /^offers 0-\d+\/\d+$/);
    assert.ok((page.body as ItemOfferView[]).some((o) => o._id === offer._id));
    const live = (await api('GET', '/api/offers')).body as LiveOffer[];
    assert.deepEqual(
      live.find((o) => o.productId === whey._id),
      {
        productId: whey._id,
        productName: 'Whey Protein 500 g',
        buy: 1,
        get: 1,
        name: 'Buy 1 get 1 free',
      },
      'anyone reads the offers running now',
    );
  });

  it('two tubs, one free, then 10 % off, ₹50 for paying online and shipping back under ₹999: the stated rule to the paisa, in the preview, Razorpay’s amount, the order and the invoice', async () => {
    const { token } = await signUp(api, 'bxgy');
    // the preview from the cart's lines: 1,998 − 999 free = 999 of items; the coupon (its own
    // quote, on the items after the offer) takes 99.90 → 899.10 of goods: under ₹999, so
    // shipping ₹60; paying online −₹50 → 909.10
    const coupon = await api('POST', '/api/coupons/quote', { code: COUPON, subtotal: 999 }, token);
    assert.equal(coupon.body.discount, 99.9);
    const q = await api(
      'GET',
      `/api/checkout/charges?subtotal=1998&discount=99.9&pin=560038&items=${whey._id}:2:999`,
      undefined,
      token,
    );
    assert.equal(q.status, 200, JSON.stringify(q.body));
    const online = (q.body as ChargesQuote).methods.find((m) => m.method === 'Razorpay')!;
    assert.deepEqual(
      [online.offers.map((o) => [o.kind, o.name, o.amount]), online.shippingPrice, online.total],
      [
        [
          ['buy-x-get-y', 'Buy 1 get 1 free: Whey Protein 500 g', 999],
          ['prepaid', '₹50 off for paying online', 50],
        ],
        60,
        909.1,
      ],
    );
    // the checkout prices the same, whatever the client claims of it
    const c = await checkout(token, [[whey, 2]], { couponCode: COUPON, totalPrice: 909.1 });
    assert.equal(c.status, 201, JSON.stringify(c.body));
    const view = c.body as CheckoutView;
    assert.deepEqual(
      [view.subtotalPrice, view.discount, view.offerDiscount, view.shippingPrice, view.totalPrice],
      [1998, 99.9, 1049, 60, 909.1],
    );
    const razorpay = await payCheckout(api, shop.parts.sandbox.url, token, view._id);
    assert.equal(razorpay.amount, 90_910, 'Razorpay is asked for what the rule leaves');
    const order = await until(
      async () =>
        ((await api('GET', '/api/orders/my-orders', undefined, token)).body as OrderView[]).find(
          (x) => x.checkoutId === view._id && x.invoiceNumber,
        ),
      20_000,
      'the order and its invoice',
    );
    assert.deepEqual(
      [order.discount, order.offerDiscount, order.totalPrice, order.offers?.map((o) => o.name)],
      [99.9, 1049, 909.1, ['Buy 1 get 1 free: Whey Protein 500 g', '₹50 off for paying online']],
    );
    const invoice = (await api('GET', `/api/orders/${order._id}/invoice`, undefined, token))
      .body as InvoiceView;
    // the free tub, the coupon and the prepaid offer are all discount on the goods
    assert.equal(paise(invoice.totals.discount), 114_890);
    assert.equal(paise(invoice.totals.total), 90_910);
  });

  it('units short of a full group, other products, and offers paused, ended or deleted take nothing off', async () => {
    const { token } = await signUp(api, 'bxgy-none');
    const buy3 = await createOffer({ productId: tulsi._id, buy: 3, get: 1 });
    // 3 Tulsi: short of the group of 4; 4 Tulsi: the fourth free
    const three = (await checkout(token, [[tulsi, 3]])).body as CheckoutView;
    assert.deepEqual(
      [three.offers.map((o) => o.kind), three.offerDiscount, three.totalPrice],
      [['prepaid'], 50, 597 - 50 + 60],
    );
    const four = (await checkout(token, [[tulsi, 4]])).body as CheckoutView;
    assert.deepEqual(
      [four.offerDiscount, four.offers.map((o) => o.name), four.totalPrice],
      [
        199 + 50,
        ['Buy 3 get 1 free: Tulsi Drops', '₹50 off for paying online'],
        796 - 199 - 50 + 60,
      ],
    );
    const paused = await api('PUT', `/api/admin/offers/${buy3._id}`, { active: false }, adminToken);
    assert.equal(paused.status, 200, JSON.stringify(paused.body));
    assert.equal(((await checkout(token, [[tulsi, 5]])).body as CheckoutView).offerDiscount, 50);
    const ended = await api(
      'PUT',
      `/api/admin/offers/${buy3._id}`,
      { active: true, endsAt: new Date(Date.now() - 60_000).toISOString() },
      adminToken,
    );
    assert.equal(ended.status, 200, JSON.stringify(ended.body));
    const endedQuote = await api(
      'GET',
      `/api/checkout/charges?subtotal=796&pin=560038&items=${tulsi._id}:4:199`,
      undefined,
      token,
    );
    assert.deepEqual(
      (endedQuote.body as ChargesQuote).methods[0]!.offers.map((o) => o.kind),
      ['prepaid'],
    );
    assert.ok(
      !((await api('GET', '/api/offers')).body as LiveOffer[]).some(
        (o) => o.productId === tulsi._id,
      ),
    );
    const bad = await api(
      'PUT',
      `/api/admin/offers/${buy3._id}`,
      { startsAt: new Date().toISOString() },
      adminToken,
    );
    assert.deepEqual([bad.status, bad.body.message], [400, 'endsAt must be after startsAt']);
    const gone = await api('DELETE', `/api/admin/offers/${buy3._id}`, undefined, adminToken);
    assert.equal(gone.status, 200);
    assert.equal(
      (await api('GET', `/api/admin/offers/${buy3._id}`, undefined, adminToken)).status,
      404,
    );
    // a preview's lines must be lines, add up to its subtotal, and leave room for its coupon
    const whey2 = `${whey._id}:2:999`;
    for (const [query, message] of [
      [`subtotal=1000&items=${whey2}`, 'subtotal must be what the items come to (₹1998)'],
      [
        `subtotal=1998&discount=1000&items=${whey2}`,
        'discount must be a rupee amount from 0 to 999 (the items after their offers)',
      ],
    ]) {
      const r = await api('GET', `/api/checkout/charges?pin=560038&${query}`, undefined, token);
      assert.deepEqual([r.status, r.body.message], [400, message], query);
    }
    const r = await api(
      'GET',
      `/api/checkout/charges?subtotal=1&pin=560038&items=${tulsi._id}:0:199`,
      undefined,
      token,
    );
    assert.deepEqual(
      [r.status, r.body.message],
      [400, 'items must be up to 100 of <product id>:<quantity>:<unit price>, separated by commas'],
    );
  });
});
