import type { AuthResponse, Product } from '@arogya/contracts';
import {
  callJson,
  metricValue,
  startCatalog,
  startGateway,
  startUsers,
  testShop,
  until,
  FOOD_LABEL,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import {
  forgedTokens,
  makeSigningKey,
  tokenExpiringAt,
  TINY_PNG,
  uploadFile,
} from './auth-fixtures.js';

const signing = makeSigningKey();
const ADMIN = { email: 'root-admin@test.local', password: 'root-admin-pass' };
const shop = testShop('authz', async (env, ns) => {
  const [users, catalog] = await Promise.all([
    startUsers(env, ns, {
      AUTH_PRIVATE_KEY: signing.pem,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
    startCatalog(env, ns, { CATALOG_SEED: 'false' }),
  ]);
  return {
    users,
    catalog,
    gateway: await startGateway(env, ns, { AUTH_RATE_LIMIT_MAX: '100000' }),
  };
});
let adminToken: string;
let adminId: string;
let customerToken: string;
let customerId: string;

const api = (method: string, path: string, opts: Parameters<typeof callJson>[2] = {}) =>
  callJson(method, `${shop.parts.gateway.baseUrl}${path}`, opts);

const newProductBody = () => ({
  name: 'Authz Test Capsules',
  description: 'For the authorisation tests.',
  price: 499,
  countInStock: 5,
  sku: `AUTHZ-${randomUUID().slice(0, 8)}`,
  category: 'Supplements',
  label: FOOD_LABEL,
  brand: 'Test',
  collection: 'daily-wellness',
});

async function register(name: string): Promise<AuthResponse> {
  const r = await api('POST', '/api/users/register', {
    body: {
      name,
      email: `${name}-${randomUUID().slice(0, 6)}@test.local`,
      password: 'customer-pass-1',
    },
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body;
}

const createProduct = async () =>
  (await api('POST', '/api/admin/products', { token: adminToken, body: newProductBody() }))
    .body as Product;

/** Every admin route; `prepare` makes what the admin's own (successful) call needs. */
const ADMIN_ROUTES: {
  name: string;
  call: (token: string | undefined) => Promise<{ status: number; body: { message?: string } }>;
}[] = [
  { name: 'GET /api/admin/users', call: (t) => api('GET', '/api/admin/users', { token: t }) },
  {
    name: 'POST /api/admin/users',
    call: (t) =>
      api('POST', '/api/admin/users', {
        token: t,
        body: {
          name: 'New',
          email: `new-${randomUUID().slice(0, 6)}@test.local`,
          password: 'new-user-pass',
          role: 'customer',
        },
      }),
  },
  {
    name: 'PUT /api/admin/users/:id',
    call: async (t) =>
      api('PUT', `/api/admin/users/${(await register('target')).user._id}`, {
        token: t,
        body: { role: 'customer' },
      }),
  },
  {
    name: 'DELETE /api/admin/users/:id',
    call: async (t) =>
      api('DELETE', `/api/admin/users/${(await register('doomed')).user._id}`, { token: t }),
  },
  { name: 'GET /api/admin/products', call: (t) => api('GET', '/api/admin/products', { token: t }) },
  {
    name: 'POST /api/admin/products',
    call: (t) => api('POST', '/api/admin/products', { token: t, body: newProductBody() }),
  },
  {
    name: 'PUT /api/admin/products/:id',
    call: async (t) =>
      api('PUT', `/api/admin/products/${(await createProduct())._id}`, {
        token: t,
        body: { name: 'Renamed' },
      }),
  },
  {
    name: 'PUT /api/products/:id',
    call: async (t) =>
      api('PUT', `/api/products/${(await createProduct())._id}`, {
        token: t,
        body: { name: 'Renamed' },
      }),
  },
  {
    name: 'DELETE /api/admin/products/:id',
    call: async (t) =>
      api('DELETE', `/api/admin/products/${(await createProduct())._id}`, { token: t }),
  },
  {
    name: 'DELETE /api/products/:id',
    call: async (t) => api('DELETE', `/api/products/${(await createProduct())._id}`, { token: t }),
  },
  {
    name: 'POST /api/upload',
    call: (t) => uploadFile(`${shop.parts.gateway.baseUrl}/api/upload`, t, TINY_PNG, 'a.png'),
  },
];

before(async () => {
  await shop.ready;
  const login = await api('POST', '/api/users/login', { body: ADMIN });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  adminToken = login.body.token;
  adminId = login.body.user._id;
  const customer = await register('customer');
  customerToken = customer.token;
  customerId = customer.user._id;
});

describe('authorisation matrix: every admin route', () => {
  for (const route of ADMIN_ROUTES) {
    it(`${route.name}: 401 without a token or with a bad one, 403 for a customer, 2xx for an admin`, async () => {
      const none = await route.call(undefined);
      assert.equal(none.status, 401);
      assert.equal(none.body.message, 'Please sign in to continue');
      for (const [kind, token] of Object.entries(await forgedTokens(signing.key, adminId))) {
        const r = await route.call(token);
        assert.equal(r.status, 401, `${kind}: ${JSON.stringify(r.body)}`);
        assert.match(r.body.message!, /invalid or has expired/);
      }
      const customer = await route.call(customerToken);
      assert.equal(customer.status, 403);
      assert.equal(customer.body.message, 'Only admins can do this');
      const admin = await route.call(adminToken);
      assert.ok(
        admin.status >= 200 && admin.status < 300,
        `${admin.status} ${JSON.stringify(admin.body)}`,
      );
    });
  }
});

/** A counter of the gateway's `/metrics`, summed over the samples whose labels include `labels`. */
const metric = (name: string, labels: string) =>
  metricValue(shop.parts.gateway.opsUrl, name, labels);

/** Polls until `probe` answers `status`, for at most `ms`: the last status, and after how long. */
async function answersWithin(probe: () => Promise<{ status: number }>, status: number, ms: number) {
  const started = Date.now();
  let last = 0;
  const answered = async () => {
    last = (await probe()).status;
    return last === status ? true : undefined;
  };
  await until(answered, ms).catch(() => undefined); // the caller asserts on the last status
  return { status: last, after: Date.now() - started };
}

describe('roles take effect at once', () => {
  it('a token accepted while valid is refused once it expires (no verification outlives it)', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await tokenExpiringAt(signing.key, adminId, 0, exp);
    // verified once, then answered from the gateway's verified tokens
    for (let i = 0; i < 2; i++) {
      const ok = await api('GET', '/api/admin/users', { token });
      assert.equal(ok.status, 200, JSON.stringify(ok.body));
    }
    // accepted until it expires, refused from then on: by at most 1.1 s past its `exp`
    const late = await until(
      async () => {
        const r = await api('GET', '/api/admin/users', { token });
        if (r.status === 200) return undefined;
        assert.ok(Date.now() >= exp * 1000, `refused before it expired: ${r.status}`);
        return r;
      },
      exp * 1000 - Date.now() + 1100,
      'the expired token to be refused',
    );
    assert.equal(late.status, 401);
    assert.match(late.body.message!, /invalid or has expired/);
  });

  it('a demoted admin’s old token stops working on admin routes within a second', async () => {
    const email = `second-admin-${randomUUID().slice(0, 6)}@test.local`;
    const created = await api('POST', '/api/admin/users', {
      token: adminToken,
      body: { name: 'Second Admin', email, password: 'second-admin-pass', role: 'admin' },
    });
    assert.equal(created.status, 201);
    assert.equal(created.body.user.role, 'admin');
    const token = (
      await api('POST', '/api/users/login', { body: { email, password: 'second-admin-pass' } })
    ).body.token;
    assert.equal((await api('GET', '/api/admin/users', { token })).status, 200);

    const demoted = await api('PUT', `/api/admin/users/${created.body.user._id}`, {
      token: adminToken,
      body: { role: 'customer' }, // the console sends only the role
    });
    assert.equal(demoted.status, 200);
    assert.equal(demoted.body.user.role, 'customer');
    assert.equal(demoted.body.user.email, email);
    const r = await answersWithin(() => api('GET', '/api/admin/users', { token }), 403, 1000);
    assert.equal(r.status, 403, 'the old token is refused');
    console.log(`demotion applied ${r.after} ms after the change`);

    await api('DELETE', `/api/admin/users/${created.body.user._id}`, { token: adminToken });
    const gone = await answersWithin(() => api('GET', '/api/admin/users', { token }), 401, 1000);
    assert.equal(gone.status, 401, 'a deleted user’s token is refused');
  });

  it('a sign-up keeps other users’ cached auth state; a role change still applies at once (c)', async () => {
    // The root admin and the customer signed up before every other test: no event about them
    // is still on its way, so only an invalidation that is not theirs can drop their entries.
    const misses = () => metric('gateway_cache_requests_total', 'cache="auth",outcome="miss"');
    const listUsers = (token: string) => api('GET', '/api/admin/users', { token });
    const setCustomerRole = async (role: string) =>
      assert.equal(
        (await api('PUT', `/api/admin/users/${customerId}`, { token: adminToken, body: { role } }))
          .status,
        200,
      );
    assert.equal((await listUsers(adminToken)).status, 200);
    assert.equal((await listUsers(customerToken)).status, 403);
    const before = await misses();

    await register('newcomer'); // user-registered
    try {
      // users events reach the gateway in order, and only the promotion can drop the customer's
      // entry: once the customer's old token works on admin routes, the sign-up has arrived too
      await setCustomerRole('admin');
      const promoted = await answersWithin(() => listUsers(customerToken), 200, 1000);
      assert.equal(promoted.status, 200, 'a promotion applies to the old token at once');
      const afterEvents = await misses();
      assert.equal(afterEvents, before + 1, 'only the promoted customer’s state was read again');
      assert.equal((await listUsers(adminToken)).status, 200);
      assert.equal(await misses(), afterEvents, 'the admin’s state is still cached');

      await setCustomerRole('customer');
      const demoted = await answersWithin(() => listUsers(customerToken), 403, 1000);
      assert.equal(demoted.status, 403, 'the demotion applies to the old token at once');
      console.log(`promotion and demotion applied ${promoted.after} and ${demoted.after} ms after`);
      const afterDemotion = await misses();
      assert.equal((await listUsers(adminToken)).status, 200);
      assert.equal(await misses(), afterDemotion, 'the admin’s state is still cached');
    } finally {
      await setCustomerRole('customer'); // the tests below need a customer
    }
  });

  it('never leaves the shop without an admin, and a customer cannot promote themselves', async () => {
    const demoteSelf = await api('PUT', `/api/admin/users/${adminId}`, {
      token: adminToken,
      body: { role: 'customer' },
    });
    assert.equal(demoteSelf.status, 409);
    assert.equal(demoteSelf.body.message, 'The shop must keep at least one admin');
    const deleteSelf = await api('DELETE', `/api/admin/users/${adminId}`, { token: adminToken });
    assert.equal(deleteSelf.status, 409);
    const me = (await api('GET', '/api/admin/users', { token: adminToken })).body as {
      _id: string;
      role: string;
    }[];
    assert.equal(me.find((u) => u._id === adminId)?.role, 'admin');

    const customer = await register('climber');
    const escalate = await api('PUT', `/api/admin/users/${customer.user._id}`, {
      token: customer.token,
      body: { role: 'admin' },
    });
    assert.equal(escalate.status, 403);
  });

  it('answers 400 for malformed ids and 404 for unknown ones on admin routes', async () => {
    assert.equal(
      (await api('PUT', '/api/admin/users/nope', { token: adminToken, body: { role: 'admin' } }))
        .status,
      400,
    );
    const unknown = await api('DELETE', `/api/admin/users/${randomUUID()}`, { token: adminToken });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'User not found');
  });
});
