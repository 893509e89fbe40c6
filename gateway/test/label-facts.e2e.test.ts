import { todayInIndia, type Cart, type Product, type ProductBatch } from '@arogya/contracts';
import {
  apiOf,
  signUp as register,
  startFullShop,
  SHIPPING_ADDRESS,
  testShop,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

/**
 * Issue 30, label facts, through the gateway: what the law wants a listing to declare is on
 * one product's answer; a food without its FSSAI licence (or veg mark) and imported goods
 * without their importer cannot be on sale; a draft is the console's alone.
 */
const ADMIN = { email: 'label-admin@test.local', password: 'label-admin-pass' };
const shop = testShop('labelfacts', (env, ns) => startFullShop(env, ns, { admin: ADMIN }));
const api = apiOf(() => shop.parts.gateway.baseUrl);
const LICENCE = '10020063000718';
let admin: string;

const shopper = (id: string) => api('GET', `/api/products/${id}`);
const console_ = (id: string) => api('GET', `/api/admin/products/${id}`, undefined, admin);
const edit = (id: string, body: unknown) => api('PUT', `/api/products/${id}`, body, admin);
const listed = async (search: string) =>
  ((await api('GET', `/api/products?search=${encodeURIComponent(search)}`)).body as Product[]).map(
    (p) => p.name,
  );

const greens = (status?: string) => ({
  name: 'Kokum Sattu Blend',
  description: 'Kokum and roasted gram flour.',
  category: 'Superfood',
  sku: `LBL-${globalThis.crypto.randomUUID().slice(0, 8)}`,
  variants: [{ size: '200 g', price: 649, mrp: 799, countInStock: 5, netQuantity: '200 g' }],
  ...(status && { status }),
});

before(async () => {
  await shop.ready;
  admin = (await api('POST', '/api/users/login', ADMIN)).body.token;
});

describe('label facts (issue 30)', () => {
  it('declares the seeded whey’s facts on its answer, and only there', async () => {
    const [hit] = (await api('GET', '/api/products?search=Whey%20Protein%20Isolate'))
      .body as Product[];
    assert.equal(hit!.status, 'published');
    assert.equal(hit!.label, undefined, 'lists read the product row alone');
    const whey = (await shopper(hit!._id)).body as Product;
    assert.deepEqual(whey.label, {
      manufacturer: {
        name: 'MuscleVeda Nutrition Pvt. Ltd.',
        address: 'Unit 4, Focal Point Phase 8, Ludhiana, Punjab 141010',
      },
      packer: null,
      importer: null,
      countryOfOrigin: 'India',
      shelfLifeMonths: 18,
      fssaiLicence: LICENCE,
      vegMark: 'veg',
    });
    assert.deepEqual(
      whey.variants!.map((v) => v.netQuantity),
      ['500 g', '1 kg', '2 kg'],
    );
  });

  it('keeps a food without its licence off sale: refused as published, kept as a draft', async () => {
    const refused = await api('POST', '/api/admin/products', greens(), admin);
    assert.equal(refused.status, 400);
    assert.equal(
      refused.body.message,
      'Kokum Sattu Blend is a food (Superfood): it needs its FSSAI licence number (label.fssaiLicence, 14 digits) to be published; save it as a draft (status "draft") until you have it',
    );
    assert.deepEqual(await listed('Kokum Sattu'), [], 'nothing was written');

    const created = await api('POST', '/api/admin/products', greens('draft'), admin);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const draft = created.body as Product;
    assert.equal(draft.status, 'draft');
    // shoppers: not found anywhere; the console: there, with its facts
    assert.equal((await shopper(draft._id)).status, 404);
    assert.equal((await api('GET', `/api/products/similar/${draft._id}`)).status, 404);
    assert.deepEqual(await listed('Kokum Sattu'), []);
    assert.equal((await console_(draft._id)).body.status, 'draft');
    const page = await api(
      'GET',
      `/api/admin/products?filter=${encodeURIComponent('{"status":"draft"}')}&range=[0,99]`,
      undefined,
      admin,
    );
    assert.ok(
      (page.body as Product[]).some((p) => p._id === draft._id) &&
        (page.body as Product[]).every((p) => p.status === 'draft'),
      'the console filters drafts',
    );
    const { token } = await register(api, 'drafty');
    const add = await api('POST', '/api/cart', { productId: draft._id, quantity: 1 }, token);
    assert.equal(add.status, 404);
    assert.equal(add.body.message, 'Kokum Sattu Blend is not on sale now');
    const buy = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId: draft._id, quantity: 1, size: '200 g' }],
        shippingAddress: SHIPPING_ADDRESS,
      },
      token,
    );
    assert.equal(buy.status, 404);
    assert.equal(buy.body.message, 'Kokum Sattu Blend is not on sale now');

    // publishing: the licence (14 digits), then the veg mark
    assert.equal((await edit(draft._id, { status: 'published' })).status, 400);
    const short = await edit(draft._id, { label: { fssaiLicence: '1234' } });
    assert.equal(short.status, 400);
    assert.equal(
      short.body.message,
      'label.fssaiLicence must be an FSSAI licence number of 14 digits',
    );
    const licensed = await edit(draft._id, {
      label: { fssaiLicence: '1002 0063 000718', shelfLifeMonths: 12 },
    });
    assert.equal(licensed.status, 200, JSON.stringify(licensed.body));
    const noMark = await edit(draft._id, { status: 'published' });
    assert.equal(noMark.status, 400);
    assert.match(noMark.body.message, /needs its veg or non-veg mark \(label.vegMark\)/);
    const published = await edit(draft._id, { status: 'published', label: { vegMark: 'veg' } });
    assert.equal(published.status, 200, JSON.stringify(published.body));
    const seen = await until(
      async () => {
        const r = await shopper(draft._id);
        return r.status === 200 ? (r.body as Product) : undefined;
      },
      10_000,
      'the published product to reach shoppers',
    );
    assert.deepEqual(
      [seen.status, seen.label!.fssaiLicence, seen.label!.vegMark, seen.label!.shelfLifeMonths],
      ['published', LICENCE, 'veg', 12],
      'the facts given one by one, kept together',
    );
    // a published food cannot lose its licence
    const cleared = await edit(draft._id, { label: { fssaiLicence: null } });
    assert.equal(cleared.status, 400);
    assert.match(cleared.body.message, /needs its FSSAI licence number/);
    const added = await api('POST', '/api/cart', { productId: draft._id, quantity: 1 }, token);
    assert.equal(added.status, 200, JSON.stringify(added.body));
  });

  it('stops selling an unpublished product, keeps it in carts, and sells it again when published', async () => {
    const body = { ...greens('published'), name: 'Beetroot Powder' };
    body.variants[0]!.size = '100 g';
    const created = await api(
      'POST',
      '/api/admin/products',
      { ...body, label: { fssaiLicence: LICENCE, vegMark: 'veg' } },
      admin,
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = (created.body as Product)._id;
    const { token } = await register(api, 'unpublished');
    assert.equal(
      (await api('POST', '/api/cart', { productId: id, quantity: 2 }, token)).status,
      200,
    );
    assert.equal((await edit(id, { status: 'draft' })).status, 200);
    assert.equal((await shopper(id)).status, 404);
    const line = { productId: id, quantity: 2, size: '100 g' };
    const checkout = () =>
      api(
        'POST',
        '/api/checkout',
        { checkoutItems: [line], shippingAddress: SHIPPING_ADDRESS },
        token,
      );
    const refused = await checkout();
    assert.equal(refused.status, 404);
    assert.equal(refused.body.message, 'Beetroot Powder is not on sale now');
    const more = await until(
      async () => {
        const r = await api('POST', '/api/cart', { productId: id, quantity: 1 }, token);
        return r.status === 404 ? r : undefined;
      },
      10_000,
      'the cart to hear of the draft',
    );
    assert.equal(more.body.message, 'Beetroot Powder is not on sale now');
    // nothing lost: the line waits in the cart for the product to be back on sale
    const cart = (await api('GET', '/api/cart', undefined, token)).body as Cart;
    assert.deepEqual(
      cart.products.map((l) => [l.productId, l.quantity]),
      [[id, 2]],
    );
    assert.equal((await edit(id, { status: 'published' })).status, 200);
    const sold = await checkout();
    assert.equal(sold.status, 201, JSON.stringify(sold.body));
    assert.equal(sold.body.totalPrice, 1298);
  });

  it('wants an importer for goods made abroad', async () => {
    const device = {
      name: 'Finger Pulse Oximeter',
      description: 'SpO2 and pulse.',
      category: 'Device',
      sku: `LBL-${globalThis.crypto.randomUUID().slice(0, 8)}`,
      price: 1499,
      countInStock: 3,
      label: { countryOfOrigin: 'China', manufacturer: { name: 'Kangtai', address: 'Shenzhen' } },
    };
    const refused = await api('POST', '/api/admin/products', device, admin);
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /made in China: it needs its importer's name and address/);
    const half = await api(
      'POST',
      '/api/admin/products',
      { ...device, label: { ...device.label, importer: { name: 'PranaTech' } } },
      admin,
    );
    assert.equal(half.status, 400);
    assert.equal(
      half.body.message,
      'label.importer needs both a name and an address, as the label prints them',
    );
    const importer = { name: 'PranaTech Devices Pvt. Ltd.', address: 'Cyber City, Gurugram' };
    const ok = await api(
      'POST',
      '/api/admin/products',
      { ...device, label: { ...device.label, importer } },
      admin,
    );
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.deepEqual((ok.body as Product).label!.importer, importer);
  });

  it('receives a batch through the console’s API; shoppers see the expiry that ships first', async () => {
    const [hit] = (await api('GET', '/api/products?search=Omega-3%20Fish%20Oil')).body as Product[];
    const oil = (await console_(hit!._id)).body as Product;
    const v = oil.variants![0]!;
    assert.equal(v.expiresOn, null, 'not stocked by batches yet');
    const day = (n: number) =>
      new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + n * 86_400_000)
        .toISOString()
        .slice(0, 10);
    const path = `/api/admin/products/${oil._id}/variants/${v._id}/batches`;
    const batch = {
      code: 'OM3-2611',
      manufacturedOn: todayInIndia(),
      expiresOn: day(540),
      quantity: 24,
    };
    const { token } = await register(api, 'batchpeek');
    assert.equal((await api('POST', path, batch, token)).status, 403, 'admins only');
    const bad = await api('POST', path, { ...batch, quantity: 0 }, admin);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'quantity must be a whole number from 1 to 1000000');
    const received = await api('POST', path, batch, admin);
    assert.equal(received.status, 201, JSON.stringify(received.body));
    const b = received.body as ProductBatch & { id: string };
    assert.deepEqual([b.id, b.code, b.onHand, b.state], [b._id, 'OM3-2611', 24, 'selling']);
    const seen = await until(
      async () => {
        const p = (await shopper(oil._id)).body as Product;
        return p.variants![0]!.expiresOn === day(540) ? p : undefined;
      },
      10_000,
      'shoppers to see the batch',
    );
    assert.equal(seen.variants![0]!.countInStock, v.countInStock + 24);
    const listed = await api('GET', `/api/admin/products/${oil._id}/batches`, undefined, admin);
    assert.deepEqual(
      (listed.body as ProductBatch[]).map((x) => [x.code, x.onHand]),
      [['OM3-2611', 24]],
    );
    const counted = await api(
      'PUT',
      `/api/admin/products/${oil._id}/batches/${b._id}`,
      { onHand: 20 },
      admin,
    );
    assert.equal(counted.status, 200, JSON.stringify(counted.body));
    assert.equal((counted.body as ProductBatch).onHand, 20);
    assert.equal((await api('GET', '/api/admin/batches', undefined, token)).status, 403);
  });
});
