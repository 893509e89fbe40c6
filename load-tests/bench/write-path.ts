// The write path, measured like the read path: the guest cart's add and read, and a signed-in
// customer's checkout creation with its stock hold, each alone at saturation beside a bare
// Fastify + pg baseline on the same SQL and the uncached product read through the same
// gateway; checkouts by signed-in buyers in a closed loop, at fixed arrival rates (open model)
// up to the breakpoint, and browsing while checkouts run.
import { newGuestId, type CheckoutView, type Product } from '@arogya/contracts';
import { randomUUID } from 'node:crypto';
import {
  cpuPerRequest,
  cpuTable,
  sampleCpu,
  transactionsPerRequest,
  type CpuPart,
  type TransactionCounter,
} from './cpu.js';
import { CONFIRMATION_HOP, EVENT_HOPS, FLOOR_HOP, type EventHops } from './event-hops.js';
import { heldLines, OpenCheckouts, type HeldLine } from './holds.js';
import { readJson, type HttpClient, type Reply } from './http.js';
import { errorLines, figures, ms, ratios, scenarioFooter, scenarioTable, table } from './report.js';
import { Recorder, runArrivals, runVus, type ArrivalResult } from './runner.js';
import { saturate, type Contender, type Measured } from './saturate.js';
import { ADDRESS, browse, BROWSE_STEPS, checkout, CHECKOUT_STEPS, POLL_MS } from './scenarios.js';
import type { CheckoutTarget } from './scenarios.js';

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** A checkout's steps by a customer registered before the clock. */
const BUY_STEPS = CHECKOUT_STEPS.filter((s) => s !== 'register');

/** What the write-path sections need: where to send load, how long, what to sample. */
export interface WriteBench {
  gateway: HttpClient;
  /** The bare Fastify + pg server (absent against a remote shop). */
  baseline?: HttpClient;
  pool: Product[];
  connections: number;
  rounds: number;
  seconds: number;
  cpu: CpuPart[];
  /** PostgreSQL transactions per database (absent against a remote shop). */
  transactions?: TransactionCounter;
  /** A purchase's event hops beside JetStream's floor (absent against a remote shop). */
  hops?: EventHops;
  clock: () => string;
  /** Where each section's tables go (printed together at the end). */
  results: string[];
}

const NO_CACHE = { 'cache-control': 'no-cache' };

/** The product read through the gateway with its cache bypassed: what a write is held against. */
const uncachedRead = (b: WriteBench): Contender => ({
  name: 'product read, uncached (gateway)',
  expect: 200,
  send: () => b.gateway.request('GET', `/api/products/${b.pool[0]!._id}`, { headers: NO_CACHE }),
});

/** A table of contenders measured alone, with ratios to `base` and to `read` (the uncached read). */
function aloneTable(rows: Measured[], base: Measured | undefined, read: Measured): string {
  return table(
    ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', '÷ baseline', '÷ uncached read'],
    rows.map((m) => {
      const s = m.report.summary;
      return [
        m.name,
        ...figures(s),
        base && m !== base && m !== read ? ratios(s, base.report.summary)[0]! : '',
        m !== read ? `${(s.rps / read.report.summary.rps).toFixed(2)}×` : '',
      ];
    }),
  );
}

/** Verdict line: `value` ≥ `target`. */
const verdict = (what: string, value: number, target: number) =>
  `${value >= target ? 'MET   ' : 'MISSED'} ${what}: ${value.toFixed(2)}× (target ≥ ${target}×)`;

/**
 * Guest add-to-cart and read-cart, each alone at saturation: the gateway, the baseline on the
 * same SQL, and the uncached product read through the gateway, interleaved round by round.
 */
