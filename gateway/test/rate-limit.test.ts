import { callJson, startGateway, startUsers, testShop, type TestGateway } from '@arogya/testing';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

const limits = { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_MS: '60000' };
const shop = testShop('rate', async (env, ns) => ({
  users: await startUsers(env, ns),
  gateways: [await startGateway(env, ns, limits), await startGateway(env, ns, limits)],
}));

describe('rate limits on sign-in', () => {
  it('counts attempts across gateway replicas in Redis and answers 429 with Retry-After', async () => {
    const attempt = (g: TestGateway) =>
      callJson('POST', `${g.baseUrl}/api/users/login`, {
        body: { email: 'x@test.local', password: 'wrong-password' },
      });
    const [a, b] = shop.parts.gateways as [TestGateway, TestGateway];
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
