import { RpcClient, ShopError } from '@arogya/platform';
import { connect } from '@nats-io/transport-node';
import {
  ProductCreatedV1,
  republishDeadLetterCall,
  type DeadLetter,
  type DeadLetterAuditEntry,
  type Product,
} from '@arogya/contracts';
import {
  FOOD_LABEL,
  apiOf,
  eventsSettled,
  metricValue,
  publishMalformed,
  REFUSED_ON_PURPOSE,
  refuseProductInCart,
  serviceDatabase,
  signUp,
  startCart,
  startCatalog,
  startGateway,
  startUsers,
  testShop,
  until,
  type PlantedFault,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

const ADMIN = { email: 'dlq-admin@test.local', password: 'dlq-admin-pass' };
const shop = testShop('dlq', async (env, ns) => {
  const [users, catalog, cart] = await Promise.all([
    startUsers(env, ns, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    startCatalog(env, ns, { CATALOG_SEED: 'false' }),
    startCart(env, ns),
  ]);
  const gateway = await startGateway(env, ns);
  return { users, catalog, cart, gateway, cartDb: await serviceDatabase(env, ns, 'cart') };
});
const api = apiOf(() => shop.parts.gateway.baseUrl);
let admin: string;
let customer: string;

before(async () => {
  await shop.ready;
  admin = (await api('POST', '/api/users/login', ADMIN)).body.token;
  customer = (await signUp(api, 'dlq-shopper')).token;
});

const gauge = () => metricValue(shop.parts.gateway.opsUrl, 'dlq_messages');
const handledByCart = () =>
  metricValue(
    shop.parts.cart.opsUrl,
    'events_handled_total',
    'consumer="cart-product-created",outcome="handled"',
  );
const letters = async () => {
  const r = await api('GET', '/api/admin/dead-letters?range=[0,24]', undefined, admin);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r as { body: (DeadLetter & { id: string })[]; headers: Headers };
};
/** Waits for the dead letter of `consumer` whose payload `match`es. */
const letterOf = (consumer: string, match: (l: DeadLetter) => boolean) =>
  until(
    async () => (await letters()).body.find((l) => l.consumer === consumer && match(l)),
    30_000,
    `a dead letter of ${consumer}`,
  );

describe('dead letters in the console’s API (issue 16)', () => {
  let fault: PlantedFault;
  let product: Product;
  let letter: DeadLetter & { id: string };

  it('a product the cart cannot take becomes a dead letter that admins see with its fields', async () => {
    assert.equal(await gauge(), 0);
    const name = 'Dead Letter Tulsi Tea';
    fault = await refuseProductInCart(shop.env, shop.ns, name);
    const created = await api(
      'POST',
      '/api/admin/products',
      {
        name,
        description: 'Made to fail.',
        price: 250,
        countInStock: 5,
        sku: 'DLQ-TULSI',
        category: 'Superfood',
        label: FOOD_LABEL,
      },
      admin,
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    product = created.body;
    letter = await letterOf('cart-product-created', (l) => {
      const p = l.payload as { data?: { product?: { _id?: string } } };
      return p.data?.product?._id === product._id;
    });
    assert.equal(letter.id, letter._id);
    assert.match(letter.id, /^\d+$/, 'the DLQ stream sequence');
    assert.equal(letter.subject, ProductCreatedV1.type);
    assert.match(
      letter.error,
      new RegExp(`cannot take product ${product._id} \\(${REFUSED_ON_PURPOSE}\\)`),
    );
    assert.equal(letter.deliveries, 5, 'every delivery was tried');
    assert.equal(
      letter.eventId,
      (letter.payload as { id: string }).id,
      'the original msg id: the event id',
    );
    assert.ok(Date.parse(letter.publishedAt!) <= Date.parse(letter.firstFailedAt));
    assert.ok(
      Date.parse(letter.firstFailedAt) < Date.parse(letter.lastFailedAt),
      'retried with backoff',
    );
    const list = await letters();
    assert.equal(list.headers.get('content-range'), 'dead-letters 0-0/1');
    const one = await api('GET', `/api/admin/dead-letters/${letter.id}`, undefined, admin);
    assert.deepEqual(one.body, letter);
    await until(async () => ((await gauge()) === 1 ? true : undefined), 5_000, 'dlq_messages 1');
  });

  it('only admins reach dead letters', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/dead-letters'],
      ['GET', `/api/admin/dead-letters/${letter.id}`],
      ['POST', `/api/admin/dead-letters/${letter.id}/replay`],
      ['POST', `/api/admin/dead-letters/${letter.id}/discard`, { reason: 'not mine' }],
      ['GET', '/api/admin/dead-letter-audit'],
    ] as const) {
      assert.equal((await api(method, path, body, customer)).status, 403, `${method} ${path}`);
      assert.equal((await api(method, path, body)).status, 401, `${method} ${path} signed out`);
    }
    assert.equal((await letters()).body.length, 1, 'still there');
  });

  it('only the service whose event it is publishes it again (in Kubernetes NATS lets no one else)', async () => {
    const nc = await connect({ servers: shop.env.natsUrl });
    try {
      const rpc = new RpcClient(nc, shop.ns, 5000);
      const handledBefore = await handledByCart();
      // the cart may not republish catalog's product-created, and nothing is published
      await assert.rejects(
        rpc.call(republishDeadLetterCall('cart'), { id: Number(letter.id) }),
        (err: ShopError) =>
          err.status === 409 &&
          new RegExp(
            `^Dead letter ${letter.id} is "${ProductCreatedV1.type}", not an event of cart$`,
          ).test(err.message),
      );
      await assert.rejects(
        rpc.call(republishDeadLetterCall('catalog'), { id: 0 }),
        /id is a positive whole number/,
      );
      await assert.rejects(
        rpc.call(republishDeadLetterCall('catalog'), { id: 999_999 }),
        (err: ShopError) => err.status === 404,
      );
      await eventsSettled(shop.env, shop.ns, [shop.parts.cart, shop.parts.catalog]);
      assert.equal(await handledByCart(), handledBefore, 'nothing was published');
      assert.ok(
        (await letters()).body.some((l: DeadLetter) => l._id === letter.id),
        'still there',
      );
    } finally {
      await nc.close();
    }
  });

  it('replayed once after the cause is fixed, the event is handled once; a second replay is refused', async () => {
    const handledBefore = await handledByCart();
    await fault.fix();
    const r = await api('POST', `/api/admin/dead-letters/${letter.id}/replay`, undefined, admin);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const entry = r.body as DeadLetterAuditEntry & { id: string };
    assert.equal(entry.action, 'replayed');
    assert.equal(entry.deadLetterId, letter.id);
    assert.equal(entry.eventId, letter.eventId);
    assert.deepEqual(
      { name: entry.by.name, email: entry.by.email },
      { name: 'Arogya Admin', email: ADMIN.email },
    );
    await until(
      async () => ((await handledByCart()) === handledBefore + 1 ? true : undefined),
      10_000,
      'the cart to handle the replay',
    );
    const again = await api('POST', `/api/admin/dead-letters/${letter.id}/replay`, {}, admin);
    assert.equal(again.status, 409);
    assert.match(
      again.body.message,
      new RegExp(`^Dead letter ${letter.id} was already replayed by Arogya Admin at `),
    );
    await eventsSettled(shop.env, shop.ns, [shop.parts.cart, shop.parts.catalog]);
    assert.equal(await handledByCart(), handledBefore + 1, 'handled exactly once');
    const { rows } = await shop.parts.cartDb.query(
      `SELECT (SELECT count(*)::int FROM processed_events WHERE consumer = 'cart-product-created' AND event_id = $1) AS inbox,
              (SELECT count(*)::int FROM product_facts WHERE product_id = $2) AS facts`,
      [letter.eventId, product._id],
    );
    assert.deepEqual(rows[0], { inbox: 1, facts: 1 });
    const gone = await api('GET', `/api/admin/dead-letters/${letter.id}`, undefined, admin);
    assert.equal(gone.status, 404);
    assert.match(gone.body.message, /already replayed by Arogya Admin/);
    assert.deepEqual((await letters()).body, []);
    await until(async () => ((await gauge()) === 0 ? true : undefined), 5_000, 'dlq_messages 0');
  });

  it('a malformed event is discarded only with a reason, which the audit trail keeps', async () => {
    await publishMalformed(shop.env, shop.ns, ProductCreatedV1.type, 'not json {');
    const bad = await letterOf('cart-product-created', (l) => l.payload === 'not json {');
    assert.match(bad.error, /Malformed event|JSON/);
    assert.equal(bad.deliveries, 1, 'dead-lettered at once');
    assert.equal(bad.eventId, null);
    await until(async () => ((await gauge()) === 1 ? true : undefined), 5_000, 'dlq_messages 1');

    const discard = (body?: unknown) =>
      api('POST', `/api/admin/dead-letters/${bad.id}/discard`, body, admin);
    for (const [body, message] of [
      [undefined, /JSON object with a reason/],
      [{}, /Say why/],
      [{ reason: '   ' }, /Say why/],
      [{ reason: 42 }, /reason must be text/],
      [{ reason: 'x'.repeat(501) }, /at most 500 characters/],
      [{ reason: 'ok', force: true }, /Unknown field: force/],
    ] as const) {
      const r = await discard(body);
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.match(r.body.message, message);
    }
    assert.equal((await letters()).body.length, 1, 'a refused discard removes nothing');
    const ok = await discard({ reason: '  A test event with no envelope  ' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.reason, 'A test event with no envelope');
    assert.equal((await discard({ reason: 'again' })).status, 409);
    await until(async () => ((await gauge()) === 0 ? true : undefined), 5_000, 'dlq_messages 0');

    const audit = await api(
      'GET',
      '/api/admin/dead-letter-audit?sort=["id","DESC"]&range=[0,9]',
      undefined,
      admin,
    );
    assert.equal(audit.status, 200);
    assert.equal(audit.headers.get('content-range'), 'dead-letter-audit 0-1/2');
    const trail = audit.body as (DeadLetterAuditEntry & { id: string })[];
    assert.deepEqual(
      trail.map((e) => [e.action, e.deadLetterId, e.reason, e.by.email]),
      [
        ['discarded', bad.id, 'A test event with no envelope', ADMIN.email],
        ['replayed', letter.id, null, ADMIN.email],
      ],
    );
    assert.ok(trail.every((e) => e.id === e._id && Date.parse(e.at) > 0));
    const one = await api('GET', `/api/admin/dead-letter-audit/${trail[1]!.id}`, undefined, admin);
    assert.deepEqual(one.body, trail[1]);
  });

  it('bad ids, filters and sorts are refused with 400, unknown ids with 404, never a 500', async () => {
    for (const [method, path, status, message] of [
      ['GET', '/api/admin/dead-letters/abc', 400, /positive whole number/],
      ['GET', '/api/admin/dead-letters/0', 400, /positive whole number/],
      ['GET', '/api/admin/dead-letters/99999999999999999', 400, /positive whole number/],
      ['GET', '/api/admin/dead-letters/99999', 404, /^No dead letter 99999$/],
      ['POST', '/api/admin/dead-letters/99999/replay', 404, /^No dead letter 99999$/],
      ['POST', '/api/admin/dead-letters/-1/replay', 400, /positive whole number/],
      ['GET', '/api/admin/dead-letters?filter={"consumer":"x"}', 400, /only hold id/],
      ['GET', '/api/admin/dead-letters?filter={"id":["x"]}', 400, /positive whole number/],
      ['GET', '/api/admin/dead-letters?sort=["error","ASC"]', 400, /sort field/],
      ['GET', '/api/admin/dead-letter-audit/77777', 404, /No audit record 77777/],
    ] as const) {
      const r = await api(method, path, undefined, admin);
      assert.equal(r.status, status, `${method} ${path}: ${JSON.stringify(r.body)}`);
      assert.match(r.body.message, message);
    }
    const replayWithBody = await api(
      'POST',
      '/api/admin/dead-letters/1/replay',
      { force: true },
      admin,
    );
    assert.equal(replayWithBody.status, 400);
    const many = await api('GET', `/api/admin/dead-letters?filter={"id":[1,2]}`, undefined, admin);
    assert.deepEqual(many.body, [], 'getMany of handled letters: none left');
  });
});
