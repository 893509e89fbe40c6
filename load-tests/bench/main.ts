// `npm run bench`: a local equivalent of the k6 scenarios of `k6/shop.ts` (browse, cart,
// checkout) against the shop started the way `npm start` starts it, in a namespace of its
// own that is dropped afterwards. Virtual users run each scenario's steps in sequence; every
// step's latency is kept, so throughput and p50/p95/p99 per step are exact. The catalogue's
// reads, the guest cart's add and read and the creation of a checkout are also measured beside
// a bare Fastify + pg baseline running the same SQL, each alone at saturation (and the reads
// within the browse scenario); then how fast a catalogue change reaches shoppers. With
// BENCH_BASE_URL, only the scenarios and the writes alone run, against that shop.
import { CatalogCalls, shareOut, type Namespace, type Product } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { callerFor, dropNamespace, testEnv, uniqueNamespace, type TestEnv } from '@arogya/testing';
import { connect } from '@nats-io/transport-node';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { expectStatus, HttpClient, readJson } from './http.js';
import { LocalShop } from './local-shop.js';

/** Who the bench's catalogue writes are made for (straight to the catalog, as the gateway would). */
const BENCH_ADMIN = callerFor('Bench admin', 'admin');
import {
  CpuMeter,
  cpuTable,
  transactionCounter,
  type CpuPart,
  type TransactionCounter,
} from './cpu.js';
import { positive } from './env.js';
import { EventHops } from './event-hops.js';
import { errorLines, figures, ms, ratios, scenarioFooter, scenarioTable, table } from './report.js';
import { Recorder, runVus } from './runner.js';
import { saturate } from './saturate.js';
import {
  cartAlone,
  checkoutClosed,
  checkoutCreateAlone,
  checkoutOpen,
  mixed,
  type WriteBench,
} from './write-path.js';
import {
  browse,
  BROWSE_STEPS,
  cart,
  CART_STEPS,
  Customers,
  type CheckoutTarget,
} from './scenarios.js';
import { percentiles } from './stats.js';
import { Held } from './holds.js';
import { productPool, RESTOCK, stockAccounting, stockBefore, variantInputs } from './stock.js';

const SECONDS = positive('BENCH_SECONDS', 3);
const ROUNDS = Math.round(positive('BENCH_ROUNDS', 3));
const CONNECTIONS = Math.round(positive('BENCH_CONNECTIONS', 16));
const VUS = Math.round(positive('BENCH_VUS', CONNECTIONS));
const CHECKOUT_VUS = Math.round(positive('BENCH_CHECKOUT_VUS', 8));
const CHECKOUT_SECONDS = positive('BENCH_CHECKOUT_SECONDS', 30);
const RATES = (process.env.BENCH_CHECKOUT_RATES || '10,25,50').split(',').map((r) => {
  const n = Number(r.trim());
  if (!(n > 0)) throw new Error(`BENCH_CHECKOUT_RATES must list positive numbers, not "${r}"`);
  return n;
});
const RATE_SECONDS = positive('BENCH_RATE_SECONDS', 15);
const MAX_VUS = Math.round(positive('BENCH_MAX_VUS', 64));
const MIXED_RATE = positive('BENCH_MIXED_RATE', 25);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || 'info';
const PROFILE = process.env.BENCH_CPU_PROFILE === '1';
/** BENCH_NOTIFICATIONS=0 runs the shop without its notifications (to compare what they cost). */
const NOTIFICATIONS = process.env.BENCH_NOTIFICATIONS !== '0';
const SECTIONS = ['reads', 'browse', 'cart', 'create', 'checkout', 'freshness'] as const;
/** The sections to run (BENCH_ONLY, e.g. `checkout` to profile checkouts alone). */
const ONLY = new Set(
  (process.env.BENCH_ONLY || SECTIONS.join(',')).split(',').map((s) => {
    const name = s.trim() as (typeof SECTIONS)[number];
    if (!SECTIONS.includes(name))
      throw new Error(`BENCH_ONLY names ${SECTIONS.join(', ')}, not "${s}"`);
    return name;
  }),
);
const BASE_URL = process.env.BENCH_BASE_URL;
const ADMIN = { email: 'bench-admin@bench.local', password: 'bench-admin-password' };

