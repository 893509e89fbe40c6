import {
  collectionTitle,
  newGuestId,
  ORDER_MAX_TOTAL_PAISE,
  paiseToRupees,
  type Product,
} from '@arogya/contracts';
import { createSandbox, DEFAULT_CONFIG } from '@arogya/razorpay-sandbox';
import {
  apiOf,
  metricValue,
  REPO_ROOT,
  signUp,
  startCart,
  startCatalog,
  startCheckout,
  startGateway,
  startUsers,
  testShop,
  FOOD_LABEL,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';

// The hostile inputs an outside test found answered 500 (or a false 503): each is a 400 now,
// refused before any service or database, with a message, and nothing written.
const ADMIN = { email: 'hostile-admin@test.local', password: 'hostile-admin-pass' };
const shop = testShop('hostile', async (env, ns, own) => {
  const sandbox = own(await createSandbox({ ...DEFAULT_CONFIG, port: 0 }));
  const services = await Promise.all([
    startUsers(env, ns, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    startCatalog(env, ns, { CATALOG_SEED: 'false' }),
    startCart(env, ns),
    startCheckout(env, ns, {
      RAZORPAY_API_BASE: sandbox.url,
      CHECKOUT_MAX_TOTAL_PAISE: String(ORDER_MAX_TOTAL_PAISE),
    }),
  ]);
  // the storefront's own index.html, for the pages whose head the gateway writes
  const storefront = mkdtempSync(join(tmpdir(), 'hostile-storefront-'));
  own({ close: async () => rmSync(storefront, { recursive: true, force: true }) });
  copyFileSync(join(REPO_ROOT, 'storefront/index.html'), join(storefront, 'index.html'));
  const gateway = await startGateway(env, ns, {
    AUTH_RATE_LIMIT_MAX: '100000',
    STOREFRONT_DIR: storefront,
  });
  return { gateway, services, sandbox };
});
const api = apiOf(() => shop.parts.gateway.baseUrl);
const ADDRESS = {
  firstName: 'Hostile',
  lastName: 'Tester',
  address: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  postalCode: '560038',
  country: 'India',
  phone: '9876543210',
};
let admin: string;
let product: Product;

/** Answers `status` with `message` (a clear 4xx, never a stack trace). */
function refused(r: { status: number; body: unknown }, status: number, message: RegExp) {
  assert.equal(r.status, status, JSON.stringify(r.body));
  const body = r.body as { message?: string; stack?: unknown };
  assert.match(body.message ?? '', message);
  assert.equal(body.stack, undefined);
}

const serverErrors = () =>
  metricValue(shop.parts.gateway.opsUrl, 'http_requests_total', 'status="5');

before(async () => {
  await shop.ready;
  admin = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
  const body = {
    name: 'Hostile Test Capsules',
    description: 'For the hostile input tests.',
    price: 10_000_000, // ₹1 crore, the most a product may cost
    countInStock: 3000,
    sku: `HOSTILE-${randomUUID().slice(0, 8)}`,
    category: 'Supplements',
    label: FOOD_LABEL,
  };
  const created = await api('POST', '/api/admin/products', body, admin);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  product = created.body as Product;
});

describe('hostile input gets a 400 with a message, never a 5xx', () => {
  it('a NUL byte in a query, a path, a body (any field) is refused at the gateway', async () => {
    const before = await serverErrors();
    refused(await api('GET', '/api/products?search=%00'), 400, /NUL/);
    refused(await api('GET', '/api/products?category=a%00b'), 400, /NUL/);
    refused(await api('GET', '/api/products/%00'), 400, /NUL/);
    // a surrogate encoded as (invalid) UTF-8 in a URL is never decoded into one
    for (const path of ['/api/products?search=%ED%A0%80', '/api/products/%ED%A0%80']) {
      const r = await api('GET', path);
      assert.ok(r.status < 500, `${path}: ${r.status}`);
    }
    refused(
      await api('POST', '/api/users/login', { email: 'a\u0000@x.test', password: 'x' }),
      400,
      /NUL/,
    );
    const name = `nul-${randomUUID().slice(0, 6)}`;
    refused(
      await api('POST', '/api/users/register', {
        name: 'N\u0000',
        email: `${name}@test.local`,
        password: 'hostile-pass-1',
      }),
      400,
      /NUL/,
    );
    refused(
      await api('POST', '/api/cart', {
        productId: product._id,
        quantity: 1,
        guestId: `guest_${'\u0000'}`,
      }),
      400,
      /NUL/,
    );
    refused(
      await api('PUT', `/api/admin/products/${product._id}`, { brand: 'x\u0000' }, admin),
      400,
      /NUL/,
    );
    refused(await api('POST', '/api/users/login', { ['e\u0000']: 1 }), 400, /NUL/);
    // nothing was written: the user does not exist
    refused(
      await api('POST', '/api/users/login', { email: `${name}@test.local`, password: 'x' }),
      401,
      /./,
    );
    assert.equal(await serverErrors(), before);
  });

  it('a lone UTF-16 surrogate in a name or an address is refused', async () => {
    const before = await serverErrors();
    refused(
      await api('POST', '/api/users/register', {
        name: 'Lone \ud800 Surrogate',
        email: `lone-${randomUUID().slice(0, 6)}@test.local`,
        password: 'hostile-pass-1',
      }),
      400,
      /surrogate/,
    );
    const { token } = await signUp(api, 'surrogate');
    refused(
      await api(
        'POST',
        '/api/checkout',
        {
          checkoutItems: [{ productId: product._id, quantity: 1 }],
          shippingAddress: { ...ADDRESS, address: '12 MG Road \udc00 Indiranagar' },
          paymentMethod: 'Razorpay',
        },
        token,
      ),
      400,
      /surrogate/,
    );
    assert.equal(await serverErrors(), before);
  });

  it('JSON nested 5,000 levels is a 400, not a false 503', async () => {
    const before = await serverErrors();
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const path of ['/api/cart', '/api/users/login', '/api/checkout']) {
      const res = await fetch(`${shop.parts.gateway.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"productId":${deep}}`,
      });
      refused({ status: res.status, body: await res.json() }, 400, /nest at most 32 levels/);
    }
    assert.equal(await serverErrors(), before);
  });

  it('invisible and look-alike characters: refused in names and e-mails, look-alikes normalised', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const [name, email] of [
      ['Admin', `acc-admin\u200b-${tag}@arogya.test`],
      ['Admin\u202e', `rtl-${tag}@arogya.test`],
      ['Tab\tName', `tab-${tag}@arogya.test`],
    ]) {
      refused(
        await api('POST', '/api/users/register', { name, email, password: 'hostile-pass-1' }),
        400,
        /may not contain control or invisible characters/,
      );
    }
    // full-width letters are the plain ones (NFKC): one account, found by either spelling
    const wide = `ｗｉｄｅ-${tag}@test.local`;
    const r = await api('POST', '/api/users/register', {
      name: 'Ｗｉｄｅ Ｎａｍｅ',
      email: wide,
      password: 'hostile-pass-1',
    });
    assert.equal(r.status, 201, JSON.stringify(r.body));
    const user = (r.body as { user: { name: string; email: string } }).user;
    assert.deepEqual([user.name, user.email], ['Wide Name', `wide-${tag}@test.local`]);
    const again = await api('POST', '/api/users/login', {
      email: `wide-${tag}@test.local`,
      password: 'hostile-pass-1',
    });
    assert.equal(again.status, 200);
    // an Indian name written with a zero-width joiner keeps it
    const joined = 'क्\u200dष Rao';
    const indic = await api('POST', '/api/users/register', {
      name: joined,
      email: `indic-${tag}@test.local`,
      password: 'hostile-pass-1',
    });
    assert.equal(indic.status, 201, JSON.stringify(indic.body));
    assert.equal((indic.body as { user: { name: string } }).user.name, joined);
  });

  it('a cart line never passes 999 units, however many adds', async () => {
    const guestId = newGuestId();
    const add = (quantity: number) =>
      api('POST', '/api/cart', { productId: product._id, quantity, guestId });
    assert.equal((await add(999)).status, 200);
    refused(await add(1), 400, /at most 999 units/);
    refused(await add(999), 400, /at most 999 units/);
    const cart = await api('GET', `/api/cart?guestId=${guestId}`);
    const lines = (cart.body as { products: { quantity: number }[] }).products;
    assert.deepEqual(
      lines.map((l) => l.quantity),
      [999],
      'the line kept its 999',
    );
    // signing in merges the guest's 999 into a cart with 999 already: still 999
    const { token } = await signUp(api, 'merger');
    const mine = await api('POST', '/api/cart', { productId: product._id, quantity: 999 }, token);
    assert.equal(mine.status, 200);
    const merged = await api('POST', '/api/cart/merge', { guestId }, token);
    assert.equal(merged.status, 200, JSON.stringify(merged.body));
    const after = (merged.body as { products: { quantity: number }[] }).products;
    assert.deepEqual(
      after.map((l) => l.quantity),
      [999],
    );
  });

  it('made-up sizes and colours split no product past its caps, in the cart or a checkout', async () => {
    const before = await serverErrors();
    const stock = async () =>
      (
        (await fetch(`${shop.parts.gateway.baseUrl}/api/products/${product._id}`, {
          headers: { 'cache-control': 'no-cache' },
        }).then((r) => r.json())) as Product
      ).countInStock;
    const held = await stock();
    // the capsules come in no size and no colour
    const guestId = newGuestId();
    refused(
      await api('POST', '/api/cart', { productId: product._id, quantity: 1, size: 'XL', guestId }),
      400,
      /^Size XL is not available for Hostile Test Capsules \(it has no sizes\)$/,
    );
    refused(
      await api('POST', '/api/cart', {
        productId: product._id,
        quantity: 1,
        color: 'Red',
        guestId,
      }),
      400,
      /^Colour Red is not available for Hostile Test Capsules \(it has no colours\)$/,
    );
    const { token } = await signUp(api, 'splitter');
    const checkout = (items: object[]) =>
      api(
        'POST',
        '/api/checkout',
        { checkoutItems: items, shippingAddress: ADDRESS, paymentMethod: 'Razorpay' },
        token,
      );
    // issue 27: fifty lines of ten, each of another made-up size
    const fifty = Array.from({ length: 50 }, (_, i) => ({
      productId: product._id,
      quantity: 10,
      size: `size ${i}`,
    }));
    refused(await checkout(fifty), 400, /at most 10 units of an item in one order/);
    refused(
      await checkout([{ productId: product._id, quantity: 1, size: 'size 0' }]),
      400,
      /^Size size 0 is not available for Hostile Test Capsules/,
    );
    assert.equal(await stock(), held, 'nothing was held');
    assert.equal(await serverErrors(), before);
  });

  it('a checkout total above the largest order is refused, its stock given back', async () => {
    const before = await serverErrors();
    const { token } = await signUp(api, 'whale');
    const stock = async () =>
      (
        (
          await fetch(`${shop.parts.gateway.baseUrl}/api/products/${product._id}`, {
            headers: { 'cache-control': 'no-cache' },
          })
        ).json() as Promise<Product>
      ).then((p) => p.countInStock);
    const held = await stock();
    const r = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId: product._id, quantity: 3 }], // ₹3 crore
        shippingAddress: ADDRESS,
        paymentMethod: 'Razorpay',
      },
      token,
    );
    refused(r, 400, new RegExp(`total may be at most ₹${paiseToRupees(ORDER_MAX_TOTAL_PAISE)}`));
    assert.equal(await stock(), held, 'the hold was given back');
    // at the limit it is accepted
    const two = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId: product._id, quantity: 2 }],
        shippingAddress: ADDRESS,
        paymentMethod: 'Razorpay',
      },
      token,
    );
    assert.equal(two.status, 201, JSON.stringify(two.body));
    assert.equal(await serverErrors(), before);
  });

  it('an admin list range beyond safe integers is a 400', async () => {
    const before = await serverErrors();
    for (const resource of ['users', 'products', 'orders']) {
      refused(
        await api(
          'GET',
          `/api/admin/${resource}?range=${encodeURIComponent('[1e19,1e19]')}`,
          undefined,
          admin,
        ),
        400,
        /range must be/,
      );
    }
    assert.equal(await serverErrors(), before);
  });

  it('an admin list’s filter, sort or range holding a NUL or nested 7,000 levels is a 400', async () => {
    const before = await serverErrors();
    // every list of the console (admin-console/src/App.tsx), in react-admin's simple-rest dialect
    const resources = [
      'users',
      'products',
      'orders',
      'coupons',
      'dead-letters',
      'dead-letter-audit',
      'delivery-zones',
      'non-serviceable-pins',
      'holidays',
    ];
    const deep = `${'['.repeat(7000)}${']'.repeat(7000)}`;
    const hostile: [string, string, RegExp][] = [
      // the NUL escaped in the JSON (a raw %00 is refused with every URL already)
      ['filter', '{"q":"a\\u0000b"}', /^filter: Text may not contain NUL characters$/],
      ['filter', '{"q\\u0000":"x"}', /^filter: Text may not contain NUL characters$/],
      ['filter', '{"q":"\\ud800"}', /^filter: Text may not contain unpaired UTF-16 surrogates$/],
      ['filter', `{"q":${deep}}`, /^filter: JSON may nest at most 32 levels$/],
      ['sort', '["name\\u0000","ASC"]', /^sort: Text may not contain NUL characters$/],
      ['sort', deep, /^sort: JSON may nest at most 32 levels$/],
      ['range', deep, /^range: JSON may nest at most 32 levels$/],
    ];
    for (const resource of resources) {
      for (const [param, value, message] of hostile) {
        // the brackets and braces unencoded (as a browser sends them): 7,000 levels fit in a URL
        const query = `${param}=${value.replace(/["\\ ]/g, (c) => encodeURIComponent(c))}`;
        const r = await api('GET', `/api/admin/${resource}?${query}`, undefined, admin);
        refused(r, 400, message);
      }
    }
    assert.equal(await serverErrors(), before);
  });

  it("`$`` `$'` `$&` in a collection’s address are its title’s text, and the head is written once", async () => {
    const before = await serverErrors();
    const escape = (text: string) =>
      text.replace(
        /[&<>"']/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
      );
    const count = (html: string, text: string) => html.split(text).length - 1;
    for (const slug of ["x$`y$'z$&w", '$`', "$'", '$&', '$1$$']) {
      const res = await fetch(
        `${shop.parts.gateway.baseUrl}/collections/${encodeURIComponent(slug)}`,
      );
      assert.equal(res.status, 200, slug);
      const html = await res.text();
      const title = escape(`${collectionTitle(slug)} | Arogya`);
      assert.equal(count(html, '<title>'), 1, `${slug}: one title`);
      assert.ok(html.includes(`<title>${title}</title>`), `${slug}: ${html}`);
      assert.ok(html.includes(`<meta property="og:title" content="${title}" />`), slug);
      for (const once of ['<head>', '</head>', '<meta charset="UTF-8" />', '<div id="root">'])
        assert.equal(count(html, once), 1, `${slug}: ${once} once`);
    }
    // a product's name (an admin's text) goes through the same head
    const named = await api(
      'POST',
      '/api/admin/products',
      {
        name: "Dollar $` $' $& Drops",
        description: "Drops $' named to test the page head.",
        price: 100,
        countInStock: 1,
        sku: `HOSTILE-${randomUUID().slice(0, 8)}`,
        category: 'Supplements',
        label: FOOD_LABEL,
      },
      admin,
    );
    assert.equal(named.status, 201, JSON.stringify(named.body));
    const page = await fetch(`${shop.parts.gateway.baseUrl}/product/${named.body._id}`);
    const html = await page.text();
    assert.ok(html.includes(`<title>${escape("Dollar $` $' $& Drops | Arogya")}</title>`), html);
    assert.equal(count(html, '</head>'), 1);
    assert.equal(count(html, '<title>'), 1);
    assert.equal(await serverErrors(), before);
  });

  it('Google sign-in on a shop without it is a 404 with a message, not an outage (503)', async () => {
    const before = await serverErrors();
    const r = await api('POST', '/api/users/google-login', { token: 'a.b.c' });
    refused(r, 404, /^Google sign-in is not enabled for this shop$/);
    assert.equal(await serverErrors(), before);
  });

  it('an upload that is not the multipart it claims is a 400 naming the problem', async () => {
    const before = await serverErrors();
    const upload = async (contentType: string, body: string) => {
      const res = await fetch(`${shop.parts.gateway.baseUrl}/api/upload`, {
        method: 'POST',
        headers: { 'content-type': contentType, authorization: `Bearer ${admin}` },
        body,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const part = '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n';
    refused(await upload('multipart/form-data', '{}'), 400, /Boundary not found/);
    refused(await upload('multipart/form-data; boundary=x', '{}'), 400, /not valid multipart/);
    refused(await upload('multipart/form-data; boundary=x', `${part}abc`), 400, /not valid/);
    assert.equal(await serverErrors(), before);
  });

  it('a key reaching an object prototype is a 400 at the gateway; a prototype name a 400 at the service', async () => {
    const before = await serverErrors();
    const send = async (body: string) => {
      const res = await fetch(`${shop.parts.gateway.baseUrl}/api/admin/products/${product._id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    refused(await send('{"name":"N","__proto__":{"isAdmin":true}}'), 400, /key "__proto__"/);
    refused(await send('{"constructor":{"prototype":{"x":1}}}'), 400, /key "prototype"/);
    refused(await send('{"name":"N","toString":false}'), 400, /^Unknown field: toString$/);
    refused(await send('{"constructor":1}'), 400, /^Unknown field: constructor$/);
    assert.equal(await serverErrors(), before);
  });
});
