// The faults of a chaos run, one at a time on a schedule: each kills (SIGKILL) or stops
// something and brings it back, then the run waits until every process of the shop is ready
// again. What each did is kept for the report.
import pg from 'pg';
import type { LocalPostgres, LocalServer } from './infra.js';
import type { ChaosShop, ProcessName } from './shop.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the faults act on, and how long they last. */
export interface FaultContext {
  shop: ChaosShop;
  postgres: LocalPostgres;
  nats: LocalServer;
  redis: LocalServer;
  /** How long NATS, Redis, PostgreSQL and the sandbox stay down. */
  downMs: number;
  /** The consumers' ack wait: a paused consumer is held past it. */
  ackWaitMs: number;
  /** The delay added to the orders service's PostgreSQL traffic, each way, and for how long. */
  delayMs: number;
  delayForMs: number;
  /** How long Razorpay refuses the shop's key (`badkey`). */
  badKeyMs: number;
  /** Issue 33: how long the courier's API is down (`courier`). */
  courierDownMs: number;
  log: (line: string) => void;
}

/** What a fault did to its target. */
interface Injected {
  /** From the fault until its target itself was back (started again, answering, resumed). */
  downMs: number;
  note: string;
}

/** One fault of the schedule. */
export interface Fault {
  /** Its name in `CHAOS_FAULTS`. */
  name: string;
  /** What it does, for the report. */
  what: string;
  inject(ctx: FaultContext): Promise<Injected>;
}

/** A fault as it happened. */
export interface FaultRecord {
  name: string;
  what: string;
  /** Wall time of the fault, ms. */
  at: number;
  downMs: number;
  /** Wall time every process was ready again (undefined: not within the wait). */
  readyAt: number | undefined;
  note: string;
}

/** Kills process `name` with SIGKILL, holds it down `downMs`, starts it again; answers the time down. */
async function killProcess(ctx: FaultContext, name: ProcessName, downMs = 0): Promise<number> {
  const t = Date.now();
  ctx.shop.handled.add(name);
  try {
    await ctx.shop.process(name).stop('SIGKILL');
    if (downMs) await sleep(downMs);
    await ctx.shop.restart(name);
  } finally {
    ctx.shop.handled.delete(name);
  }
  return Date.now() - t;
}

const processFault = (name: ProcessName): Fault => ({
  name,
  what: `${name} killed (SIGKILL), restarted`,
  inject: async (ctx) => ({ downMs: await killProcess(ctx, name), note: '' }),
});

/** One Prometheus counter of a process's `/metrics` (summed over its series matching `labels`). */
async function counter(ctx: FaultContext, name: ProcessName, metric: string, labels: string[]) {
  try {
    const text = await (await fetch(`${ctx.shop.process(name).opsUrl}/metrics`)).text();
    return text
      .split('\n')
      .filter((l) => l.startsWith(`${metric}{`) && labels.every((x) => l.includes(x)))
      .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
  } catch {
    return NaN;
  }
}

/** The advisory lock that holds the relay back (any number no one else uses). */
const HOLD_KEY = 160_001;

/**
 * The checkout service killed with its outbox relay mid-batch: rows claimed (`SELECT … FOR
 * UPDATE SKIP LOCKED`, its transaction open), published to JetStream, not yet marked published.
 * The run holds an advisory lock and adds to checkout's `outbox` a statement trigger, before
 * UPDATE, that waits for that lock: the relay claims and publishes as ever, and its
 * `UPDATE … SET published_at` waits (writers of new rows do not). Once `pg_stat_activity` shows
 * the UPDATE waiting, the batch is out on JetStream and unmarked: the process is killed
 * (SIGKILL), the trigger dropped and the lock let go. After the restart the rows go again;
 * JetStream drops the copies it has by `msgID`, the consumers' inboxes whatever gets through.
 */
