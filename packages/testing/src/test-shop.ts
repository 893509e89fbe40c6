import type { EventDefinition, EventEnvelope, Namespace } from '@arogya/contracts';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { after, before } from 'node:test';
import { testEnv, type TestEnv } from './env.js';
import { callJson } from './http.js';
import { dropNamespace, uniqueNamespace } from './namespace.js';
import { eventsInStream, publishEvent } from './events.js';
import { TestProcess } from './processes.js';
import { eventsSettled } from './settle.js';
import { until } from './fixtures.js';

/** What one test file runs against: its namespace, the services' addresses, and what it started. */
export interface TestShop<T> {
  readonly ns: Namespace;
  readonly env: TestEnv;
  /** What `start` answered (in the tests and their hooks; a test may replace a part it restarts). */
  parts: T;
  /**
   * Resolves once `start` has: a file's own `before` hooks await it first, because Node runs a
   * file's top-level `before` hooks side by side, not one after the other.
   */
  readonly ready: Promise<void>;
}

/**
 * Stops what `part` is: a process, a gateway, a whole shop, anything with `close()` (a sandbox,
 * a NATS connection), or a list or plain record of them; leaves anything else alone.
 */
async function stop(part: unknown, done = new WeakSet<object>()): Promise<void> {
  if (typeof part !== 'object' || part === null || done.has(part)) return;
  done.add(part);
  if (part instanceof TestProcess) {
    await part.stop();
    return;
  }
  const p = part as {
    process?: unknown;
    stop?: () => Promise<unknown>;
    close?: () => Promise<unknown>;
  };
  if (p.process instanceof TestProcess)
    await p.process.stop(); // a gateway
  else if (typeof p.stop === 'function')
    await p.stop(); // a whole shop
  else if (typeof p.close === 'function')
    await p.close(); // a sandbox, a receiver, a browser
  else if (Array.isArray(part) || Object.getPrototypeOf(part) === Object.prototype) {
    const values = Object.values(part);
    // gateways first, so that nothing is still asking the services it is stopping
    const gateways = values.filter(
      (v) => (v as { process?: unknown })?.process instanceof TestProcess,
    );
    for (const g of gateways) await stop(g, done);
    await Promise.all(values.filter((v) => !gateways.includes(v)).map((v) => stop(v, done)));
  }
}

/**
 * The shop one test file needs, in a namespace of its own: `start` runs before the file's tests
 * (with the services from `testEnv()`), and afterwards everything it started is stopped and the
 * namespace (databases, streams, Redis keys) dropped. Should `start` fail half-way, the processes
 * it had started are stopped all the same, and so is whatever it handed to `own` (servers
 * running in the test's own process: a sandbox, a receiver), so that the file never hangs.
 */
export function testShop<T extends object>(
  label: string,
  start: (env: TestEnv, ns: Namespace, own: <P>(part: P) => P) => Promise<T>,
): TestShop<T> {
  const owned: unknown[] = [];
  const own = <P>(part: P): P => {
    owned.push(part);
    return part;
  };
  let started!: () => void;
  let failed!: (err: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => {
    started = resolve;
    failed = reject;
  });
  ready.catch(() => undefined); // reported by the hook below
  const shop = { ns: uniqueNamespace(label), ready } as TestShop<T> & { env: TestEnv };
  before(async () => {
    try {
      shop.env = await testEnv();
      shop.parts = await start(shop.env, shop.ns, own);
      started();
    } catch (err) {
      failed(err);
      throw err;
    }
  });
  after(async () => {
    const done = new WeakSet<object>();
    await stop(shop.parts, done);
    await stop(owned, done);
    await stop([...TestProcess.started], done);
    if (shop.env) await dropNamespace(shop.env, shop.ns);
  });
  return shop;
}

/** `api(method, path, body?, token?)` against the shop at `baseUrl()` (read when called). */
export const apiOf =
  (baseUrl: () => string) => (method: string, path: string, body?: unknown, token?: string) =>
    callJson(method, `${baseUrl()}${path}`, { body, token });

/** Registers a new customer through `api`; answers the user and their token. */
export async function signUp(api: ReturnType<typeof apiOf>, name: string) {
  const r = await api('POST', '/api/users/register', {
    name,
    email: `${name}-${globalThis.crypto.randomUUID().slice(0, 6)}@test.local`,
    password: 'shopper-pass-1',
  });
  return r.body as { user: { _id: string; name: string }; token: string };
}

/** A service's own test shop: its processes, a NATS connection, a client of its calls. */
export interface ServiceShop<T, R> extends TestShop<T & { nc: NatsConnection; rpc: R }> {
  /** Publishes `data` as another service would (`times` copies: a redelivery). */
  publish<TType extends string, TData>(
    event: EventDefinition<TType, TData>,
    data: TData,
    times?: number,
  ): Promise<EventEnvelope<TType, TData>>;
  /** The events of `event` in the stream whose data matches `match`, oldest first. */
  published<TType extends string, TData>(
    event: EventDefinition<TType, TData>,
    match?: (data: TData) => boolean,
  ): Promise<EventEnvelope<TType, TData>[]>;
  /** Waits until the processes of the shop have no event left to publish or handle. */
  settled(): Promise<void>;
}

/**
 * `testShop` for the tests of one service: what `start` starts, plus a NATS connection and a
 * `Client` on it (the `RpcClient` of @arogya/platform, which this package cannot import; calls
 * time out after 5 s), with the event helpers those tests use.
 */
export function serviceShop<T extends object, R>(
  label: string,
  start: (env: TestEnv, ns: Namespace, own: <P>(part: P) => P) => Promise<T>,
  Client: new (nc: NatsConnection, ns: Namespace, timeoutMs: number) => R,
): ServiceShop<T, R> {
  const shop = testShop(label, async (env, ns, own) => {
    const parts = await start(env, ns, own);
    const nc = own(await connect({ servers: env.natsUrl }));
    return { ...parts, nc, rpc: new Client(nc, ns, 5000) };
  });
  const processes = () => Object.values(shop.parts).filter((p) => p instanceof TestProcess);
  return Object.assign(shop, {
    publish: <TType extends string, TData>(
      event: EventDefinition<TType, TData>,
      data: TData,
      times = 1,
    ) => publishEvent(shop.parts.nc, shop.ns, event, data, times),
    published: <TType extends string, TData>(
      event: EventDefinition<TType, TData>,
      match?: (data: TData) => boolean,
    ) => eventsInStream(shop.parts.nc, shop.ns, event, match),
    settled: () => eventsSettled(shop.env, shop.ns, processes()),
  });
}

/**
 * Waits until the gateway refuses `token` (5 s at most): a revocation (a reset, a linked Google
 * account, an erasure) reaches the gateway's cache as an event, milliseconds after the answer.
 */
export async function tokenRefused(api: ReturnType<typeof apiOf>, token: string): Promise<void> {
  await until(
    async () =>
      (await api('GET', '/api/users/me', undefined, token)).status === 401 ? true : undefined,
    5_000,
    'the token to be refused',
  );
}
