import {
  must,
  parseProductQuery,
  ProductCreatedV1,
  ProductDeletedV1,
  ProductUpdatedV1,
  StockChangedV1,
  UserDeletedV1,
  UserRegisteredV1,
  UserRoleChangedV1,
  UserSessionsRevokedV1,
  createEnvelope,
  type EventDefinition,
  type Product,
} from '@arogya/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { authDrops } from '../src/auth/auth-state.cache.js';
import type { Drop, Effect } from '../src/cache/event-invalidated-cache.js';
import {
  answerOf,
  StockVersions,
  withStock,
  type CatalogAnswer,
} from '../src/products/catalog-answer.js';
import {
  catalogDrops,
  CatalogTags as T,
  listTags,
  productChangeDrops,
  productTags,
  similarTags,
} from '../src/products/catalog-tags.js';
import { fakeCache } from './fake-nats.js';

const product = (category: string, fields: Partial<Product> = {}) =>
  ({ _id: randomUUID(), sku: `SKU-${randomUUID()}`, price: 100, category, ...fields }) as Product;

/** A list as PostgreSQL's `json_build_object` writes it (spaces around the colons). */
const pgJson = (products: Product[]) =>
  `[${products.map((p) => `{"_id" : "${p._id}", "name" : "x \\"_id\\":\\"no\\"", "category" : "${p.category}", "countInStock" : 5, "popularity" : 2}`).join(', ')}]`;
/** The catalog's 200 reply of `products` as the cache keeps it. */
const reply = (products: Product[]): CatalogAnswer =>
  answerOf({ status: 200, body: Buffer.from(pgJson(products)) }, true);
const parsed = (answer: CatalogAnswer) => JSON.parse(answer.body.toString()) as Product[];
/** An event's effect that is a plain drop. */
const dropOf = (effect: Drop | Effect<CatalogAnswer>) => {
  assert.ok(effect === 'all' || Array.isArray(effect), 'a drop, not a patch');
  return effect as Drop;
};
const query = (q: Record<string, string>) => must(parseProductQuery(q));
const event = <D>(def: EventDefinition<string, D>, data: D) => createEnvelope(def, data, 'test');
const stock = (productId: string, reason: StockChangedV1['reason'], category?: string) =>
  event(StockChangedV1, { productId, countInStock: 3, reason, ...(category && { category }) });

