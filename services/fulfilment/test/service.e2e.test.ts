// The fulfilment service (issue 33) against the running PostgreSQL, NATS and Redis: it starts,
// makes and migrates its own database, answers ready, answers its calls over NATS under its own
// name, and serves its metrics: what every feature of it stands on.
import { republishDeadLetterCall, type ShopError } from '@arogya/contracts';
import { PLATFORM_MIGRATIONS, RpcClient } from '@arogya/platform';
import {
  serviceDatabase,
  serviceShop,
  startFulfilment,
  type ServiceDatabase,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, it } from 'node:test';

const shop = serviceShop(
  'fulfil',
  async (env, ns) => {
    const fulfilment = await startFulfilment(env, ns);
    return { fulfilment, db: await serviceDatabase(env, ns, 'fulfilment') };
  },
  RpcClient,
);
let db: ServiceDatabase;
let opsUrl: string;

before(async () => {
  await shop.ready;
  db = shop.parts.db;
  opsUrl = shop.parts.fulfilment.opsUrl;
});

it('answers ready on its ops port once PostgreSQL, NATS and Redis answer it', async () => {
  const live = await fetch(`${opsUrl}/health/live`);
  assert.equal(live.status, 200);
  const ready = await fetch(`${opsUrl}/health/ready`);
  assert.equal(ready.status, 200);
  const body = (await ready.json()) as { status: string; checks: { name: string; ok: boolean }[] };
  assert.equal(body.status, 'ok');
  assert.deepEqual(
    body.checks.map((c) => [c.name, c.ok]),
    [
      ['postgres', true],
      ['nats', true],
      ['redis', true],
    ],
  );
});

it("owns its database, the namespace's fulfilment one, migrated with the platform's outbox and inbox and its own tables", async () => {
  const { rows: current } = await db.query<{ name: string }>('SELECT current_database() AS name');
  assert.equal(current[0]!.name, shop.ns.database('fulfilment'));
  assert.equal(current[0]!.name, `${shop.ns.prefix}_fulfilment`);
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  // the platform's tables, and its own: the orders to ship, shipments, their scans, pickups,
  // failed deliveries, claims
  assert.deepEqual(
    tables.map((t) => t.name),
    [
      'claims',
      'delivery_issues',
      'migrations',
      'orders_to_ship',
      'outbox',
      'pickups',
      'processed_events',
      'shipment_scans',
      'shipments',
    ],
  );
  const { rows: migrations } = await db.query<{ name: string }>(
    'SELECT name FROM migrations ORDER BY id',
  );
  assert.deepEqual(
    migrations.map((m) => m.name),
    [
      ...PLATFORM_MIGRATIONS.map((m) => m.name),
      'OrdersToShip1768600000100',
      'Shipments1768600000200',
      'Pickups1768600000300',
      'Tracking1768600000400',
      'DeliveryIssues1768600000500',
      'Claims1768600000600',
    ],
  );
  const { rows: outbox } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
  assert.equal(outbox[0]!.n, 0, 'it has published nothing');
});

it('answers its own calls over NATS as fulfilment (a replay of a dead letter it does not hold: 404)', async () => {
  await assert.rejects(
    shop.parts.rpc.call(republishDeadLetterCall('fulfilment'), { id: 999_999 }),
    (err: ShopError) => err.status === 404 && /No dead letter 999999/.test(err.message),
  );
});

it("serves /metrics in Prometheus's format: its outbox read from its database, its calls by their fulfilment.* names", async () => {
  // one call of its own, so that the call counters have a series
  await assert.rejects(
    shop.parts.rpc.call(republishDeadLetterCall('fulfilment'), { id: 999_998 }),
    (err: ShopError) => err.status === 404,
  );
  const res = await fetch(`${opsUrl}/metrics`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
  const lines = (await res.text()).split('\n');
  // read from its own (empty) outbox at scrape time: the relay runs on its database
  assert.ok(lines.includes('outbox_pending 0'), 'outbox_pending 0');
  assert.ok(
    lines.some((l) => l.startsWith('dlq_messages ')),
    'dlq_messages',
  );
  const served = lines.find((l) =>
    l.startsWith(
      'rpc_server_requests_total{pattern="fulfilment.dead-letters.republish",status="404"} ',
    ),
  );
  assert.ok(served, 'its calls are counted under the fulfilment.* pattern');
  assert.ok(Number(served.split(' ').pop()) >= 1);
});
