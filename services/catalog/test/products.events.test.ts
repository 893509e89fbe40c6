import {
  CatalogCalls,
  must,
  parseProductInput,
  parseProductQuery,
  ProductCreatedV1,
  ProductDeletedV1,
  OrderPlacedV1,
  ProductUpdatedV1,
  StockChangedV1,
  type EventEnvelope,
  type Product,
  type ProductFacts,
  type ProductInput,
} from '@arogya/contracts';
import {
  databaseUrl,
  RpcClient,
  ShopError,
  runWithCorrelation,
  streamNames,
} from '@arogya/platform';
import {
  callerFor,
  dropNamespace,
  publishEvent,
  startCatalog,
  testEnv,
  uniqueNamespace,
  until,
  type TestEnv,
  type TestProcess,
} from '@arogya/testing';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { after, before, describe, it } from 'node:test';

const ns = uniqueNamespace('cat');
let env: TestEnv;
let catalog: TestProcess;
let nc: NatsConnection;
let jsm: JetStreamManager;
let rpc: RpcClient;

const admin = callerFor('Catalog admin', 'admin');

/** The admin form's body of a product. */
const productBody = (sku: string) => ({
  name: 'Triphala Churna Test Pack',
  description: 'A test product.',
  price: 349,
  discountPrice: 299,
  countInStock: 40,
  sku,
  category: 'Ayurvedic',
  brand: 'Vedic Roots',
  collection: 'Ayurvedic-Essentials',
  images: [{ url: '/images/products/x.svg', altText: 'x' }],
});

/** A product as the gateway sends it to the catalog (read with the admin form's rules). */
const newProduct = (sku: string) =>
  must(parseProductInput(productBody(sku), 'create')) as ProductInput;
const create = (product: ProductInput) => rpc.call(CatalogCalls.create, { caller: admin, product });

/** Events of `type` about product `id` in the stream now, oldest first. */
async function eventsIn(type: string, id: string): Promise<EventEnvelope[]> {
  const stream = streamNames(ns).shop;
  const info = await jsm.streams.info(stream);
  const found: EventEnvelope[] = [];
  const first = info.state.messages > 0 ? info.state.first_seq : info.state.last_seq + 1;
  for (let seq = first; seq <= info.state.last_seq; seq++) {
    const m = await jsm.streams.getMessage(stream, { seq });
    if (m?.subject !== ns.subject(type)) continue;
    const e = m.json<EventEnvelope<string, { product?: Product; productId?: string }>>();
    if ((e.data.product?._id ?? e.data.productId) === id) found.push(e);
  }
  return found;
}

/** Events of `type` about product `id`, once there is one (for at most 5 s), oldest first. */
const eventsFor = (type: string, id: string) =>
  until(
    async () => {
      const found = await eventsIn(type, id);
      return found.length > 0 ? found : undefined;
    },
    5000,
    `${type} of ${id}`,
  );

before(async () => {
  env = await testEnv();
  catalog = await startCatalog(env, ns, { CATALOG_SEED: 'false' });
  nc = await connect({ servers: env.natsUrl });
  jsm = await jetstreamManager(nc);
  rpc = new RpcClient(nc, ns, 5000);
});
after(async () => {
  await nc?.close();
  await dropNamespace(env, ns);
});

