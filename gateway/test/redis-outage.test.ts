import {
  apiOf,
  signUp,
  startCatalog,
  startGateway,
  startOwnRedis,
  startUsers,
  testShop,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

interface Readiness {
  status: string;
  checks: { name: string; ok: boolean; optional?: boolean; error?: string }[];
}

// the shop on a Redis of the test's own, which it kills
const shop = testShop('noredis', async (env, ns, own) => {
  const redis = own(await startOwnRedis());
  const onOwnRedis = { ...env, redisUrl: redis.url };
  const limits = { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_MS: '60000' };
  return {
    redis,
    users: await startUsers(onOwnRedis, ns),
    catalog: await startCatalog(onOwnRedis, ns),
    gateway: await startGateway(onOwnRedis, ns, limits),
  };
});
const api = apiOf(() => shop.parts.gateway.baseUrl);

const readiness = async (opsUrl: string) => {
  const res = await fetch(`${opsUrl}/health/ready`);
  return { status: res.status, body: (await res.json()) as Readiness };
};
const wrongLogin = () =>
  api('POST', '/api/users/login', { email: 'nobody@test.local', password: 'wrong-password' });

describe('Redis down: the shop still serves', () => {
  before(() => shop.ready);

  it('stays ready (degraded), serves pages, the catalogue and sign-ups, and rate-limits per process', async () => {
    const { redis, gateway, catalog, users } = shop.parts;
    assert.equal((await readiness(gateway.opsUrl)).body.status, 'ok');
    await redis.kill();

    // every process notices, and stays ready: none needs Redis to serve
    for (const ops of [gateway.opsUrl, catalog.opsUrl, users.opsUrl]) {
      const r = await until(
        async () => {
          const x = await readiness(ops);
          return x.body.status === 'ok' ? undefined : x;
        },
        10_000,
        `${ops} to notice Redis is gone`,
      );
      assert.equal(r.status, 200, `${ops} stays ready without Redis`);
      assert.equal(r.body.status, 'degraded');
      const check = r.body.checks.find((c) => c.name === 'redis');
      assert.equal(check?.ok, false);
      assert.equal(check?.optional, true);
      assert.equal(typeof check?.error, 'string', 'the failure is named');
    }

    const page = await fetch(`${gateway.baseUrl}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<div id="root">/);
    const products = await api('GET', '/api/products?category=Protein');
    assert.equal(products.status, 200);
    assert.ok((products.body as unknown[]).length > 0, 'the catalogue answers');
    const customer = await signUp(api, 'no-redis');
    assert.ok(customer.token, 'sign-up works without Redis');

    // the limit (3) still holds, counted in this gateway (it used to let everything through);
    // the sign-up above was the first attempt of the bucket
    for (let i = 0; i < 2; i++) assert.equal((await wrongLogin()).status, 401);
    const limited = await wrongLogin();
    assert.equal(limited.status, 429);
    assert.match(limited.body.message, /^Too many attempts\. Please try again in \d+ seconds\.$/);

    // Redis back (empty): ready "ok" again, and the count is Redis's again (1, not 5)
    await redis.start();
    await until(
      async () => ((await readiness(gateway.opsUrl)).body.status === 'ok' ? true : undefined),
      15_000,
      'the gateway to see Redis again',
    );
    assert.equal((await wrongLogin()).status, 401, 'counted afresh in the restarted Redis');
  });
});