const started = performance.now();
const clock = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
/** The tables, printed together at the end (or as far as the run got). */
const results: string[] = [];

/** A shop or baseline the load goes to. */
interface Target {
  name: string;
  api: HttpClient;
}

/** Each catalogue read alone at saturation, baseline and gateways interleaved (as before). */
async function stepsAlone(targets: Target[], sample: Product, cpu: CpuPart[]) {
  const paths: [string, string, number | undefined][] = [
    ['category page', '/api/products?category=Protein&limit=24', 1.0],
    ['search', '/api/products?search=protein', 1.0],
    ['id lookup', `/api/products/${sample._id}`, 0.8],
    ['similar', `/api/products/similar/${sample._id}`, undefined],
  ];
  console.log(
    `\n[${clock()}] Catalogue reads alone: ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per target, targets interleaved.`,
  );
  const rows: string[][] = [];
  const verdicts: string[] = [];
  const errors: string[] = [];
  const cpuRows: { label: string; perRequest: [string, number][] }[] = [];
  const cacheOff: string[] = [];
  for (const [name, path, target] of paths) {
    const measured = await saturate(
      { label: name, connections: CONNECTIONS, rounds: ROUNDS, seconds: SECONDS, cpu },
      targets.map((t) => ({ name: t.name, expect: 200, send: () => t.api.get(path) })),
    );
    const base = measured[0]!.report.summary;
    for (const [i, m] of measured.entries()) {
      const s = m.report.summary;
      rows.push([i === 0 ? name : '', m.name, ...figures(s), ...ratios(s, base)]);
      cpuRows.push({ label: `${name}, ${m.name}`, perRequest: m.cpu });
      if (m.name === 'gateway, cache off')
        cacheOff.push(`${name} ${(s.rps / base.rps).toFixed(2)}×`);
      if (m.name === 'gateway' && target !== undefined) {
        const met = s.rps / base.rps >= target && s.p99 <= 2 * Math.max(base.p99, 1);
        verdicts.push(
          `${met ? 'MET   ' : 'MISSED'} ${name}: ${(s.rps / base.rps).toFixed(2)}× throughput (target ≥ ${target.toFixed(1)}×), p99 ${(s.p99 / Math.max(base.p99, 0.01)).toFixed(2)}× (target ≤ 2×)`,
        );
      }
    }
    errors.push(...measured.flatMap((m) => errorLines([m.report], `  ${m.name}, `)));
  }
  results.push(
    `== Catalogue reads, each alone at saturation (${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s per target) ==`,
    table(
      [
        'step',
        'target',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'errors',
        'req/s ÷ base',
        'p99 ÷ base',
      ],
      rows,
    ),
    ...(errors.length ? ['errors:', ...errors] : []),
    ...verdicts,
    ...(cacheOff.length
      ? [`cache-off reads ÷ baseline: ${cacheOff.join(', ')} (target ≥ 0.6× each)`]
      : []),
    cpuTable(cpuRows),
    '',
  );
}

