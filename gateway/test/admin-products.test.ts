import type { Product } from '@arogya/contracts';
import {
  FOOD_LABEL,
  callJson,
  startCatalog,
  startGateway,
  startUsers,
  testShop,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TINY_PNG, uploadFile } from './auth-fixtures.js';

const ADMIN = { email: 'catalog-admin@test.local', password: 'catalog-admin-pass' };
const MAX_BYTES = 4096;
const UPLOAD_DIR = join(tmpdir(), `arogya-uploads-${process.pid}-${Date.now()}`);
const shop = testShop('admprod', async (env, ns) => {
  const [users, catalog] = await Promise.all([
    startUsers(env, ns, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    startCatalog(env, ns, { CATALOG_SEED: 'false' }),
  ]);
  // a 10-minute cache TTL: fresh reads can only come from invalidation or bypass
  const gateway = await startGateway(env, ns, {
    UPLOAD_MAX_BYTES: String(MAX_BYTES),
    CATALOG_CACHE_TTL_MS: '600000',
    UPLOAD_DIR,
  });
  return { users, catalog, gateway };
});
let token: string;

const api = (method: string, path: string, body?: unknown, auth = true) =>
  callJson(method, `${shop.parts.gateway.baseUrl}${path}`, {
    body,
    token: auth ? token : undefined,
  });

before(async () => {
  await shop.ready;
  token = (await api('POST', '/api/users/login', ADMIN, false)).body.token;
});
after(() => rm(UPLOAD_DIR, { recursive: true, force: true }));

describe('POST /api/upload', () => {
  it('stores a real image and serves it where imageUrl says', async () => {
    const r = await uploadFile(
      `${shop.parts.gateway.baseUrl}/api/upload`,
      token,
      TINY_PNG,
      'photo.png',
    );
    assert.equal(r.status, 201, JSON.stringify(r.body));
    assert.match(r.body.imageUrl, /^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await fetch(`${shop.parts.gateway.baseUrl}${r.body.imageUrl}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), TINY_PNG);
  });

  it('names the type by content: a JPEG called .png is stored as .jpg', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
    const r = await uploadFile(`${shop.parts.gateway.baseUrl}/api/upload`, token, jpeg, 'fake.png');
    assert.equal(r.status, 201);
    assert.match(r.body.imageUrl, /\.jpg$/);
  });

  it('refuses a text file renamed .png, an oversized file, and a missing field with clear 4xx', async () => {
    const text = await uploadFile(
      `${shop.parts.gateway.baseUrl}/api/upload`,
      token,
      Buffer.from('<script>alert(1)</script>'.repeat(4)),
      'evil.png',
    );
    assert.equal(text.status, 400);
    assert.equal(text.body.message, 'The file is not a PNG, JPEG, WebP or GIF image');

    const big = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_BYTES * 2)]);
    const tooBig = await uploadFile(
      `${shop.parts.gateway.baseUrl}/api/upload`,
      token,
      big,
      'big.png',
    );
    assert.equal(tooBig.status, 413);
    assert.equal(tooBig.body.message, 'The image is larger than 4 KB');

    const wrongField = await uploadFile(
      `${shop.parts.gateway.baseUrl}/api/upload`,
      token,
      TINY_PNG,
      'a.png',
      'file',
    );
    assert.equal(wrongField.status, 400);
    assert.match(wrongField.body.message, /form field "image"/);

    const notMultipart = await api('POST', '/api/upload', { image: 'x' });
    assert.equal(notMultipart.status, 400);
    assert.match(notMultipart.body.message, /multipart\/form-data/);
  });
});

describe('admin product management', () => {
  const body = {
    name: 'Admin Made Moringa',
    description: 'Created in a test.',
    price: '650',
    discountPrice: '',
    countInStock: '12',
    sku: 'adm-mor-1',
    category: 'Superfood',
    label: FOOD_LABEL,
    brand: 'GreenLeaf Naturals',
    collection: 'super-food',
    images: [{ url: '/uploads/x.png', altText: 'Moringa' }],
  };

  it('creates (numbers converted, SKU upper-cased), and shoppers see it', async () => {
    const r = await api('POST', '/api/admin/products', body);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const p = r.body as Product;
    assert.equal(p.price, 650);
    assert.equal(p.discountPrice, null);
    assert.equal(p.countInStock, 12);
    assert.equal(p.sku, 'ADM-MOR-1');
    assert.equal(p.images[0]!.isPrimary, true);
    const listed = await api('GET', '/api/products?collection=super-food', undefined, false);
    assert.ok((listed.body as Product[]).some((x) => x._id === p._id));
    const dup = await api('POST', '/api/admin/products', body);
    assert.equal(dup.status, 409);
  });

  it('an admin sees an update on the very next read; bad input changes nothing', async () => {
    const [p] = (await api('GET', '/api/admin/products?search=moringa')).body as Product[];
    await api('GET', `/api/products/${p!._id}`, undefined, false); // cached for shoppers
    const u = await api('PUT', `/api/products/${p!._id}`, { ...p, price: 700, sizes: 'S, M' });
    assert.equal(u.status, 200, JSON.stringify(u.body));
    const adminRead = await api('GET', `/api/products/${p!._id}`);
    assert.equal(adminRead.body.price, 700);
    assert.deepEqual(adminRead.body.sizes, ['S', 'M']);

    const bad = await api('PUT', `/api/admin/products/${p!._id}`, { price: -5 });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /price must be a rupee amount/);
    const unknown = await api('PUT', `/api/admin/products/${p!._id}`, { isPaid: true });
    assert.equal(unknown.status, 400);
    assert.equal((await api('GET', `/api/products/${p!._id}`)).body.price, 700);
  });

  it('deletes, after which the product answers 404', async () => {
    const [p] = (await api('GET', '/api/admin/products?search=moringa')).body as Product[];
    assert.equal((await api('DELETE', `/api/products/${p!._id}`)).status, 200);
    assert.equal((await api('GET', `/api/products/${p!._id}`, undefined, false)).status, 404);
    assert.equal((await api('DELETE', `/api/admin/products/${p!._id}`)).status, 404);
  });
});
