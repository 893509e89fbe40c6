import {
  CatalogCalls,
  CheckoutExpiredV1,
  must,
  OrderCancelledV1,
  OrderPlacedV1,
  parseProductInput,
  StockChangedV1,
  todayInIndia,
  type EventEnvelope,
  type Product,
  type ProductBatch,
  type ProductInput,
} from '@arogya/contracts';
import { RpcClient, ShopError, streamNames } from '@arogya/platform';
import {
  callerFor,
  dropNamespace,
  FOOD_LABEL,
  publishEvent,
  serviceDatabase,
  startCatalog,
  testEnv,
  uniqueNamespace,
  until,
  type ServiceDatabase,
  type TestEnv,
  type TestProcess,
} from '@arogya/testing';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';

/**
 * Issue 30, batches and shelf life: stock received as batches with an expiry; holds take the
 * batch that expires first; a batch with fewer than BATCH_MIN_SHELF_LIFE_DAYS (60 here) left
 * is refused, and the sweep takes one that gets there off sale — its held units still sell,
 * and none of its units ever comes back on sale.
 */
const ns = uniqueNamespace('bat');
const MIN_DAYS = 60;
let env: TestEnv;
let catalog: TestProcess;
let nc: NatsConnection;
let jsm: JetStreamManager;
let rpc: RpcClient;
let db: ServiceDatabase;
const admin = callerFor('Batches admin', 'admin');

before(async () => {
  env = await testEnv();
  catalog = await startCatalog(env, ns, {
    CATALOG_SEED: 'false',
    BATCH_MIN_SHELF_LIFE_DAYS: String(MIN_DAYS),
    BATCH_EXPIRY_WARNING_DAYS: '30',
    BATCH_SWEEP_EVERY_MS: '300',
  });
  nc = await connect({ servers: env.natsUrl });
  jsm = await jetstreamManager(nc);
  rpc = new RpcClient(nc, ns, 5000);
  db = await serviceDatabase(env, ns, 'catalog');
});
after(async () => {
  await db?.close();
  await nc?.close();
  await catalog?.stop();
  await dropNamespace(env, ns);
});

/** The day `days` from today in India. */
const inDays = (days: number) =>
  new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

async function whey(sku: string): Promise<Product> {
  const body = {
    name: 'Whey Protein Isolate',
    description: 'Unflavoured.',
    sku,
    category: 'Protein',
    label: { ...FOOD_LABEL, shelfLifeMonths: 18 },
    variants: [
      { size: '500 g', price: 2549, countInStock: 2 },
      { size: '1 kg', price: 4749, countInStock: 0 },
    ],
  };
  const product = must(parseProductInput(body, 'create')) as ProductInput;
  return rpc.call(CatalogCalls.create, { caller: admin, product });
}
const get = (id: string) => rpc.call(CatalogCalls.get, { id });
const receive = (p: Product, code: string, expiresOn: string, quantity: number, size = '500 g') =>
  rpc.call(CatalogCalls.receiveBatch, {
    caller: admin,
    productId: p._id,
    variantId: p.variants!.find((v) => v.size === size)!._id,
    batch: { code, expiresOn, manufacturedOn: null, quantity },
  });
const batches = async (p: Product) =>
  Object.fromEntries(
    (await rpc.call(CatalogCalls.batches, { caller: admin, productId: p._id })).map((b) => [
      b.code,
      [b.onHand, b.reserved, b.writtenOff, b.state],
    ]),
  );
const small = async (p: Product) => (await get(p._id)).variants![0]!;
const line = (p: Product, quantity: number) => ({
  productId: p._id,
  quantity,
  size: '500 g',
  color: '',
});
const refused = (status: number, message: RegExp | string) => (e: ShopError) =>
  e.status === status &&
  (typeof message === 'string' ? e.message === message : message.test(e.message));
const hold = async (p: Product, quantity: number) => {
  const checkoutId = randomUUID();
  await rpc.call(CatalogCalls.reserve, { checkoutId, items: [line(p, quantity)] });
  return checkoutId;
};
const order = (p: Product, checkoutId: string, quantity: number) => ({
  orderId: randomUUID(),
  checkoutId,
  userId: randomUUID(),
  items: [{ ...line(p, quantity), name: p.name, pricePaise: 254_900 }],
  totalPricePaise: 254_900 * quantity,
});

