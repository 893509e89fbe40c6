import type { AuthResponse } from '@arogya/contracts';
import {
  apiOf,
  callJson,
  startGateway,
  startGoogleKeys,
  startUsers,
  testShop,
  tokenRefused,
  type GoogleKeys,
} from '@arogya/testing';
import { generateKeyPair } from 'jose';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';

const PASSWORD = 'Correct-Horse-9';
let google: GoogleKeys;
const email = (who: string) => `${who}-${randomUUID().slice(0, 6)}@Test.Local`;
const googleToken = (...args: Parameters<GoogleKeys['token']>) => google.token(...args);

const shop = testShop('users', async (env, ns) => {
  google = await startGoogleKeys();
  const users = await startUsers(env, ns, { ...google.env, LOG_LEVEL: 'debug' });
  const gateway = await startGateway(env, ns, { AUTH_RATE_LIMIT_MAX: '100000' });
  return { gateway, users, google };
});
const api = apiOf(() => shop.parts.gateway.baseUrl);
/** `POST /api/users/register` of `name` at `address` with the test's password. */
const register = (name: string, address: string) =>
  api('POST', '/api/users/register', { name, email: address, password: PASSWORD });

describe('POST /api/users/register', () => {
  it('creates a customer and answers the user with a token, never a password', async () => {
    const address = email('asha');
    const r = await register(' Asha ', address);
    assert.equal(r.status, 201);
    const { user, token } = r.body as AuthResponse;
    assert.deepEqual(Object.keys(user).sort(), ['_id', 'email', 'name', 'role']);
    assert.equal(user.name, 'Asha');
    assert.equal(user.email, address.toLowerCase());
    assert.equal(user.role, 'customer');
    assert.match(token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.doesNotMatch(JSON.stringify(r.body), /password|hash/i);
  });

  it('makes a customer even when the body asks for admin', async () => {
    const r = await api('POST', '/api/users/register', {
      name: 'Sneaky',
      email: email('sneaky'),
      password: PASSWORD,
      role: 'admin',
    });
    assert.equal(r.status, 201);
    assert.equal(r.body.user.role, 'customer');
    const adminCall = await callJson('GET', `${shop.parts.gateway.baseUrl}/api/admin/users`, {
      token: r.body.token,
    });
    assert.equal(adminCall.status, 403);
  });

  it('answers a taken e-mail, whatever its case, as a new one (no account enumeration)', async () => {
    const address = email('dup');
    const first = await register('A', address);
    assert.equal(first.status, 201);
    const again = await api('POST', '/api/users/register', {
      name: 'B',
      email: address.toUpperCase(),
      password: 'Another-Pass-7',
    });
    assert.equal(again.status, 201);
    assert.deepEqual(Object.keys(again.body.user).sort(), ['_id', 'email', 'name', 'role']);
    assert.equal(again.body.user.email, address.toLowerCase());
    assert.notEqual(again.body.user._id, first.body.user._id, 'not the owner’s account');
    // the owner's password still opens the owner's account; the other, only its own
    const owner = await api('POST', '/api/users/login', { email: address, password: PASSWORD });
    assert.equal(owner.body.user._id, first.body.user._id);
    const other = await api('POST', '/api/users/login', {
      email: address,
      password: 'Another-Pass-7',
    });
    assert.equal(other.body.user._id, again.body.user._id);
  });

  it('refuses an address with a look-alike letter, saying which', async () => {
    const r = await register('Cyril', 'r\u0430m@test.local');
    assert.equal(r.status, 400);
    assert.match(
      r.body.errors[0].message,
      /"\u0430" is a Cyrillic letter that looks like a Latin one/,
    );
  });

  it('lists every validation problem as errors[].message', async () => {
    const r = await api('POST', '/api/users/register', {
      name: '',
      email: 'not-an-email',
      password: 'short',
      isPaid: true,
    });
    assert.equal(r.status, 400);
    assert.deepEqual(
      (r.body.errors as { message: string }[]).map((e) => e.message),
      [
        'Unknown field: isPaid',
        'Name is required',
        'Please enter a valid email address',
        'Password must be at least 8 characters',
      ],
    );
    const notJson = await fetch(`${shop.parts.gateway.baseUrl}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    assert.equal(notJson.status, 400);
    assert.deepEqual(await notJson.json(), { message: 'The request body is not valid JSON' });
  });
});

describe('POST /api/users/login', () => {
  it('signs in with any case of the e-mail', async () => {
    const address = email('login');
    const reg = await register('Login', address);
    const r = await api('POST', '/api/users/login', {
      email: address.toUpperCase(),
      password: PASSWORD,
    });
    assert.equal(r.status, 200);
    assert.equal(r.body.user._id, reg.body.user._id);
    assert.equal(typeof r.body.token, 'string');
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const address = email('wrong');
    await register('W', address);
    const wrong = await api('POST', '/api/users/login', {
      email: address,
      password: 'not-the-password',
    });
    const unknown = await api('POST', '/api/users/login', {
      email: email('nobody'),
      password: 'not-the-password',
    });
    assert.equal(wrong.status, 401);
    assert.deepEqual(wrong.body, unknown.body);
    assert.deepEqual(wrong.body, {
      msg: 'Invalid email or password',
      message: 'Invalid email or password',
    });
    const empty = await api('POST', '/api/users/login', {});
    assert.equal(empty.status, 400);
    assert.equal(empty.body.errors.length, 2);
  });
});

describe('POST /api/users/google-login', () => {
  it('creates an account for a new Google user, then finds it by its Google id', async () => {
    const sub = `g-${randomUUID()}`;
    const address = email('google');
    const first = await api('POST', '/api/users/google-login', {
      token: await googleToken({ sub, email: address, name: 'Gita Google' }),
    });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.user.name, 'Gita Google');
    assert.equal(first.body.user.role, 'customer');
    // the address changed at Google: still the same account, found by subject
    const second = await api('POST', '/api/users/google-login', {
      token: await googleToken({ sub, email: email('renamed'), name: 'Gita' }),
    });
    assert.equal(second.status, 200);
    assert.equal(second.body.user._id, first.body.user._id);
  });

  it('links to an existing account with the same e-mail, ending its sessions and, unverified, its password', async () => {
    const address = email('linked');
    const reg = await register('Linked', address);
    const r = await api('POST', '/api/users/google-login', {
      token: await googleToken({ sub: `g-${randomUUID()}`, email: address, name: 'L' }),
    });
    assert.equal(r.status, 200);
    assert.equal(r.body.user._id, reg.body.user._id);
    // the token from before the link is refused
    await tokenRefused(api, reg.body.token);
    const login = await api('POST', '/api/users/login', { email: address, password: PASSWORD });
    assert.equal(login.status, 401, 'the password set before the link no longer signs in');
    const me = await callJson('GET', `${shop.parts.gateway.baseUrl}/api/users/me`, {
      token: r.body.token,
    });
    assert.equal(me.body.emailVerified, true);
    assert.deepEqual(me.body.signInMethods, ['google']);
  });

  it('refuses unverified e-mails, other audiences, expired and foreign-signed tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const other = (await generateKeyPair('RS256')).privateKey;
    const cases: [string, string, RegExp][] = [
      [
        'unverified',
        await googleToken({ sub: 'g-u', email: email('u'), email_verified: false }),
        /not verified/,
      ],
      [
        'other audience',
        await googleToken({ sub: 'g-a', email: email('a'), aud: 'someone-else' }),
        /not valid/,
      ],
      [
        'expired',
        await googleToken({ sub: 'g-e', email: email('e') }, { exp: now - 10 }),
        /expired/,
      ],
      [
        'foreign key',
        await googleToken({ sub: 'g-f', email: email('f') }, { key: other }),
        /not valid/,
      ],
    ];
    for (const [name, token, why] of cases) {
      const r = await api('POST', '/api/users/google-login', { token });
      assert.equal(r.status, 401, name);
      assert.match(r.body.msg, why, name);
    }
    assert.equal((await api('POST', '/api/users/google-login', { token: 42 })).status, 400);
  });
});

describe('secrets stay secret', () => {
  it('never writes a password to the logs, even at debug level', async () => {
    const secret = `Unique-Secret-${randomUUID()}`;
    await api('POST', '/api/users/register', {
      name: 'Log',
      email: email('log'),
      password: secret,
    });
    await api('POST', '/api/users/login', { email: email('nobody'), password: secret });
    assert.ok(shop.parts.users.logs().length > 0, 'the users service logged something');
    assert.ok(!shop.parts.users.logs().includes(secret));
    assert.ok(!shop.parts.gateway.process.logs().includes(secret));
  });
});