describe('catalogue tags', () => {
  it('splits a catalog reply into its products, and only a product reply', () => {
    const [a, b] = [product('Protein'), product('Device')];
    const list = reply([a, b]);
    assert.deepEqual(list.ids, [a._id, b._id]);
    assert.deepEqual(parsed(list), JSON.parse(pgJson([a, b])), 'the same JSON');
    assert.deepEqual(
      list.parts!.map((p) => JSON.parse(p) as unknown),
      JSON.parse(pgJson([a, b])),
    );
    const empty = answerOf({ status: 200, body: Buffer.from('[]') }, true);
    assert.deepEqual([empty.ids, empty.parts, empty.body.toString()], [[], [], '[]']);
    const one = answerOf({ status: 200, body: Buffer.from(pgJson([a]).slice(1, -1)) }, false);
    assert.deepEqual([one.ids, JSON.parse(one.body.toString())], [[a._id], parsed(reply([a]))[0]]);
    // not products: sent as they came, never split (the cache keeps none of them)
    for (const [status, body, many] of [
      [404, '{"message":"Product not found"}', false],
      [200, '[{"name":"no id"}]', true],
      [200, '[1]', true],
      [200, '{"_id":"x"}', true],
      [200, '[{"_id":"x"}]', false],
      [200, 'not json', true],
    ] as const) {
      const answer = answerOf({ status, body: Buffer.from(body) }, many);
      assert.equal(answer.parts, null, body);
      assert.equal(answer.body.toString(), body);
      assert.equal(answer.status, status);
    }
  });

  it('rewrites one product’s stock in an answer, the rest untouched', () => {
    const [a, b] = [product('Protein'), product('Device')];
    const list = reply([a, b]);
    const sold = withStock(list, b._id, { countInStock: 1, popularity: 9 });
    const [pa, pb] = parsed(sold);
    assert.deepEqual(pa, parsed(list)[0]);
    assert.deepEqual(pb, { ...parsed(list)[1], countInStock: 1, popularity: 9 });
    assert.equal(sold.parts![0], list.parts![0], 'the other product’s JSON reused');
    const held = withStock(list, a._id, { countInStock: 0 });
    assert.deepEqual(parsed(held)[0], { ...parsed(list)[0], countInStock: 0 });
    assert.equal(withStock(list, randomUUID(), { countInStock: 0 }), list, 'not shown: same');
    assert.deepEqual(parsed(list)[1]!.countInStock, 5, 'the original is not changed');
  });

  it('rewrites each variant’s stock in one product’s answer (issue 30)', () => {
    const id = randomUUID();
    const doc = {
      _id: id,
      category: 'Protein',
      countInStock: 9,
      variants: [
        { _id: 'v1', size: '500 g', countInStock: 5 },
        { _id: 'v2', size: '2 kg', countInStock: 4 },
      ],
    };
    const one = answerOf({ status: 200, body: Buffer.from(JSON.stringify(doc)) }, false);
    const variants = [
      { id: 'v1', countInStock: 5 },
      { id: 'v2', countInStock: 3 },
    ];
    const held = withStock(one, id, { countInStock: 8, variants });
    assert.deepEqual(JSON.parse(held.body.toString()), {
      ...doc,
      countInStock: 8,
      variants: [doc.variants[0], { ...doc.variants[1], countInStock: 3 }],
    });
    // a list's product has no variants: its stock alone
    const list = reply([product('Protein')]);
    const listed = withStock(list, list.ids[0]!, { countInStock: 2, variants });
    assert.equal(parsed(listed)[0]!.variants, undefined);
    assert.equal(parsed(listed)[0]!.countInStock, 2);
  });

  it('tags listings with their members, their categories and, when partial by popularity, ranks', () => {
    const [a, b] = [product('Protein'), product('Protein')];
    const tags = (q: Record<string, string>, items: Product[]) =>
      new Set(listTags(query(q))(reply(items)));
    const full = tags({ category: 'Protein,DEVICE', limit: '2' }, [a, b]);
    assert.deepEqual(
      full,
      new Set([
        T.product(a._id),
        T.product(b._id),
        T.category('protein'),
        T.category('device'),
        T.ranked('protein'),
        T.ranked('device'),
      ]),
    );
    // every match on one page: nothing can move into it, but a sale of one may reorder it
    assert.equal(tags({ category: 'Protein', limit: '3' }, [a, b]).has(T.ranked('protein')), true);
    assert.equal(
      tags({ category: 'Protein', page: '2', limit: '3' }, [a]).has(T.ranked('protein')),
      true,
    );
    // not ordered by popularity
    assert.equal(
      tags({ category: 'Protein', sortBy: 'priceAsc', limit: '1' }, [a]).has(T.ranked('protein')),
      false,
    );
    // search without sortBy breaks ties by popularity; no category filter: any category
    const search = tags({ search: 'whey', limit: '1' }, [a]);
    assert.ok(search.has(T.anyCategory) && search.has(T.rankedAny));
    assert.ok(!tags({ search: 'whey', sortBy: 'newest', limit: '1' }, [a]).has(T.rankedAny));
    // a category JavaScript and PostgreSQL may lower-case differently counts as no filter
    const odd = tags({ category: 'Kelvin\u212a', limit: '1' }, [a]);
    assert.ok(odd.has(T.anyCategory) && odd.has(T.rankedAny));
  });

  it('tags id lookups and similar lists', () => {
    const [a, b] = [product('Protein'), product('Device')];
    assert.deepEqual(productTags(a._id)(reply([a])), [T.product(a._id), T.product(a._id)]);
    assert.deepEqual(
      new Set(similarTags(a._id)(reply([b]))),
      new Set([T.product(b._id), T.similarTo(a._id), T.similar, T.rankedAny]),
    );
  });
});

