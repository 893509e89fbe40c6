import { Namespace } from '@arogya/contracts';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestEnv } from './env.js';

/** A namespace no other test run uses: own databases, streams, subjects and Redis keys. */
export function uniqueNamespace(label = 't'): Namespace {
  const stamp = Date.now().toString(36);
  return new Namespace(`${label}${stamp}${randomBytes(3).toString('hex')}`.slice(0, 31));
}

/** Drops everything a test run created under `ns` (databases, streams, Redis keys). */
export async function dropNamespace(env: TestEnv, ns: Namespace): Promise<void> {
  if (!ns.prefix) throw new Error('Refusing to drop the shop itself: the namespace is empty');
  const client = new pg.Client({ connectionString: env.postgresUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1`,
      [`${ns.prefix}\\_%`],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
  const nc = await connect({ servers: env.natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    for await (const name of jsm.streams.names()) {
      if (name.startsWith(`${ns.prefix.toUpperCase()}_`)) await jsm.streams.delete(name);
    }
  } finally {
    await nc.close();
  }
  // BullMQ queues (delayed and repeatable jobs) and rate-limit buckets
  const redis = new Redis(env.redisUrl, { maxRetriesPerRequest: 2 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${ns.redisPrefix()}:*`, 'COUNT', 500);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
