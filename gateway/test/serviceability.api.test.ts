import { promiseLine } from '@arogya/contracts';
import { callJson, startFullShop, startGateway, testShop } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';

const ADMIN = { email: 'pin-admin@test.local', password: 'pin-admin-pass' };
const shop = testShop('pin', async (env, ns) => {
  const full = await startFullShop(env, ns, { admin: ADMIN, seed: false });
  // a second replica whose limit is 1 sign-in a minute: 6 PIN lookups
  const limited = await startGateway(env, ns, {
    AUTH_RATE_LIMIT_MAX: '1',
    AUTH_RATE_LIMIT_WINDOW_MS: '60000',
  });
  return { full, limited };
});
let base: string;
let adminToken: string;
let customerToken: string;
const api = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
  callJson(method, `${base}${path}`, options);

before(async () => {
  await shop.ready;
  base = shop.parts.full.gateway.baseUrl;
  adminToken = (await api('POST', '/api/users/login', { body: ADMIN })).body.token;
  customerToken = (
    await api('POST', '/api/users/register', {
      body: {
        name: 'Pin Shopper',
        email: `pin-${randomUUID().slice(0, 6)}@test.local`,
        password: 'customer-pass-1',
      },
    })
  ).body.token;
});

describe('GET /api/serviceability/:pin', () => {
  it('answers the place and the promise to anyone, uncached', async () => {
    const r = await api('GET', '/api/serviceability/560038');
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('cache-control'), 'no-store');
    const { estimatedDelivery, ...rest } = r.body;
    assert.match(estimatedDelivery, /^\d{4}-\d{2}-\d{2}$/);
    assert.deepEqual(rest, {
      pin: '560038',
      city: 'Bengaluru',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      stateCode: '29',
      deliverable: true,
      zone: 'metro',
      message: promiseLine('560038', true, estimatedDelivery),
    });
  });

  it('answers 404 for an unknown PIN and 400 for a malformed one, with clear messages', async () => {
    const unknown = await api('GET', '/api/serviceability/999999');
    assert.deepEqual(
      [unknown.status, unknown.body.message],
      [404, 'PIN code 999999 does not exist'],
    );
    for (const pin of ['12345', 'abcdef', '0123456']) {
      const bad = await api('GET', `/api/serviceability/${pin}`);
      assert.deepEqual([bad.status, bad.body.message], [400, 'Enter your 6-digit PIN code'], pin);
    }
  });

  it('is rate limited per client address, with Retry-After', async () => {
    const limited = shop.parts.limited.baseUrl;
    const answers: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const r = await callJson('GET', `${limited}/api/serviceability/313001`);
      answers.push(r.status);
      if (r.status === 429) {
        assert.match(r.body.message, /^Too many attempts/);
        assert.ok(Number(r.headers.get('retry-after')) >= 1);
        break;
      }
    }
    assert.equal(answers.at(-1), 429, answers.join(','));
    assert.ok(
      answers.slice(0, -1).every((s) => s === 200),
      answers.join(','),
    );
    assert.ok(answers.length <= 7, 'at most 6 lookups a window with AUTH_RATE_LIMIT_MAX=1');
  });
});