describe('what each catalog event drops', () => {
  const id = randomUUID();
  it('a stock move that is not a sale, without the row’s version: only the product’s answers', () => {
    for (const reason of ['reserved', 'released', 'admin', 'restocked'] as const)
      assert.deepEqual(catalogDrops(stock(id, reason, 'Protein')), [T.product(id)], reason);
  });

  it('a sale without its version: also popularity-ordered answers of its category and of any', () => {
    assert.deepEqual(catalogDrops(stock(id, 'sold', 'Health Tech')), [
      T.product(id),
      T.ranked('health tech'),
      T.rankedAny,
    ]);
    assert.equal(catalogDrops(stock(id, 'sold')), 'all', 'no category: everything');
  });

  it('a stock change with its version: patched into the product’s answers, unless older than one applied', () => {
    const versions = new StockVersions();
    const p = product('Protein', { _id: id });
    const shown = reply([product('Protein'), p]);
    const changed = (data: Partial<StockChangedV1>) =>
      catalogDrops(
        event(StockChangedV1, { ...stock(id, 'reserved', 'Protein').data, ...data }),
        versions,
      ) as Effect<CatalogAnswer>;
    const held = changed({ countInStock: 4, version: 5 });
    assert.equal(held.drop, undefined);
    assert.deepEqual(held.later, []);
    assert.equal(held.patch!.tag, T.product(id));
    assert.deepEqual(parsed(held.patch!.apply(shown)!)[1], {
      ...parsed(shown)[1],
      countInStock: 4,
    });
    // an older change arriving late (another relay) patches nothing
    assert.deepEqual(changed({ countInStock: 6, version: 4, reason: 'released' }), { later: [] });
    // a sale: its stock and popularity at once, the reorder within the rank refresh
    const sold = changed({ countInStock: 3, version: 6, reason: 'sold', popularity: 8 });
    assert.deepEqual(sold.later, [T.ranked('protein'), T.rankedAny]);
    assert.deepEqual(parsed(sold.patch!.apply(shown)!)[1], {
      ...parsed(shown)[1],
      countInStock: 3,
      popularity: 8,
    });
    const late = changed({ countInStock: 9, version: 6, reason: 'sold', popularity: 1 });
    assert.deepEqual(
      late,
      { later: [T.ranked('protein'), T.rankedAny] },
      'a late sale still may reorder',
    );
    // a sale that does not say its popularity: dropped, as before versions
    assert.deepEqual(changed({ version: 7, reason: 'sold' }), [
      T.product(id),
      T.ranked('protein'),
      T.rankedAny,
    ]);
    assert.equal(changed({ version: 8, reason: 'stolen' as 'sold' }), 'all');
  });

  it('product updates by the fields they change', () => {
    const p = product('Protein', { _id: id });
    const updated = (changed: string[]) =>
      dropOf(catalogDrops(event(ProductUpdatedV1, { product: p, changed })));
    assert.deepEqual(updated(['countInStock']), [T.product(id)]);
    assert.deepEqual(updated(['images', 'rating']), [T.product(id)]);
    assert.deepEqual(
      new Set(updated(['price', 'countInStock'])),
      new Set([T.product(id), T.similarTo(id), T.category('protein'), T.anyCategory]),
    );
    for (const field of ['category', 'collections', 'popularity', 'somethingNew'])
      assert.equal(updated(['name', field]), 'all', field);
  });

  it('an admin’s edit in this gateway drops what its product-updated will, by the fields it sent', () => {
    const p = product('Protein', { _id: id });
    assert.deepEqual(productChangeDrops(p, ['countInStock']), [T.product(id)]);
    assert.deepEqual(
      new Set(productChangeDrops(p, ['name'])),
      new Set([T.product(id), T.similarTo(id), T.category('protein'), T.anyCategory]),
    );
    // an input field the event would name otherwise (prices are sent in paise): everything
    assert.equal(productChangeDrops(p, ['pricePaise']), 'all');
    assert.equal(productChangeDrops(p, ['countInStock', 'category']), 'all');
  });

  it('a new product: listings of its category, of any, and every similar list', () => {
    const p = product('Device', { _id: id });
    assert.deepEqual(
      new Set(dropOf(catalogDrops(event(ProductCreatedV1, { product: p })))),
      new Set([T.product(id), T.similarTo(id), T.category('device'), T.anyCategory, T.similar]),
    );
  });

  it('everything for a deletion, an unknown event, or a malformed one', () => {
    assert.equal(catalogDrops(event(ProductDeletedV1, { productId: id, sku: 'x' })), 'all');
    assert.equal(catalogDrops({ ...stock(id, 'admin'), type: 'shop.catalog.other.v1' }), 'all');
    assert.equal(catalogDrops({ ...stock(id, 'admin'), data: { productId: id } }), 'all');
    assert.equal(catalogDrops(stock(id, 'stolen' as 'sold', 'Device')), 'all');
  });
});

describe('a sale through the catalogue cache (b)', () => {
  it('re-reads popularity listings that the sold product may now rank into, and keeps the rest', async () => {
    const { cache, nats } = fakeCache<CatalogAnswer>({ dropsFor: (e) => catalogDrops(e) });
    const [top, sold, device] = [product('Protein'), product('Protein'), product('Device')];
    const cached: Record<string, [string, (r: CatalogAnswer) => Iterable<string>, Product[]]> = {
      'protein top 1': ['l1', listTags(query({ category: 'Protein', limit: '1' })), [top]],
      'all of protein': ['l2', listTags(query({ category: 'Protein' })), [top, sold]],
      'top of any category': ['l3', listTags(query({ limit: '1' })), [top]],
      'sold product': ['g1', productTags(sold._id), [sold]],
      'similar to device': ['s1', similarTags(device._id), [top]],
      'device top 1': ['l4', listTags(query({ category: 'Device', limit: '1' })), [device]],
      'protein by price': [
        'l5',
        listTags(query({ category: 'Protein', sortBy: 'priceAsc', limit: '1' })),
        [top],
      ],
      'the other product': ['g2', productTags(top._id), [top]],
    };
    const readAll = async () => {
      const loaded = new Set<string>();
      for (const [name, [key, tags, items]] of Object.entries(cached)) {
        await cache.get(key, async () => (loaded.add(name), reply(items)), false, tags);
      }
      return loaded;
    };
    await readAll();
    assert.equal((await readAll()).size, 0, 'all cached');

    nats.publish(StockChangedV1, {
      productId: sold._id,
      countInStock: 1,
      reason: 'reserved',
      category: 'Protein',
    });
    assert.deepEqual(await readAll(), new Set(['all of protein', 'sold product']));

    nats.publish(StockChangedV1, {
      productId: sold._id,
      countInStock: 1,
      reason: 'sold',
      category: 'Protein',
    });
    assert.deepEqual(
      await readAll(),
      new Set([
        'protein top 1',
        'all of protein',
        'top of any category',
        'sold product',
        'similar to device',
      ]),
    );
  });
});

