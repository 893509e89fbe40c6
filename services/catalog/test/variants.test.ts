import {
  CatalogCalls,
  must,
  parseProductInput,
  StockChangedV1,
  type EventEnvelope,
  type Product,
  type ProductInput,
} from '@arogya/contracts';
import { RpcClient, ShopError, streamNames } from '@arogya/platform';
import {
  callerFor,
  dropNamespace,
  startCatalog,
  testEnv,
  uniqueNamespace,
  until,
  type TestEnv,
  type TestProcess,
  FOOD_LABEL,
} from '@arogya/testing';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';

/**
 * Issue 30: a product is sold as variants, each with its own SKU, price, MRP and stock; the
 * product's own figures follow them; holds and sales are per variant; the events tell every
 * variant's stock.
 */
const ns = uniqueNamespace('var');
let env: TestEnv;
let catalog: TestProcess;
let nc: NatsConnection;
let jsm: JetStreamManager;
let rpc: RpcClient;
const admin = callerFor('Variants admin', 'admin');

before(async () => {
  env = await testEnv();
  catalog = await startCatalog(env, ns, { CATALOG_SEED: 'false' });
  nc = await connect({ servers: env.natsUrl });
  jsm = await jetstreamManager(nc);
  rpc = new RpcClient(nc, ns, 5000);
});
after(async () => {
  await nc?.close();
  await catalog?.stop();
  await dropNamespace(env, ns);
});

/** The admin form's body of the whey of the seed, sold in three sizes. */
const whey = (sku: string, extra: Record<string, unknown> = {}) => ({
  name: 'Whey Protein Isolate',
  description: 'Unflavoured whey isolate.',
  sku,
  category: 'Protein',
  label: FOOD_LABEL,
  variants: [
    { size: '500 g', mrp: 2999, price: 2999, discountPrice: 2549, countInStock: 10 },
    { size: '1 kg', mrp: 5499, price: 5499, discountPrice: 4699, countInStock: 6 },
    {
      size: '2 kg',
      mrp: 9999,
      price: 9999,
      discountPrice: 8499,
      countInStock: 1,
      weightGrams: 2300,
    },
  ],
  ...extra,
});
const input = (body: Record<string, unknown>, mode: 'create' | 'update' = 'create') =>
  must(parseProductInput(body, mode)) as ProductInput;
const create = (body: Record<string, unknown>) =>
  rpc.call(CatalogCalls.create, { caller: admin, product: input(body) });
const update = (id: string, body: Record<string, unknown>) =>
  rpc.call(CatalogCalls.update, { caller: admin, id, changes: input(body, 'update') });
const get = (id: string) => rpc.call(CatalogCalls.get, { id });
const line = (p: Product, size: string, quantity = 1, color = '') => ({
  productId: p._id,
  quantity,
  size,
  color,
});
const stockOf = (p: Product) =>
  Object.fromEntries(p.variants!.map((v) => [v.size, v.countInStock]));
const refused = (status: number, message: RegExp | string) => (e: ShopError) =>
  e.status === status &&
  (typeof message === 'string' ? e.message === message : message.test(e.message));

/** The stock-changed events of product `id` in the stream, oldest first. */
async function stockEvents(id: string): Promise<StockChangedV1[]> {
  const stream = streamNames(ns).shop;
  const info = await jsm.streams.info(stream);
  const out: StockChangedV1[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
    const m = await jsm.streams.getMessage(stream, { seq });
    if (m?.subject !== ns.subject(StockChangedV1.type)) continue;
    const e = m.json<EventEnvelope<string, StockChangedV1>>();
    if (e.data.productId === id) out.push(e.data);
  }
  return out;
}