const relayMidBatch: Fault = {
  name: 'relay',
  what: 'checkout killed (SIGKILL) with its outbox relay mid-batch, restarted',
  async inject(ctx) {
    const client = new pg.Client({ connectionString: ctx.postgres.database('arogya_checkout') });
    client.on('error', () => undefined);
    await client.connect();
    const t = Date.now();
    ctx.shop.handled.add('checkout');
    let caught = false;
    try {
      await client.query('SELECT pg_advisory_lock($1)', [HOLD_KEY]);
      await client.query(`
        CREATE FUNCTION chaos_hold_relay() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN PERFORM pg_advisory_xact_lock_shared(${HOLD_KEY}); RETURN NULL; END $$;
        CREATE TRIGGER chaos_hold_relay BEFORE UPDATE ON outbox
          FOR EACH STATEMENT EXECUTE FUNCTION chaos_hold_relay()`);
      const deadline = Date.now() + 15_000;
      while (!caught && Date.now() < deadline) {
        const { rows } = await client.query(
          `SELECT 1 FROM pg_stat_activity
            WHERE datname = 'arogya_checkout' AND application_name = 'checkout'
              AND wait_event_type = 'Lock' AND wait_event = 'advisory'
              AND query LIKE 'UPDATE outbox SET published_at%'`,
        );
        caught = rows.length > 0;
        if (!caught) await sleep(5);
      }
      await ctx.shop.process('checkout').stop('SIGKILL');
    } finally {
      await client.query(`
        DROP TRIGGER IF EXISTS chaos_hold_relay ON outbox;
        DROP FUNCTION IF EXISTS chaos_hold_relay();
        SELECT pg_advisory_unlock_all()`);
    }
    try {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
      );
      await ctx.shop.restart('checkout');
      const note = caught
        ? `killed after the relay published a batch and before it marked it: ${rows[0]!.n} row(s) left unpublished`
        : `no batch reached its UPDATE in 15 s: killed anyway (${rows[0]!.n} row(s) unpublished)`;
      return { downMs: Date.now() - t, note };
    } finally {
      ctx.shop.handled.delete('checkout');
      await client.end().catch(() => undefined);
    }
  },
};

const sandboxDown: Fault = {
  name: 'sandbox',
  what: 'Razorpay sandbox killed (SIGKILL), down, restarted',
  inject: async (ctx) => ({
    downMs: await killProcess(ctx, 'razorpay-sandbox', ctx.downMs),
    note: '',
  }),
};

/** An infrastructure server stopped (`stop`), held down, started again. */
const serverFault = (
  name: string,
  what: string,
  server: (ctx: FaultContext) => { start(): Promise<void> },
  stop: (ctx: FaultContext) => Promise<void>,
): Fault => ({
  name,
  what,
  async inject(ctx) {
    const t = Date.now();
    await stop(ctx);
    await sleep(ctx.downMs);
    await server(ctx).start();
    return { downMs: Date.now() - t, note: '' };
  },
});

/**
 * The orders service stopped (SIGSTOP) for its consumers' ack wait and 2 s more, then resumed:
 * JetStream redelivers what it held, and the copies meet the originals it still had in hand.
 */
const pauseConsumer: Fault = {
  name: 'pause',
  what: 'orders paused (SIGSTOP) past its consumers’ ack wait, resumed',
  async inject(ctx) {
    const p = ctx.shop.process('orders');
    const series = ['consumer="orders-payment-verified"'];
    const redelivered = () => counter(ctx, 'orders', 'consumer_redeliveries_total', series);
    const duplicates = () =>
      counter(ctx, 'orders', 'events_handled_total', [...series, 'outcome="duplicate"']);
    const before = [await redelivered(), await duplicates()];
    const t = Date.now();
    ctx.shop.handled.add('orders');
    try {
      process.kill(p.pid!, 'SIGSTOP');
      await sleep(ctx.ackWaitMs + 2000);
    } finally {
      if (p.pid) process.kill(p.pid, 'SIGCONT');
      ctx.shop.handled.delete('orders');
    }
    const downMs = Date.now() - t;
    await ctx.shop.untilReady(30_000);
    await sleep(1000); // the redeliveries and the copies in hand are handled
    const [r, d] = [(await redelivered()) - before[0]!, (await duplicates()) - before[1]!];
    return {
      downMs,
      note: `ack wait ${ctx.ackWaitMs / 1000} s; payment-verified redelivered ${r}×, ${d} copies absorbed by the inbox`,
    };
  },
};