/** The stock-changed events of product `id`, oldest first. */
async function stockEvents(id: string): Promise<StockChangedV1[]> {
  const stream = streamNames(ns).shop;
  const info = await jsm.streams.info(stream);
  const out: StockChangedV1[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
    const m = await jsm.streams.getMessage(stream, { seq });
    if (!m) continue;
    const e = m.json<EventEnvelope<string, StockChangedV1>>();
    if (e.type === StockChangedV1.type && e.data.productId === id) out.push(e.data);
  }
  return out;
}

describe('batches and shelf life (issue 30)', () => {
  it('receives batches onto the variant’s stock and shows the earliest expiry on sale', async () => {
    const p = await whey('BAT-WPI-1');
    const late = await receive(p, 'b-late', inDays(400), 5);
    assert.deepEqual(
      [late.code, late.onHand, late.received, late.state, late.variant, late.sellUntil],
      ['B-LATE', 5, 5, 'selling', '500 g', inDays(400 - MIN_DAYS)],
    );
    await receive(p, 'B-SOON', inDays(200), 3);
    const v = await small(p);
    assert.equal(v.countInStock, 2 + 5 + 3, 'its own 2 and both batches');
    assert.equal(v.expiresOn, inDays(200), 'the batch that ships first');
    assert.equal((await get(p._id)).variants![1]!.expiresOn, null, 'not stocked by batches');
    // refusals: too little shelf life, the same batch twice, a date that is none
    await assert.rejects(
      () => receive(p, 'B-OLD', inDays(MIN_DAYS - 1), 4),
      refused(
        400,
        `Batch B-OLD expires on ${inDays(MIN_DAYS - 1)}: ${MIN_DAYS - 1} days of shelf life left, fewer than the ${MIN_DAYS} a batch must have to be sold`,
      ),
    );
    await assert.rejects(
      () => receive(p, 'b-soon', inDays(300), 1),
      refused(409, /received already/),
    );
    await assert.rejects(
      () => receive(p, 'B-X', '2027-02-30', 1),
      refused(400, /expiresOn must be a date/),
    );
    assert.equal((await small(p)).countInStock, 10, 'nothing written by a refusal');
  });

  it('holds from the batch that expires first, sells from the hold, and frees a released one', async () => {
    const p = await whey('BAT-WPI-2');
    await receive(p, 'LATE', inDays(400), 5);
    await receive(p, 'SOON', inDays(200), 3);
    const first = await hold(p, 4); // SOON's 3, then 1 of LATE
    assert.deepEqual(await batches(p), {
      SOON: [3, 3, 0, 'selling'],
      LATE: [5, 1, 0, 'selling'],
    });
    await publishEvent(nc, ns, OrderPlacedV1, order(p, first, 4));
    await until(async () => ((await batches(p)).SOON![0] === 0 ? true : undefined));
    assert.deepEqual(await batches(p), { SOON: [0, 0, 0, 'selling'], LATE: [4, 0, 0, 'selling'] });
    assert.equal((await small(p)).expiresOn, inDays(400), 'SOON is sold out');
    const second = await hold(p, 5); // LATE's 4, then 1 of the variant's own
    assert.deepEqual((await batches(p)).LATE, [4, 4, 0, 'selling']);
    await publishEvent(nc, ns, CheckoutExpiredV1, { checkoutId: second, userId: randomUUID() });
    await until(async () => ((await batches(p)).LATE![1] === 0 ? true : undefined));
    assert.equal((await small(p)).countInStock, 6, '4 in LATE and 2 of its own, free again');
    // the released checkout is paid after all: it sells from what is free, LATE first
    await publishEvent(nc, ns, OrderPlacedV1, order(p, second, 5));
    await until(async () => ((await small(p)).countInStock === 1 ? true : undefined));
    assert.deepEqual((await batches(p)).LATE, [0, 0, 0, 'selling']);
  });

  it('takes a batch at its last day off sale: its free units written off, its held ones sold, none back', async () => {
    const p = await whey('BAT-WPI-3');
    await receive(p, 'AGEING', inDays(200), 6);
    await receive(p, 'FRESH', inDays(500), 2);
    const sold = await hold(p, 2);
    const given = await hold(p, 1);
    assert.deepEqual((await batches(p)).AGEING, [6, 3, 0, 'selling']);
    // time passes: AGEING now has one day less than the threshold left
    await db.query(
      'UPDATE product_batches SET expires_on = $2 WHERE code = $1 AND product_id = $3',
      ['AGEING', inDays(MIN_DAYS - 1), p._id],
    );
    const retired = await until(async () => {
      const b = await batches(p);
      return b.AGEING![3] === 'retired' ? b : undefined;
    });
    assert.deepEqual(retired.AGEING, [3, 3, 3, 'retired'], '3 free units written off, 3 held');
    assert.equal((await small(p)).countInStock, 2 + 2, 'its own 2 and FRESH’s 2');
    assert.equal((await small(p)).expiresOn, inDays(500));
    const expired = await until(async () =>
      (await stockEvents(p._id)).find((e) => e.reason === 'expired'),
    );
    assert.equal(expired.variants![0]!.countInStock, 4);
    // a held unit still sells; a released one is written off, not put back on sale
    await publishEvent(nc, ns, OrderPlacedV1, order(p, sold, 2));
    await publishEvent(nc, ns, CheckoutExpiredV1, { checkoutId: given, userId: randomUUID() });
    await until(async () => ((await batches(p)).AGEING![1] === 0 ? true : undefined));
    assert.deepEqual((await batches(p)).AGEING, [0, 0, 4, 'retired']);
    assert.equal((await small(p)).countInStock, 4, 'nothing of AGEING came back');
    // a cancelled order's units of a retired batch are written off too
    await publishEvent(nc, ns, OrderCancelledV1, {
      orderId: randomUUID(),
      checkoutId: sold,
      userId: randomUUID(),
      items: [],
      totalPricePaise: 0,
      razorpayPaymentId: null,
    });
    await until(async () => ((await batches(p)).AGEING![2] === 6 ? true : undefined));
    assert.equal((await small(p)).countInStock, 4);
    // the console's warning lists it no longer; FRESH is far from its last day
    const expiring = await rpc.call(CatalogCalls.batches, { caller: admin });
    assert.ok(!expiring.some((b: ProductBatch) => b.productId === p._id));
  });

  it('counts a batch, warns before its last day, and keeps batch units from a stock edit', async () => {
    const p = await whey('BAT-WPI-4');
    const b = await receive(p, 'NEAR', inDays(MIN_DAYS + 10), 5);
    assert.equal(b.state, 'expiring', 'within 30 days of its last day on sale');
    const warned = await rpc.call(CatalogCalls.batches, { caller: admin });
    assert.deepEqual(
      warned.filter((x) => x.productId === p._id).map((x) => [x.code, x.productName, x.variant]),
      [['NEAR', 'Whey Protein Isolate', '500 g']],
    );
    const checkoutId = await hold(p, 2);
    assert.ok(checkoutId);
    const count = (onHand: number) =>
      rpc.call(CatalogCalls.countBatch, {
        caller: admin,
        productId: p._id,
        batchId: b._id,
        onHand,
      });
    await assert.rejects(
      () => count(1),
      refused(400, /2 units of batch NEAR are held by checkouts/),
    );
    const counted = await count(4);
    assert.deepEqual([counted.onHand, counted.reserved], [4, 2]);
    assert.equal((await small(p)).countInStock, 2 + 2, 'its own 2, and NEAR’s 2 free');
    // a stock edit may change the variant's own units, never below its batches' free units
    const v = (await get(p._id)).variants!;
    const edit = (countInStock: number) =>
      rpc.call(CatalogCalls.update, {
        caller: admin,
        id: p._id,
        changes: must(
          parseProductInput(
            { variants: v.map((x, i) => ({ ...x, ...(i === 0 && { countInStock }) })) },
            'update',
          ),
        ),
      });
    await assert.rejects(() => edit(1), refused(400, /has 2 units in batches: count a batch/));
    assert.equal((await edit(7)).variants![0]!.countInStock, 7);
    assert.deepEqual((await batches(p)).NEAR, [4, 2, 0, 'expiring']);
  });
});