/** The browse scenario on every target, rounds interleaved. */
async function browseScenario(targets: Target[], pool: Product[], cpu: CpuPart[]) {
  const meter = new CpuMeter(cpu);
  console.log(
    `\n[${clock()}] Browse scenario: ${VUS} VUs × (category → search → product → similar), ${ROUNDS} rounds × ${SECONDS} s per target.`,
  );
  const recs = targets.map(() => new Recorder(BROWSE_STEPS));
  const once = (t: Target, rec: Recorder, seconds: number) =>
    runVus({
      label: 'browse',
      vus: VUS,
      seconds,
      recorder: rec,
      iteration: () => browse(t.api, pool, rec),
    });
  for (const t of targets) await once(t, new Recorder(BROWSE_STEPS), 1); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    const line: string[] = [];
    for (const [i, t] of targets.entries()) {
      const r = await meter.measure(t.name, () => once(t, recs[i]!, SECONDS));
      line.push(`${t.name} ${(r.iterations / r.seconds).toFixed(0)} it/s`);
    }
    console.log(`  browse, round ${round + 1}/${ROUNDS}: ${line.join(' | ')}`);
  }
  const withSteps = targets.map((t, i) => ({ name: t.name, steps: recs[i]!.report() }));
  results.push(
    `== browse: ${VUS} VUs, each running category → search → product → similar, no think time (${ROUNDS} × ${SECONDS} s per target) ==`,
    scenarioTable('browse', withSteps),
    'Every step runs once per iteration, so its req/s is the iteration rate' +
      (targets.length > 1 ? '; each read’s own capacity is in the table above.' : '.'),
    ...targets.flatMap((t, i) => scenarioFooter('browse', t.name, recs[i]!)),
    cpuTable(
      targets.map((t, i) => ({
        label: `per request, ${t.name}`,
        perRequest: meter.perRequest(t.name, recs[i]!.iterations * BROWSE_STEPS.length),
      })),
    ),
    '',
  );
}

/** The cart scenario on the gateway. */
async function cartScenario(gateway: Target, pool: Product[], cpu: CpuPart[]) {
  const meter = new CpuMeter(cpu);
  console.log(
    `\n[${clock()}] Cart scenario: ${VUS} VUs × (new guest: add, add, update, read), ${ROUNDS} rounds × ${SECONDS} s.`,
  );
  const rec = new Recorder(CART_STEPS);
  const once = (r: Recorder, seconds: number) =>
    runVus({
      label: 'cart',
      vus: VUS,
      seconds,
      recorder: r,
      iteration: () => cart(gateway.api, pool, r),
    });
  await once(new Recorder(CART_STEPS), 1); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    const r = await meter.measure('cart', () => once(rec, SECONDS));
    console.log(
      `  cart, round ${round + 1}/${ROUNDS}: ${(r.iterations / r.seconds).toFixed(0)} it/s`,
    );
  }
  results.push(
    `== cart: ${VUS} VUs, each a new guest adding two products, setting a quantity and reading the cart (${ROUNDS} × ${SECONDS} s; each step alone against its baseline is in the table above) ==`,
    scenarioTable('cart', [{ name: gateway.name, steps: rec.report() }]),
    ...scenarioFooter('cart', gateway.name, rec),
    cpuTable([
      {
        label: 'per request',
        perRequest: meter.perRequest('cart', rec.iterations * 4), // add, add, update, read
      },
    ]),
    '',
  );
}

/**
 * Checkouts by customers registered before the clock starts: the creation alone at saturation
 * (`create`), then a closed loop, the open-model rates and the mixed run (`checkout`); then the
 * stock accounting check over all of them.
 */
async function checkouts(
  b: WriteBench,
  t: CheckoutTarget,
  only: { create: boolean; runs: boolean },
) {
  const before = stockBefore(t.pool);
  // the creation keeps one customer per connection for itself (see checkoutCreateAlone)
  const n = (only.runs ? Math.max(CHECKOUT_VUS, MAX_VUS) : 0) + (only.create ? CONNECTIONS : 0);
  console.log(
    `\n[${clock()}] Registering ${n} customers for the checkout runs (before the clock)…`,
  );
  const target = { ...t, customers: await Customers.register(t.api, n) };
  if (only.create) await checkoutCreateAlone(b, target);
  if (only.runs) {
    await checkoutClosed(b, target, CHECKOUT_VUS, CHECKOUT_SECONDS);
    await checkoutOpen(b, target, RATES, RATE_SECONDS, MAX_VUS);
    await mixed(b, target, MIXED_RATE, RATE_SECONDS, MAX_VUS);
  }
  results.push(await stockAccounting(t, before), '');
}

