// A Redis that requires a password (k8s: requirepass from the Secret redis-auth), reached with
// the password in REDIS_URL (redis://:password@host:port), as the shop's pods are configured.
import { Namespace } from '@arogya/contracts';
import { baseEnvSchema, createLogger, defineJob, Jobs, loadConfig } from '@arogya/platform';
import { startOwnRedis, type OwnRedis } from '@arogya/testing';
import { Redis } from 'ioredis';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';

describe('Redis with a password in REDIS_URL', () => {
  // characters a generated password may hold, which the URL must carry intact
  const password = `${randomBytes(9).toString('base64url')}/+=`;
  let redis: OwnRedis;
  before(async () => {
    redis = await startOwnRedis(password);
  });
  after(async () => {
    await redis?.close();
  });

  it('ioredis parses the password from the URL and is refused without it', async () => {
    assert.match(redis.url, /^redis:\/\/:[^@]+@127\.0\.0\.1:\d+$/);
    const withPassword = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    try {
      assert.equal(await withPassword.ping(), 'PONG');
    } finally {
      withPassword.disconnect();
    }
    const without = new Redis(redis.url.replace(/:[^@/]+@/, ''), {
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    try {
      await assert.rejects(without.ping(), /NOAUTH/);
    } finally {
      without.disconnect();
    }
  });

  it('BullMQ jobs run through a REDIS_URL that carries the password', async () => {
    const config = loadConfig(baseEnvSchema, { REDIS_URL: redis.url, NODE_ENV: 'test' });
    const jobs = new Jobs(config, new Namespace('redisauth'), createLogger('test', 'silent'), {
      name: 'redis-auth',
    });
    let ran: (data: unknown) => void;
    const done = new Promise<unknown>((resolve) => (ran = resolve));
    const PING = defineJob('ping', (data) => data as { n: number });
    jobs.define(PING, { run: async (data) => ran(data) });
    await jobs.start();
    try {
      await jobs.schedule(PING, { n: 1 }, 0, 'ping-1');
      assert.deepEqual(await done, { n: 1 });
    } finally {
      await jobs.stop();
    }
  });
});
