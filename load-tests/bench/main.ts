// `npm run bench`: the catalogue's hot paths through the gateway, side by side in one run
// with a bare Fastify + pg baseline running the same SQL on the same database. Prints
// requests/s, p50 and p99 and the ratio to the baseline, then how fast a catalogue change
// reaches shoppers through the cache.
import { CatalogRpc, type Product } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import {
  dropNamespace,
  freePort,
  shopEnv,
  startCart,
  startCatalog,
  startGateway,
  testEnv,
  TestProcess,
  uniqueNamespace,
} from '@arogya/testing';
import { connect } from '@nats-io/transport-node';
import { cartRows } from './cart.js';
import { load, medianOf, percentile, type LoadResult } from './load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const env = await testEnv();
const ns = uniqueNamespace('bench');
console.log(`Starting catalog, gateways and baseline (namespace ${ns.prefix})…`);
const catalog = await startCatalog(env, ns);
const cart = await startCart(env, ns);
const gateway = await startGateway(env, ns);
const uncached = await startGateway(env, ns, { CATALOG_CACHE_MAX_BYTES: '0' });
const baselinePort = await freePort();
const baseline = await new TestProcess({
  name: 'baseline',
  script: 'load-tests/dist/bench/baseline-server.js',
  env: {
    ...shopEnv(env, ns),
    PORT: String(baselinePort),
    DATABASE_URL: new URL(`/${ns.database('catalog')}`, env.postgresUrl).toString(),
  },
  readyUrl: `http://127.0.0.1:${baselinePort}/api/products?limit=1`,
}).start();

try {
  const [sample] = (await (
    await fetch(`${gateway.baseUrl}/api/products?limit=1`)
  ).json()) as Product[];
  const paths: [string, string, number][] = [
    ['category page', '/api/products?category=Protein&limit=24', 1.0],
    ['search', '/api/products?search=protein', 1.0],
    ['id lookup', `/api/products/${sample!._id}`, 0.8],
  ];
  const targets: [string, string][] = [
    ['baseline (Fastify + pg)', `http://127.0.0.1:${baselinePort}`],
    ['gateway', gateway.baseUrl],
    ['gateway, cache off', uncached.baseUrl],
  ];
  console.log(
    `Load: ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS}s per target, targets interleaved; medians.\n`,
  );
  const rows: string[][] = [];
  const verdicts: string[] = [];
  for (const [name, path, target] of paths) {
    const runs = new Map<string, LoadResult[]>(targets.map(([t]) => [t, []]));
    for (const [, base] of targets) await load(`${base}${path}`, 1, CONNECTIONS); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      const line: string[] = [];
      for (const [t, base] of targets) {
        const r = await load(`${base}${path}`, SECONDS, CONNECTIONS);
        runs.get(t)!.push(r);
        line.push(`${t} ${r.rps.toFixed(0)} req/s`);
      }
      console.log(`  ${name}, round ${round + 1}/${ROUNDS}: ${line.join(' | ')}`);
    }
    const base = medianOf(runs.get(targets[0]![0])!);
    for (const [t] of targets) {
      const m = medianOf(runs.get(t)!);
      rows.push([
        name,
        t,
        m.rps.toFixed(0),
        `${m.p50.toFixed(1)} ms`,
        `${m.p99.toFixed(1)} ms`,
        `${(m.rps / base.rps).toFixed(2)}×`,
        `${(m.p99 / Math.max(base.p99, 0.01)).toFixed(2)}×`,
        String(m.errors + m.non2xx),
      ]);
      if (t === 'gateway') {
        const ok = m.rps / base.rps >= target && m.p99 <= 2 * Math.max(base.p99, 1);
        verdicts.push(
          `${ok ? 'MET ' : 'MISSED'} ${name}: ${(m.rps / base.rps).toFixed(2)}× throughput (target ≥ ${target.toFixed(1)}×), p99 ${(m.p99 / Math.max(base.p99, 0.01)).toFixed(2)}× (target ≤ 2×)`,
        );
      }
    }
  }
  const header = ['path', 'target', 'req/s', 'p50', 'p99', 'vs baseline', 'p99 ratio', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\n${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(fmt(r));
  console.log('(autocannon measures latency in whole milliseconds: 0 ms means under 1 ms)');
  console.log(`\n${verdicts.join('\n')}`);

  console.log('\nCart through the gateway (no baseline: a cart read also asks the catalog):');
  const all = (await (await fetch(`${gateway.baseUrl}/api/products`)).json()) as Product[];
  const cartTable = await cartRows(gateway.baseUrl, all, SECONDS, ROUNDS, CONNECTIONS);
  for (const { name, result: m } of cartTable) {
    console.log(
      `  ${name.padEnd(24)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${m.p50.toFixed(1)} ms  p99 ${m.p99.toFixed(1)} ms  errors ${m.errors + m.non2xx}`,
    );
  }

  // Freshness: how long after a write returns does a shopper's (cached) read show it?
  const nc = await connect({ servers: env.natsUrl });
  const rpc = new RpcClient(nc, ns, 5000);
  const lags: number[] = [];
  for (let i = 0; i < 30; i++) {
    const url = `${gateway.baseUrl}/api/products/${sample!._id}`;
    await fetch(url); // make sure it is cached
    const stock = 100 + i;
    await rpc.request(CatalogRpc.update, { id: sample!._id, changes: { countInStock: stock } });
    const t0 = performance.now();
    for (;;) {
      const p = (await (await fetch(url)).json()) as Product;
      if (p.countInStock === stock) break;
      if (performance.now() - t0 > 5000) throw new Error('change never reached the cache');
    }
    lags.push(performance.now() - t0);
  }
  await nc.close();
  console.log(
    `\nChange visible to shoppers after the write returned (30 writes): p50 ${percentile(lags, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(lags, 99).toFixed(1)} ms, max ${Math.max(...lags).toFixed(1)} ms (target ≤ 100 ms)`,
  );
} finally {
  await Promise.all([
    baseline.stop(),
    gateway.process.stop(),
    uncached.process.stop(),
    catalog.stop(),
    cart.stop(),
  ]);
  await dropNamespace(env, ns);
}
