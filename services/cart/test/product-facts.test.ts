import {
  CartCalls,
  CatalogCalls,
  newGuestId,
  ProductCreatedV1,
  ProductUpdatedV1,
  StockChangedV1,
  type Cart,
  type CartOwner,
  type EventEnvelope,
  type Product,
  type ProductInput,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import {
  callerFor,
  catalogProduct,
  refusal,
  serviceDatabase,
  serviceShop,
  startCart,
  startCatalog,
  until,
  type ServiceDatabase,
} from '@arogya/testing';
import { jetstream } from '@nats-io/jetstream';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';

const shop = serviceShop(
  'facts',
  async (env, ns) => {
    const [catalog, cart] = await Promise.all([
      startCatalog(env, ns, { CATALOG_SEED: 'false' }),
      startCart(env, ns),
    ]);
    return { catalog, cart, db: await serviceDatabase(env, ns, 'cart') };
  },
  RpcClient,
);
let rpc: RpcClient;
let db: ServiceDatabase;
const admin = callerFor('Facts admin', 'admin');

before(async () => {
  await shop.ready;
  ({ rpc, db } = shop.parts);
});

/** A product's row in the cart's projection. */
interface FactsRow {
  name: string;
  price_paise: number;
  count_in_stock: number;
  version: number;
  deleted: boolean;
}
const facts = async (id: string): Promise<FactsRow | undefined> =>
  (
    await db.query<FactsRow>(
      `SELECT name, price_paise, count_in_stock, version::float8 AS version, deleted
         FROM product_facts WHERE product_id = $1`,
      [id],
    )
  ).rows[0];
/** Waits until the projection holds product `id` as `ok` says; answers the row. */
const projected = (id: string, ok: (f: FactsRow) => boolean) =>
  until(
    async () => {
      const f = await facts(id);
      return f && ok(f) ? f : undefined;
    },
    10_000,
    'the projection to follow the catalog',
  );
/** How many products the projection holds that are not deleted. */
const live = async () =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_facts WHERE NOT deleted'))
    .rows[0]!.n;

const guest = (): CartOwner => ({ guestId: newGuestId() });
const add = (owner: CartOwner, p: { _id: string }, quantity: number) =>
  rpc.call(CartCalls.add, { owner, productId: p._id, quantity, size: '', color: '' });
const get = (owner: CartOwner) => rpc.call(CartCalls.get, { owner });
const update = (id: string, changes: Partial<ProductInput>) =>
  rpc.call(CatalogCalls.update, { caller: admin, id, changes });
/** The cart's lines as `name: quantity × price`. */
const lines = (c: Cart) =>
  Object.fromEntries(c.products.map((l) => [l.name, `${l.quantity} × ${l.price}`]));
/** Waits until the owner's cart shows `expected` lines. */
const shows = (owner: CartOwner, expected: Record<string, string>) =>
  until(
    async () => {
      const c = await get(owner);
      return JSON.stringify(lines(c)) === JSON.stringify(expected) ? c : undefined;
    },
    10_000,
    `the cart to show ${JSON.stringify(expected)}`,
  );

/** Product `p` with `fields` changed, its one variant priced and stocked as they say. */
const withFields = (p: Product, fields: Partial<Product>): Product => {
  const next = { ...p, ...fields };
  const { price, discountPrice, countInStock } = next;
  return { ...next, variants: [{ ...p.variants![0]!, price, discountPrice, countInStock }] };
};

/** A product only events speak of (the catalog never had it): its events are all the cart has. */
const ghost = (base: Product, fields: Partial<Product>): Product =>
  withFields(
    {
      ...base,
      _id: randomUUID(),
      discountPrice: null,
      variants: [{ ...base.variants![0]!, _id: randomUUID() }],
    },
    fields,
  );

/** Publishes `envelope` again as it is: a redelivery of the very same event, later. */
async function redeliver(envelope: EventEnvelope) {
  const js = jetstream(shop.parts.nc);
  await js.publish(shop.ns.subject(envelope.type), JSON.stringify(envelope), {
    msgID: randomUUID(),
  });
}

/** The catalog calls (any request on `catalog.>`) made while `work` runs, by subject. */
async function catalogCallsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const { nc } = shop.parts;
  const sub = nc.subscribe(shop.ns.subject('catalog.>'));
  const subjects: string[] = [];
  const counted = (async () => {
    for await (const m of sub) subjects.push(shop.ns.unprefix(m.subject));
  })();
  await nc.flush();
  await work();
  await nc.flush(); // whatever was asked during `work` has reached this subscription
  await sub.drain();
  await counted;
  return subjects;
}

