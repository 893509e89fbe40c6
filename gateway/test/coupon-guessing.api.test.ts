import { COUPON_NOT_VALID, type Product } from '@arogya/contracts';
import {
  adminProduct,
  apiOf,
  SHIPPING_ADDRESS,
  startCatalog,
  startCheckout,
  startGateway,
  startUsers,
  testShop,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

/**
 * Issue 27, finding 10: coupon codes cannot be guessed. Every route that takes a code counts
 * attempts per customer and per client address (the gateway believes X-Forwarded-For here, as
 * behind the shop's proxy), and a code that does not exist, is disabled or is not valid yet
 * gets one answer.
 */
const ADMIN = { email: 'guess-admin@test.local', password: 'guess-admin-pass' };
/** Coupon attempts a customer, or an address, may make in a window. */
const LIMIT = 10;
const shop = testShop('guess', async (env, ns) => ({
  services: await Promise.all([
    startUsers(env, ns, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    startCatalog(env, ns),
    startCheckout(env, ns),
  ]),
  gateway: await startGateway(env, ns, {
    AUTH_RATE_LIMIT_MAX: String(LIMIT),
    AUTH_RATE_LIMIT_WINDOW_MS: '600000',
    TRUST_PROXY: 'true',
  }),
}));
const api = apiOf(() => shop.parts.gateway.baseUrl);
let adminToken: string;
let product: Product;

/** A client address of its own for each use (loopback: the rate limit reads the header). */
let lastAddress = 10;
const nextAddress = () => `127.0.0.${++lastAddress}`;

/** A call from client address `from`. */
async function call(from: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${shop.parts.gateway.baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { message?: string; token?: string },
  };
}

/** A new customer, registered from an address of its own (sign-ups are rate limited too). */
async function customer(name: string): Promise<string> {
  const r = await call(nextAddress(), 'POST', '/api/users/register', {
    name,
    email: `${name}-${globalThis.crypto.randomUUID().slice(0, 6)}@test.local`,
    password: 'shopper-pass-1',
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.token!;
}

/** A checkout carrying coupon `code`, from `from`. */
const checkoutWith = (from: string, token: string, code: string | undefined) =>
  call(
    from,
    'POST',
    '/api/checkout',
    {
      checkoutItems: [{ productId: product._id, quantity: 1 }],
      shippingAddress: { ...SHIPPING_ADDRESS, address: `${Math.random()}` },
      ...(code === undefined ? {} : { couponCode: code }),
    },
    token,
  );

before(async () => {
  await shop.ready;
  adminToken = (await call(nextAddress(), 'POST', '/api/users/login', ADMIN)).body.token!;
  product = await adminProduct(api, adminToken, {
    name: 'Triphala Churna',
    category: 'Ayurvedic',
    price: 300,
    countInStock: 1000,
  });
});

describe('a code that does not exist, is disabled or is not valid yet', () => {
  it('gets one answer, on the quote and on the checkout alike', async () => {
    const day = 24 * 60 * 60 * 1000;
    const made = async (code: string, terms: Record<string, unknown>) => {
      const r = await api(
        'POST',
        '/api/admin/coupons',
        { code, kind: 'percent', value: 10, ...terms },
        adminToken,
      );
      assert.equal(r.status, 201, JSON.stringify(r.body));
    };
    await made('GONE-NOW', {});
    assert.equal(
      (await api('DELETE', '/api/admin/coupons/GONE-NOW', undefined, adminToken)).status,
      200,
    );
    await made('NEXT-WEEK', { validFrom: new Date(Date.now() + 7 * day).toISOString() });
    await made('LAST-WEEK', {
      validFrom: new Date(Date.now() - 14 * day).toISOString(),
      validTo: new Date(Date.now() - 7 * day).toISOString(),
    });
    const token = await customer('prober');
    const from = nextAddress();
    for (const code of ['NO-SUCH-CODE', 'GONE-NOW', 'NEXT-WEEK']) {
      const q = await call(from, 'POST', '/api/coupons/quote', { code, subtotal: 500 }, token);
      assert.deepEqual([q.status, q.body.message], [400, COUPON_NOT_VALID], `quote ${code}`);
      const c = await checkoutWith(from, token, code);
      assert.deepEqual([c.status, c.body.message], [400, COUPON_NOT_VALID], `checkout ${code}`);
    }
    // an expired code still says so: a shopper holding a real one learns why (and it counts)
    const expired = await call(
      from,
      'POST',
      '/api/coupons/quote',
      { code: 'LAST-WEEK', subtotal: 500 },
      token,
    );
    assert.deepEqual([expired.status, expired.body.message], [400, 'Coupon LAST-WEEK has expired']);
  });
});

describe('guessing', () => {
  it('20 guesses from one customer: 429 after the limit, whatever address each comes from', async () => {
    const token = await customer('guesser');
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) {
      // quote and checkout share the count; every guess from a new address
      const r =
        i % 2 === 0
          ? await checkoutWith(nextAddress(), token, `GUESS-${i}`)
          : await call(
              nextAddress(),
              'POST',
              '/api/coupons/quote',
              { code: `GUESS-${i}`, subtotal: 300 },
              token,
            );
      answers.push(r.status);
      if (r.status === 429) {
        assert.match(String(r.body.message), /Too many attempts/);
        assert.ok(Number(r.headers.get('retry-after')) > 0, 'Retry-After');
      } else assert.equal(r.body.message, COUPON_NOT_VALID);
    }
    assert.deepEqual(answers, [...Array(LIMIT).fill(400), ...Array(20 - LIMIT).fill(429)]);
    // a checkout without a code is no guess: the customer can still buy
    const plain = await checkoutWith(nextAddress(), token, undefined);
    assert.equal(plain.status, 201, JSON.stringify(plain.body));
    // another customer is not locked out by the guesser
    const other = await customer('honest');
    const q = await call(
      nextAddress(),
      'POST',
      '/api/coupons/quote',
      { code: 'WELCOME10', subtotal: 300 },
      other,
    );
    assert.equal(q.status, 200, JSON.stringify(q.body));
  });

  it('guesses from one address by many customers: 429 after the limit', async () => {
    const from = nextAddress();
    const answers: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const token = await customer(`crowd${i}`);
      answers.push((await checkoutWith(from, token, `CROWD-${i}`)).status);
    }
    assert.deepEqual(answers, [...Array(LIMIT).fill(400), 429, 429]);
  });
});
