import {
  CatalogCalls,
  must,
  parseProductInput,
  type Namespace,
  type Product,
  type ProductInput,
  type RpcDefinition,
} from '@arogya/contracts';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import assert from 'node:assert/strict';
import type { TestEnv } from './env.js';
import { callerFor, productFields, until } from './fixtures.js';
import type { FullShop } from './full-shop.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The sum of a Prometheus metric's samples on an ops port whose labels include `labels`
 * (e.g. `consumer="orders-payment-verified"`); 0 when there is none.
 */
export async function metricValue(opsUrl: string, name: string, labels = ''): Promise<number> {
  const text = await (await fetch(`${opsUrl}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    const sample = new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`).exec(line);
    if (sample && (sample[1] ?? '').includes(labels)) sum += Number(sample[2]);
  }
  return sum;
}

/**
 * Waits until the event flow between the given processes has come to rest: no outbox row
 * unpublished, no event pending or unacknowledged at any of their consumers, and the stream
 * unchanged while that was read. After it, nothing the processes were sent can still change
 * their state by event: "no second order was made" is then an assertion, not a bet on time.
 */
export async function eventsSettled(
  env: TestEnv,
  ns: Namespace,
  processes: { opsUrl: string }[],
  ms = 15_000,
): Promise<void> {
  const nc = await connect({ servers: env.natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = ns.stream('SHOP');
    const lastSeq = async () => (await jsm.streams.info(stream)).state.last_seq;
    const deadline = Date.now() + ms;
    for (;;) {
      const before = await lastSeq();
      let busy = 0;
      for (const p of processes) {
        busy += await metricValue(p.opsUrl, 'outbox_pending');
        busy += await metricValue(p.opsUrl, 'consumer_lag_messages');
      }
      if (busy === 0 && (await lastSeq()) === before) return;
      if (Date.now() > deadline) throw new Error('The event flow did not come to rest in time');
      await sleep(25);
    }
  } finally {
    await nc.close();
  }
}

/**
 * Waits until every job of `service`'s BullMQ queue (`<service>-jobs`) that is waiting or
 * running now has ended, with everything it wrote (one that failed and waits for its retry
 * counts as ended): e.g. the reconciliation run that has just asked Razorpay something is over.
 * Jobs due later (delayed) and jobs queued after the call are not waited for.
 */
export async function jobsDone(
  env: TestEnv,
  ns: Namespace,
  service: string,
  ms = 15_000,
): Promise<void> {
  const redis = new Redis(env.redisUrl, { maxRetriesPerRequest: 3 });
  const queue = `${ns.redisPrefix()}:bull:${service}-jobs`;
  const underWay = async () => {
    const replies = await redis
      .multi()
      .lrange(`${queue}:wait`, 0, -1)
      .zrange(`${queue}:prioritized`, 0, -1)
      .lrange(`${queue}:active`, 0, -1)
      .exec();
    if (!replies) throw new Error(`Could not read the ${service} jobs`);
    return new Set(
      replies.flatMap(([err, ids]) => {
        if (err) throw err;
        return ids as string[];
      }),
    );
  };
  try {
    const then = await underWay();
    await until(
      async () => {
        const now = await underWay();
        return [...then].some((id) => now.has(id)) ? undefined : true;
      },
      ms,
      `the ${service} jobs under way to end`,
    );
  } finally {
    redis.disconnect();
  }
}

/** A payment made in a whole shop's Razorpay sandbox: its Razorpay order and its id. */
export interface SandboxPayment {
  orderId: string;
  paymentId: string;
}

/**
 * Waits until every path that could still act on `payments` has had its turn since `since`
 * (milliseconds since the epoch): reconciliation has asked Razorpay about each order (and the
 * run that asked has ended, with every checkout job under way then); no webhook of theirs is in
 * flight or still to come (each delivered, a duplicate sent twice, a dropped one never; every
 * attempt the sandbox made answered by the shop, which handles a webhook before it answers);
 * and the events all of that caused are handled. "Exactly one order" or "refunded once" is then
 * a fact, not a bet on time.
 */
export async function paymentsSettled(
  env: TestEnv,
  ns: Namespace,
  shop: FullShop,
  since: number,
  payments: SandboxPayment[],
  ms = 30_000,
): Promise<void> {
  const { sandbox } = shop;
  for (const { orderId } of payments) {
    const asked = `/v1/orders/${orderId}/payments`;
    await until(
      () =>
        sandbox.state.requests.some(
          (r) => r.method === 'GET' && r.url.split('?')[0] === asked && r.at >= since,
        ) || undefined,
      ms,
      `reconciliation to ask Razorpay about ${orderId}`,
    );
    await jobsDone(env, ns, 'checkout', ms);
  }
  const ids = new Set(payments.map((p) => p.paymentId));
  await until(
    async () => {
      const all = sandbox.state.webhooks.list();
      const sent = all.reduce((n, d) => n + d.attempts, 0);
      const answered = await metricValue(
        shop.gateway.opsUrl,
        'http_requests_total',
        'route="/api/webhooks/razorpay"',
      );
      const theirs = all.filter((d) => ids.has(d.payment_id) && !d.dropped);
      const delivered = theirs.every((d) => d.delivered && d.attempts >= (d.duplicated ? 2 : 1));
      return answered >= sent && delivered ? true : undefined;
    },
    ms,
    'the webhooks to be answered',
  );
  await eventsSettled(env, ns, Object.values(shop.services), ms);
}

/** What a refused service call answered. */
export interface Refusal {
  status: number;
  message: string;
  details?: Record<string, unknown>;
}

/** The refusal of a call that must fail (a `ShopError`); fails when it succeeds. */
export async function refusal(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (err) {
    const e = err as Partial<Refusal>;
    assert.equal(typeof e.status, 'number', `not a refusal: ${String(err)}`);
    return { status: e.status!, message: String(e.message), details: e.details };
  }
  assert.fail('the call was expected to be refused');
}

/**
 * The definition as the service reads it, but sent as it is: for tests that show a service
 * refuses a malformed request on arrival (the client would refuse it before sending).
 */
export const unchecked = <Req, Res>(def: RpcDefinition<Req, Res>): RpcDefinition<unknown, Res> => ({
  subject: def.subject,
  parse: (payload) => payload,
});

/** Anything that makes typed service calls (the platform's RpcClient). */
export interface RpcCaller {
  call<Req, Res>(def: RpcDefinition<Req, Res>, request: Req): Promise<Res>;
}

/**
 * Creates a catalog product as an admin would, from the fields a test cares about; the rest
 * (description, category, a unique SKU) are filled in and the whole checked as SPEC §7 says.
 */
export async function catalogProduct(
  rpc: RpcCaller,
  fields: Record<string, unknown>,
): Promise<Product> {
  const product = must(parseProductInput(productFields(fields), 'create')) as ProductInput;
  return rpc.call(CatalogCalls.create, { caller: callerFor('Catalog admin', 'admin'), product });
}