describe('catalog writes announce themselves through the outbox', () => {
  it('creates a product and publishes product-created with the caller’s correlation id', async () => {
    const created = await runWithCorrelation('corr-create-1', () =>
      create(newProduct('AYU-TRI-T1')),
    );
    assert.equal(created.price, 349);
    assert.equal(created.discountPrice, 299);
    assert.equal(created.countInStock, 40);
    assert.deepEqual(created.collections, ['ayurvedic-essentials']);
    const [event] = await eventsFor(ProductCreatedV1.type, created._id);
    assert.ok(event, 'product-created published');
    assert.equal(event.correlationId, 'corr-create-1');
    assert.equal((event.data as { product: Product }).product.sku, 'AYU-TRI-T1');
    assert.equal((event.data as { version: number }).version, 1, 'a new product is version 1');
  });

  it('refuses a duplicate SKU (409) and an invalid product (400) without writing', async () => {
    await create(newProduct('AYU-TRI-T2'));
    await assert.rejects(
      () => create(newProduct('ayu-tri-t2')),
      (e: ShopError) => e.status === 409 && /SKU AYU-TRI-T2 already exists/.test(e.message),
    );
    const { sku: _s, ...noSku } = newProduct('x');
    // sent as it is, past the client's own check: the catalog refuses it on arrival
    const raw = await rpc.callRaw(
      { ...CatalogCalls.create, parse: (p: unknown) => p as never },
      { caller: admin, product: noSku },
    );
    assert.equal(raw.status, 400);
    assert.equal(JSON.parse(new TextDecoder().decode(raw.body)).message, 'sku is required');
    await assert.rejects(
      () => create(noSku as ProductInput),
      (e: ShopError) => e.status === 400 && e.message === 'sku is required',
    );
    const all = await rpc.call(CatalogCalls.list, must(parseProductQuery({})));
    assert.equal(all.filter((p) => p.sku.startsWith('AYU-TRI-T2')).length, 1);
  });

  it('updates by id, names what changed, and announces stock changes', async () => {
    const p = await create(newProduct('AYU-TRI-T3'));
    const updated = await rpc.call(CatalogCalls.update, {
      caller: admin,
      id: p._id,
      changes: { countInStock: 7, name: 'Triphala Churna 200 g' },
    });
    assert.equal(updated.countInStock, 7);
    const [event] = await eventsFor(ProductUpdatedV1.type, p._id);
    // its one variant's stock changed with it (issue 30)
    assert.deepEqual([...(event!.data as { changed: string[] }).changed].sort(), [
      'countInStock',
      'name',
      'variants',
    ]);
    const [stock] = await eventsFor(StockChangedV1.type, p._id);
    // the edit raised the row's version (created at 1) twice: its stock change took the
    // first, its update the second (a reader applying the stock first still takes the update)
    assert.equal((event!.data as { version: number }).version, 3);
    assert.deepEqual(stock!.data, {
      productId: p._id,
      countInStock: 7,
      reason: 'admin',
      category: 'Ayurvedic',
      version: 2,
      variants: [{ id: updated.variants![0]!._id, countInStock: 7 }],
    });

    // a discount above the price is refused whole
    await assert.rejects(
      () =>
        rpc.call(CatalogCalls.update, {
          caller: admin,
          id: p._id,
          changes: { discountPricePaise: 999900 },
        }),
      (e: ShopError) => e.status === 400,
    );
    const after = await rpc.call(CatalogCalls.get, { id: p._id });
    assert.equal(after.discountPrice, 299);
  });

  it('prices a checkout’s lines with the product’s HSN code and GST rate', async () => {
    // created without them: Ayurvedic's default (3004, 12 %)
    const p = await create(newProduct('AYU-TRI-GST'));
    assert.deepEqual([p.hsn, p.gstRate], ['3004', 12]);
    const line = { productId: p._id, quantity: 1, size: '', color: '' };
    const [priced] = await rpc.call(CatalogCalls.reserve, {
      checkoutId: randomUUID(),
      items: [line],
    });
    assert.deepEqual([priced!.pricePaise, priced!.hsn, priced!.gstRate], [29_900, '3004', 12]);
    const changes = { hsn: '30049011', gstRate: 5 };
    const edited = await rpc.call(CatalogCalls.update, { caller: admin, id: p._id, changes });
    assert.deepEqual([edited.hsn, edited.gstRate], ['30049011', 5]);
    const [again] = await rpc.call(CatalogCalls.reserve, {
      checkoutId: randomUUID(),
      items: [line],
    });
    assert.deepEqual([again!.hsn, again!.gstRate], ['30049011', 5]);
  });

  it('announces a hold and its sale, the sale with the product’s new popularity', async () => {
    const p = await create(newProduct('AYU-TRI-T6'));
    const checkoutId = randomUUID();
    const item = { productId: p._id, quantity: 2, size: '', color: '' };
    await rpc.call(CatalogCalls.reserve, { checkoutId, items: [item] });
    await publishEvent(nc, ns, OrderPlacedV1, {
      orderId: randomUUID(),
      checkoutId,
      userId: randomUUID(),
      items: [{ ...item, name: p.name, pricePaise: 29_900 }],
      totalPricePaise: 59_800,
    });
    const changes = await until(async () => {
      const found = await eventsIn(StockChangedV1.type, p._id);
      return found.length >= 2 ? found : undefined;
    });
    const variants = [{ id: p.variants![0]!._id, countInStock: 38 }];
    const fields = { productId: p._id, countInStock: 38, category: 'Ayurvedic', variants };
    assert.deepEqual(
      changes.map((e) => e.data),
      [
        { ...fields, reason: 'reserved', version: 2 },
        { ...fields, reason: 'sold', version: 3, popularity: 2 },
      ],
    );
  });

  it('writes no event for an update that changes nothing', async () => {
    const p = await create(newProduct('AYU-TRI-T4'));
    await rpc.call(CatalogCalls.update, { caller: admin, id: p._id, changes: { name: p.name } });
    // the relay publishes in commit order: once a later write's event is in the stream, an
    // event of the no-op update would be there too
    const later = await create(newProduct('AYU-TRI-T4B'));
    assert.ok((await eventsFor(ProductCreatedV1.type, later._id)).length > 0);
    const stream = streamNames(ns).shop;
    const info = await jsm.streams.info(stream);
    let updates = 0;
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
      const m = await jsm.streams.getMessage(stream, { seq });
      if (m?.subject === ns.subject(ProductUpdatedV1.type) && m.string().includes(p._id)) updates++;
    }
    assert.equal(updates, 0);
  });

  it('deletes by id, announces it, and answers 404 afterwards', async () => {
    const p = await create(newProduct('AYU-TRI-T5'));
    await rpc.call(CatalogCalls.delete, { caller: admin, id: p._id });
    const [event] = await eventsFor(ProductDeletedV1.type, p._id);
    assert.deepEqual(event!.data, { productId: p._id, sku: 'AYU-TRI-T5', version: 1 });
    await assert.rejects(
      () => rpc.call(CatalogCalls.get, { id: p._id }),
      (e: ShopError) => e.status === 404,
    );
    await assert.rejects(
      () => rpc.call(CatalogCalls.delete, { caller: admin, id: p._id }),
      (e: ShopError) => e.status === 404,
    );
  });
});

