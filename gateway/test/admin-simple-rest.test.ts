import type { Product } from '@arogya/contracts';
import { FOOD_LABEL, apiOf, buy, callJson, startFullShop, testShop, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { fetchUtils, type DataProvider } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';

const ADMIN = { email: 'ra-admin@test.local', password: 'ra-admin-pass' };
const test = testShop('ra', async (env, ns) => ({
  shop: await startFullShop(env, ns, { admin: ADMIN }),
}));
let data: DataProvider;

before(async () => {
  await test.ready;
  const { shop } = test.parts;
  const { token } = (
    await callJson('POST', `${shop.gateway.baseUrl}/api/users/login`, { body: ADMIN })
  ).body;
  // the admin console's own setup: ra-data-simple-rest with the bearer token
  data = simpleRestProvider(`${shop.gateway.baseUrl}/api/admin`, (url, options = {}) =>
    fetchUtils.fetchJson(url, {
      ...options,
      user: { authenticated: true, token: `Bearer ${token}` },
    }),
  );
});

describe('ra-data-simple-rest through the gateway', () => {
  it('products: getList with sort, range and filter (in the database), getOne, getMany, create, update, delete', async () => {
    const page = await data.getList<Product & { id: string }>('products', {
      sort: { field: 'price', order: 'DESC' },
      pagination: { page: 2, perPage: 5 },
      filter: { category: 'Protein' },
    });
    assert.equal(page.total, 8, 'the true total of the filter');
    assert.equal(page.data.length, 3, 'page 2 of 5 holds the last 3');
    const all = await data.getList<Product & { id: string }>('products', {
      sort: { field: 'price', order: 'DESC' },
      pagination: { page: 1, perPage: 8 },
      filter: { category: 'Protein' },
    });
    assert.deepEqual(
      page.data.map((p) => p.id),
      all.data.slice(5).map((p) => p.id),
    );
    const prices = all.data.map((p) => p.price);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => b - a),
    );
    assert.ok(all.data.every((p) => p.category === 'Protein' && p.id === p._id));

    const q = await data.getList('products', {
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 50 },
      filter: { q: 'ashwa' },
    });
    assert.ok(
      (q.total ?? 0) >= 1 && q.data.every((p) => /ashwa/i.test(p.name) || /ashwa/i.test(p.sku)),
    );

    const one = await data.getOne('products', { id: all.data[0]!.id });
    assert.equal(one.data.name, all.data[0]!.name);
    const many = await data.getMany('products', { ids: [all.data[0]!.id, all.data[1]!.id] });
    assert.deepEqual(many.data.map((p) => p.id).sort(), [all.data[0]!.id, all.data[1]!.id].sort());

    const created = await data.create('products', {
      data: {
        name: 'RA Made Tulsi Tea',
        description: 'Test.',
        price: 299,
        countInStock: 4,
        sku: `RA-${randomUUID().slice(0, 6)}`,
        category: 'Superfood',
        label: FOOD_LABEL,
        collection: 'super-food',
      },
    });
    assert.ok(created.data.id);
    const updated = await data.update('products', {
      id: created.data.id,
      data: { ...created.data, sizes: 'S, M', price: 349 },
      previousData: created.data,
    });
    assert.equal(updated.data.price, 349);
    assert.deepEqual(updated.data.sizes, ['S', 'M']);
    const deleted = await data.delete('products', {
      id: created.data.id,
      previousData: updated.data,
    });
    assert.equal(deleted.data.id, created.data.id);
    await assert.rejects(
      () => data.getOne('products', { id: created.data.id }),
      (e: { status?: number }) => e.status === 404,
    );
  });

  it('users: list by role sorted by email, one, many, create, role-only update, delete', async () => {
    const created = await data.create('users', {
      data: {
        name: 'RA Customer',
        email: `ra-${randomUUID().slice(0, 6)}@test.local`,
        password: 'ra-customer-1',
        role: 'customer',
      },
    });
    assert.equal(created.data.role, 'customer');
    const admins = await data.getList('users', {
      sort: { field: 'email', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      filter: { role: 'admin' },
    });
    assert.equal(admins.total, 1);
    assert.equal(admins.data[0]!.email, ADMIN.email);
    assert.equal((await data.getOne('users', { id: created.data.id })).data.name, 'RA Customer');
    assert.equal((await data.getMany('users', { ids: [created.data.id] })).data.length, 1);
    const promoted = await data.update('users', {
      id: created.data.id,
      data: { role: 'admin' },
      previousData: created.data,
    });
    assert.equal(promoted.data.role, 'admin');
    assert.equal(
      (await data.delete('users', { id: created.data.id, previousData: promoted.data })).data.id,
      created.data.id,
    );
    const everyone = await data.getList('users', {
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
      filter: {},
    });
    assert.ok(!everyone.data.some((u) => u.id === created.data.id));
    // the last admin stays
    await assert.rejects(
      () =>
        data.update('users', {
          id: admins.data[0]!.id,
          data: { role: 'customer' },
          previousData: admins.data[0]!,
        }),
      (e: { status?: number }) => e.status === 409,
    );
  });

  it('orders: list by status, one, many, update along the table, delete once cancelled; a plain GET is the whole array', async () => {
    const base = test.parts.shop.gateway.baseUrl;
    const empty = await data.getList('orders', {
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
      filter: { status: 'Processing' },
    });
    assert.deepEqual([empty.total, empty.data], [0, []]);
    // an order comes from a paid checkout (the admin cannot create one)
    const buyer = (
      await callJson('POST', `${base}/api/users/register`, {
        body: {
          name: 'RA Buyer',
          email: `buyer-${randomUUID().slice(0, 6)}@test.local`,
          password: 'ra-buyer-pass',
        },
      })
    ).body;
    const [product] = (await callJson('GET', `${base}/api/products?category=Protein&limit=1`))
      .body as Product[];
    await buy(
      apiOf(() => base),
      test.parts.shop.sandbox.url,
      buyer.token,
      [{ productId: product!._id, quantity: 1 }],
    );
    const list = await until(
      async () => {
        const l = await data.getList('orders', {
          sort: { field: 'createdAt', order: 'DESC' },
          pagination: { page: 1, perPage: 10 },
          filter: { status: 'Processing' },
        });
        return l.total === 0 ? undefined : l;
      },
      10_000,
      'the order in the console',
    );
    assert.equal(list.total, 1);
    const id = list.data[0]!.id;
    assert.deepEqual(list.data[0]!.allowedStatuses, ['Shipped', 'Cancelled']);
    assert.equal((await data.getOne('orders', { id })).data.user.name, 'RA Buyer');
    assert.equal((await data.getMany('orders', { ids: [id] })).data.length, 1);
    const shipped = await data.update('orders', {
      id,
      data: { ...list.data[0]!, status: 'Shipped' },
      previousData: list.data[0]!,
    });
    assert.equal(shipped.data.status, 'Shipped');
    assert.deepEqual(shipped.data.allowedStatuses, ['Delivered', 'Cancelled']);
    await assert.rejects(
      () => data.delete('orders', { id, previousData: shipped.data }),
      (e: { status?: number }) => e.status === 409,
    );
    await data.update('orders', { id, data: { status: 'Cancelled' }, previousData: shipped.data });
    assert.equal((await data.delete('orders', { id, previousData: shipped.data })).data.id, id);

    const res = await callJson('GET', `${base}/api/admin/products`, {
      token: (await callJson('POST', `${base}/api/users/login`, { body: ADMIN })).body.token,
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.length, 64, 'no range: the whole array, as SPEC §7 shows');
    assert.equal(res.headers.get('content-range'), null);
  });

  it('refuses bad sort fields and ranges with 400, and exposes Content-Range to browsers', async () => {
    await assert.rejects(
      () =>
        data.getList('products', {
          sort: { field: 'password', order: 'ASC' },
          pagination: { page: 1, perPage: 5 },
          filter: {},
        }),
      (e: { status?: number; body?: { message?: string } }) =>
        e.status === 400 && /sort field must be one of/.test(e.body?.message ?? ''),
    );
    const pre = await fetch(`${test.parts.shop.gateway.baseUrl}/api/admin/products`, {
      method: 'OPTIONS',
      headers: { origin: 'http://console.example', 'access-control-request-method': 'GET' },
    });
    assert.match(pre.headers.get('access-control-expose-headers') ?? '', /Content-Range/i);
  });
});
