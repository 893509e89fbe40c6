import { CatalogCalls, rupeesToPaise, type Product } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { callerFor, startCatalog, startGateway, testShop } from '@arogya/testing';
import { connect } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
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

/** Reads a counter of the gateway's `/metrics` (summed over the given label match). */
async function metric(name: string, labels: string): Promise<number> {
  const text = await (await fetch(`${shop.parts.gateway.opsUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.split(' ').pop()) : 0;
}

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

    // shoppers: the product-updated event empties the cache
    const started = Date.now();
    let seen = await getProduct(id);
    while (seen.price !== newPrice && Date.now() - started < 5000) {
      await new Promise((r) => setTimeout(r, 5));
      seen = await getProduct(id);
    }
    assert.equal(seen.price, newPrice, 'shoppers see the new price');
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
