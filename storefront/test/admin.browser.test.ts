import type { OrderView, Product, PublicUser } from '@arogya/contracts';
import { buy, callJson, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot } from './browser.js';

const ADMIN = { email: 'console-admin@test.local', password: 'console-admin-pass' };
const suite = browserSuite('adm', ADMIN, prepare);
const { newPage } = suite;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let adminToken: string;
let buyer: { user: PublicUser; token: string };

const api = (method: string, path: string, body?: unknown, token = adminToken) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** A paid order, placed the way a shopper does (checkout → sandbox → verify). */
async function placeOrder(): Promise<OrderView> {
  const [product] = (await api('GET', '/api/products?category=Protein&limit=1')).body as Product[];
  const checkout = await buy(
    api,
    suite.shop.sandbox.url,
    buyer.token,
    [{ productId: product!._id, quantity: 2 }],
    {
      firstName: 'Kavya',
      lastName: 'Rao',
      address: '8 City Palace Road',
      city: 'Udaipur',
      postalCode: '313001',
      country: 'INDIA',
      phone: '9988776655',
    },
  );
  return until(
    async () => {
      const orders = (await api('GET', '/api/orders/my-orders', undefined, buyer.token))
        .body as OrderView[];
      return orders.find((o) => o.checkoutId === checkout._id);
    },
    10_000,
    'the order of the checkout',
  );
}

/** Before the tests: the admin's token, a customer, and two paid orders of theirs. */
async function prepare() {
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  buyer = (
    await api('POST', '/api/users/register', {
      name: 'Kavya Rao',
      email: `kavya-${randomUUID().slice(0, 6)}@test.local`,
      password: 'kavya-pass-1',
    })
  ).body;
  await placeOrder();
  await placeOrder();
}