describe('the projection follows the catalog', () => {
  it('records a product when created, and follows its updates, stock and deletion', async () => {
    const p = await catalogProduct(rpc, { name: 'Tulsi Drops', price: 300, countInStock: 8 });
    assert.deepEqual(await projected(p._id, (f) => f.version === 1), {
      name: 'Tulsi Drops',
      price_paise: 30_000,
      count_in_stock: 8,
      version: 1,
      deleted: false,
    });
    await update(p._id, { name: 'Tulsi Drops 30 ml', discountPricePaise: 25_000 });
    // an edit takes two versions (its stock change the first)
    await projected(p._id, (f) => f.version === 3 && f.price_paise === 25_000);
    // a checkout's hold: stock-changed from the reservation, one version on, with the
    // variant's stock (issue 30)
    await rpc.call(CatalogCalls.reserve, {
      checkoutId: randomUUID(),
      items: [{ productId: p._id, quantity: 3, size: '', color: '' }],
    });
    assert.deepEqual(await projected(p._id, (f) => f.version === 4), {
      name: 'Tulsi Drops 30 ml',
      price_paise: 25_000,
      count_in_stock: 5,
      version: 4,
      deleted: false,
    });
    const [variant] = (
      await db.query<{ variants: { id: string; countInStock: number; pricePaise: number }[] }>(
        'SELECT variants FROM product_facts WHERE product_id = $1',
        [p._id],
      )
    ).rows[0]!.variants;
    assert.deepEqual(
      [variant!.id, variant!.countInStock, variant!.pricePaise],
      [p.variants![0]!._id, 5, 25_000],
    );
    await rpc.call(CatalogCalls.delete, { caller: admin, id: p._id });
    assert.equal((await projected(p._id, (f) => f.deleted)).version, 4, 'a tombstone');
  });

  it('changes nothing for an event older than what it holds, however late it comes', async () => {
    const base = await catalogProduct(rpc, { name: 'Base', price: 100, countInStock: 1 });
    const g = ghost(base, { name: 'Ghost v5', price: 500, countInStock: 4 });
    await shop.publish(ProductUpdatedV1, { product: g, changed: ['name'], version: 5 });
    await projected(g._id, (f) => f.version === 5);
    await shop.publish(ProductCreatedV1, { product: { ...g, name: 'Ghost v1' }, version: 1 });
    const older = withFields(g, { name: 'Ghost v3', price: 100 });
    await shop.publish(ProductUpdatedV1, {
      product: older,
      changed: ['name', 'price'],
      version: 3,
    });
    await shop.publish(ProductUpdatedV1, { product: older, changed: ['name'] }); // before versions
    await shop.publish(StockChangedV1, {
      productId: g._id,
      countInStock: 99,
      reason: 'admin',
      version: 4,
    });
    await shop.settled();
    assert.deepEqual(await facts(g._id), {
      name: 'Ghost v5',
      price_paise: 50_000,
      count_in_stock: 4,
      version: 5,
      deleted: false,
    });
    // … and a newer stock change applies to the stock alone
    await shop.publish(StockChangedV1, {
      productId: g._id,
      countInStock: 2,
      reason: 'sold',
      version: 6,
    });
    const f = await projected(g._id, (row) => row.version === 6);
    assert.deepEqual([f.name, f.count_in_stock], ['Ghost v5', 2]);
  });

  it('changes nothing for an event delivered twice, even after a newer one', async () => {
    const base = await catalogProduct(rpc, { name: 'Base', price: 100, countInStock: 1 });
    const g = ghost(base, { name: 'Twice v1', price: 100, countInStock: 9 });
    const first = await shop.publish(ProductCreatedV1, { product: g, version: 1 }, 2);
    await projected(g._id, (f) => f.version === 1);
    const owner = guest();
    assert.deepEqual(lines(await add(owner, g, 2)), { 'Twice v1': '2 × 100' });
    const newer = withFields(g, { name: 'Twice v2', price: 200 });
    await shop.publish(ProductUpdatedV1, {
      product: newer,
      changed: ['name', 'price'],
      version: 2,
    });
    await shows(owner, { 'Twice v2': '2 × 200' });
    await redeliver(first);
    await shop.settled();
    assert.equal((await facts(g._id))?.name, 'Twice v2');
    assert.deepEqual(lines(await get(owner)), { 'Twice v2': '2 × 200' });
  });
});