describe('a product sold as variants', () => {
  it('has each variant’s own SKU, prices and stock, and shows the cheapest and the total', async () => {
    const p = await create(whey('PRO-WPI-V1'));
    assert.deepEqual(
      p.variants!.map((v) => [v.sku, v.size, v.mrp, v.price, v.discountPrice, v.countInStock]),
      [
        ['PRO-WPI-V1-500G', '500 g', 2999, 2999, 2549, 10],
        ['PRO-WPI-V1-1KG', '1 kg', 5499, 5499, 4699, 6],
        ['PRO-WPI-V1-2KG', '2 kg', 9999, 9999, 8499, 1],
      ],
    );
    assert.equal(p.variants![2]!.weightGrams, 2300);
    assert.equal(p.variants![2]!.netQuantity, '2 kg', 'the net quantity is the size unless given');
    // the SPEC's fields, derived: the cheapest variant's prices, every variant's stock
    assert.deepEqual([p.price, p.discountPrice, p.mrp, p.countInStock], [2999, 2549, 2999, 17]);
    assert.deepEqual([p.sizes, p.colors, p.colorsName], [['500 g', '1 kg', '2 kg'], [], []]);
    const [listed] = await rpc.call(CatalogCalls.getMany, { ids: [p._id] });
    assert.equal(listed!.variants, undefined, 'lists read the product row alone');
    assert.equal(listed!.countInStock, 17);
  });

  it('prices a line by its variant and holds only that variant’s stock', async () => {
    const p = await create(whey('PRO-WPI-V2'));
    const [big] = await rpc.call(CatalogCalls.reserve, {
      checkoutId: randomUUID(),
      items: [line(p, '2 kg')],
    });
    const v2 = p.variants![2]!;
    assert.equal(big!.pricePaise, 849_900, 'the 2 kg tub at its own price');
    assert.deepEqual(
      [big!.variantId, big!.sku, big!.variant, big!.size],
      [v2._id, 'PRO-WPI-V2-2KG', '2 kg', '2 kg'],
    );
    const after = await get(p._id);
    assert.deepEqual(stockOf(after), { '500 g': 10, '1 kg': 6, '2 kg': 0 }, 'the 500 g untouched');
    assert.equal(after.countInStock, 16);
    // the last 2 kg tub is held: the next is refused, the 500 g still sells
    await assert.rejects(
      () => rpc.call(CatalogCalls.reserve, { checkoutId: randomUUID(), items: [line(p, '2 kg')] }),
      refused(409, 'Whey Protein Isolate (2 kg) is out of stock'),
    );
    const [small] = await rpc.call(CatalogCalls.reserve, {
      checkoutId: randomUUID(),
      items: [line(p, '500 g', 3)],
    });
    assert.equal(small!.pricePaise, 254_900);
    assert.deepEqual(stockOf(await get(p._id)), { '500 g': 7, '1 kg': 6, '2 kg': 0 });
    // no size chosen: the first variant (a product card's add)
    const [plain] = await rpc.call(CatalogCalls.reserve, {
      checkoutId: randomUUID(),
      items: [line(p, '')],
    });
    assert.deepEqual(
      [plain!.size, plain!.variant, plain!.sku, plain!.pricePaise],
      ['', '500 g', 'PRO-WPI-V2-500G', 254_900],
      'its size as asked, beside the variant it chose',
    );
    // every hold's event tells every variant's stock, the newest alone the whole of it
    const events = await until(async () => {
      const found = await stockEvents(p._id);
      return found.length >= 3 ? found : undefined;
    });
    assert.deepEqual(
      events.map((e) => [e.reason, e.countInStock, e.variants!.map((v) => v.countInStock)]),
      [
        ['reserved', 16, [10, 6, 0]],
        ['reserved', 13, [7, 6, 0]],
        ['reserved', 12, [6, 6, 0]],
      ],
    );
  });

  it('makes a product of sizes × colours one variant each, its stock shared out', async () => {
    const p = await create({
      name: 'Yoga Tee',
      description: 'Cotton tee.',
      price: 899,
      discountPrice: 629,
      countInStock: 11,
      sku: 'FIT-TEE-V3',
      category: 'Fitness',
      sizes: ['S', 'M'],
      colors: ['#1f2937', '#ea580c'],
      colorsName: ['Charcoal', 'Saffron'],
    });
    assert.deepEqual(
      p.variants!.map((v) => [v.sku, v.size, v.color, v.colorName, v.price, v.countInStock]),
      [
        ['FIT-TEE-V3-S-CHARCOAL', 'S', '#1f2937', 'Charcoal', 899, 3],
        ['FIT-TEE-V3-S-SAFFRON', 'S', '#ea580c', 'Saffron', 899, 3],
        ['FIT-TEE-V3-M-CHARCOAL', 'M', '#1f2937', 'Charcoal', 899, 3],
        ['FIT-TEE-V3-M-SAFFRON', 'M', '#ea580c', 'Saffron', 899, 2],
      ],
    );
    assert.equal(p.countInStock, 11, 'no unit lost in the sharing');
    // a colour by its name or its code chooses the same variant
    const held = await rpc.call(CatalogCalls.reserve, {
      checkoutId: randomUUID(),
      items: [line(p, 'M', 1, 'Saffron'), line(p, 'M', 1, '#1f2937')],
    });
    assert.deepEqual(
      held.map((i) => [i.sku, i.variant]),
      [
        ['FIT-TEE-V3-M-SAFFRON', 'M · Saffron'],
        ['FIT-TEE-V3-M-CHARCOAL', 'M · Charcoal'],
      ],
    );
    // one stock for several variants says nothing of which: refused, nothing changed
    await assert.rejects(
      () => update(p._id, { countInStock: 50 }),
      refused(
        400,
        'Yoga Tee is sold as 4 variants: set the stock of each (variants[].countInStock)',
      ),
    );
    // a new size keeps the others as they were and starts with none in stock
    const grown = await update(p._id, { sizes: ['S', 'M', 'L'] });
    assert.deepEqual(
      grown.variants!.map((v) => [v.size, v.colorName, v.countInStock]),
      [
        ['S', 'Charcoal', 3],
        ['S', 'Saffron', 3],
        ['M', 'Charcoal', 2],
        ['M', 'Saffron', 1],
        ['L', 'Charcoal', 0],
        ['L', 'Saffron', 0],
      ],
    );
    assert.deepEqual(
      grown.variants!.slice(0, 4).map((v) => v._id),
      p.variants!.map((v) => v._id),
    );
    // a price for the product is a price for every variant (a bulk price change)
    const repriced = await update(p._id, { price: 999, discountPrice: null });
    assert.deepEqual(
      [...new Set(repriced.variants!.map((v) => `${v.mrp}/${v.price}/${v.discountPrice}`))],
      ['999/999/null'],
    );
    assert.deepEqual([repriced.price, repriced.discountPrice], [999, null]);
  });

  it('edits the variants: reorder, reprice, add, remove; never one with units held', async () => {
    const p = await create(whey('PRO-WPI-V4'));
    const [small, mid, big] = p.variants!;
    await rpc.call(CatalogCalls.reserve, { checkoutId: randomUUID(), items: [line(p, '1 kg', 2)] });
    const edited = await update(p._id, {
      variants: [
        { _id: big!._id, size: '2 kg', mrp: 9999, price: 8999, countInStock: 5 },
        { _id: small!._id, size: '500 g', mrp: 2999, price: 2999, discountPrice: 2499 },
        { _id: mid!._id, size: '1 kg', mrp: 5499, price: 5499 },
        { size: '4 kg', price: 15999, countInStock: 2, sku: 'PRO-WPI-V4-TUB' },
      ],
    });
    assert.deepEqual(
      edited.variants!.map((v) => [v.size, v.price, v.discountPrice, v.countInStock, v.sku]),
      [
        ['2 kg', 8999, null, 5, 'PRO-WPI-V4-2KG'],
        ['500 g', 2999, 2499, 10, 'PRO-WPI-V4-500G'], // stock unsaid: kept
        ['1 kg', 5499, null, 4, 'PRO-WPI-V4-1KG'], // 2 of 6 held
        ['4 kg', 15999, null, 2, 'PRO-WPI-V4-TUB'],
      ],
    );
    assert.deepEqual([edited.price, edited.discountPrice, edited.countInStock], [2999, 2499, 21]);
    assert.deepEqual(edited.sizes, ['2 kg', '500 g', '1 kg', '4 kg'], 'in the variants’ order');
    // the 1 kg has units held by a checkout: it cannot go
    await assert.rejects(
      () =>
        update(p._id, {
          variants: edited.variants!.filter((v) => v.size !== '1 kg').map((v) => ({ ...v })),
        }),
      refused(409, /Whey Protein Isolate 1 kg has 2 units held by checkouts/),
    );
    // the 4 kg has none: it goes
    const fewer = await update(p._id, {
      variants: edited.variants!.filter((v) => v.size !== '4 kg').map((v) => ({ ...v })),
    });
    assert.deepEqual(fewer.sizes, ['2 kg', '500 g', '1 kg']);
    assert.equal(fewer.countInStock, 19);
    // a variant of another product is no variant of this one
    const other = await create(whey('PRO-WPI-V5'));
    await assert.rejects(
      () =>
        update(p._id, {
          variants: [{ _id: other.variants![0]!._id, size: '500 g', price: 100 }],
        }),
      refused(400, /is not one of this product's/),
    );
  });

  it('takes from a record sent back whole only what changed (the SPEC console’s edit)', async () => {
    const plain = await create({
      name: 'Copper Bottle',
      description: 'd',
      price: 999,
      countInStock: 12,
      sku: 'LIF-CPR-V8',
      category: 'Lifestyle',
    });
    // the whole record back, its variants and stock as they were, with sizes and a price
    const { _id: _, variants, ...record } = plain;
    const sized = await update(plain._id, { ...record, variants, price: 1099, sizes: 'S, M' });
    assert.deepEqual(
      sized.variants!.map((v) => [v._id, v.size, v.price, v.countInStock]),
      [
        [plain.variants![0]!._id, 'S', 1099, 12], // the bottle it was, stock and all
        [sized.variants![1]!._id, 'M', 1099, 0],
      ],
    );
    assert.equal(sized.countInStock, 12, 'no unit lost');
    // sent back whole again with nothing changed: nothing changes
    const { _id: __, ...again } = sized;
    const same = await update(plain._id, again);
    assert.deepEqual(same.variants, sized.variants);
  });

  it('refuses prices above the MRP, twin variants and SKUs taken (nothing written)', () => {
    const bad = (variants: unknown[]) => parseProductInput(whey('X-1', { variants }), 'create');
    assert.deepEqual(bad([{ size: 'a', price: 100, mrp: 90 }]), {
      ok: false,
      message: 'variants[0]: price must not be greater than the MRP',
    });
    assert.deepEqual(bad([{ size: 'a', price: 100, discountPrice: 120 }]), {
      ok: false,
      message: 'variants[0]: discountPrice must not be greater than price',
    });
    assert.deepEqual(
      bad([
        { size: 'a', price: 1 },
        { size: 'a', price: 2 },
      ]),
      {
        ok: false,
        message: 'variants[1] has the same size and colour as variants[0]',
      },
    );
    assert.deepEqual(bad([{ size: 'a' }]), { ok: false, message: 'variants[0].price is required' });
    assert.deepEqual(bad([]), {
      ok: false,
      message: 'variants must be a list of 1 to 60 variants',
    });
    assert.deepEqual(bad([{ size: 'a', price: 1, flavour: 'x' }]), {
      ok: false,
      message: 'Unknown field: variants[0].flavour',
    });
  });

  it('refuses a variant SKU another product’s variant has, and keeps the product unwritten', async () => {
    await create(whey('PRO-WPI-V6'));
    const body = whey('PRO-WPI-V7');
    const variants = [{ ...body.variants[0]!, sku: 'PRO-WPI-V6-1KG' }, ...body.variants.slice(1)];
    await assert.rejects(
      () => create({ ...body, variants }),
      refused(409, 'A variant with one of these SKUs already exists'),
    );
    const page = await rpc.call(CatalogCalls.adminList, {
      caller: admin,
      sort: 'createdAt',
      order: 'DESC',
      offset: 0,
      limit: 50,
      filter: { q: 'PRO-WPI-V7' },
    });
    assert.equal(page.total, 0);
  });
});
