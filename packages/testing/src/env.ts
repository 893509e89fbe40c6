import { execFile } from 'node:child_process';
import { connect as tcpConnect } from 'node:net';
import { promisify } from 'node:util';

/** Where the tests find PostgreSQL, NATS and Redis. */
export interface TestEnv {
  postgresUrl: string;
  natsUrl: string;
  redisUrl: string;
}

const DEFAULTS: TestEnv = {
  postgresUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  natsUrl: 'nats://127.0.0.1:4222',
  redisUrl: 'redis://127.0.0.1:6379',
};

/** Whether something accepts TCP connections at `url`'s host and port (`defaultPort` if none). */
export /** Whether something accepts a TCP connection at `url` now (one try, up to 3 s). */
function answers(url: string, defaultPort: number): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: u.hostname, port: Number(u.port || defaultPort) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Whether a server answers at `url`: asked three times, so that a machine busy with other
 * tests (two cores, a dozen processes) is not mistaken for a server that is not there.
 */
async function answersPatiently(url: string, defaultPort: number): Promise<boolean> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    if (await answers(url, defaultPort)) return true;
    if (attempt < 3) await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function dockerAvailable(): Promise<boolean> {
  try {
    await promisify(execFile)('docker', ['info'], { timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

let cached: Promise<TestEnv> | undefined;

/**
 * The services the tests run against: the `POSTGRES_URL`, `NATS_URL` and `REDIS_URL` ones
 * (or the local defaults) when they answer; otherwise containers started with testcontainers
 * where a Docker engine exists; otherwise a clear error naming what is missing.
 */
export function testEnv(): Promise<TestEnv> {
  cached ??= resolveEnv();
  return cached;
}

async function resolveEnv(): Promise<TestEnv> {
  const env: TestEnv = {
    postgresUrl: process.env.POSTGRES_URL ?? DEFAULTS.postgresUrl,
    natsUrl: process.env.NATS_URL ?? DEFAULTS.natsUrl,
    redisUrl: process.env.REDIS_URL ?? DEFAULTS.redisUrl,
  };
  const up = {
    postgres: await answersPatiently(env.postgresUrl, 5432),
    nats: await answersPatiently(env.natsUrl, 4222),
    redis: await answersPatiently(env.redisUrl, 6379),
  };
  const missing = Object.entries(up)
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  if (missing.length === 0) return env;
  if (!(await dockerAvailable())) {
    throw new Error(
      `Tests need ${missing.join(', ')}: start them locally (see README "Running the tests") ` +
        'or set POSTGRES_URL / NATS_URL / REDIS_URL; no Docker engine is available for testcontainers.',
    );
  }
  const { GenericContainer, Wait } = await import('testcontainers');
  if (!up.postgres) {
    const c = await new GenericContainer('postgres:15-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
      .start();
    env.postgresUrl = `postgres://postgres@${c.getHost()}:${c.getMappedPort(5432)}/postgres`;
  }
  if (!up.nats) {
    const c = await new GenericContainer('nats:2.10-alpine')
      .withCommand(['-js'])
      .withExposedPorts(4222)
      .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
      .start();
    env.natsUrl = `nats://${c.getHost()}:${c.getMappedPort(4222)}`;
  }
  if (!up.redis) {
    const c = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
    env.redisUrl = `redis://${c.getHost()}:${c.getMappedPort(6379)}`;
  }
  return env;
}
