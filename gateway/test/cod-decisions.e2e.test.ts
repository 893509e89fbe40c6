import {
  COD_REFUSALS,
  ONLY_COD_RETURNS,
  type AdminOrder,
  type AdminSummary,
  type ChargesQuote,
  type CheckoutView,
  type OrderView,
  type Product,
} from '@arogya/contracts';
import {
  adminProduct,
  apiOf,
  payCheckout,
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
 * Issue 32, cash on delivery decided per checkout, through the gateway: the PIN's zone and
 * the brand's list of PINs without COD, the customer's returns to origin, the PIN's return
 * rate over its last settled cash orders, the same items ordered again; each decision kept
 * with its checkout and shown to the admin on the order. And the return to origin itself:
 * its stock back, its credit note, nothing refunded. Staff confirm the orders here (no SMS):
 * the code's path is cod.e2e's.
 */
const ADMIN = { email: 'codrisk-admin@test.local', password: 'codrisk-admin-pass' };
const address = (postalCode: string) => ({
  ...SHIPPING_ADDRESS,
  postalCode,
  state: '',
  city: 'Somewhere',
});
const BENGALURU = '560038';
const DELHI = '110001';
const GUWAHATI = '781001';

const shop = testShop('codrisk', (env, ns) =>
  startFullShop(env, ns, { admin: ADMIN, seed: false, fees: 'shop' }),
);
const api = apiOf(() => shop.parts.gateway.baseUrl);
let adminToken: string;
const products: Product[] = [];

const stockOf = async (p: Product) =>
  ((await api('GET', `/api/products/${p._id}`)).body as Product).countInStock;

/** A checkout of one `p` to `pin`, paid as `method` says (the answer, whatever its status). */
const checkout = (token: string, p: Product, pin: string, method: 'COD' | 'Razorpay') =>
  api(
    'POST',
    '/api/checkout',
    {
      checkoutItems: [{ productId: p._id, quantity: 1 }],
      shippingAddress: address(pin),
      paymentMethod: method,
    },
    token,
  );

/** The order made of checkout `checkoutId`, once it exists. */
const orderOf = (token: string, checkoutId: string) =>
  until(
    async () =>
      ((await api('GET', '/api/orders/my-orders', undefined, token)).body as OrderView[]).find(
        (o) => o.checkoutId === checkoutId,
      ),
    20_000,
    'the order',
  );

/** A cash order of `p` to `pin`, placed and confirmed by staff. */
async function cashOrder(token: string, p: Product, pin: string) {
  const { order } = await placeCashOrder(api, token, {
    checkoutItems: [{ productId: p._id, quantity: 1 }],
    shippingAddress: address(pin),
  });
  await move(order._id, 'Processing');
  return order;
}

/** The admin moves order `id` to `status` (200 expected); answers the order. */
async function move(id: string, status: string): Promise<AdminOrder> {
  const r = await api('PUT', `/api/admin/orders/${id}`, { status }, adminToken);
  assert.equal(r.status, 200, `${status}: ${JSON.stringify(r.body)}`);
  return r.body as AdminOrder;
}

/** What the shopper is offered for a ₹300 cart of `p` to `pin`. */
const quote = async (token: string, pin: string, p?: Product) =>
  (
    await api(
      'GET',
      `/api/checkout/charges?subtotal=300&pin=${pin}${p ? `&products=${p._id}` : ''}`,
      undefined,
      token,
    )
  ).body as ChargesQuote;

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  for (const name of ['Tulsi Drops', 'Ashwagandha', 'Moringa', 'Triphala'])
    products.push(await adminProduct(api, adminToken, { name, price: 300, countInStock: 50 }));
});

