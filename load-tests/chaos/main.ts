// `npm run chaos`: what happens when things break while people pay. Starts the whole shop as
// `npm start` does on its own PostgreSQL, NATS (JetStream, file storage) and Redis, drives
// checkouts at a fixed arrival rate, and meanwhile kills and restarts, one at a time, each
// service, the gateway, the relay mid-batch, the Razorpay sandbox, NATS, Redis and PostgreSQL,
// pauses a consumer past its ack wait and delays one process's network. After a drain it
// checks the invariants per fault and exits non-zero, with the evidence, if one broke.
// Everything it started is stopped and removed afterwards, also on failure and Ctrl-C.
import { SANDBOX_RAZORPAY_ENV } from '@arogya/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { positive } from '../bench/env.js';
import { Held } from '../bench/holds.js';
import { expectStatus, HttpClient, readJson } from '../bench/http.js';
import { Customers } from '../bench/scenarios.js';
import { productPool } from '../bench/stock.js';
import { FAULTS, plan, runSchedule, type FaultContext, type FaultRecord } from './faults.js';
import { LocalPostgres, startNats, startRedis, type LocalServer } from './infra.js';
import {
  checkInvariants,
  readFacts,
  readStock,
  type Check,
  type Facts,
  type Sources,
} from './invariants.js';
import { ChaosLoad } from './load.js';
import { report, verdicts } from './report.js';
import { readShipping, ShippingDesk, shippingInvariants } from './shipping.js';
import { ChaosShop } from './shop.js';

const RATE = positive('CHAOS_RATE', 10);
const SECONDS = positive('CHAOS_SECONDS', 120);
const MAX_VUS = Math.round(positive('CHAOS_MAX_VUS', 64));
const DOWN_MS = positive('CHAOS_DOWN_SECONDS', 3) * 1000;
const TTL_MS = positive('CHAOS_CHECKOUT_TTL_SECONDS', 20) * 1000;
const RECONCILE_MS = positive('CHAOS_RECONCILE_SECONDS', 2) * 1000;
const ACK_WAIT_MS = positive('CHAOS_ACK_WAIT_SECONDS', 5) * 1000;
const DELAY_MS = Math.round(positive('CHAOS_DELAY_MS', 200));
const DELAY_FOR_MS = positive('CHAOS_DELAY_SECONDS', 5) * 1000;
const BAD_KEY_MS = positive('CHAOS_BADKEY_SECONDS', 60) * 1000;
const LOG_LEVEL = process.env.CHAOS_LOG_LEVEL || 'warn';
/** Issue 32: the share of purchases paid in cash on delivery (0 to 1), and a code's lifetime. */
const COD_SHARE = (() => {
  const raw = process.env.CHAOS_COD_SHARE;
  const n = raw === undefined || raw === '' ? 0.3 : Number(raw);
  if (!(n >= 0 && n <= 1)) throw new Error(`CHAOS_COD_SHARE must be from 0 to 1, not "${raw}"`);
  return n;
})();
const COD_TTL_MS = positive('CHAOS_COD_TTL_SECONDS', 8) * 1000;
/** Issue 33: the courier's pause between a parcel's scans, and how long its API is down. */
const COURIER_SCAN_MS = positive('CHAOS_COURIER_SCAN_MS', 300);
const COURIER_DOWN_MS = positive('CHAOS_COURIER_DOWN_SECONDS', 30) * 1000;
/** How much longer the drain may take for the last orders to be shipped and delivered. */
const SHIPPING_DRAIN_MS = 30_000;
const KEEP = process.env.CHAOS_KEEP === '1';
const NAMES = FAULTS.map((f) => f.name);
const SELECTED = (process.env.CHAOS_FAULTS || NAMES.join(',')).split(',').map((s) => {
  const name = s.trim();
  if (!NAMES.includes(name)) throw new Error(`CHAOS_FAULTS names ${NAMES.join(', ')}, not "${s}"`);
  return name;
});
const SCHEDULED = FAULTS.filter((f) => SELECTED.includes(f.name));
/** A checkout not final this long after it was made is stuck: its TTL, two reconciliations, 10 s. */
const STUCK_AFTER_MS = TTL_MS + 2 * RECONCILE_MS + 10_000;
/** A cash order still awaiting its code this long after it was made is stuck: its TTL, 20 s. */
const COD_STUCK_AFTER_MS = COD_TTL_MS + 20_000;
/** How long every process may take to be ready again after a fault. */
const RECOVER_MS = 90_000;
const ADMIN = { email: 'chaos-admin@chaos.local', password: 'chaos-admin-password' };

