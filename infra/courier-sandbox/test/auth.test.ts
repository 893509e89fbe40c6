import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { adhocOrder, api, EMAIL, login, PASSWORD, startSandbox } from './support.js';

describe('authentication', () => {
  it('logs in with the API user and answers a 10-day JWT with the user', async (t) => {
    const sandbox = await startSandbox(t);
    const before = Math.floor(Date.now() / 1000);
    const res = await api(sandbox, 'POST', '/auth/login', { email: EMAIL, password: PASSWORD });
    assert.equal(res.status, 200);
    assert.equal(res.body.email, EMAIL);
    assert.equal(typeof res.body.id, 'number');
    assert.equal(typeof res.body.company_id, 'number');
    assert.match(res.body.created_at, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const parts = String(res.body.token).split('.');
    assert.equal(parts.length, 3, 'a JWT');
    const header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString());
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString());
    assert.deepEqual(header, { typ: 'JWT', alg: 'HS256' });
    assert.equal(claims.iss, `${sandbox.url}/v1/external/auth/login`);
    assert.ok(claims.iat >= before);
    assert.equal(claims.exp - claims.iat, 10 * 24 * 3600);
  });

  it('refuses wrong credentials with 403 and missing ones with 422', async (t) => {
    const sandbox = await startSandbox(t);
    for (const body of [
      { email: EMAIL, password: 'wrong' },
      { email: 'someone@else.test', password: PASSWORD },
    ]) {
      const res = await api(sandbox, 'POST', '/auth/login', body);
      assert.equal(res.status, 403);
      assert.deepEqual(res.body, {
        message: 'Invalid email and password combination',
        status_code: 403,
      });
    }
    const missing = await api(sandbox, 'POST', '/auth/login', { email: EMAIL });
    assert.equal(missing.status, 422);
    assert.deepEqual(missing.body.errors, { password: ['The password field is required.'] });
  });

  it('answers 401 without a token, with a forged or tampered one, before any route', async (t) => {
    const sandbox = await startSandbox(t);
    const { token } = await login(sandbox);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const longer = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 1e6 })).toString(
      'base64url',
    );
    for (const bad of [null, 'nonsense', `${header}.${longer}.${signature}`, `${token}x`]) {
      const res = await api(sandbox, 'POST', '/orders/create/adhoc', adhocOrder(), bad);
      assert.equal(res.status, 401, String(bad));
      assert.deepEqual(res.body, { message: 'Unauthenticated.', status_code: 401 });
      // unknown paths are behind the token too
      assert.equal((await api(sandbox, 'GET', '/no/such/route', undefined, bad)).status, 401);
    }
    assert.equal(sandbox.orders().length, 0, 'nothing was created');
    const unknown = await api(sandbox, 'GET', '/no/such/route', undefined, token);
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { message: '404 Not Found', status_code: 404 });
  });

  it('expires tokens after their time, and on logout', async (t) => {
    const sandbox = await startSandbox(t, { tokenTtlMs: 1500 });
    const early = await login(sandbox);
    const other = await login(sandbox);
    assert.equal((await early.call('POST', '/orders/create/adhoc', adhocOrder())).status, 200);

    const out = await other.call('POST', '/auth/logout');
    assert.equal(out.status, 200);
    const afterLogout = await other.call('POST', '/orders/create/adhoc', adhocOrder());
    assert.equal(afterLogout.status, 401);
    assert.equal(afterLogout.body.message, 'Token has expired');
    assert.equal(
      (await early.call('POST', '/orders/create/adhoc', adhocOrder())).status,
      200,
      'logging out one token leaves the others',
    );

    await sleep(1600);
    const expired = await early.call('POST', '/orders/create/adhoc', adhocOrder());
    assert.equal(expired.status, 401);
    assert.equal(expired.body.message, 'Token has expired');
    const fresh = await login(sandbox);
    assert.equal((await fresh.call('POST', '/orders/create/adhoc', adhocOrder())).status, 200);
  });

  it('does not accept another sandbox’s tokens', async (t) => {
    const one = await startSandbox(t);
    const two = await startSandbox(t);
    const { token } = await login(one);
    const res = await api(two, 'POST', '/orders/create/adhoc', adhocOrder(), token);
    assert.equal(res.status, 401);
  });
});
