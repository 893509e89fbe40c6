import type { CheckoutView, InvoiceView, OrderView, Product } from '@arogya/contracts';
import {
  apiOf,
  payInSandbox,
  signUp as register,
  startFullShop,
  SHIPPING_ADDRESS,
  testShop,
  until,
  verifyBody,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

/**
 * Issue 30 through the gateway, on the seeded catalogue: the 2 kg whey costs its own price in
 * the cart, at checkout, in Razorpay's order and on the invoice, whatever price a client sends;
 * buying the last 2 kg tub leaves the 500 g stock untouched.
 */
const ADMIN = { email: 'variants-admin@test.local', password: 'variants-admin-pass' };
const shop = testShop('variants', (env, ns) => startFullShop(env, ns, { admin: ADMIN }));
const api = apiOf(() => shop.parts.gateway.baseUrl);
let adminToken: string;
let whey: Product;

const variant = (p: Product, size: string) => p.variants!.find((v) => v.size === size)!;
const product = async (id: string) => (await api('GET', `/api/products/${id}`)).body as Product;
const stock = async () =>
  Object.fromEntries((await product(whey._id)).variants!.map((v) => [v.size, v.countInStock]));

/** Pays checkout `c` in the sandbox; answers the Razorpay order and the order made of it. */
async function pay(c: CheckoutView, token: string) {
  const o = await api('POST', '/api/createOrder', { courseId: c._id }, token);
  assert.equal(o.status, 200, JSON.stringify(o.body));
  const payment = await payInSandbox(shop.parts.sandbox.url, o.body.id);
  const v = await api('POST', '/api/verifyPayment', verifyBody(payment), token);
  assert.equal(v.status, 200, JSON.stringify(v.body));
  const order = await until(
    async () => {
      const mine = (await api('GET', '/api/orders/my-orders', undefined, token))
        .body as OrderView[];
      return mine.find((x) => x.checkoutId === c._id && x.invoiceNumber);
    },
    20_000,
    'the order and its invoice',
  );
  return { razorpay: o.body as { id: string; amount: number }, order };
}

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  const found = (await api('GET', '/api/products?search=Whey%20Protein%20Isolate'))
    .body as Product[];
  whey = await product(found.find((p) => p.sku === 'PRO-WPI-001')!._id);
});

describe('a size with its own price and stock (issue 30)', () => {
  it('prices the 2 kg tub at its own price in cart, checkout, Razorpay and invoice', async () => {
    const big = variant(whey, '2 kg');
    const small = variant(whey, '500 g');
    assert.deepEqual([small.discountPrice, big.discountPrice, big.mrp], [2549, 8899, 10449]);
    const { token } = await register(api, 'bigtub');
    // a client that sends the 500 g price for the 2 kg line
    const added = await api(
      'POST',
      '/api/cart',
      { productId: whey._id, size: '2 kg', quantity: 1, price: 2549 },
      token,
    );
    assert.equal(added.status, 200, JSON.stringify(added.body));
    assert.deepEqual(
      added.body.products.map((l: { size: string; price: number; variantId: string }) => [
        l.size,
        l.price,
        l.variantId,
      ]),
      [['2 kg', 8899, big._id]],
    );
    assert.equal(added.body.totalPrice, 8899);
    const line = { productId: whey._id, size: '2 kg', quantity: 1, price: 2549 };
    const body = { checkoutItems: [line], shippingAddress: SHIPPING_ADDRESS };
    // the 500 g total claimed for it: the server's total, and nothing held
    const claimed = await api('POST', '/api/checkout', { ...body, totalPrice: 2549 }, token);
    assert.equal(claimed.status, 409);
    assert.equal(
      claimed.body.message,
      'Prices have changed: your total is now ₹8899. Please review your cart.',
    );
    const c = await api('POST', '/api/checkout', body, token);
    assert.equal(c.status, 201, JSON.stringify(c.body));
    assert.equal(c.body.totalPrice, 8899);
    assert.deepEqual(
      c.body.checkoutItems.map((i: { price: number; size: string }) => [i.size, i.price]),
      [['2 kg', 8899]],
    );
    const { razorpay, order } = await pay(c.body as CheckoutView, token);
    assert.equal(razorpay.amount, 889_900, 'Razorpay’s order is for the 2 kg price, in paise');
    const ledger = shop.parts.sandbox.state.ledger.orders.get(razorpay.id);
    assert.equal(ledger?.amount, 889_900, 'as the sandbox holds it');
    assert.equal(order.totalPrice, 8899);
    assert.deepEqual(
      order.orderItems.map((i) => [i.size, i.price, i.sku]),
      [['2 kg', 8899, 'PRO-WPI-001-2KG']],
    );
    const invoice = await api('GET', `/api/orders/${order._id}/invoice`, undefined, token);
    assert.equal(invoice.status, 200, JSON.stringify(invoice.body));
    const [inv] = (invoice.body as InvoiceView).lines;
    assert.deepEqual(
      [inv!.description, inv!.hsn, inv!.rate, inv!.amount],
      [`${whey.name} (2 kg)`, whey.hsn, 8899, 8899],
      'the variant’s name and the product’s HSN on the line',
    );
  });

  it('sells the last 2 kg tub without touching the 500 g stock, then refuses the next', async () => {
    // the brand has one 2 kg tub left
    const edited = await api(
      'PUT',
      `/api/products/${whey._id}`,
      {
        variants: (await product(whey._id)).variants!.map((v) =>
          v.size === '2 kg' ? { ...v, countInStock: 1 } : v,
        ),
      },
      adminToken,
    );
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    const before = await stock();
    assert.equal(before['2 kg'], 1);
    const { token } = await register(api, 'lasttub');
    const line = (size: string) => ({ productId: whey._id, size, quantity: 1 });
    const c = await api(
      'POST',
      '/api/checkout',
      { checkoutItems: [line('2 kg')], shippingAddress: SHIPPING_ADDRESS },
      token,
    );
    assert.equal(c.status, 201, JSON.stringify(c.body));
    await pay(c.body as CheckoutView, token);
    await until(
      async () => ((await stock())['2 kg'] === 0 ? true : undefined),
      10_000,
      'the sale to reach the product',
    );
    assert.deepEqual(await stock(), { ...before, '2 kg': 0 }, 'the 500 g and 1 kg untouched');
    const { token: next } = await register(api, 'toolate');
    const refused = await api(
      'POST',
      '/api/checkout',
      { checkoutItems: [line('2 kg')], shippingAddress: SHIPPING_ADDRESS },
      next,
    );
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, `${whey.name} (2 kg) is out of stock`);
    const small = await api(
      'POST',
      '/api/checkout',
      { checkoutItems: [line('500 g')], shippingAddress: SHIPPING_ADDRESS },
      next,
    );
    assert.equal(small.status, 201, 'the 500 g still sells');
    // the cart hears of the sale by event, moments after the catalog
    const out = await until(
      async () => {
        const r = await api('POST', '/api/cart', line('2 kg'), next);
        return r.status === 409 ? r : undefined;
      },
      10_000,
      'the cart to know the 2 kg is sold out',
    );
    assert.equal(out.body.message, `${whey.name} (2 kg) is out of stock`);
  });
});