const runStart = Date.now();
let t0 = 0; // the load's start (wall ms)
const since = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const setupClock = () => `setup ${since(runStart)}`;
const loadClock = () => `load ${since(t0)}`;
const atLoad = (wall: number) => `${((wall - t0) / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dir = mkdtempSync(path.join(tmpdir(), 'arogya-chaos-'));
let postgres: LocalPostgres | undefined;
let nats: LocalServer | undefined;
let redis: LocalServer | undefined;
const shop = new ChaosShop();
const clients: HttpClient[] = [];
let cleaned: Promise<void> | undefined;
/** Stops the shop and its servers and removes the run's directory (once). */
const cleanup = () =>
  (cleaned ??= (async () => {
    for (const c of clients) c.close();
    await shop.stop();
    await Promise.allSettled([
      nats?.server.stop('SIGTERM'),
      redis?.server.stop('SIGTERM'),
      postgres?.server.stop('SIGINT'),
    ]);
    if (KEEP) console.log(`Kept ${dir} (CHAOS_KEEP=1): logs and data of the run's servers.`);
    else rmSync(dir, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the shop and its servers, removing ${dir}…`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Reads the facts, retrying while a server is still coming back. */
async function facts(sources: Sources): Promise<Facts> {
  for (let i = 0; ; i++) {
    try {
      return await readFacts(sources);
    } catch (err) {
      if (i >= 20) throw err;
      await sleep(1000);
    }
  }
}

/** Waits until the invariants hold and every checkout is final, or the drain's deadline. */
async function drain(
  sources: Sources,
  start: Awaited<ReturnType<typeof readStock>>,
  deadline: number,
): Promise<{ facts: Facts; checks: Check[] }> {
  let lastLine = 0;
  for (;;) {
    const f = await facts(sources);
    const now = Date.now();
    const checks = [
      ...checkInvariants(f, start, now, STUCK_AFTER_MS, COD_STUCK_AFTER_MS, atLoad),
      ...shippingInvariants(await readShipping(sources.database, shop.courier!)),
    ];
    const open = f.checkouts.filter((c) => c.status !== 'finalized' && c.status !== 'expired');
    if ((checks.every((c) => c.ok) && open.length === 0) || now >= deadline)
      return { facts: f, checks };
    if (now - lastLine >= 5000) {
      lastLine = now;
      const broken = checks.filter((c) => !c.ok).map((c) => `${c.id} ${c.violations.length}`);
      console.log(
        `[${loadClock()}] drain: ${open.length} checkouts not final yet${broken.length ? `; not holding yet: ${broken.join(', ')}` : ''} (at most ${((deadline - now) / 1000).toFixed(0)} s more)`,
      );
    }
    await sleep(1000);
  }
}

/** Every fault was made, and followed by every process ready again. */
function recovered(faults: FaultRecord[]): Check {
  const wrong = faults.filter((f) => f.readyAt === undefined || f.note.startsWith('NOT INJECTED'));
  return {
    id: 'recovered',
    name: 'every process ready again after every fault',
    ok: wrong.length === 0,
    summary: `${faults.length} faults`,
    violations: wrong.map((f) => ({
      at: f.at,
      text: `${f.what} at ${atLoad(f.at)}: ${f.readyAt === undefined ? `not every process ready ${RECOVER_MS / 1000} s later` : f.note}`,
    })),
  };
}

async function run(): Promise<boolean> {
  console.log(
    `[${setupClock()}] Chaos run: checkouts at ${RATE}/s for ${SECONDS} s (${Math.round(COD_SHARE * 100)} % in cash on delivery), faults ${SCHEDULED.map((f) => f.name).join(', ')}; its own servers in ${dir}`,
  );
  postgres = await LocalPostgres.start(dir);
  nats = await startNats(dir);
  redis = await startRedis(dir);
  console.log(
    `[${setupClock()}] PostgreSQL on ${postgres.port}, NATS (JetStream, file storage) on ${nats.port}, Redis (append-only file) on ${redis.port}`,
  );
  const env = { postgresUrl: postgres.url, natsUrl: nats.url, redisUrl: redis.url };
  await shop.start(env, postgres.port, dir, {
    checkoutTtlMs: TTL_MS,
    reconcileMs: RECONCILE_MS,
    ackWaitMs: ACK_WAIT_MS,
    codConfirmTtlMs: COD_TTL_MS,
    courierScanMs: COURIER_SCAN_MS,
    logLevel: LOG_LEVEL,
    admin: ADMIN,
  });
  console.log(
    `[${setupClock()}] The shop is up (every service, the gateway at ${shop.baseUrl}, the Razorpay sandbox with webhooks to the gateway); checkout TTL ${TTL_MS / 1000} s, reconciliation every ${RECONCILE_MS / 1000} s, ack wait ${ACK_WAIT_MS / 1000} s`,
  );
  const api = new HttpClient(shop.baseUrl);
  const sandbox = new HttpClient(shop.sandboxUrl);
  clients.push(api, sandbox);
  const login = await expectStatus(
    api.request('POST', '/api/users/login', { json: ADMIN }),
    'admin login',
  );
  const adminToken = readJson<{ token: string }>(login).token;
  const pool = await productPool(api, adminToken);
  // cash on delivery for every purchase the run makes: the same customers buy the same
  // products again and again, which the decision's repeat and return rules would refuse
  await expectStatus(
    api.request('PUT', '/api/admin/fee-settings/shop', {
      token: adminToken,
      json: { codRepeatHours: 0, codMaxReturns: 0, codMaxOrder: 1_000_000 },
    }),
    'cash on delivery for every purchase',
  );
  const sources: Sources = {
    database: (name) => postgres!.database(name),
    sandboxUrl: shop.sandboxUrl,
    natsUrl: nats.url,
  };
  const start = await readStock(sources);
  console.log(
    `[${setupClock()}] ${pool.length} products restocked; registering ${MAX_VUS} customers…`,
  );
  const customers = await Customers.register(api, MAX_VUS);
  const load = new ChaosLoad(
    {
      api,
      sandbox,
      keySecret: SANDBOX_RAZORPAY_ENV.RAZORPAY_KEY_SECRET,
      pool,
      held: new Held(),
      customers,
      emptyCartFirst: true,
    },
    RATE,
    SECONDS,
    MAX_VUS,
    COD_SHARE,
    { api, token: adminToken, confirmTtlMs: COD_TTL_MS },
  );
  shop.supervise();
  const ctx: FaultContext = {
    shop,
    postgres,
    nats,
    redis,
    downMs: DOWN_MS,
    ackWaitMs: ACK_WAIT_MS,
    delayMs: DELAY_MS,
    delayForMs: DELAY_FOR_MS,
    badKeyMs: BAD_KEY_MS,
    courierDownMs: COURIER_DOWN_MS,
    log: (line) => console.log(line),
  };
  // issue 33: staff ship what is paid (or confirmed) while the load and faults go on
  const desk = new ShippingDesk(api, adminToken, shop.courier!);
  const setupSeconds = (Date.now() - runStart) / 1000;
  console.log(`[${setupClock()}] Load and faults start.`);
  const loadDone = load.run();
  t0 = load.t0;
  desk.start();
  const ticker = setInterval(() => console.log(`[${loadClock()}] ${load.progress()}`), 5000);
  let faults: FaultRecord[];
  try {
    faults = await runSchedule(
      ctx,
      SCHEDULED,
      plan(SCHEDULED.length, SECONDS),
      t0,
      RECOVER_MS,
      loadClock,
    );
    await loadDone;
  } finally {
    clearInterval(ticker);
  }
  const arrivals = load.result!;
  const loadEnd = Date.now();
  console.log(
    `[${loadClock()}] Load over: ${arrivals.started} checkouts started, ${arrivals.completed} completed (${(arrivals.completed / SECONDS).toFixed(1)}/s), ${load.failed} failed, ${arrivals.dropped} dropped. Draining…`,
  );
  let outcome: Awaited<ReturnType<typeof drain>>;
  try {
    outcome = await drain(sources, start, loadEnd + STUCK_AFTER_MS + 5000 + SHIPPING_DRAIN_MS);
  } finally {
    await desk.stop();
  }
  const drainSeconds = (Date.now() - loadEnd) / 1000;
  console.log(`\nShipping: ${desk.summary()}.`);
  const checks = [...outcome.checks, recovered(faults)];
  console.log(
    '\n' +
      report({
        t0,
        faults,
        failures: load.failures,
        facts: outcome.facts,
        checks,
        exits: shop.exits,
      }),
  );
  const ok = checks.every((c) => c.ok);
  const total = (Date.now() - runStart) / 1000;
  console.log(
    `\nLoad: ${arrivals.started} checkouts started at ${RATE}/s over ${SECONDS} s (${load.cod} in cash on delivery), ${arrivals.completed} completed, ${load.failed} failed, ${arrivals.dropped} dropped (every VU busy).`,
  );
  console.log(
    `Run time: ${Math.floor(total / 60)} min ${(total % 60).toFixed(0)} s (setup ${setupSeconds.toFixed(0)} s, load and faults ${((loadEnd - t0) / 1000).toFixed(0)} s, drain ${drainSeconds.toFixed(0)} s).`,
  );
  console.log(ok ? 'CHAOS: every invariant held.' : 'CHAOS: INVARIANTS BROKEN (evidence above).');
  if (!ok)
    console.error(
      verdicts(
        checks.filter((c) => !c.ok),
        5,
      ).join('\n'),
    );
  return ok;
}

/** 0: every invariant held; 1: one broke; 2: the run itself failed. */
const code = await run().then(
  (ok) => (ok ? 0 : 1),
  (err: unknown) => {
    console.error(`The chaos run failed: ${err instanceof Error ? err.stack : String(err)}`);
    return 2;
  },
);
await cleanup();
process.exit(code);
