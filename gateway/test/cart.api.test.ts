import { newGuestId, type Cart, type Product } from '@arogya/contracts';
import {
  adminProduct,
  apiOf,
  CART_PRODUCTS,
  signUp as register,
  startCart,
  startCatalog,
  startGateway,
  startUsers,
  testShop,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

const ADMIN = { email: 'cart-admin@test.local', password: 'cart-admin-pass' };
const shop = testShop('cart', async (env, ns) => ({
  services: await Promise.all([
    startUsers(env, ns, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    startCatalog(env, ns, { CATALOG_SEED: 'false' }),
    startCart(env, ns, { CART_EXPIRY_EVERY_MS: '300', CART_GUEST_TTL_DAYS: '30' }),
  ]),
  gateway: await startGateway(env, ns, { AUTH_RATE_LIMIT_MAX: '100000' }),
}));
let adminToken: string;
const products: Record<keyof typeof CART_PRODUCTS, Product> = {} as never;

const api = apiOf(() => shop.parts.gateway.baseUrl);

const signUp = (name: string) => register(api, name);

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  for (const [key, fields] of Object.entries(CART_PRODUCTS))
    products[key as keyof typeof products] = await adminProduct(api, adminToken, fields);
});

describe('guest cart calls (SPEC §7)', () => {
  const guestId = newGuestId();

  it('adds with the catalog’s price whatever the body says, and adding again increases the line', async () => {
    const r = await api('POST', '/api/cart', {
      productId: products.bars._id,
      quantity: 2,
      guestId,
      price: 1,
      name: 'Free',
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const cart = r.body as Cart;
    assert.equal(cart.guestId, guestId);
    assert.deepEqual(cart.products, [
      {
        productId: products.bars._id,
        name: 'Protein Bars',
        image: '',
        size: '',
        color: '',
        quantity: 2,
        price: 450,
        // the one variant of the bars, and its SKU (issue 30)
        variantId: products.bars.variants![0]!._id,
        sku: products.bars.sku,
      },
    ]);
    assert.equal(cart.totalPrice, 900);
    const again = await api('POST', '/api/cart', {
      productId: products.bars._id,
      quantity: 1,
      guestId,
    });
    assert.equal(again.body.products[0].quantity, 3);
    assert.equal(again.body.totalPrice, 1350);
    const read = await api('GET', `/api/cart?guestId=${guestId}`);
    assert.deepEqual(read.body, again.body);
  });

  it('PUT sets the new total, 0 removes the line, and bad quantities are refused', async () => {
    const set = await api('PUT', '/api/cart', {
      productId: products.bars._id,
      quantity: 5,
      guestId,
    });
    assert.equal(set.body.products[0].quantity, 5);
    for (const quantity of [-1, 1.5, 'many']) {
      const bad = await api('PUT', '/api/cart', {
        productId: products.bars._id,
        quantity,
        guestId,
      });
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /quantity must be a whole number from 0 to 999/);
    }
    const zero = await api('PUT', '/api/cart', {
      productId: products.bars._id,
      quantity: 0,
      guestId,
    });
    assert.equal(zero.status, 200);
    assert.deepEqual(zero.body.products, []);
    const missing = await api('PUT', '/api/cart', {
      productId: products.oil._id,
      quantity: 2,
      guestId,
    });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, 'This item is not in your cart');
  });

  it('refuses unknown fields with a clear message, before asking the cart (400)', async () => {
    const unknown = await api('POST', '/api/cart', {
      productId: products.tee._id,
      quantity: 1,
      guestId,
      isPaid: true,
    });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, 'Unknown field: isPaid');
  });

  it('refuses guessable and malformed guest ids, and a guest call without any id', async () => {
    const legacy = 'guest_1763700000000';
    assert.deepEqual((await api('GET', `/api/cart?guestId=${legacy}`)).body.products, []);
    const start = await api('POST', '/api/cart', {
      productId: products.mat._id,
      quantity: 1,
      guestId: legacy,
    });
    assert.equal(start.status, 400);
    assert.match(start.body.message, /too easy to guess/);
    assert.equal(
      (await api('GET', `/api/cart?guestId=${encodeURIComponent("x' OR 1=1")}`)).status,
      400,
    );
    const none = await api('GET', '/api/cart');
    assert.equal(none.status, 400);
    assert.equal(none.body.message, 'guestId is required for a guest cart');
  });
});

describe('user carts and ownership', () => {
  it('reaches a user’s cart only with that user’s token', async () => {
    const [asha, ravi] = [await signUp('asha'), await signUp('ravi')];
    // one oil into Asha's cart, with `token`
    const addToAsha = (token: string) =>
      api(
        'POST',
        '/api/cart',
        { productId: products.oil._id, quantity: 1, userId: asha.user._id },
        token,
      );
    const add = await addToAsha(asha.token);
    assert.equal(add.status, 200);
    assert.equal(add.body.userId, asha.user._id);
    const other = await api('GET', `/api/cart?userId=${asha.user._id}`, undefined, ravi.token);
    assert.equal(other.status, 403);
    assert.equal(other.body.message, 'You can only use your own cart');
    const otherAdd = await addToAsha(ravi.token);
    assert.equal(otherAdd.status, 403);
    const noToken = await api('GET', `/api/cart?userId=${asha.user._id}`);
    assert.equal(noToken.status, 401);
    assert.deepEqual((await api('GET', '/api/cart', undefined, ravi.token)).body.products, []);
    assert.equal(
      (await api('GET', '/api/cart', undefined, asha.token)).body.products[0].quantity,
      1,
    );
  });
});

describe('POST /api/cart/merge', () => {
  it('needs a signed-in caller and refuses merging into someone else', async () => {
    const [a, b] = [await signUp('ma'), await signUp('mb')];
    assert.equal((await api('POST', '/api/cart/merge', { guestId: newGuestId() })).status, 401);
    const r = await api(
      'POST',
      '/api/cart/merge',
      { guestId: newGuestId(), user: b.user },
      a.token,
    );
    assert.equal(r.status, 403);
  });
});