describe('stock changes through the catalogue cache', () => {
  it('patch every answer showing the product, never re-read; a sale reorders within the rank refresh', async (t) => {
    // the rank refresh is a timer: the test moves the clock instead of waiting for it
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const versions = new StockVersions();
    const { cache, nats } = fakeCache<CatalogAnswer>({
      dropsFor: (e) => catalogDrops(e, versions),
      laterMs: 40,
    });
    const [top, sold, device] = [product('Protein'), product('Protein'), product('Device')];
    const cached: Record<string, [string, (r: CatalogAnswer) => Iterable<string>, Product[]]> = {
      'protein top 2': ['l1', listTags(query({ category: 'Protein', limit: '2' })), [top, sold]],
      'top of any category': ['l2', listTags(query({ limit: '1' })), [top]],
      'sold product': ['g1', productTags(sold._id), [sold]],
      'similar to top': ['s1', similarTags(top._id), [sold]],
      'device by price': [
        'l3',
        listTags(query({ category: 'Device', sortBy: 'priceAsc' })),
        [device],
      ],
    };
    const loaded = new Set<string>();
    const shown = new Map<string, Product[]>();
    const readAll = async () => {
      loaded.clear();
      for (const [name, [key, tags, items]] of Object.entries(cached)) {
        const answer = await cache.get(
          key,
          async () => (loaded.add(name), reply(items)),
          false,
          tags,
        );
        shown.set(name, [parsed(answer)].flat());
      }
      return loaded;
    };
    const stockOf = (name: string) =>
      shown.get(name)!.find((p) => p._id === sold._id)?.countInStock;
    await readAll();
    assert.equal((await readAll()).size, 0, 'all cached');

    const change = (data: Partial<StockChangedV1>) =>
      nats.publish(StockChangedV1, {
        productId: sold._id,
        countInStock: 4,
        reason: 'reserved',
        category: 'Protein',
        ...data,
      });
    change({ countInStock: 4, version: 2 });
    assert.equal((await readAll()).size, 0, 'a hold re-reads nothing');
    for (const name of ['protein top 2', 'sold product', 'similar to top'])
      assert.equal(stockOf(name), 4, name);
    assert.equal(shown.get('protein top 2')![0]!.countInStock, 5, 'the other product as it was');

    change({ countInStock: 7, version: 1, reason: 'released' }); // older: ignored
    assert.equal((await readAll()).size, 0);
    assert.equal(stockOf('sold product'), 4);

    change({ countInStock: 3, version: 3, reason: 'sold', popularity: 12 });
    assert.equal((await readAll()).size, 0, 'the sale shows at once, without a re-read');
    assert.equal(stockOf('protein top 2'), 3);
    assert.equal(shown.get('sold product')![0]!.popularity, 12);
    t.mock.timers.tick(39);
    assert.equal((await readAll()).size, 0, 'not before the rank refresh');
    t.mock.timers.tick(1); // the rank refresh, 40 ms after the sale
    assert.deepEqual(
      await readAll(),
      new Set(['protein top 2', 'top of any category', 'similar to top']),
      'popularity-ordered answers re-read once',
    );
    assert.equal((await readAll()).size, 0);
    cache.stop();
  });
});

describe('what each users event drops', () => {
  it('only the user it names', () => {
    const user = { _id: randomUUID(), name: 'N', email: 'n@test.local', role: 'customer' as const };
    assert.deepEqual(authDrops(event(UserRegisteredV1, { user, via: 'password' })), [user._id]);
    assert.deepEqual(
      authDrops(
        event(UserRoleChangedV1, { userId: user._id, role: 'admin', previousRole: 'customer' }),
      ),
      [user._id],
    );
    assert.deepEqual(authDrops(event(UserDeletedV1, { userId: user._id })), [user._id]);
    assert.deepEqual(
      authDrops(event(UserSessionsRevokedV1, { userId: user._id, reason: 'password-reset' })),
      [user._id],
    );
    assert.equal(
      authDrops({ ...event(UserDeletedV1, { userId: user._id }), type: 'shop.users.x.v1' }),
      'all',
    );
  });
});