/** How long after a catalogue write returns a shopper's (cached) read shows it. */
async function freshness(env: TestEnv, ns: Namespace, gateway: Target, sample: Product) {
  console.log(
    `\n[${clock()}] Freshness: 30 catalogue writes, each read back through the gateway's cache.`,
  );
  const nc = await connect({ servers: env.natsUrl });
  const rpc = new RpcClient(nc, ns, 5000);
  const lags: number[] = [];
  try {
    const path = `/api/products/${sample._id}`;
    // a product sold as several variants takes its stock per variant: the write shares it out
    const { variants = [] } = readJson<Product>(
      await gateway.api.request('GET', path, { headers: { 'cache-control': 'no-cache' } }),
    );
    for (let i = 0; i < 30; i++) {
      await gateway.api.get(path); // make sure it is cached
      const stock = 100 + i;
      await rpc.call(CatalogCalls.update, {
        caller: BENCH_ADMIN,
        id: sample._id,
        changes:
          variants.length > 1
            ? { variants: variantInputs(variants, shareOut(stock, variants.length)) }
            : { countInStock: stock },
      });
      const t0 = performance.now();
      for (;;) {
        const p = readJson<Product>(await gateway.api.get(path));
        if (p.countInStock === stock) break;
        if (performance.now() - t0 > 5000) throw new Error('A change never reached the cache');
      }
      lags.push(performance.now() - t0);
    }
  } finally {
    await nc.close();
  }
  const [p50, p95, p99, max] = percentiles(lags, [50, 95, 99, 100]);
  results.push(
    '== Freshness: a catalogue change visible to shoppers after the write returned (30 writes) ==',
    `p50 ${ms(p50!)} ms, p95 ${ms(p95!)} ms, p99 ${ms(p99!)} ms, max ${ms(max!)} ms (target ≤ 100 ms)`,
    '',
  );
}

async function localRun() {
  const env = await testEnv();
  const ns = uniqueNamespace('bench');
  console.log(
    `[${clock()}] Starting the shop as npm start does (every service, the Razorpay sandbox, the gateway), a gateway with its cache off and the Fastify + pg baseline (namespace ${ns.prefix})…`,
  );
  const local = new LocalShop();
  let cleaned: Promise<void> | undefined;
  const cleanup = () =>
    (cleaned ??= (async () => {
      const profiles = await local.stop();
      if (profiles.length)
        console.log(`CPU profiles (open in Chrome DevTools):\n  ${profiles.join('\n  ')}`);
      await dropNamespace(env, ns);
    })());
  process.once('SIGINT', () => {
    console.log('\nInterrupted: stopping the shop and dropping the namespace…');
    void cleanup().finally(() => process.exit(130));
  });
  const clients: HttpClient[] = [];
  let transactions: TransactionCounter | undefined;
  let hops: EventHops | undefined;
  const client = (origin: string) => {
    const c = new HttpClient(origin);
    clients.push(c);
    return c;
  };
  try {
    await local.start(env, ns, ADMIN, {
      logLevel: LOG_LEVEL,
      profileDir: PROFILE ? path.resolve('bench-profiles', ns.prefix) : undefined,
      notifications: NOTIFICATIONS,
    });
    const gateway: Target = { name: 'gateway', api: client(local.shop.gateway.baseUrl) };
    const baseline: Target = { name: 'baseline (Fastify + pg)', api: client(local.baselineUrl) };
    const uncached: Target = { name: 'gateway, cache off', api: client(local.uncached.baseUrl) };
    const login = await expectStatus(
      gateway.api.request('POST', '/api/users/login', { json: ADMIN }),
      'admin login',
    );
    const pool = await productPool(gateway.api, readJson<{ token: string }>(login).token);
    const [sample] = readJson<Product[]>(
      await expectStatus(gateway.api.get('/api/products?limit=1'), 'sample'),
    );
    console.log(
      `[${clock()}] Ready: ${pool.length} products in the pool, every variant restocked to ${RESTOCK}.`,
    );

    const cpu = local.cpuParts();
    transactions = await transactionCounter(env.postgresUrl, `${ns.prefix}_`);
    if (ONLY.has('checkout')) hops = await EventHops.start(env.natsUrl, ns, local.mail);
    const bench: WriteBench = {
      gateway: gateway.api,
      // the baseline's cart routes run the cart's own SQL, which needs the cart's projection
      baseline:
        (await baseline.api.get('/api/cart?guestId=probe')).status === 200
          ? baseline.api
          : undefined,
      pool,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      seconds: SECONDS,
      cpu,
      transactions,
      hops,
      clock,
      results,
    };
    if (ONLY.has('reads')) await stepsAlone([baseline, gateway, uncached], sample!, cpu);
    if (ONLY.has('browse')) await browseScenario([baseline, gateway], pool, cpu);
    if (ONLY.has('cart')) await cartAlone(bench);
    if (ONLY.has('cart')) await cartScenario(gateway, pool, cpu);
    if (ONLY.has('create') || ONLY.has('checkout'))
      await checkouts(
        bench,
        {
          api: gateway.api,
          sandbox: client(local.shop.sandbox.url),
          keySecret: 'sandbox_key_secret', // the sandbox's DEFAULT_CONFIG, which startFullShop uses
          pool,
          held: new Held(),
        },
        { create: ONLY.has('create'), runs: ONLY.has('checkout') },
      );
    if (ONLY.has('freshness')) await freshness(env, ns, gateway, sample!);
  } finally {
    printResults();
    for (const c of clients) c.close();
    await transactions?.close();
    await hops?.stop();
    console.log(`[${clock()}] Stopping the shop and dropping namespace ${ns.prefix}…`);
    await cleanup();
  }
}