export async function cartAlone(b: WriteBench): Promise<void> {
  const { gateway, baseline, pool } = b;
  console.log(
    `\n[${b.clock()}] Cart writes alone: ${b.connections} connections, ${b.rounds} rounds × ${b.seconds} s per target, with the uncached product read beside them.`,
  );
  const uncached = uncachedRead(b);
  const add = (api: HttpClient) => () =>
    api.request('POST', '/api/cart', {
      json: { productId: pick(pool)._id, quantity: 1, guestId: newGuestId() },
    });
  // carts to read: 256 guests with two lines each, made through the gateway
  const guests: string[] = [];
  for (let i = 0; i < 256; i++) {
    const guestId = newGuestId();
    for (const p of [pick(pool), pick(pool)]) {
      await gateway.request('POST', '/api/cart', {
        json: { productId: p._id, quantity: 1, guestId },
      });
    }
    guests.push(guestId);
  }
  const read = (api: HttpClient) => () => api.get(`/api/cart?guestId=${pick(guests)}`);
  const options = { connections: b.connections, rounds: b.rounds, seconds: b.seconds, cpu: b.cpu };
  const groups: [string, Measured[]][] = [];
  for (const [step, send] of [
    ['add-to-cart', add],
    ['read-cart', read],
  ] as const) {
    const contenders = [
      ...(baseline
        ? [{ name: `${step}, baseline (Fastify + pg)`, expect: 200, send: send(baseline) }]
        : []),
      { name: `${step}, gateway`, expect: 200, send: send(gateway) },
      uncached,
    ];
    groups.push([step, await saturate({ label: step, ...options }, contenders)]);
  }
  const lines: string[] = [];
  for (const [step, measured] of groups) {
    const base = baseline ? measured[0] : undefined;
    const gw = measured[baseline ? 1 : 0]!;
    const uncachedRead = measured[measured.length - 1]!;
    lines.push(`-- guest ${step} --`, aloneTable(measured, base, uncachedRead));
    const toRead = gw.report.summary.rps / uncachedRead.report.summary.rps;
    lines.push(
      verdict(`${step} ÷ uncached product read`, toRead, step === 'add-to-cart' ? 0.5 : 0.8),
    );
    if (base) {
      lines.push(
        verdict(`${step} ÷ its baseline`, gw.report.summary.rps / base.report.summary.rps, 0.5),
      );
    }
    lines.push(cpuTable(measured.map((m) => ({ label: m.name, perRequest: m.cpu }))));
    lines.push(
      ...errorLines(
        measured.map((m) => m.report),
        '  ',
      ),
      '',
    );
  }
  b.results.push(
    `== Guest cart writes and reads, each alone at saturation (${b.connections} connections, ${b.rounds} × ${b.seconds} s per target) ==`,
    ...lines,
  );
}

/** A cart to check out: one or two products of the pool, one or two units of each. */
function checkoutLines(pool: readonly Product[]): HeldLine[] {
  const first = pick(pool);
  const second = pick(pool);
  const products = Math.random() < 0.5 || second._id === first._id ? [first] : [first, second];
  return products.map((p) => ({ productId: p._id, quantity: 1 + Math.floor(Math.random() * 2) }));
}

/**
 * Creating a checkout (`POST /api/checkout`, its stock held) alone at saturation: signed-in
 * customers through the gateway, the baseline running the same statements (the customer named
 * in the body), and the uncached product read through the gateway, interleaved round by round.
 * Each connection is one customer making checkout after checkout of varied carts, so past the
 * second, each new checkout replaces (expires, and gives back the hold of) its oldest.
 *
 * Stock accounting: the section's holds stay in the stock that `stockAccounting` checks after
 * the checkout runs. The gateway's customers are taken out of `t.customers` for good, so no
 * later checkout replaces (and releases) what this one leaves open; the baseline's are new ids.
 * `OpenCheckouts` follows every answer as the shop keeps checkouts (at most two open a
 * customer, the oldest's hold given back, the same cart answered by its open checkout), and
 * what the customers' open checkouts still hold is added to `t.held`, per product and per
 * variant (each answer names the variant its lines hold): exact when the section has no
 * errors, and while the checkouts are younger than their 15-minute expiry.
 */