/** The orders service's PostgreSQL traffic delayed through its proxy. */
const delayNetwork: Fault = {
  name: 'delay',
  what: 'orders’ network to PostgreSQL delayed (TCP proxy)',
  async inject(ctx) {
    ctx.shop.proxy.delayMs = ctx.delayMs;
    try {
      await sleep(ctx.delayForMs);
    } finally {
      ctx.shop.proxy.delayMs = 0;
    }
    return {
      downMs: ctx.delayForMs,
      note: `+${ctx.delayMs} ms each way on every packet for ${ctx.delayForMs / 1000} s`,
    };
  },
};

/**
 * Razorpay refuses the shop's key (a key rotated on its side and not yet here): every API call
 * answers 401 for `badKeyMs`, while the popup still takes payments and Razorpay still sends
 * webhooks (answered 503, sent again). Once the key works, every captured payment must have
 * its order or its refund (issue 27).
 */
const badKey: Fault = {
  name: 'badkey',
  what: 'Razorpay refuses the shop’s key (401 on every API call), then accepts it again',
  async inject(ctx) {
    const faults = `${ctx.shop.sandboxUrl}/sandbox/faults`;
    const added = await fetch(faults, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/', kind: 'status', status: 401 }),
    });
    if (!added.ok)
      throw new Error(`the sandbox refused the fault: ${added.status} ${await added.text()}`);
    const { id } = (await added.json()) as { id: string };
    const t = Date.now();
    try {
      await sleep(ctx.badKeyMs);
    } finally {
      await fetch(`${faults}/${id}`, { method: 'DELETE' });
    }
    return { downMs: Date.now() - t, note: `401 for ${ctx.badKeyMs / 1000} s` };
  },
};

/** Sends again every webhook of the courier that a fault dropped (and no replay sent yet). */
function replayDropped(ctx: FaultContext): number {
  const courier = ctx.shop.courier!;
  const all = courier.webhooks.list();
  const replayed = new Set(all.map((d) => d.replayOf).filter(Boolean));
  const dropped = all.filter((d) => d.fault === 'drop' && !replayed.has(d.id));
  for (const d of dropped) courier.webhooks.replay(d.id);
  return dropped.length;
}

/**
 * Issue 33: the courier's API down (503 to every call: bookings, pickups, failed-delivery
 * decisions refused, tried again by the desk) for `courierDownMs`, and every tracking webhook of
 * that time dropped; once it is back they are replayed, as Shiprocket's dashboard resends them.
 */
const courierDown: Fault = {
  name: 'courier',
  what: 'the courier’s API down (503), its webhooks dropped, then replayed',
  async inject(ctx) {
    const courier = ctx.shop.courier!;
    const t = Date.now();
    courier.faults.add({ kind: 'down', seconds: ctx.courierDownMs / 1000 });
    courier.faults.add({ kind: 'drop-webhooks' });
    await sleep(ctx.courierDownMs);
    courier.faults.clear();
    const replayed = replayDropped(ctx);
    return {
      downMs: Date.now() - t,
      note: `down ${ctx.courierDownMs / 1000} s; ${replayed} webhooks dropped, then replayed`,
    };
  },
};

/**
 * Issue 33: the courier's next 20 tracking webhooks sent twice and the 20 after them dropped,
 * those replayed 5 s later — late, and after newer ones.
 */