/** BENCH_BASE_URL: the scenarios and the checkout creation against a shop already running. */
async function remoteRun(baseUrl: string) {
  const gateway: Target = { name: 'gateway', api: new HttpClient(baseUrl) };
  const sandbox = new HttpClient(process.env.BENCH_SANDBOX_URL ?? 'http://127.0.0.1:9300');
  const admin = process.env.BENCH_ADMIN_EMAIL
    ? { email: process.env.BENCH_ADMIN_EMAIL, password: process.env.BENCH_ADMIN_PASSWORD ?? '' }
    : undefined;
  console.log(`[${clock()}] Benchmarking the shop at ${baseUrl} (sandbox ${sandbox.origin}).`);
  try {
    const token = admin
      ? readJson<{ token: string }>(
          await expectStatus(
            gateway.api.request('POST', '/api/users/login', { json: admin }),
            'admin login',
          ),
        ).token
      : undefined;
    const pool = await productPool(gateway.api, token);
    console.log(
      token
        ? `${pool.length} products in the pool, every variant restocked to ${RESTOCK}.`
        : `${pool.length} products in the pool, not restocked (no BENCH_ADMIN_EMAIL): checkouts may run out of stock.`,
    );
    const bench: WriteBench = {
      gateway: gateway.api,
      pool,
      connections: CONNECTIONS,
      rounds: ROUNDS,
      seconds: SECONDS,
      cpu: [],
      clock,
      results,
    };
    if (ONLY.has('browse')) await browseScenario([gateway], pool, []);
    if (ONLY.has('cart')) await cartAlone(bench);
    if (ONLY.has('cart')) await cartScenario(gateway, pool, []);
    if (ONLY.has('create') || ONLY.has('checkout'))
      await checkouts(
        bench,
        {
          api: gateway.api,
          sandbox,
          keySecret: process.env.RAZORPAY_KEY_SECRET ?? 'sandbox_key_secret',
          pool,
          held: new Held(),
        },
        { create: ONLY.has('create'), runs: ONLY.has('checkout') },
      );
  } finally {
    printResults();
    gateway.api.close();
    sandbox.close();
  }
}

function printResults() {
  if (results.length === 0) return;
  console.log(`\n[${clock()}] Results\n`);
  console.log(
    [
      'req/s: successful requests per second. p50/p95/p99: nearest-rank percentiles of every successful',
      'request’s latency, over all rounds. errors: unexpected statuses, socket errors, timeouts (causes listed).',
      'k6 SLO: the thresholds of k6/options.ts for that request, checked on these figures; the bench runs',
      'its virtual users without think time, which is harder than the k6 load profile.',
      '',
      ...results,
    ].join('\n'),
  );
}

if (BASE_URL) await remoteRun(BASE_URL);
else await localRun();
console.log(`[${clock()}] Done.`);