describe('the lines of carts follow their products', () => {
  it('reprices every cart holding a product when its name or price changes', async () => {
    const p = await catalogProduct(rpc, { name: 'Brahmi Tablets', price: 400, countInStock: 20 });
    const [a, b] = [guest(), { userId: randomUUID() }];
    // just created: the cart may not have heard of it yet, and asks the catalog once
    await add(a, p, 2);
    await add(b, p, 1);
    await update(p._id, { name: 'Brahmi Tablets 60', discountPricePaise: 35_000 });
    assert.equal((await shows(a, { 'Brahmi Tablets 60': '2 × 350' })).totalPrice, 700);
    assert.equal((await shows(b, { 'Brahmi Tablets 60': '1 × 350' })).totalPrice, 350);
  });

  it('loses no unit to adds at once, nor a line to a price change made meanwhile', async () => {
    const p = await catalogProduct(rpc, { name: 'Ashwagandha', price: 600, countInStock: 100 });
    await projected(p._id, () => true);
    const one = guest();
    const many = Array.from({ length: 8 }, guest);
    await Promise.all([
      ...Array.from({ length: 8 }, () => add(one, p, 1)),
      ...many.map((owner) => add(owner, p, 1)),
      update(p._id, { discountPricePaise: 55_000 }),
    ]);
    await shows(one, { Ashwagandha: '8 × 550' });
    for (const owner of many) await shows(owner, { Ashwagandha: '1 × 550' });
  });

  it('takes a deleted product out of every cart; a late older update does not bring it back', async () => {
    const p = await catalogProduct(rpc, { name: 'Neem Comb', price: 150, countInStock: 5 });
    const [a, b] = [guest(), guest()];
    await add(a, p, 1);
    await add(b, p, 2);
    await rpc.call(CatalogCalls.delete, { caller: admin, id: p._id });
    await shows(a, {});
    await shows(b, {});
    await projected(p._id, (f) => f.deleted);
    await shop.publish(ProductUpdatedV1, { product: p, changed: ['name'], version: 1 });
    await shop.settled();
    assert.equal((await facts(p._id))?.deleted, true);
    const calls = await catalogCallsDuring(async () => {
      const gone = await refusal(add(a, p, 1));
      assert.equal(gone.status, 404);
      assert.equal(gone.message, 'Product not found');
    });
    assert.deepEqual(calls, [], 'a tombstone answers without asking the catalog');
  });
});