export async function checkoutCreateAlone(b: WriteBench, t: CheckoutTarget): Promise<void> {
  const { gateway, baseline, pool } = b;
  console.log(
    `\n[${b.clock()}] Checkout creation alone: ${b.connections} connections (one customer each), ${b.rounds} rounds × ${b.seconds} s per target, with the uncached product read beside them.`,
  );
  const customers = t.customers!;
  const tokens = Array.from({ length: b.connections }, () => customers.take());
  const users = Array.from({ length: b.connections }, () => randomUUID());
  const open = new OpenCheckouts();
  const body = (items: HeldLine[]) => ({
    checkoutItems: items,
    shippingAddress: ADDRESS,
    paymentMethod: 'Razorpay',
  });
  /** Follows the answer to `customer`'s checkout: what it holds, as the answer names it. */
  const seen = (customer: string) => (reply: Reply) => {
    if (reply.status === 201) {
      const answer = readJson<CheckoutView>(reply);
      open.answered(customer, answer._id, heldLines(answer));
    }
    return reply;
  };
  const contenders: Contender[] = [];
  if (baseline) {
    contenders.push({
      name: 'create-checkout, baseline (Fastify + pg)',
      expect: 201,
      send: (vu) => {
        const items = checkoutLines(pool);
        const userId = users[vu]!;
        return baseline
          .request('POST', '/api/checkout', {
            json: { userId, userName: 'Bench Baseline', ...body(items) },
          })
          .then(seen(userId));
      },
    });
  }
  contenders.push(
    {
      name: 'create-checkout, gateway',
      expect: 201,
      send: (vu) => {
        const items = checkoutLines(pool);
        const token = tokens[vu]!;
        return gateway
          .request('POST', '/api/checkout', { token, json: body(items) })
          .then(seen(token));
      },
    },
    uncachedRead(b),
  );
  const measured = await saturate(
    {
      label: 'create-checkout',
      connections: b.connections,
      rounds: b.rounds,
      seconds: b.seconds,
      cpu: b.cpu,
    },
    contenders,
  );
  const held = open.held();
  t.held.addAll(held);
  const counts = open.seen;
  const units = held.units;
  const base = baseline ? measured[0] : undefined;
  const gw = measured[baseline ? 1 : 0]!;
  const read = measured[measured.length - 1]!;
  b.results.push(
    `== Create a checkout with its stock hold, alone at saturation (${b.connections} connections, one signed-in customer each, ${b.rounds} × ${b.seconds} s per target) ==`,
    aloneTable(measured, base, read),
    ...(base
      ? [
          verdict(
            'create-checkout ÷ its baseline',
            gw.report.summary.rps / base.report.summary.rps,
            0.5,
          ),
        ]
      : []),
    cpuTable(measured.map((m) => ({ label: m.name, perRequest: m.cpu }))),
    ...errorLines(
      measured.map((m) => m.report),
      '  ',
    ),
    `checkouts: ${counts.created} created (${counts.replaced} replaced by a newer one of the same customer, their holds given back), ${counts.again} answered by the same cart's open checkout; ${units} units still held, in the stock accounting`,
    '',
  );
}