const webhookFaults: Fault = {
  name: 'webhooks',
  what: 'the courier’s webhooks duplicated, dropped and replayed late',
  async inject(ctx) {
    const courier = ctx.shop.courier!;
    const t = Date.now();
    const seen = courier.webhooks.list().length;
    courier.faults.add({ kind: 'duplicate-webhooks', count: 20 });
    courier.faults.add({ kind: 'drop-webhooks', count: 20 });
    // until the 20 dropped have gone by (or 20 s), then 5 s more before the replay
    for (let waited = 0; waited < 20_000; waited += 250) {
      const since = courier.webhooks.list().slice(seen);
      if (since.filter((d) => d.fault === 'drop').length >= 20) break;
      await sleep(250);
    }
    await sleep(5000);
    courier.faults.clear();
    const replayed = replayDropped(ctx);
    return { downMs: Date.now() - t, note: `${replayed} dropped webhooks replayed` };
  },
};

/** Every fault, in the order a run schedules them. */
export const FAULTS: Fault[] = [
  ...(['catalog', 'users', 'cart', 'checkout', 'orders', 'gateway'] as const).map(processFault),
  relayMidBatch,
  sandboxDown,
  badKey,
  serverFault(
    'nats',
    'NATS killed (SIGKILL), down, restarted',
    (c) => c.nats.server,
    (c) => c.nats.server.signal('SIGKILL'),
  ),
  serverFault(
    'redis',
    'Redis killed (SIGKILL), down, restarted',
    (c) => c.redis.server,
    (c) => c.redis.server.signal('SIGKILL'),
  ),
  serverFault(
    'postgres',
    'PostgreSQL fast shutdown, down, started',
    (c) => c.postgres.server,
    (c) => c.postgres.fastShutdown(),
  ),
  pauseConsumer,
  delayNetwork,
  courierDown,
  webhookFaults,
];

/**
 * When each of `n` faults starts (ms from the start of a load of `seconds`): evenly over the
 * load, after a lead of 5 s (a tenth of a shorter load) and before a tail of 10 s (15 %), so
 * that the shop is seen before the first and the last has time to be followed by checkouts.
 */
export function plan(n: number, seconds: number): number[] {
  const lead = Math.min(5, seconds * 0.1);
  const tail = Math.min(10, seconds * 0.15);
  const slot = (seconds - lead - tail) / Math.max(n, 1);
  return Array.from({ length: n }, (_, i) => Math.round((lead + i * slot) * 1000));
}

/**
 * Runs `faults` one at a time, the i-th not before `t0 + plan[i]`; after each, waits (at most
 * `recoverMs`) until every process is ready again. Answers what each did.
 */
export async function runSchedule(
  ctx: FaultContext,
  faults: Fault[],
  plan: number[],
  t0: number,
  recoverMs: number,
  clock: () => string,
): Promise<FaultRecord[]> {
  const done: FaultRecord[] = [];
  for (const [i, f] of faults.entries()) {
    const wait = t0 + plan[i]! - Date.now();
    if (wait > 0) await sleep(wait);
    const at = Date.now();
    ctx.log(`[${clock()}] FAULT ${i + 1}/${faults.length}: ${f.what}`);
    const injected = await f
      .inject(ctx)
      .catch((err: unknown): Injected => ({ downMs: 0, note: `NOT INJECTED: ${String(err)}` }));
    const readyAt = await ctx.shop.untilReady(recoverMs);
    const record: FaultRecord = { name: f.name, what: f.what, at, ...injected, readyAt };
    done.push(record);
    ctx.log(
      `[${clock()}]   ${f.name}: back after ${(injected.downMs / 1000).toFixed(1)} s; ` +
        (readyAt === undefined
          ? `NOT every process ready within ${recoverMs / 1000} s`
          : `every process ready ${((readyAt - at) / 1000).toFixed(1)} s after the fault`) +
        (injected.note ? ` (${injected.note})` : ''),
    );
  }
  return done;
}
