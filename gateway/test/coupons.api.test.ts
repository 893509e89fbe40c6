import { apiOf, signUp, startCheckout, startGateway, startUsers, testShop } from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

const ADMIN = { email: 'coupon-admin@test.local', password: 'coupon-admin-pass' };
/** Quotes one client address may ask for in a window. */
const QUOTES_MAX = 25;
const shop = testShop('coupons', async (env, ns) => ({
  services: await Promise.all([
    startUsers(env, ns, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    startCheckout(env, ns),
  ]),
  gateway: await startGateway(env, ns, {
    AUTH_RATE_LIMIT_MAX: String(QUOTES_MAX),
    AUTH_RATE_LIMIT_WINDOW_MS: '600000',
  }),
}));
const api = apiOf(() => shop.parts.gateway.baseUrl);
let adminToken: string;
let shopperToken: string;
/** Quotes asked so far (the rate limit counts them). */
let quotes = 0;
const quote = (body: unknown, token = shopperToken) => {
  quotes++;
  return api('POST', '/api/coupons/quote', body, token);
};

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  shopperToken = (await signUp(api, 'couponshopper')).token;
});

describe('POST /api/coupons/quote', () => {
  it('previews the first-order coupon on the shopper’s subtotal', async () => {
    const r = await quote({ code: 'welcome10', subtotal: 999 });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual(r.body, {
      code: 'WELCOME10',
      discount: 99.9,
      total: 899.1,
      description: '10% off your first order',
    });
  });

  it('refuses bad input, unknown codes and the unsigned with clear 4xx', async () => {
    const cases: [unknown, number, string | RegExp][] = [
      [{ code: 'NOPE-NOPE', subtotal: 100 }, 400, 'This code is not valid'],
      [{ code: '!', subtotal: 100 }, 400, /Coupon codes are 3 to 32/],
      [{ code: 'WELCOME10', subtotal: 'lots' }, 400, /subtotal must be an amount/],
      [{ code: 'WELCOME10', subtotal: 10, extra: 1 }, 400, 'Unknown field extra'],
      [[], 400, /JSON object/],
    ];
    for (const [body, status, message] of cases) {
      const r = await quote(body);
      assert.equal(r.status, status, JSON.stringify(body));
      if (typeof message === 'string') assert.equal(r.body.message, message);
      else assert.match(r.body.message, message);
    }
    const anonymous = await api('POST', '/api/coupons/quote', { code: 'WELCOME10', subtotal: 1 });
    assert.equal(anonymous.status, 401);
  });
});

describe('/api/admin/coupons', () => {
  const code = `API${Date.now().toString(36).toUpperCase()}`;

  it('creates, lists with uses (simple-rest), changes what may change, and disables', async () => {
    const created = await api(
      'POST',
      '/api/admin/coupons',
      { code, kind: 'fixed', value: 150, minOrder: 999, maxUses: 10 },
      adminToken,
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.id, code);
    assert.equal(created.body.value, 150);
    assert.equal(created.body.minOrder, 999);
    assert.equal(created.body.description, '₹150.00 off your order of ₹999.00 or more');
    const dup = await api(
      'POST',
      '/api/admin/coupons',
      { code, kind: 'percent', value: 5 },
      adminToken,
    );
    assert.equal(dup.status, 409);

    const list = await callList(
      `sort=${enc(['code', 'ASC'])}&range=${enc([0, 9])}&filter=${enc({ q: code })}`,
    );
    assert.equal(list.status, 200);
    assert.equal(list.headers.get('content-range'), 'coupons 0-0/1');
    assert.deepEqual(list.body[0].uses, { held: 0, used: 0 });
    assert.equal(list.body[0].maxUses, 10);
    const whole = await api('GET', '/api/admin/coupons', undefined, adminToken);
    assert.ok((whole.body as { code: string }[]).some((c) => c.code === 'WELCOME10'));

    const changed = await api(
      'PUT',
      `/api/admin/coupons/${code}`,
      { maxUses: 20, active: false },
      adminToken,
    );
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assert.equal(changed.body.maxUses, 20);
    assert.equal(changed.body.active, false);
    const terms = await api('PUT', `/api/admin/coupons/${code}`, { value: 500 }, adminToken);
    assert.equal(terms.status, 400);
    assert.equal(
      terms.body.message,
      'Unknown field value: only active, validTo and maxUses can change',
    );

    await api('PUT', `/api/admin/coupons/${code}`, { active: true }, adminToken);
    const removed = await api('DELETE', `/api/admin/coupons/${code}`, undefined, adminToken);
    assert.equal(removed.status, 200);
    assert.equal(removed.body.active, false);
    const one = await api('GET', `/api/admin/coupons/${code}`, undefined, adminToken);
    assert.equal(one.body.active, false, 'kept, disabled');
    const r = await quote({ code, subtotal: 2000 });
    assert.equal(r.body.message, 'This code is not valid');
  });

  it('refuses bad input with 400 and anyone but an admin', async () => {
    const bad = await api(
      'POST',
      '/api/admin/coupons',
      { code: 'BAD-ONE', kind: 'percent', value: 150 },
      adminToken,
    );
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /whole number from 1 to 100/);
    const unknown = await api(
      'POST',
      '/api/admin/coupons',
      { code: 'BAD-TWO', kind: 'percent', value: 5, stackable: true },
      adminToken,
    );
    assert.equal(unknown.body.message, 'Unknown field stackable');
    const sort = await callList(`sort=${enc(['value', 'ASC'])}`);
    assert.equal(sort.status, 400);
    for (const [method, path, body] of [
      ['GET', '/api/admin/coupons', undefined],
      ['GET', '/api/admin/coupons/WELCOME10', undefined],
      ['POST', '/api/admin/coupons', { code: 'MINE-100', kind: 'percent', value: 100 }],
      ['PUT', '/api/admin/coupons/WELCOME10', { maxUses: 1 }],
      ['DELETE', '/api/admin/coupons/WELCOME10', undefined],
    ] as const) {
      assert.equal((await api(method, path, body, shopperToken)).status, 403, `${method} ${path}`);
      assert.equal((await api(method, path, body)).status, 401, `${method} ${path}`);
    }
    const unknownCode = await api('GET', '/api/admin/coupons/NOT-THERE', undefined, adminToken);
    assert.equal(unknownCode.status, 404);
  });
});

describe('rate limit', () => {
  it('refuses quotes past the limit with 429 and Retry-After', async () => {
    while (quotes < QUOTES_MAX)
      assert.equal((await quote({ code: 'WELCOME10', subtotal: 5 })).status, 200);
    const r = await quote({ code: 'WELCOME10', subtotal: 5 });
    assert.equal(r.status, 429);
    assert.ok(Number(r.headers.get('retry-after')) > 0);
  });
});

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const callList = async (query: string) => {
  const res = await fetch(`${shop.parts.gateway.baseUrl}/api/admin/coupons?${query}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, never>[] & { message?: string },
  };
};