/** Checkouts by `vus` signed-in buyers in a closed loop. */
export async function checkoutClosed(
  b: WriteBench,
  t: CheckoutTarget,
  vus: number,
  seconds: number,
) {
  console.log(
    `\n[${b.clock()}] Checkout, closed loop: ${vus} signed-in buyers for ${seconds} s (cart → checkout → sandbox payment → verify → pay → finalize; order and cleared cart polled every ${POLL_MS} ms).`,
  );
  const rec = new Recorder(BUY_STEPS);
  const xactsBefore = await b.transactions?.sample();
  const before = sampleCpu(b.cpu);
  await runVus({
    label: 'checkout',
    vus,
    seconds,
    recorder: rec,
    iteration: () => checkout(t, rec),
    progressEvery: 10,
  });
  const cpu = cpuPerRequest(before, sampleCpu(b.cpu), rec.iterations);
  const xactsAfter = await b.transactions?.sample();
  b.results.push(
    `== Checkout, closed loop: ${vus} signed-in buyers, no think time (${seconds} s) ==`,
    `${(rec.iterations / rec.seconds).toFixed(1)} completed checkouts/s (target ≥ 40/s; goal 100/s)`,
    scenarioTable('checkout', [{ name: 'gateway', steps: rec.report() }]),
    ...scenarioFooter('checkout', 'gateway', rec),
    cpuTable([{ label: 'per checkout', perRequest: cpu }]),
    ...(xactsBefore && xactsAfter
      ? [
          `PostgreSQL transactions per checkout, by database (the polls included): ${transactionsPerRequest(xactsBefore, xactsAfter, rec.iterations)}`,
        ]
      : []),
    '',
  );
}

/** A rate's outcome: did the shop keep up, and how fast was every step. */
interface RateOutcome {
  rate: number;
  arrivals: ArrivalResult;
  rec: Recorder;
  cpu: [string, number][];
  hops?: ReturnType<EventHops['take']>;
}

/** Whether the shop kept up with `o.rate`: completed ≥ 95 % of the arrivals, none dropped, no errors. */
const keptUp = (o: RateOutcome) =>
  o.arrivals.completed >= 0.95 * o.rate * o.arrivals.seconds &&
  o.arrivals.dropped === 0 &&
  o.rec.errors === 0;

/** Checkouts at fixed arrival rates (open model), each rate for `seconds`; names the breakpoint. */
export async function checkoutOpen(
  b: WriteBench,
  t: CheckoutTarget,
  rates: number[],
  seconds: number,
  maxVus: number,
) {
  console.log(
    `\n[${b.clock()}] Checkout, open model: arrivals at ${rates.join(', ')} per second, ${seconds} s each, at most ${maxVus} under way.`,
  );
  const outcomes: RateOutcome[] = [];
  for (const rate of rates) {
    const rec = new Recorder(BUY_STEPS);
    const before = sampleCpu(b.cpu);
    b.hops?.take(); // from here on
    const arrivals = await runArrivals({
      label: `${rate}/s`,
      rate,
      seconds,
      maxVus,
      recorder: rec,
      iteration: () => checkout(t, rec),
      progressEvery: 5,
    });
    await new Promise((r) => setTimeout(r, 200)); // the last purchases' events
    // the confirmations of this rate's orders, late ones included (their sends' CPU with them)
    await b.hops?.settle();
    const cpu = cpuPerRequest(before, sampleCpu(b.cpu), arrivals.completed);
    outcomes.push({ rate, arrivals, rec, cpu, hops: b.hops?.take() });
    console.log(
      `  ${rate}/s: ${arrivals.completed} completed, ${arrivals.dropped} dropped, ${arrivals.late} late, ${rec.errors} errors`,
    );
  }
  const breakpoint = outcomes.find((o) => !keptUp(o));
  const lines = [
    `== Checkout, open model: fixed arrival rates, ${seconds} s each, at most ${maxVus} under way ==`,
    table(
      ['rate /s', 'completed /s', 'dropped', 'late', 'errors', 'kept up'],
      outcomes.map((o) => [
        String(o.rate),
        (o.arrivals.completed / o.arrivals.seconds).toFixed(1),
        String(o.arrivals.dropped),
        String(o.arrivals.late),
        String(o.rec.errors),
        keptUp(o) ? 'yes' : 'NO',
      ]),
    ),
    breakpoint
      ? `Breakpoint: ${breakpoint.rate}/s, the first rate the shop did not keep up with (completed < 95 % of arrivals, or drops, or errors).`
      : `Breakpoint: above ${rates[rates.length - 1]}/s (it kept up with every rate tried; raise BENCH_CHECKOUT_RATES).`,
    '',
  ];
  for (const o of outcomes) {
    lines.push(
      `-- ${o.rate}/s --`,
      scenarioTable('checkout', [{ name: 'gateway', steps: o.rec.report() }]),
      ...scenarioFooter('checkout', 'gateway', o.rec),
      cpuTable([{ label: 'per checkout', perRequest: o.cpu }]),
      ...(o.hops ? [o.hops.table] : []),
    );
    const at25 = o.rate === 25;
    if (at25) {
      const steps = o.rec.report();
      const worst = Math.max(
        ...steps.filter((s) => !s.step.startsWith('verified')).map((s) => s.summary.p99),
      );
      const listed = steps.find((s) => s.step === 'verified→order listed')?.summary.p99 ?? NaN;
      lines.push(
        `${worst <= 100 ? 'MET   ' : 'MISSED'} at 25/s every step p99 ≤ 100 ms: worst ${ms(worst)} ms`,
        `${listed <= 50 ? 'MET   ' : 'MISSED'} at 25/s verified→order listed p99 ≤ 50 ms: ${ms(listed)} ms`,
        `${o.rec.errors === 0 ? 'MET   ' : 'MISSED'} at 25/s 0 errors: ${o.rec.errors}`,
      );
      const floor = o.hops?.p99.get(FLOOR_HOP);
      if (o.hops && floor !== undefined) {
        const over = EVENT_HOPS.map((h) => (o.hops!.p99.get(h) ?? NaN) - floor);
        const worst = Math.max(...over);
        lines.push(
          `${worst <= 5 ? 'MET   ' : 'MISSED'} at 25/s each event hop p99 ≤ JetStream's floor p99 + 5 ms: ${over.map((d) => `+${ms(d)}`).join(', ')} ms over ${ms(floor)} ms`,
        );
      }
      const confirmation = o.hops?.p99.get(CONFIRMATION_HOP);
      if (confirmation !== undefined) {
        lines.push(
          `INFO   at 25/s order placed → confirmation accepted by SMTP p99: ${ms(confirmation)} ms`,
        );
      }
    }
    lines.push('');
  }
  b.results.push(...lines);
}