describe('cash on delivery decided per checkout (issue 32)', () => {
  it('returned to origin: stock back, a credit note, nothing refunded; a customer with two returns pays online only, and the admin reads why', async () => {
    const { token } = await signUp(api, 'rto');
    const [tulsi, ashwa, moringa] = products as [Product, Product, Product];
    const before = await stockOf(tulsi);
    const first = await cashOrder(token, tulsi, BENGALURU);
    // only a shipped parcel comes back
    const early = await api(
      'PUT',
      `/api/admin/orders/${first._id}`,
      { status: 'Returned' },
      adminToken,
    );
    assert.equal(early.status, 409, JSON.stringify(early.body));
    const shipped = await move(first._id, 'Shipped');
    assert.ok(shipped.allowedStatuses.includes('Returned'), 'a shipped cash order may come back');
    assert.ok(shipped.invoiceNumber, 'invoiced when shipped');
    const returned = await move(first._id, 'Returned');
    assert.deepEqual(
      [returned.status, returned.isPaid, returned.refund, returned.allowedStatuses],
      ['Returned', false, null, []],
    );
    assert.ok(returned.creditNoteNumber, 'its invoice is reversed by a credit note');
    await until(async () => (await stockOf(tulsi)) === before, 10_000, 'its stock back on sale');

    // one return: still offered; the second (another product: no repeat) makes two
    assert.equal((await quote(token, BENGALURU, moringa)).cod.offered, true);
    const second = await cashOrder(token, ashwa, BENGALURU);
    await move(second._id, 'Shipped');
    await move(second._id, 'Returned');
    const refused = await until(
      async () => {
        const q = await quote(token, BENGALURU, moringa);
        return q.cod.offered ? undefined : q;
      },
      10_000,
      'COD withheld once the second return is counted',
    );
    assert.deepEqual(refused.cod, { offered: false, reasons: [COD_REFUSALS.returns] });
    assert.deepEqual(
      refused.methods.map((m) => m.method),
      ['Razorpay'],
      'prepaid only',
    );
    const cod = await checkout(token, moringa, BENGALURU, 'COD');
    assert.deepEqual([cod.status, cod.body.message], [400, COD_REFUSALS.returns]);
    // paying online still works, and the order tells the admin why cash was not offered
    const online = await checkout(token, moringa, BENGALURU, 'Razorpay');
    assert.equal(online.status, 201, JSON.stringify(online.body));
    await payCheckout(api, shop.parts.sandbox.url, token, (online.body as CheckoutView)._id);
    const paid = await orderOf(token, online.body._id);
    const seen = (await api('GET', `/api/admin/orders/${paid._id}`, undefined, adminToken))
      .body as AdminOrder;
    assert.deepEqual(seen.codDecision, {
      offered: false,
      reasons: [COD_REFUSALS.returns],
      rules: [
        {
          rule: 'returns',
          detail: 'the customer has 2 cash orders returned (limit 2)',
          figures: { returns: 2, limit: 2 },
        },
      ],
    });
    assert.equal(
      (await api('GET', `/api/orders/${paid._id}`, undefined, token)).body.codDecision,
      undefined,
      'the shopper’s own order does not carry the admin’s figures',
    );
    // a parcel paid online is cancelled to be refunded, never returned to origin
    const paidShipped = await move(paid._id, 'Shipped');
    assert.deepEqual(paidShipped.allowedStatuses, ['Delivered', 'Cancelled']);
    const wrong = await api(
      'PUT',
      `/api/admin/orders/${paid._id}`,
      { status: 'Returned' },
      adminToken,
    );
    assert.deepEqual([wrong.status, wrong.body.message], [409, ONLY_COD_RETURNS]);
  });

  it('a PIN whose last settled cash orders came back at 35 % or more pays online; a delivered one counts as settled', async () => {
    const [tulsi] = products as [Product];
    // five customers, one cash order each to Delhi: two come back, three are delivered (40 %)
    for (const outcome of ['Returned', 'Delivered', 'Returned', 'Delivered', 'Delivered']) {
      const { token } = await signUp(api, 'delhi');
      const o = await cashOrder(token, tulsi, DELHI);
      await move(o._id, 'Shipped');
      await move(o._id, outcome);
    }
    const { token } = await signUp(api, 'delhi-next');
    const withheld = await until(
      async () => {
        const q = await quote(token, DELHI);
        return q.cod.offered ? undefined : q;
      },
      10_000,
      'the PIN’s returns counted',
    );
    assert.deepEqual(withheld.cod.reasons, [COD_REFUSALS.pin(DELHI)]);
    // the admin raises the limit: 40 % is under 50 %
    const raised = await api(
      'PUT',
      '/api/admin/fee-settings/shop',
      { codPinRtoPercent: 50 },
      adminToken,
    );
    assert.equal(raised.status, 200, JSON.stringify(raised.body));
    assert.equal(raised.body.codPinRtoPercent, 50);
    assert.equal((await quote(token, DELHI)).cod.offered, true);
    assert.equal(
      (await api('PUT', '/api/admin/fee-settings/shop', { codPinRtoPercent: 35 }, adminToken))
        .status,
      200,
    );
    const bad = await api(
      'PUT',
      '/api/admin/fee-settings/shop',
      { codPinRtoWindow: 2 },
      adminToken,
    );
    assert.deepEqual(
      [bad.status, bad.body.message],
      [400, 'codPinRtoWindow must be a whole number from 5 to 1000'],
    );
  });

  it('the brand’s PINs without COD and a zone without cash: still delivered to, paid online only', async () => {
    const { token } = await signUp(api, 'places');
    const [, , , triphala] = products as [Product, Product, Product, Product];
    const listed = await api(
      'POST',
      '/api/admin/non-serviceable-pins',
      { pin: '560001', reason: 'parcels refused', scope: 'cod' },
      adminToken,
    );
    assert.equal(listed.status, 201, JSON.stringify(listed.body));
    assert.equal(listed.body.scope, 'cod');
    const badScope = await api(
      'POST',
      '/api/admin/non-serviceable-pins',
      { pin: '560002', reason: 'x', scope: 'cash' },
      adminToken,
    );
    assert.deepEqual(
      [badScope.status, badScope.body.message],
      [400, 'scope must be one of delivery, cod'],
    );
    const place = await api('GET', '/api/serviceability/560001');
    assert.equal(place.body.deliverable, true, 'still delivered to');
    assert.deepEqual((await quote(token, '560001')).cod.reasons, [COD_REFUSALS.pin('560001')]);
    assert.equal((await quote(token, '560002')).cod.offered, true, 'its neighbour is not listed');

    assert.equal((await quote(token, GUWAHATI)).cod.offered, true);
    const zone = await api('PUT', '/api/admin/delivery-zones/remote', { cod: false }, adminToken);
    assert.equal(zone.status, 200, JSON.stringify(zone.body));
    assert.equal(zone.body.cod, false);
    const remote = await quote(token, GUWAHATI);
    assert.deepEqual(
      [remote.cod.reasons, remote.methods.map((m) => m.method)],
      [[COD_REFUSALS.pin(GUWAHATI)], ['Razorpay']],
    );
    const refused = await checkout(token, triphala, GUWAHATI, 'COD');
    assert.deepEqual([refused.status, refused.body.message], [400, COD_REFUSALS.pin(GUWAHATI)]);
    assert.equal(
      (await api('PUT', '/api/admin/delivery-zones/remote', { cod: 'no' }, adminToken)).status,
      400,
    );
  });

  it('the same items ordered again for cash within 24 hours pay online; other items do not', async () => {
    const { token } = await signUp(api, 'again');
    const [tulsi, ashwa] = products as [Product, Product];
    await cashOrder(token, tulsi, BENGALURU);
    const q = await quote(token, BENGALURU, tulsi);
    assert.deepEqual(q.cod.reasons, [COD_REFUSALS.repeat(24)]);
    const again = await checkout(token, tulsi, BENGALURU, 'COD');
    assert.deepEqual([again.status, again.body.message], [400, COD_REFUSALS.repeat(24)]);
    assert.equal((await quote(token, BENGALURU, ashwa)).cod.offered, true);
    assert.equal((await checkout(token, ashwa, BENGALURU, 'COD')).status, 201);
    const bad = await api(
      'GET',
      '/api/checkout/charges?subtotal=300&pin=560038&products=not-an-id',
      undefined,
      token,
    );
    assert.deepEqual(
      [bad.status, bad.body.message],
      [400, 'products must be up to 100 product ids, separated by commas'],
    );
  });

  it('the dashboard: the cash share of the last 30 days, the cash to collect, returns to origin by zone', async () => {
    const summary = (await api('GET', '/api/admin/summary', undefined, adminToken))
      .body as AdminSummary;
    // the file's orders: 2 + 5 + 1 in cash (the last confirmed, not shipped: ₹300 + ₹60 + ₹49
    // to collect), 1 paid online
    assert.deepEqual(
      {
        orders: summary.cod.orders,
        codOrders: summary.cod.codOrders,
        sharePercent: summary.cod.sharePercent,
        toCollect: summary.cod.toCollect,
        awaitingConfirmation: summary.cod.awaitingConfirmation,
      },
      {
        orders: 9,
        codOrders: 8,
        sharePercent: 89,
        toCollect: { orders: 1, amount: 409 },
        awaitingConfirmation: 0,
      },
    );
    // Bengaluru's two returns and Delhi's two returns and three deliveries: all metro
    assert.deepEqual(summary.cod.rtoByZone, [
      { zone: 'metro', name: 'Metro cities', delivered: 3, returned: 4, ratePercent: 57 },
    ]);
    assert.equal(
      (await api('GET', '/api/admin/summary', undefined, (await signUp(api, 'nosy')).token)).status,
      403,
    );
  });

  it('a cash order cancelled is no first order: the first-order coupon still applies', async () => {
    const { token } = await signUp(api, 'first');
    const quote = () =>
      api('POST', '/api/coupons/quote', { code: 'WELCOME10', subtotal: 1000 }, token);
    assert.equal((await quote()).status, 200, 'before any order');
    const [, , moringa] = products as [Product, Product, Product];
    const order = await cashOrder(token, moringa, BENGALURU);
    await until(async () => (await quote()).status === 400 || undefined, 10_000, 'an order now');
    await move(order._id, 'Cancelled');
    const again = await until(
      async () => {
        const q = await quote();
        return q.status === 200 ? q : undefined;
      },
      10_000,
      'the cancelled cash order no longer counts',
    );
    assert.equal(again.body.total, 900);
  });
});
