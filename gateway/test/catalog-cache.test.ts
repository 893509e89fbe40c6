import {
  CatalogCalls,
  must,
  OrderPlacedV1,
  parseProductInput,
  rupeesToPaise,
  type Product,
  type ProductInput,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import {
  callerFor,
  metricValue,
  productFields,
  publishEvent,
  startCatalog,
  startGateway,
  testShop,
  until,
} from '@arogya/testing';
import { connect } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';

const shop = testShop('cache', async (env, ns) => {
  const nc = await connect({ servers: env.natsUrl });
  return {
    catalog: await startCatalog(env, ns),
    // a 10-minute TTL: anything fresher than that must come from the change events
    gateway: await startGateway(env, ns, { CATALOG_CACHE_TTL_MS: '600000' }),
    nc,
    rpc: new RpcClient(nc, ns, 5000),
  };
});

async function getProduct(id: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${shop.parts.gateway.baseUrl}/api/products/${id}`, { headers });
  assert.equal(res.status, 200);
  return (await res.json()) as Product;
}

/** A counter of the gateway's `/metrics`, summed over the samples whose labels include `labels`. */
const metric = (name: string, labels: string) =>
  metricValue(shop.parts.gateway.opsUrl, name, labels);

describe('catalogue read cache in the gateway', () => {
  it('serves repeated reads from memory', async () => {
    const [p] = (await (
      await fetch(`${shop.parts.gateway.baseUrl}/api/products?limit=1`)
    ).json()) as Product[];
    const hits = await metric('gateway_cache_requests_total', 'cache="catalog",outcome="hit"');
    await getProduct(p!._id);
    await getProduct(p!._id);
    await getProduct(p!._id);
    assert.ok(
      (await metric('gateway_cache_requests_total', 'cache="catalog",outcome="hit"')) >= hits + 2,
    );
  });

  it('shows a change on the very next no-cache read (admin) and to shoppers once the event arrives', async () => {
    const [p] = (await (
      await fetch(`${shop.parts.gateway.baseUrl}/api/products?category=Device&limit=1`)
    ).json()) as Product[];
    const id = p!._id;
    const listUrl = `${shop.parts.gateway.baseUrl}/api/products?category=Device&limit=1`;
    await getProduct(id); // cached now
    const invalidations = await metric(
      'gateway_cache_invalidations_total',
      'cache="catalog",cause="event"',
    );

    const newPrice = p!.price + 111;
    const updated = await shop.parts.rpc.call(CatalogCalls.update, {
      caller: callerFor('Cache admin', 'admin'),
      id,
      changes: { pricePaise: rupeesToPaise(newPrice), discountPricePaise: null },
    });
    assert.equal(updated.price, newPrice);

    // the admin's read right after the write: never from the cache
    const fresh = await getProduct(id, { 'cache-control': 'no-cache' });
    assert.equal(fresh.price, newPrice);
    assert.equal(fresh.discountPrice, null);

    // shoppers: the product-updated event drops its answers and its category's listings
    const started = Date.now();
    await until(
      async () => ((await getProduct(id)).price === newPrice ? true : undefined),
      5000,
      'shoppers to see the new price',
    );
    // the admin's no-cache read above refreshed the product's own entry, so seeing the new
    // price does not prove that the event has arrived: the list is read once it has
    const events = () =>
      metric('gateway_cache_invalidations_total', 'cache="catalog",cause="event"');
    await until(async () => ((await events()) > invalidations ? true : undefined));
    const [fromList] = (await (await fetch(listUrl)).json()) as Product[];
    assert.equal(fromList!.price, newPrice, 'cached lists are emptied too');
    assert.ok(
      (await metric('gateway_cache_invalidations_total', 'cache="catalog",cause="event"')) >
        invalidations,
    );
    console.log(`shopper saw the change ${Date.now() - started} ms after the write returned`);
  });

  it('keeps answering cached reads while the catalog is down, and 503 for the rest', async () => {
    const [p] = (await (
      await fetch(`${shop.parts.gateway.baseUrl}/api/products?limit=1&sortBy=newest`)
    ).json()) as Product[];
    await getProduct(p!._id);
    await shop.parts.catalog.stop();
    try {
      assert.equal((await getProduct(p!._id)).sku, p!.sku);
      const miss = await fetch(`${shop.parts.gateway.baseUrl}/api/products?limit=2&sortBy=newest`);
      assert.equal(miss.status, 503);
    } finally {
      shop.parts.catalog = await startCatalog(shop.env, shop.ns);
    }
  });
});

describe('targeted invalidation: a change re-reads only what shows it', () => {
  const url = (path: string) => `${shop.parts.gateway.baseUrl}${path}`;
  const list = async (path: string) => (await (await fetch(url(path))).json()) as Product[];
  const hits = () => metric('gateway_cache_requests_total', 'cache="catalog",outcome="hit"');
  const targeted = () =>
    metric('gateway_cache_invalidations_total', 'cache="catalog",cause="event",scope="targeted"');
  const patched = () =>
    metric('gateway_cache_invalidations_total', 'cache="catalog",cause="event",scope="patched"');
  const emptied = () =>
    metric('gateway_cache_invalidations_total', 'cache="catalog",cause="event",scope="all"');
  const admin = callerFor('Cache admin', 'admin');

  /** Whether the gateway answers `path` from its cache now (nothing else reads meanwhile). */
  async function isHit(path: string): Promise<boolean> {
    const before = await hits();
    const res = await fetch(url(path));
    assert.equal(res.status, 200);
    await res.arrayBuffer();
    return (await hits()) === before + 1;
  }

  /** Reads until product `id` shows `stock` to shoppers; answers how long that took. */
  async function stockShown(id: string, stock: number): Promise<number> {
    const started = Date.now();
    await until(
      async () => ((await getProduct(id)).countInStock === stock ? true : undefined),
      5000,
      `stock ${stock} to show`,
    );
    return Date.now() - started;
  }

  it('a stock change keeps answers without the product cached, and shows the new stock in the rest (a)', async () => {
    const showsA = '/api/products?category=Device&sortBy=priceAsc'; // every Device product
    const a = (await list(showsA)).find((p) => p.countInStock > 5)!;
    const fitness = await list('/api/products?category=Fitness&sortBy=newest');
    let similar = '';
    for (const f of fitness) {
      similar = `/api/products/similar/${f._id}`;
      if (!(await list(similar)).some((p) => p._id === a._id)) break;
    }
    const withoutA = [
      '/api/products?category=Protein&limit=3',
      '/api/products?category=Fitness',
      '/api/products?limit=2',
      '/api/products?search=protein&sortBy=priceAsc&limit=3',
      `/api/products/${fitness[0]!._id}`,
      similar,
    ];
    for (const path of withoutA) {
      const shown = [await list(path)].flat(); // an id lookup answers one product
      assert.ok(!shown.some((p) => p._id === a._id), `${path} must not show A`);
    }
    await list(showsA);
    await getProduct(a._id);
    for (const path of withoutA) assert.ok(await isHit(path), `${path} is cached`);
    const [targetedBefore, patchedBefore, emptiedBefore] = [
      await targeted(),
      await patched(),
      await emptied(),
    ];

    // a checkout holds two units (stock-changed 'reserved')
    const checkoutId = randomUUID();
    const item = { productId: a._id, quantity: 2, size: '', color: '' };
    await shop.parts.rpc.call(CatalogCalls.reserve, { checkoutId, items: [item] });
    const held = await stockShown(a._id, a.countInStock - 2);
    assert.ok(await isHit(showsA), 'the listing with A stays cached, A’s stock patched in');
    const inList = (await list(showsA)).find((p) => p._id === a._id)!;
    assert.equal(inList.countInStock, a.countInStock - 2, 'a cached listing with A shows it too');
    for (const path of withoutA) assert.ok(await isHit(path), `${path} stays cached`);

    // the hold is given back (stock-changed 'released')
    await shop.parts.rpc.call(CatalogCalls.release, { checkoutId });
    await stockShown(a._id, a.countInStock);
    assert.ok(await isHit(showsA), 'still cached');
    assert.equal((await list(showsA)).find((p) => p._id === a._id)!.countInStock, a.countInStock);
    for (const path of withoutA) assert.ok(await isHit(path), `${path} stays cached`);

    // an admin edits the stock (product-updated of countInStock, and stock-changed 'admin')
    const [changedBefore, patchesBefore] = [await targeted(), await patched()];
    await shop.parts.rpc.call(CatalogCalls.update, {
      caller: admin,
      id: a._id,
      changes: { countInStock: a.countInStock + 7 },
    });
    const edited = await stockShown(a._id, a.countInStock + 7);
    // product-updated drops A's answers; stock-changed patches them
    await until(async () =>
      (await targeted()) >= changedBefore + 1 && (await patched()) >= patchesBefore + 1
        ? true
        : undefined,
    );
    assert.equal(
      (await list(showsA)).find((p) => p._id === a._id)!.countInStock,
      a.countInStock + 7,
    );
    for (const path of withoutA) assert.ok(await isHit(path), `${path} stays cached`);
    assert.ok((await patched()) >= patchedBefore + 3, 'the hold, the release, the edit patched');
    assert.ok((await targeted()) >= targetedBefore + 1);
    assert.equal(await emptied(), emptiedBefore, 'no stock change emptied the cache');
    console.log(`new stock shown ${held} ms (hold) and ${edited} ms (admin) after the write`);
  });

  it('a sale shows its stock and popularity at once, and moves the product up its category within the rank refresh (b)', async () => {
    const brand = `Cache Sale ${randomUUID().slice(0, 8)}`;
    const createdBefore = await targeted();
    const make = (name: string) =>
      shop.parts.rpc.call(CatalogCalls.create, {
        caller: admin,
        product: must(
          parseProductInput(
            productFields({ name, price: 100, countInStock: 10, category: 'Health Tech', brand }),
            'create',
          ),
        ) as ProductInput,
      });
    const [x, y] = [await make('Cache Sale One'), await make('Cache Sale Two')];
    await until(async () => ((await targeted()) >= createdBefore + 2 ? true : undefined));
    const q = `brand=${encodeURIComponent(brand)}&limit=1`;
    const top = `/api/products?category=Health%20Tech&${q}`; // popularity: both 0, id decides
    const topOfAny = `/api/products?${q}`;
    const unrelated = '/api/products?category=Device&limit=1';
    const [first] = await list(top);
    const other = first!._id === x._id ? y : x;
    assert.equal((await list(topOfAny))[0]!._id, first!._id);
    await list(unrelated);
    for (const path of [top, topOfAny, unrelated]) assert.ok(await isHit(path), path);

    // a checkout holds one unit of the other product: a hold moves nothing
    const checkoutId = randomUUID();
    const item = { productId: other._id, quantity: 1, size: '', color: '' };
    await shop.parts.rpc.call(CatalogCalls.reserve, { checkoutId, items: [item] });
    await stockShown(other._id, 9);
    assert.ok(await isHit(top), 'the listing without the held product stays cached');

    // its order is placed: the catalog turns the hold into a sale, popularity + 1
    await publishEvent(shop.parts.nc, shop.ns, OrderPlacedV1, {
      orderId: randomUUID(),
      checkoutId,
      userId: randomUUID(),
      items: [{ ...item, name: other.name, pricePaise: 10_000 }],
      totalPricePaise: 10_000,
    });
    const started = Date.now();
    // the sale's stock and popularity are patched into the product's answers, no re-read
    await until(
      async () => ((await getProduct(other._id)).popularity === 1 ? true : undefined),
      5000,
      'the sale to show',
    );
    const [leader] = await until(
      async () => {
        const l = await list(top);
        return l[0]?._id === other._id ? l : undefined;
      },
      5000,
      'the sold product to lead its category',
    );
    console.log(
      `the sale reordered the cached listing ${Date.now() - started} ms after publishing`,
    );
    assert.equal(leader!.popularity, 1);
    assert.equal(leader!.countInStock, 9);
    assert.equal((await list(topOfAny))[0]!._id, other._id, 'and listings of any category');
    assert.ok(await isHit(unrelated), 'another category’s listing stays cached');
  });
});