/** Browsing alone, then browsing while checkouts arrive at `rate`/s: the browse rate of each. */
export async function mixed(
  b: WriteBench,
  t: CheckoutTarget,
  rate: number,
  seconds: number,
  maxVus: number,
) {
  console.log(
    `\n[${b.clock()}] Mixed: browse (${b.connections} VUs) alone for ${seconds} s, then while checkouts arrive at ${rate}/s.`,
  );
  const browseFor = async (rec: Recorder) =>
    runVus({
      label: 'browse',
      vus: b.connections,
      seconds,
      recorder: rec,
      iteration: () => browse(b.gateway, b.pool, rec),
    });
  const alone = new Recorder(BROWSE_STEPS);
  await browseFor(alone);
  const during = new Recorder(BROWSE_STEPS);
  const buys = new Recorder(BUY_STEPS);
  const [, arrivals] = await Promise.all([
    browseFor(during),
    runArrivals({
      label: 'checkouts',
      rate,
      seconds,
      maxVus,
      recorder: buys,
      iteration: () => checkout(t, buys),
    }),
  ]);
  const ratio = during.iterations / during.seconds / (alone.iterations / alone.seconds);
  b.results.push(
    `== Mixed: browse (${b.connections} VUs, category → search → product → similar) alone, then with checkouts arriving at ${rate}/s (${seconds} s each) ==`,
    scenarioTable('browse', [
      { name: 'browse alone', steps: alone.report() },
      { name: 'browse during checkouts', steps: during.report() },
    ]),
    verdict('browse during checkouts ÷ browse alone (iterations/s)', ratio, 0.8),
    `checkouts meanwhile: ${arrivals.completed} completed (${(arrivals.completed / seconds).toFixed(1)}/s), ${arrivals.dropped} dropped, ${buys.errors} errors`,
    ...errorLines([...during.report(), ...buys.report()], '  '),
    '',
  );
}
