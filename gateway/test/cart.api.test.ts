import { newGuestId, OrderPlacedV1, type Cart, type Product } from '@arogya/contracts';
import { databaseUrl } from '@arogya/platform';
import {
  callJson,
  dropNamespace,
  startCart,
  startCatalog,
  startGateway,
  startUsers,
  testEnv,
  uniqueNamespace,
  type TestEnv,
  type TestGateway,
  type TestProcess,
} from '@arogya/testing';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';

const ns = uniqueNamespace('cart');
const ADMIN = { email: 'cart-admin@test.local', password: 'cart-admin-pass' };
let env: TestEnv;
let procs: TestProcess[];
let gateway: TestGateway;
let nc: NatsConnection;
let adminToken: string;
const products: Record<'bars' | 'tee' | 'oil' | 'mat', Product> = {} as never;

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${gateway.baseUrl}${path}`, { body, token });
const lines = (c: Cart) =>
  Object.fromEntries(c.products.map((l) => [`${l.name}${l.size ? `/${l.size}` : ''}`, l.quantity]));

async function product(key: keyof typeof products, fields: Record<string, unknown>) {
  const r = await api(
    'POST',
    '/api/admin/products',
    {
      description: 'Cart test product.',
      category: 'Supplements',
      sku: `CART-${randomUUID().slice(0, 8)}`,
      ...fields,
    },
    adminToken,
  );
  assert.equal(r.status, 201, JSON.stringify(r.body));
  products[key] = r.body;
}

async function signUp(name: string) {
  const r = await api('POST', '/api/users/register', {
    name,
    email: `${name}-${randomUUID().slice(0, 6)}@test.local`,
    password: 'cart-user-pass',
  });
  return r.body as { user: { _id: string }; token: string };
}

before(async () => {
  env = await testEnv();
  procs = await Promise.all([
    startUsers(env, ns, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    startCatalog(env, ns, { CATALOG_SEED: 'false' }),
    startCart(env, ns, { CART_EXPIRY_EVERY_MS: '300', CART_GUEST_TTL_DAYS: '30' }),
  ]);
  gateway = await startGateway(env, ns, { AUTH_RATE_LIMIT_MAX: '100000' });
  nc = await connect({ servers: env.natsUrl });
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  await product('bars', { name: 'Protein Bars', price: 500, discountPrice: 450, countInStock: 10 });
  await product('tee', {
    name: 'Yoga Tee',
    price: 999,
    countInStock: 3,
    sizes: ['S', 'M'],
    colors: ['#000000'],
    colorsName: ['Black'],
  });
  await product('oil', { name: 'Kumkumadi Oil', price: 1200, countInStock: 5 });
  await product('mat', { name: 'Yoga Mat', price: 1500, countInStock: 50 });
});
after(async () => {
  await nc?.close();
  await gateway?.process.stop();
  await Promise.all(procs.map((p) => p.stop()));
  await dropNamespace(env, ns);
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

  it('DELETE removes a line (size and colour tell lines apart)', async () => {
    await api('POST', '/api/cart', {
      productId: products.tee._id,
      quantity: 1,
      size: 'S',
      color: 'Black',
      guestId,
    });
    await api('POST', '/api/cart', {
      productId: products.tee._id,
      quantity: 1,
      size: 'M',
      color: 'Black',
      guestId,
    });
    const r = await api('DELETE', '/api/cart', {
      productId: products.tee._id,
      size: 'S',
      color: 'Black',
      guestId,
    });
    assert.equal(r.status, 200);
    assert.deepEqual(lines(r.body), { 'Yoga Tee/M': 1 });
    const again = await api('DELETE', '/api/cart', {
      productId: products.tee._id,
      size: 'S',
      color: 'Black',
      guestId,
    });
    assert.equal(again.status, 404);
  });

  it('refuses more than the stock, unknown sizes and unknown fields, with clear messages', async () => {
    const tooMany = await api('POST', '/api/cart', {
      productId: products.tee._id,
      quantity: 3,
      size: 'M',
      color: 'Black',
      guestId,
    });
    assert.equal(tooMany.status, 409);
    assert.equal(tooMany.body.message, 'Only 3 of Yoga Tee left in stock');
    // stock is per product: another size or colour of the same tee counts too (M/Black ×1 is in)
    const otherVariant = await api('POST', '/api/cart', {
      productId: products.tee._id,
      quantity: 3,
      size: 'M',
      guestId,
    });
    assert.equal(otherVariant.status, 409);
    const raise = await api('PUT', '/api/cart', {
      productId: products.tee._id,
      quantity: 4,
      size: 'M',
      color: 'Black',
      guestId,
    });
    assert.equal(raise.status, 409);
    const fits = await api('POST', '/api/cart', {
      productId: products.tee._id,
      quantity: 2,
      size: 'S',
      guestId,
    });
    assert.equal(fits.status, 200);
    await api('DELETE', '/api/cart', { productId: products.tee._id, size: 'S', guestId });
    const size = await api('POST', '/api/cart', {
      productId: products.tee._id,
      quantity: 1,
      size: 'XXL',
      guestId,
    });
    assert.equal(size.status, 400);
    assert.equal(size.body.message, 'Size XXL is not available for Yoga Tee');
    const unknown = await api('POST', '/api/cart', {
      productId: products.tee._id,
      quantity: 1,
      guestId,
      isPaid: true,
    });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, 'Unknown field: isPaid');
    const noProduct = await api('POST', '/api/cart', {
      productId: randomUUID(),
      quantity: 1,
      guestId,
    });
    assert.equal(noProduct.status, 404);
    assert.deepEqual(lines((await api('GET', `/api/cart?guestId=${guestId}`)).body), {
      'Yoga Tee/M': 1,
    });
  });

  it('shows a changed price on the next read', async () => {
    const g = newGuestId();
    await api('POST', '/api/cart', { productId: products.mat._id, quantity: 2, guestId: g });
    await api('PUT', `/api/products/${products.mat._id}`, { price: 1400 }, adminToken);
    const r = await api('GET', `/api/cart?guestId=${g}`);
    assert.equal(r.body.products[0].price, 1400);
    assert.equal(r.body.totalPrice, 2800);
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
    const add = await api(
      'POST',
      '/api/cart',
      { productId: products.oil._id, quantity: 1, userId: asha.user._id },
      asha.token,
    );
    assert.equal(add.status, 200);
    assert.equal(add.body.userId, asha.user._id);
    const other = await api('GET', `/api/cart?userId=${asha.user._id}`, undefined, ravi.token);
    assert.equal(other.status, 403);
    assert.equal(other.body.message, 'You can only use your own cart');
    const otherAdd = await api(
      'POST',
      '/api/cart',
      { productId: products.oil._id, quantity: 1, userId: asha.user._id },
      ravi.token,
    );
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
  it('adds equal lines up, caps at stock, keeps the rest, and removes the guest cart', async () => {
    const user = await signUp('merger');
    const guestId = newGuestId();
    for (const [p, quantity, size] of [
      ['bars', 2, ''],
      ['oil', 1, ''],
      ['tee', 3, 'S'],
    ] as const) {
      await api('POST', '/api/cart', { productId: products[p]._id, quantity, size, guestId });
    }
    for (const [p, quantity, size] of [
      ['bars', 1, ''],
      ['mat', 1, ''],
      ['tee', 2, 'S'],
    ] as const) {
      await api('POST', '/api/cart', { productId: products[p]._id, quantity, size }, user.token);
    }
    const r = await api('POST', '/api/cart/merge', { guestId, user: user.user }, user.token);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(lines(r.body), {
      'Protein Bars': 3,
      'Yoga Mat': 1,
      'Yoga Tee/S': 3,
      'Kumkumadi Oil': 1,
    });
    assert.deepEqual((await api('GET', `/api/cart?guestId=${guestId}`)).body.products, []);
    const again = await api('POST', '/api/cart/merge', { guestId }, user.token);
    assert.deepEqual(lines(again.body), lines(r.body));
  });

  it('run twice at once, never loses or doubles a line', async () => {
    const user = await signUp('racer');
    const guestId = newGuestId();
    await api('POST', '/api/cart', { productId: products.mat._id, quantity: 2, guestId });
    await api('POST', '/api/cart', { productId: products.oil._id, quantity: 1, guestId });
    await api('POST', '/api/cart', { productId: products.mat._id, quantity: 1 }, user.token);
    const results = await Promise.all(
      [1, 2, 3].map(() => api('POST', '/api/cart/merge', { guestId }, user.token)),
    );
    for (const r of results) assert.equal(r.status, 200);
    assert.deepEqual(lines((await api('GET', '/api/cart', undefined, user.token)).body), {
      'Yoga Mat': 3,
      'Kumkumadi Oil': 1,
    });
  });

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

describe('cleared by orders.order-placed.v1', () => {
  it('subtracts what was bought, once, even when the event arrives twice', async () => {
    const buyer = await signUp('buyer');
    await api('POST', '/api/cart', { productId: products.bars._id, quantity: 3 }, buyer.token);
    await api('POST', '/api/cart', { productId: products.oil._id, quantity: 2 }, buyer.token);
    // checkout began with bars×2 and oil×2; afterwards, in another tab: oil raised, mat added
    await api('PUT', '/api/cart', { productId: products.oil._id, quantity: 4 }, buyer.token);
    await api('POST', '/api/cart', { productId: products.mat._id, quantity: 1 }, buyer.token);
    const item = (p: Product, quantity: number) => ({
      productId: p._id,
      name: p.name,
      size: '',
      color: '',
      quantity,
      pricePaise: 100,
    });
    const envelope = {
      id: randomUUID(),
      type: OrderPlacedV1.type,
      occurredAt: new Date().toISOString(),
      correlationId: 'cart-test',
      data: {
        orderId: randomUUID(),
        checkoutId: randomUUID(),
        userId: buyer.user._id,
        items: [item(products.bars, 2), item(products.oil, 2)],
        totalPricePaise: 400,
      },
    };
    const js = jetstream(nc);
    for (let i = 0; i < 2; i++) {
      // two deliveries of one event (distinct message ids, so JetStream cannot drop one)
      await js.publish(ns.subject(OrderPlacedV1.type), JSON.stringify(envelope), {
        msgID: randomUUID(),
      });
    }
    const expected = { 'Protein Bars': 1, 'Kumkumadi Oil': 2, 'Yoga Mat': 1 };
    const deadline = Date.now() + 10_000;
    let seen = lines((await api('GET', '/api/cart', undefined, buyer.token)).body);
    while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      seen = lines((await api('GET', '/api/cart', undefined, buyer.token)).body);
    }
    await new Promise((r) => setTimeout(r, 500)); // time for a wrong second application
    assert.deepEqual(lines((await api('GET', '/api/cart', undefined, buyer.token)).body), expected);
  });
});

describe('guest cart expiry', () => {
  it('a BullMQ job deletes guest carts untouched for 30 days and keeps the others', async () => {
    const [old, fresh] = [newGuestId(), newGuestId()];
    await api('POST', '/api/cart', { productId: products.mat._id, quantity: 1, guestId: old });
    await api('POST', '/api/cart', { productId: products.mat._id, quantity: 1, guestId: fresh });
    const db = new pg.Client({
      connectionString: databaseUrl(env.postgresUrl, ns.database('cart')),
    });
    await db.connect();
    try {
      await db.query(
        `UPDATE carts SET updated_at = now() - interval '31 days' WHERE guest_id = $1`,
        [old],
      );
      const deadline = Date.now() + 10_000;
      let rows = 1;
      while (rows > 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        rows = (await db.query('SELECT 1 FROM carts WHERE guest_id = $1', [old])).rowCount ?? 0;
      }
      assert.equal(rows, 0, 'the old guest cart is gone');
      assert.equal(
        (await db.query('SELECT 1 FROM carts WHERE guest_id = $1', [fresh])).rowCount,
        1,
      );
    } finally {
      await db.end();
    }
  });
});