describe('admin resources', () => {
  const PATHS = [
    ['GET', '/api/admin/delivery-zones'],
    ['GET', '/api/admin/delivery-zones/metro'],
    ['PUT', '/api/admin/delivery-zones/metro'],
    ['GET', '/api/admin/non-serviceable-pins'],
    ['POST', '/api/admin/non-serviceable-pins'],
    ['DELETE', '/api/admin/non-serviceable-pins/313001'],
    ['GET', '/api/admin/holidays'],
    ['POST', '/api/admin/holidays'],
    ['DELETE', '/api/admin/holidays/2026-01-26'],
  ] as const;

  it('need an admin: 401 without a token, 403 for a customer', async () => {
    for (const [method, path] of PATHS) {
      const body = method === 'PUT' || method === 'POST' ? {} : undefined;
      assert.equal((await api(method, path, { body })).status, 401, `${method} ${path}`);
      const customer = await api(method, path, { body, token: customerToken });
      assert.equal(customer.status, 403, `${method} ${path}`);
    }
  });

  it('zones: list with Content-Range, get, update; bad days and unknown fields are 400', async () => {
    const list = await callJson(
      'GET',
      `${base}/api/admin/delivery-zones?sort=${encodeURIComponent('["transitDays","DESC"]')}&range=${encodeURIComponent('[0,1]')}`,
      { token: adminToken },
    );
    assert.equal(list.status, 200);
    assert.equal(list.headers.get('content-range'), 'delivery-zones 0-1/5');
    assert.deepEqual(
      list.body.map((z: { id: string }) => z.id),
      ['remote', 'rest-of-india'],
    );
    // by default in the order the promise tries them
    const all = await api('GET', '/api/admin/delivery-zones', { token: adminToken });
    assert.deepEqual(
      all.body.map((z: { id: string }) => z.id),
      ['same-city', 'same-state', 'metro', 'remote', 'rest-of-india'],
    );
    const metro = await api('GET', '/api/admin/delivery-zones/metro', { token: adminToken });
    assert.deepEqual(
      [metro.body.id, metro.body.processingDays, metro.body.transitDays],
      ['metro', 2, 3],
    );
    // react-admin sends the whole record back: the fields the server owns are ignored
    const updated = await api('PUT', '/api/admin/delivery-zones/metro', {
      token: adminToken,
      body: { ...metro.body, transitDays: 4 },
    });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal(updated.body.transitDays, 4);
    const after = await api('GET', '/api/serviceability/560038');
    assert.equal(after.body.zone, 'metro');
    for (const [body, message] of [
      [{ transitDays: 31 }, 'transitDays must be a whole number from 0 to 30'],
      [{ processingDays: -1 }, 'processingDays must be a whole number from 0 to 30'],
      [{ processingDays: 2.5 }, 'processingDays must be a whole number from 0 to 30'],
      [{ enabled: 'yes' }, 'enabled must be true or false'],
      [{ transitDays: 3, colour: 'red' }, 'Unknown field: colour'],
    ] as const) {
      const r = await api('PUT', '/api/admin/delivery-zones/metro', { token: adminToken, body });
      assert.deepEqual([r.status, r.body.message], [400, message], JSON.stringify(body));
    }
    const none = await api('PUT', '/api/admin/delivery-zones/moon', {
      token: adminToken,
      body: { transitDays: 3 },
    });
    assert.equal(none.status, 404);
    await api('PUT', '/api/admin/delivery-zones/metro', {
      token: adminToken,
      body: { transitDays: 3 },
    });
  });

  it('non-serviceable PINs: create, list, delete; the public answer follows', async () => {
    const created = await api('POST', '/api/admin/non-serviceable-pins', {
      token: adminToken,
      body: { pin: '682001', reason: 'Monsoon flooding' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(
      [created.body.id, created.body.city, created.body.state, created.body.reason],
      ['682001', 'Ernakulam', 'Kerala', 'Monsoon flooding'],
    );
    const blocked = await api('GET', '/api/serviceability/682001');
    assert.deepEqual(
      [blocked.body.deliverable, blocked.body.estimatedDelivery, blocked.body.message],
      [false, null, 'Not deliverable to this PIN yet'],
    );
    const list = await api('GET', '/api/admin/non-serviceable-pins', { token: adminToken });
    assert.deepEqual(
      list.body.map((p: { id: string }) => p.id),
      ['682001'],
    );
    for (const [body, status, message] of [
      [{ pin: '999999', reason: 'x' }, 400, 'PIN code 999999 does not exist'],
      [{ pin: '68200', reason: 'x' }, 400, 'Enter your 6-digit PIN code'],
      [{ pin: '682001', reason: '' }, 400, 'reason must be 1 to 200 characters'],
      [{ pin: '682001', reason: 'x', extra: 1 }, 400, 'Unknown field: extra'],
      [{ pin: '682001', reason: 'again' }, 409, 'PIN code 682001 is already not deliverable'],
    ] as const) {
      const r = await api('POST', '/api/admin/non-serviceable-pins', { token: adminToken, body });
      assert.deepEqual([r.status, r.body.message], [status, message], JSON.stringify(body));
    }
    const removed = await api('DELETE', '/api/admin/non-serviceable-pins/682001', {
      token: adminToken,
    });
    assert.equal(removed.status, 200);
    assert.equal((await api('GET', '/api/serviceability/682001')).body.deliverable, true);
    const gone = await api('DELETE', '/api/admin/non-serviceable-pins/682001', {
      token: adminToken,
    });
    assert.equal(gone.status, 404);
  });

  it('holidays: create, list, delete; bad dates and names are 400', async () => {
    const created = await api('POST', '/api/admin/holidays', {
      token: adminToken,
      body: { date: '2030-01-26', name: 'Republic Day' },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(
      [created.body.id, created.body.date, created.body.name],
      ['2030-01-26', '2030-01-26', 'Republic Day'],
    );
    const list = await api('GET', '/api/admin/holidays', { token: adminToken });
    assert.deepEqual(
      list.body.map((h: { id: string }) => h.id),
      ['2030-01-26'],
    );
    for (const [body, message] of [
      [{ date: '26-01-2030', name: 'x' }, 'date must be a day written YYYY-MM-DD'],
      [{ date: '2030-02-30', name: 'x' }, 'date must be a day written YYYY-MM-DD'],
      [{ date: '2030-08-15', name: '' }, 'name must be 1 to 80 characters'],
      [{ date: '2030-08-15', name: 'x'.repeat(81) }, 'name must be 1 to 80 characters'],
      [{ date: '2030-08-15', name: 'x', note: 'y' }, 'Unknown field: note'],
    ] as const) {
      const r = await api('POST', '/api/admin/holidays', { token: adminToken, body });
      assert.deepEqual([r.status, r.body.message], [400, message], JSON.stringify(body));
    }
    assert.equal(
      (await api('DELETE', '/api/admin/holidays/2030-01-26', { token: adminToken })).status,
      200,
    );
    assert.equal(
      (await api('DELETE', '/api/admin/holidays/2030-13-01', { token: adminToken })).status,
      400,
    );
    assert.deepEqual((await api('GET', '/api/admin/holidays', { token: adminToken })).body, []);
  });
});
