import {
  CartCalls,
  ErasureDone,
  newGuestId,
  PrivacyExportCalls,
  type Caller,
  type CartOwner,
  type Product,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import {
  callerFor,
  CART_PRODUCTS,
  catalogProduct,
  serviceDatabase,
  serviceShop,
  startCart,
  startCatalog,
  type ServiceDatabase,
  rowsMentioning as scanRows,
  erasureAnswered,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

const shop = serviceShop(
  'cartprivacy',
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
let mat: Product;
let oil: Product;

before(async () => {
  await shop.ready;
  ({ rpc, db } = shop.parts);
  mat = await catalogProduct(rpc, CART_PRODUCTS.mat);
  oil = await catalogProduct(rpc, CART_PRODUCTS.oil);
});

const add = (owner: CartOwner, p: Product, quantity: number) =>
  rpc.call(CartCalls.add, { owner, productId: p._id, quantity, size: '', color: '' });
const exported = (caller: Caller) =>
  rpc.call(PrivacyExportCalls.cart, { caller, email: null, phone: null });

/** Every row of every table of the cart database that mentions one of `needles`. */
const rowsMentioning = (needles: string[]) =>
  scanRows(db, needles, ['carts', 'cart_lines', 'product_facts', 'outbox', 'processed_events']);

/** The person the tests erase, as the users service announces them. */
const person = (caller: Caller) => ({
  userId: caller.userId,
  email: `erase-${caller.userId.slice(0, 8)}@example.test`,
  phone: `9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
});

/** Publishes an erasure request of `p` (`times` deliveries) and answers the cart's. */
async function erase(p: ReturnType<typeof person>, times = 1) {
  const done = await erasureAnswered(shop, 'cart', p, times);
  return { requestId: done.requestId, done };
}

describe('privacy: a person’s cart, exported and erased (DPDP)', () => {
  it('exports the caller’s cart lines newest first, and nothing of anyone else', async () => {
    const [asha, ravi] = [callerFor('Asha Export'), callerFor('Ravi Export')];
    await add(asha, mat, 2);
    await add(asha, oil, 1);
    await add(ravi, oil, 3);
    const mine = (await exported(asha)) as { lines: Record<string, unknown>[] };
    assert.deepEqual(
      mine.lines.map((l) => [l.productId, l.name, l.quantity, l.price]),
      [
        [oil._id, 'Kumkumadi Oil', 1, 1200],
        [mat._id, 'Yoga Mat', 2, 1500],
      ],
    );
    assert.ok(mine.lines.every((l) => typeof l.addedAt === 'string'));
    assert.deepEqual(await exported(callerFor('Nobody')), { lines: [] });
  });

  it('deletes the person’s cart and lines once, leaves others alone, and answers done', async () => {
    const [meera, other] = [callerFor('Meera Erase'), callerFor('Other Shopper')];
    const guest = { guestId: newGuestId() };
    await add(meera, mat, 1);
    await add(meera, oil, 2);
    await add(other, mat, 3);
    await add(guest, oil, 1);
    const p = person(meera);
    const theirs = await rpc.call(CartCalls.get, { owner: other });
    const guests = await rpc.call(CartCalls.get, { owner: guest });
    assert.ok((await rowsMentioning([meera.userId])).length > 0, 'the scan sees the cart');

    // delivered twice (a redelivery): the inbox handles it once
    const first = await erase(p, 2);
    assert.deepEqual(first.done, {
      requestId: first.requestId,
      userId: meera.userId,
      service: 'cart',
      erased: { carts: 1, cartLines: 2, publishedEvents: 0 },
      kept: [],
    });
    const answers = await shop.published(ErasureDone.cart, (d) => d.requestId === first.requestId);
    assert.equal(answers.length, 1, 'one answer for one request');

    const left = await rowsMentioning([meera.userId, p.email, p.phone]);
    assert.deepEqual(
      left.filter((r) => !(r.table === 'outbox' && r.row.includes('erasure-done'))),
      [],
      'only the cart’s own answer names the id',
    );
    assert.deepEqual((await rpc.call(CartCalls.get, { owner: meera })).products, []);
    assert.deepEqual(await exported(meera), { lines: [] });
    assert.deepEqual(await rpc.call(CartCalls.get, { owner: other }), theirs);
    assert.deepEqual(await rpc.call(CartCalls.get, { owner: guest }), guests);

    // a second request for the same person finds nothing left and still answers done
    const second = await erase(p);
    assert.equal(second.done.service, 'cart');
    assert.equal(second.done.erased.carts, 0);
    assert.equal(second.done.erased.cartLines, 0);
  });
});
