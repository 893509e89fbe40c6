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
  createEnvelope,
  type EventDefinition,
  type Product,
} from '@arogya/contracts';
import type { RawReply } from '@arogya/platform';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { authDrops } from '../src/auth/auth-state.cache.js';
import {
  catalogDrops,
  CatalogTags as T,
  listTags,
  productChangeDrops,
  productIdsIn,
  productTags,
  similarTags,
} from '../src/products/catalog-tags.js';
import { fakeCache } from './fake-nats.js';

const product = (category: string, fields: Partial<Product> = {}) =>
  ({ _id: randomUUID(), sku: `SKU-${randomUUID()}`, price: 100, category, ...fields }) as Product;

/** A reply as PostgreSQL's `json_build_object` writes it (spaces around the colons). */
const reply = (products: Product[]): RawReply => ({
  status: 200,
  body: Buffer.from(
    `[${products.map((p) => `{"_id" : "${p._id}", "name" : "x \\"_id\\":\\"no\\"", "category" : "${p.category}"}`).join(', ')}]`,
  ),
});
const query = (q: Record<string, string>) => must(parseProductQuery(q));
const event = <D>(def: EventDefinition<string, D>, data: D) => createEnvelope(def, data, 'test');
const stock = (productId: string, reason: StockChangedV1['reason'], category?: string) =>
  event(StockChangedV1, { productId, countInStock: 3, reason, ...(category && { category }) });

describe('catalogue tags', () => {
  it('reads the product ids of a JSON body, and only those', () => {
    const [a, b] = [product('Protein'), product('Device')];
    assert.deepEqual(productIdsIn(reply([a, b]).body), [a._id, b._id]);
    assert.deepEqual(productIdsIn(Buffer.from('[]')), []);
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
    // every match on one page: a sale elsewhere cannot move anything into it
    assert.equal(tags({ category: 'Protein', limit: '3' }, [a, b]).has(T.ranked('protein')), false);
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
  it('a stock move that is not a sale: only the product’s answers', () => {
    for (const reason of ['reserved', 'released', 'admin', 'restocked'] as const)
      assert.deepEqual(catalogDrops(stock(id, reason, 'Protein')), [T.product(id)], reason);
  });

  it('a sale: also partial popularity-ordered answers of its category and of any', () => {
    assert.deepEqual(catalogDrops(stock(id, 'sold', 'Health Tech')), [
      T.product(id),
      T.ranked('health tech'),
      T.rankedAny,
    ]);
    assert.equal(catalogDrops(stock(id, 'sold')), 'all', 'no category: everything');
  });

  it('product updates by the fields they change', () => {
    const p = product('Protein', { _id: id });
    const updated = (changed: string[]) =>
      catalogDrops(event(ProductUpdatedV1, { product: p, changed }));
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
      new Set(catalogDrops(event(ProductCreatedV1, { product: p }))),
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
    const { cache, nats } = fakeCache<RawReply>({ dropsFor: catalogDrops });
    const [top, sold, device] = [product('Protein'), product('Protein'), product('Device')];
    const cached: Record<string, [string, (r: RawReply) => Iterable<string>, Product[]]> = {
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
    assert.equal(
      authDrops({ ...event(UserDeletedV1, { userId: user._id }), type: 'shop.users.x.v1' }),
      'all',
    );
  });
});