describe('catalog.stock.reserve', () => {
  const reserveRaw = async (items: Record<string, unknown>[]) => {
    // sent as it is, past the client's own check: the catalog refuses it on arrival
    const raw = await rpc.callRaw(
      { ...CatalogCalls.reserve, parse: (p: unknown) => p as never },
      { checkoutId: randomUUID(), items },
    );
    const body = JSON.parse(new TextDecoder().decode(raw.body)) as { message?: string };
    return { status: raw.status, message: body.message };
  };
  const stock = async (id: string) => (await rpc.call(CatalogCalls.get, { id })).countInStock;

  it('refuses a size or colour the product is not sold in, and holds nothing', async () => {
    const p = await create(newProduct('AYU-VAR-1')); // no sizes, no colours, 40 in stock
    const line = (size: string, color: string, quantity = 1) => ({
      productId: p._id,
      quantity,
      size,
      color,
    });
    assert.deepEqual(await reserveRaw([line('L', '')]), {
      status: 400,
      message: 'Size L is not available for Triphala Churna Test Pack (it has no sizes)',
    });
    assert.deepEqual(await reserveRaw([line('', 'Red')]), {
      status: 400,
      message: 'Colour Red is not available for Triphala Churna Test Pack (it has no colours)',
    });
    // issue 27: fifty lines of one product, each a made-up size, ten units a line
    const fifty = Array.from({ length: 50 }, (_, i) => line(`size ${i}`, '', 10));
    assert.equal((await reserveRaw(fifty)).status, 400);
    assert.equal(await stock(p._id), 40, 'nothing was held');
    const [priced] = await rpc.call(CatalogCalls.reserve, {
      checkoutId: randomUUID(),
      items: [line('', '', 2)],
    });
    assert.equal(priced!.quantity, 2, 'no size and no colour is the product itself');
    assert.equal(await stock(p._id), 38);
  });

  it('holds at most 999 units of a product over all its lines, sizes and colours', async () => {
    const p = await create(
      must(
        parseProductInput(
          { ...productBody('AYU-VAR-2'), countInStock: 5000, sizes: ['100 g', '250 g'] },
          'create',
        ),
      ) as ProductInput,
    );
    const line = (size: string, quantity: number) => ({
      productId: p._id,
      quantity,
      size,
      color: '',
    });
    assert.deepEqual(await reserveRaw([line('100 g', 500), line('250 g', 500)]), {
      status: 400,
      message:
        'A checkout holds at most 999 units of one product, all its sizes and colours together',
    });
    assert.equal(await stock(p._id), 5000, 'nothing was held');
    await rpc.call(CatalogCalls.reserve, {
      checkoutId: randomUUID(),
      items: [line('100 g', 500), line('250 g', 499)],
    });
    assert.equal(await stock(p._id), 4001);
  });
});

