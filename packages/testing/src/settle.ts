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
import assert from 'node:assert/strict';
import type { TestEnv } from './env.js';
import { callerFor, productFields } from './fixtures.js';

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

/** What a refused service call answered. */
export interface Refusal {
  status: number;
  message: string;
  details?: Record<string, unknown>;
}

/** The refusal of a call that must fail (an `RpcError` or `InvalidRequest`); fails when it succeeds. */
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