/** Signs in on the storefront (the console shares its session), then opens `path` of the console. */
async function signedIn(page: Page, creds: { email: string; password: string }, path: string) {
  await page.goto(`${suite.base}/login`);
  await page.getByTestId('login-email').fill(creds.email);
  await page.getByTestId('login-password').fill(creds.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(`${suite.base}${path}`);
}

describe('admin console (SPEC §2 admin screens)', () => {
  it('a customer who opens /admin is sent to /login', async () => {
    const page = await newPage(1280, 720);
    await signedIn(page, { email: buyer.user.email, password: 'kavya-pass-1' }, '/admin');
    await page.waitForURL(/\/login/);
    await page.context().close();
  });

  it('dashboard figures match the orders; a product is created with an image and edited; an order is shipped then delivered; a role changes', async () => {
    const page = await newPage();
    await signedIn(page, ADMIN, '/admin');

    // the dashboard's figures, against the orders themselves
    const orders = (await api('GET', '/api/admin/orders')).body as OrderView[];
    const revenue = orders
      .filter((o) => o.isPaid && o.status !== 'Cancelled')
      .reduce((s, o) => s + o.totalPrice, 0);
    const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    await page.getByTestId('revenue').waitFor();
    assert.equal(number(await page.getByTestId('revenue').innerText()), Number(revenue.toFixed(2)));
    assert.match(await page.getByTestId('revenue').innerText(), /\.\d{2}/, 'two decimals');
    assert.equal(number(await page.getByTestId('total-orders').innerText()), orders.length);
    assert.equal(number(await page.getByTestId('total-products').innerText()), 64);
    await screenshot(page, 'admin-dashboard');

    // a new product with an image
    const sku = `ADM-${randomUUID().slice(0, 6).toUpperCase()}`;
    await page.goto(`${suite.base}/admin/products/new`);
    await page.getByLabel('Name').first().fill('Console Tulsi Green Tea');
    await page.getByLabel('Description').first().fill('Made from the admin console.');
    await page.getByLabel('Price').first().fill('349');
    await page.getByLabel('Count In Stock').fill('25');
    await page.getByLabel('SKU').fill(sku);
    await page.getByRole('combobox', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Superfood' }).click();
    await page.getByLabel('Brand').fill('GreenLeaf Naturals');
    await page.getByLabel('Collection').fill('super-food');
    const png = join(tmpdir(), `admin-${sku}.png`);
    writeFileSync(png, PNG);
    await page.getByTestId('image-upload').setInputFiles(png);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/products$/);
    const [created] = (
      await api(
        'GET',
        `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: sku }))}&range=[0,0]`,
      )
    ).body as Product[];
    assert.ok(created, 'created');
    assert.match(created.images[0]!.url, /^\/uploads\/.+\.png$/);
    assert.equal(created.images[0]!.isPrimary, true);

    // edit it: sizes, a second image made primary
    await page.goto(`${suite.base}/admin/products/${created._id}/edit`);
    await page.getByTestId('sizes-input').fill('S, M ,L');
    await page.getByTestId('image-upload').setInputFiles(png);
    await page.getByTestId('set-primary').last().waitFor();
    await page.getByTestId('set-primary').last().click();
    assert.equal(await page.getByTestId('primary-tag').count(), 1);
    await screenshot(page, 'admin-product-edit');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.waitForURL(/\/admin\/products$/);
    const edited = (await api('GET', `/api/admin/products/${created._id}`)).body as Product;
    assert.deepEqual(edited.sizes, ['S', 'M', 'L']);
    assert.equal(edited.images.length, 2);
    assert.deepEqual(
      edited.images.map((i) => i.isPrimary),
      [false, true],
    );
    await screenshot(page, 'admin-products');

    // an order: Shipped, then Delivered
    const target = orders.find((o) => o.status === 'Processing')!;
    await page.goto(`${suite.base}/admin/orders`);
    const row = page
      .getByRole('row')
      .filter({ hasText: target._id.slice(-6) })
      .first();
    await row.getByTestId('status-select').selectOption('Shipped');
    for (
      let i = 0;
      i < 50 && (await api('GET', `/api/admin/orders/${target._id}`)).body.status !== 'Shipped';
      i++
    )
      await page.waitForTimeout(100);
    assert.equal((await api('GET', `/api/admin/orders/${target._id}`)).body.status, 'Shipped');
    await row.getByTestId('mark-delivered').click();
    for (
      let i = 0;
      i < 50 && (await api('GET', `/api/admin/orders/${target._id}`)).body.status !== 'Delivered';
      i++
    )
      await page.waitForTimeout(100);
    const delivered = (await api('GET', `/api/admin/orders/${target._id}`)).body as OrderView;
    assert.equal(delivered.status, 'Delivered');
    assert.equal(delivered.isDelivered, true);
    await screenshot(page, 'admin-orders');

    // a user's role
    await page.goto(`${suite.base}/admin/users`);
    const userRow = page.getByRole('row').filter({ hasText: buyer.user.email }).first();
    await userRow.getByTestId('role-select').selectOption('admin');
    for (let i = 0; i < 50; i++) {
      const users = (await api('GET', '/api/admin/users')).body as PublicUser[];
      if (users.find((u) => u._id === buyer.user._id)?.role === 'admin') break;
      await page.waitForTimeout(100);
    }
    const users = (await api('GET', '/api/admin/users')).body as PublicUser[];
    assert.equal(users.find((u) => u._id === buyer.user._id)?.role, 'admin');
    await screenshot(page, 'admin-users');
    await page.context().close();
  });

  it('screens at 375 px', async () => {
    const page = await newPage(375, 800);
    await signedIn(page, ADMIN, '/admin');
    await page.getByTestId('revenue').waitFor();
    for (const [name, path] of [
      ['admin-dashboard', '/admin'],
      ['admin-products', '/admin/products'],
      ['admin-orders', '/admin/orders'],
      ['admin-users', '/admin/users'],
    ]) {
      await page.goto(`${suite.base}${path}`);
      await page.waitForLoadState('networkidle');
      await screenshot(page, name!);
    }
    await page.context().close();
  });
});