describe('catalog.products.facts', () => {
  it('answers what carts keep, a page at a time in id order, each with its row’s version', async () => {
    const a = await create(newProduct('AYU-FACTS-1'));
    const b = await create(newProduct('AYU-FACTS-2'));
    await rpc.call(CatalogCalls.update, { caller: admin, id: b._id, changes: { countInStock: 9 } });
    const seen: ProductFacts[] = [];
    let after: string | undefined;
    for (;;) {
      const { facts } = await rpc.call(CatalogCalls.facts, { after, limit: 2 });
      seen.push(...facts);
      if (facts.length < 2) break;
      after = facts.at(-1)!.id;
    }
    const ids = seen.map((f) => f.id);
    assert.deepEqual(ids, [...new Set(ids)].sort(), 'every product once, in id order');
    const { facts } = await rpc.call(CatalogCalls.facts, { ids: [b._id, randomUUID()], limit: 5 });
    const [variant] = (await rpc.call(CatalogCalls.get, { id: b._id })).variants!;
    assert.deepEqual(facts, [
      {
        id: b._id,
        name: 'Triphala Churna Test Pack',
        image: '/images/products/x.svg',
        pricePaise: 29_900, // the discount price
        countInStock: 9,
        variants: [
          {
            id: variant!._id,
            sku: 'AYU-FACTS-2', // a product's one variant has its SKU
            size: '',
            color: '',
            colorName: '',
            pricePaise: 29_900,
            countInStock: 9,
            image: '', // the product's
          },
        ],
        version: 3, // created at 1, raised twice by the edit
      },
    ]);
    assert.equal(seen.find((f) => f.id === a._id)?.version, 1);
  });

  it('refuses an unbounded page or ids that are not product ids', async () => {
    const call = (payload: Record<string, unknown>) =>
      rpc.callRaw({ ...CatalogCalls.facts, parse: (p: unknown) => p as never }, payload);
    const message = async (payload: Record<string, unknown>) => {
      const raw = await call(payload);
      assert.equal(raw.status, 400);
      return JSON.parse(new TextDecoder().decode(raw.body)).message as string;
    };
    assert.equal(await message({ limit: 501 }), 'limit must be a whole number from 1 to 500');
    assert.equal(await message({}), 'limit must be a whole number from 1 to 500');
    assert.equal(await message({ limit: 5, after: 'x' }), 'Invalid product id');
    assert.match(await message({ limit: 5, ids: ['x'] }), /ids must be a list of at most 500/);
  });
});

describe('shutdown', () => {
  it('stops cleanly on SIGTERM after draining, with its outbox published', async () => {
    await create(newProduct('AYU-TRI-T9'));
    assert.equal(await catalog.stop('SIGTERM'), 0);
    const client = new pg.Client({
      connectionString: databaseUrl(env.postgresUrl, ns.database('catalog')),
    });
    await client.connect();
    try {
      const { rows } = await client.query(
        'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
      );
      assert.equal(rows[0].n, 0);
    } finally {
      await client.end();
    }
  });
});