describe('the catalog stays out of the hot path', () => {
  it('makes no catalog call for reads, adds, sets, removes and merges of products it holds', async () => {
    const x = await catalogProduct(rpc, { name: 'Moringa Powder', price: 250, countInStock: 30 });
    const y = await catalogProduct(rpc, { name: 'Chia Seeds', price: 199, countInStock: 30 });
    await projected(x._id, () => true);
    await projected(y._id, () => true);
    const from = { guestId: newGuestId() };
    const into = { userId: randomUUID() };
    const calls = await catalogCallsDuring(async () => {
      await add(from, x, 1);
      await add(from, y, 2);
      await get(from);
      await rpc.call(CartCalls.set, {
        owner: from,
        productId: x._id,
        quantity: 3,
        size: '',
        color: '',
      });
      await add(into, y, 1);
      const caller = { ...callerFor('Merger'), userId: into.userId };
      const merged = await rpc.call(CartCalls.merge, { caller, guestId: from.guestId });
      assert.deepEqual(lines(merged), { 'Chia Seeds': '3 × 199', 'Moringa Powder': '3 × 250' });
      await rpc.call(CartCalls.remove, { owner: into, productId: x._id, size: '', color: '' });
      for (let i = 0; i < 5; i++)
        assert.deepEqual(lines(await get(into)), { 'Chia Seeds': '3 × 199' });
    });
    assert.deepEqual(calls, []);
    // the check itself: a product the cart has never heard of is asked of the catalog, once
    const unknown = await catalogCallsDuring(() => refusal(add(guest(), { _id: randomUUID() }, 1)));
    assert.deepEqual(unknown, ['catalog.products.facts']);
  });

  it('cannot oversell from a stale projection: the catalog’s reserve refuses what it let in', async () => {
    const p = await catalogProduct(rpc, { name: 'Last Ring', price: 9000, countInStock: 5 });
    await update(p._id, { countInStock: 1 });
    await projected(p._id, (f) => f.version === 3 && f.count_in_stock === 1);
    // the projection a few moments behind the catalog: it still believes 5
    await db.query(
      `UPDATE product_facts SET count_in_stock = 5,
              variants = jsonb_set(variants, '{0,countInStock}', '5') WHERE product_id = $1`,
      [p._id],
    );
    const cart = await add(guest(), p, 2);
    assert.deepEqual(lines(cart), { 'Last Ring': '2 × 9000' });
    const items = cart.products.map(({ productId, quantity, size, color }) => ({
      productId,
      quantity,
      size,
      color,
    }));
    const refused = await refusal(
      rpc.call(CatalogCalls.reserve, { checkoutId: randomUUID(), items }),
    );
    assert.equal(refused.status, 409);
    assert.equal(refused.message, 'Only 1 of Last Ring left in stock');
  });
});

describe('rebuilding the projection', () => {
  it('rebuilds from the catalog when emptied; reads and adds work meanwhile', async () => {
    const p = await catalogProduct(rpc, { name: 'Copper Bottle', price: 800, countInStock: 10 });
    const base = await catalogProduct(rpc, { name: 'Base', price: 100, countInStock: 1 });
    const g = ghost(base, { name: 'Long Gone', price: 100, countInStock: 9 });
    await shop.publish(ProductCreatedV1, { product: g, version: 1 }); // its deletion was lost
    await projected(g._id, () => true);
    const owner = guest();
    await add(owner, p, 1);
    await add(owner, g, 1);
    await db.query('TRUNCATE product_facts');
    assert.deepEqual(lines(await get(owner)), {
      'Copper Bottle': '1 × 800',
      'Long Gone': '1 × 100',
    });
    // the add asks the catalog about the bottle and starts a rebuild (which may already have
    // taken the long-gone product out by the time the add reads the lines)
    assert.equal(lines(await add(owner, p, 1))['Copper Bottle'], '2 × 800');
    const { count } = await rpc.call(CatalogCalls.count, { caller: admin });
    await until(async () => ((await live()) === count ? true : undefined), 10_000, 'a rebuild');
    assert.equal((await facts(p._id))?.version, 1);
    // a product the catalog no longer has leaves the carts, as a read did before the projection
    await shows(owner, { 'Copper Bottle': '2 × 800' });
    assert.equal((await facts(g._id))?.deleted, true);
  });

  it('rebuilds at start-up when its projection is empty', async () => {
    const { count } = await rpc.call(CatalogCalls.count, { caller: admin });
    assert.equal(await shop.parts.cart.stop(), 0, 'a clean stop');
    await db.query('TRUNCATE product_facts');
    shop.parts.cart = await startCart(shop.env, shop.ns);
    await until(async () => ((await live()) === count ? true : undefined), 10_000, 'a rebuild');
  });
});
