import {
  CartCalls,
  CatalogCalls,
  newGuestId,
  OrderPlacedV1,
  type Cart,
  type CartOwner,
  type Product,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import {
  callerFor,
  CART_PRODUCTS,
  catalogProduct,
  refusal,
  serviceDatabase,
  serviceShop,
  startCart,
  startCatalog,
  unchecked,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';

const shop = serviceShop(
  'carts',
  async (env, ns) => {
    const [catalog, cart] = await Promise.all([
      startCatalog(env, ns, { CATALOG_SEED: 'false' }),
      startCart(env, ns, { CART_EXPIRY_EVERY_MS: '300', CART_GUEST_TTL_DAYS: '30' }),
    ]);
    return { catalog, cart };
  },
  RpcClient,
);
let rpc: RpcClient;
const products: Record<keyof typeof CART_PRODUCTS, Product> = {} as never;

/** The cart's lines as `name[/size]: quantity`. */
const lines = (c: Cart) =>
  Object.fromEntries(c.products.map((l) => [`${l.name}${l.size ? `/${l.size}` : ''}`, l.quantity]));
const guest = (): CartOwner => ({ guestId: newGuestId() });
const user = (): CartOwner => ({ userId: randomUUID() });
const add = (owner: CartOwner, p: Product, quantity: number, size = '', color = '') =>
  rpc.call(CartCalls.add, { owner, productId: p._id, quantity, size, color });
const get = (owner: CartOwner) => rpc.call(CartCalls.get, { owner });

before(async () => {
  await shop.ready;
  ({ rpc } = shop.parts);
  for (const [key, fields] of Object.entries(CART_PRODUCTS))
    products[key as keyof typeof products] = await catalogProduct(rpc, fields);
});

describe('lines', () => {
  it('removes a line by product, size and colour, and refuses one that is not there', async () => {
    const owner = guest();
    await add(owner, products.tee, 1, 'S', 'Black');
    await add(owner, products.tee, 1, 'M', 'Black');
    const key = { owner, productId: products.tee._id, size: 'S', color: 'Black' };
    const r = await rpc.call(CartCalls.remove, key);
    assert.deepEqual(lines(r), { 'Yoga Tee/M': 1 });
    const again = await refusal(rpc.call(CartCalls.remove, key));
    assert.equal(again.status, 404);
    assert.equal(again.message, 'This item is not in your cart');
  });

  it('refuses more than a variant’s stock (under any of its names), unknown sizes and products', async () => {
    const owner = guest();
    await add(owner, products.tee, 1, 'M', 'Black');
    const tooMany = await refusal(add(owner, products.tee, 3, 'M', 'Black'));
    assert.equal(tooMany.status, 409);
    assert.equal(tooMany.message, 'Only 3 of Yoga Tee (M · Black) left in stock');
    // the same variant named otherwise (no colour: the tee's one) counts too (M/Black ×1 is in)
    assert.equal((await refusal(add(owner, products.tee, 3, 'M'))).status, 409);
    const raise = rpc.call(CartCalls.set, {
      owner,
      productId: products.tee._id,
      quantity: 4,
      size: 'M',
      color: 'Black',
    });
    assert.equal((await refusal(raise)).status, 409);
    // another size is another variant, with its own stock and price (issue 30)
    const both = await add(owner, products.tee, 3, 'S');
    assert.deepEqual(lines(both), { 'Yoga Tee/M': 1, 'Yoga Tee/S': 3 });
    const [m, s] = both.products;
    assert.deepEqual([m!.price, s!.price], [1099, 999], 'each size at its own price');
    assert.deepEqual(
      [m!.color, m!.variantId, s!.sku],
      ['#000000', products.tee.variants![1]!._id, products.tee.variants![0]!.sku],
      'a line holds the variant chosen, under its own size and colour',
    );
    assert.equal(both.totalPrice, 1099 + 3 * 999);
    // the line is taken out by the names it was added with
    await rpc.call(CartCalls.remove, { owner, productId: products.tee._id, size: 'S', color: '' });
    const size = await refusal(add(owner, products.tee, 1, 'XXL'));
    assert.equal(size.status, 400);
    assert.equal(size.message, 'Size XXL is not available for Yoga Tee');
    const noProduct = await refusal(
      rpc.call(CartCalls.add, { owner, productId: randomUUID(), quantity: 1, size: '', color: '' }),
    );
    assert.equal(noProduct.status, 404);
    assert.deepEqual(lines(await get(owner)), { 'Yoga Tee/M': 1 });
  });

  it('refuses any size or colour of a product sold in none, and adds it with none', async () => {
    const owner = guest();
    const size = await refusal(add(owner, products.oil, 1, 'L'));
    assert.equal(size.status, 400);
    assert.equal(size.message, 'Size L is not available for Kumkumadi Oil (it has no sizes)');
    const color = await refusal(add(owner, products.oil, 1, '', 'Red'));
    assert.equal(color.status, 400);
    assert.equal(
      color.message,
      'Colour Red is not available for Kumkumadi Oil (it has no colours)',
    );
    // the tee comes in sizes and colours, but in no colour called Red either
    assert.equal((await refusal(add(owner, products.tee, 1, 'S', 'Red'))).status, 400);
    assert.deepEqual((await get(owner)).products, [], 'nothing was added');
    // what the storefront's card sends (no size, no colour) is still a line
    assert.deepEqual(lines(await add(owner, products.oil, 2)), { 'Kumkumadi Oil': 2 });
  });

  it('holds at most 999 units of a product over all its lines, sizes and colours', async () => {
    const bulk = await catalogProduct(rpc, {
      name: 'Bulk Tee',
      price: 100,
      countInStock: 5000,
      sizes: ['S', 'M', 'L'],
      colors: ['#000000'],
      colorsName: ['Black'],
    });
    const owner = guest();
    await add(owner, bulk, 500, 'S');
    assert.deepEqual(lines(await add(owner, bulk, 499, 'M')), {
      'Bulk Tee/S': 500,
      'Bulk Tee/M': 499,
    });
    const message =
      'You can have at most 999 units of Bulk Tee in your cart, all sizes and colours together (999 there already)';
    for (const [size, color] of [
      ['L', ''],
      ['S', 'Black'],
      ['S', '#000000'],
      ['S', ''],
    ]) {
      const more = await refusal(add(owner, bulk, 1, size, color));
      assert.equal(more.status, 400, `${size}/${color}`);
      assert.equal(more.message, message);
    }
    const raise = await refusal(
      rpc.call(CartCalls.set, { owner, productId: bulk._id, quantity: 501, size: 'S', color: '' }),
    );
    assert.equal(raise.status, 400);
    assert.match(raise.message, /at most 999 units of Bulk Tee/);
    assert.deepEqual(lines(await get(owner)), { 'Bulk Tee/S': 500, 'Bulk Tee/M': 499 });
    // lowering one line makes room in another
    await rpc.call(CartCalls.set, {
      owner,
      productId: bulk._id,
      quantity: 400,
      size: 'S',
      color: '',
    });
    assert.deepEqual(lines(await add(owner, bulk, 100, 'L')), {
      'Bulk Tee/S': 400,
      'Bulk Tee/M': 499,
      'Bulk Tee/L': 100,
    });
    // a guest's lines merged into a user's cart stop at 999 of the product too
    const [from, into] = [guest() as { guestId: string }, user() as { userId: string }];
    await add(from, bulk, 600, 'S');
    await add(from, bulk, 300, 'L');
    await add(into, bulk, 600, 'M');
    const caller = { ...callerFor('bulk merger'), userId: into.userId };
    const merged = await rpc.call(CartCalls.merge, { caller, guestId: from.guestId });
    assert.deepEqual(lines(merged), { 'Bulk Tee/M': 600, 'Bulk Tee/S': 399 });
  });

  it('refuses on arrival a line that does not parse, whoever sent it', async () => {
    const raw = await rpc.callRaw(unchecked(CartCalls.add), {
      owner: guest(),
      productId: products.tee._id,
      quantity: 1,
      isPaid: true,
    });
    assert.equal(raw.status, 400);
    assert.equal(JSON.parse(new TextDecoder().decode(raw.body)).message, 'Unknown field: isPaid');
    const legacy = await refusal(add({ guestId: 'guest_1763700000000' }, products.mat, 1));
    assert.equal(legacy.status, 400);
    assert.match(legacy.message, /too easy to guess/);
  });

  it('shows a changed price on the next read', async () => {
    const owner = guest();
    await add(owner, products.mat, 2);
    await rpc.call(CatalogCalls.update, {
      caller: callerFor('Cart admin', 'admin'),
      id: products.mat._id,
      changes: { pricePaise: 140_000 },
    });
    // the price reaches the cart by event (its projection), moments after the catalog's write
    const r = await until(
      async () => {
        const cart = await get(owner);
        return cart.products[0]?.price === 1400 ? cart : undefined;
      },
      10_000,
      'the new price to reach the cart',
    );
    assert.equal(r.products[0]!.price, 1400);
    assert.equal(r.totalPrice, 2800);
  });
});

describe('merge', () => {
  it('adds equal lines up, caps at stock, keeps the rest, and removes the guest cart', async () => {
    const [from, into] = [guest() as { guestId: string }, user() as { userId: string }];
    await add(from, products.bars, 2);
    await add(from, products.oil, 1);
    await add(from, products.tee, 3, 'S');
    await add(into, products.bars, 1);
    await add(into, products.mat, 1);
    await add(into, products.tee, 2, 'S');
    const caller = { ...callerFor('merger'), userId: into.userId };
    const r = await rpc.call(CartCalls.merge, { caller, guestId: from.guestId });
    assert.deepEqual(lines(r), {
      'Protein Bars': 3,
      'Yoga Mat': 1,
      'Yoga Tee/S': 3,
      'Kumkumadi Oil': 1,
    });
    assert.deepEqual((await get(from)).products, []);
    const again = await rpc.call(CartCalls.merge, { caller, guestId: from.guestId });
    assert.deepEqual(lines(again), lines(r));
  });

  it('run three times at once, never loses or doubles a line', async () => {
    const [from, into] = [guest() as { guestId: string }, user() as { userId: string }];
    await add(from, products.mat, 2);
    await add(from, products.oil, 1);
    await add(into, products.mat, 1);
    const caller = { ...callerFor('racer'), userId: into.userId };
    await Promise.all(
      [1, 2, 3].map(() => rpc.call(CartCalls.merge, { caller, guestId: from.guestId })),
    );
    assert.deepEqual(lines(await get(into)), { 'Yoga Mat': 3, 'Kumkumadi Oil': 1 });
  });
});

describe('orders.order-placed.v1', () => {
  it('subtracts what was bought, once, even when the event arrives twice', async () => {
    const buyer = user() as { userId: string };
    await add(buyer, products.bars, 3);
    await add(buyer, products.oil, 2);
    // the checkout began with bars×2 and oil×2; then, in another tab: oil raised, mat added
    await rpc.call(CartCalls.set, {
      owner: buyer,
      productId: products.oil._id,
      quantity: 4,
      size: '',
      color: '',
    });
    await add(buyer, products.mat, 1);
    const item = (p: Product, quantity: number) => ({
      productId: p._id,
      name: p.name,
      size: '',
      color: '',
      quantity,
      pricePaise: 100,
    });
    const order = {
      orderId: randomUUID(),
      checkoutId: randomUUID(),
      userId: buyer.userId,
      items: [item(products.bars, 2), item(products.oil, 2)],
      totalPricePaise: 400,
    };
    await shop.publish(OrderPlacedV1, order, 2); // two deliveries of one event
    const expected = { 'Protein Bars': 1, 'Kumkumadi Oil': 2, 'Yoga Mat': 1 };
    await until(
      async () => JSON.stringify(lines(await get(buyer))) === JSON.stringify(expected) || undefined,
      10_000,
      'the bought lines to leave the cart',
    );
    await shop.settled(); // both deliveries handled: a second subtraction would show
    assert.deepEqual(lines(await get(buyer)), expected);
  });
});

describe('guest cart expiry', () => {
  it('a BullMQ job deletes guest carts untouched for 30 days and keeps the others', async () => {
    const [old, fresh] = [guest() as { guestId: string }, guest() as { guestId: string }];
    await add(old, products.mat, 1);
    await add(fresh, products.mat, 1);
    const db = await serviceDatabase(shop.env, shop.ns, 'cart');
    try {
      await db.query(
        `UPDATE carts SET updated_at = now() - interval '31 days' WHERE guest_id = $1`,
        [old.guestId],
      );
      const exists = async (g: string) =>
        ((await db.query('SELECT 1 FROM carts WHERE guest_id = $1', [g])).rowCount ?? 0) > 0;
      await until(
        async () => ((await exists(old.guestId)) ? undefined : true),
        10_000,
        'the old guest cart to be deleted',
      );
      assert.equal(await exists(old.guestId), false, 'the old guest cart is gone');
      assert.equal(await exists(fresh.guestId), true);
    } finally {
      await db.end();
    }
  });
});
