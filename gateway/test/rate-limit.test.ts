import {
  callJson,
  dropNamespace,
  startGateway,
  startUsers,
  testEnv,
  uniqueNamespace,
  type TestEnv,
  type TestGateway,
  type TestProcess,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

const ns = uniqueNamespace('rate');
let env: TestEnv;
let users: TestProcess;
let gateways: TestGateway[];

before(async () => {
  env = await testEnv();
  users = await startUsers(env, ns);
  const limits = { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_MS: '60000' };
  gateways = [await startGateway(env, ns, limits), await startGateway(env, ns, limits)];
});
after(async () => {
  await Promise.all(gateways.map((g) => g.process.stop()));
  await users?.stop();
  await dropNamespace(env, ns);
});

describe('rate limits on sign-in', () => {
  it('counts attempts across gateway replicas in Redis and answers 429 with Retry-After', async () => {
    const attempt = (g: TestGateway) =>
      callJson('POST', `${g.baseUrl}/api/users/login`, {
        body: { email: 'x@test.local', password: 'wrong-password' },
      });
    const [a, b] = gateways as [TestGateway, TestGateway];
    for (const g of [a, b, a]) assert.equal((await attempt(g)).status, 401);
    const limited = await attempt(b);
    assert.equal(limited.status, 429);
    assert.match(limited.body.message, /^Too many attempts\. Please try again in \d+ seconds\.$/);
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60);
    // register shares the bucket; product reads are not limited
    const reg = await callJson('POST', `${a.baseUrl}/api/users/register`, { body: {} });
    assert.equal(reg.status, 429);
  });
});
