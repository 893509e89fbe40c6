import type { OrderView, Product, PublicUser } from '@arogya/contracts';
import { buy, callJson, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot } from './browser.js';

/**
 * Issue 31, a shopper's orders on a phone (375 px): a new page opens at its top, not where the
 * last one was scrolled to (the confirmation and My Orders opened at the footer), and Back
 * returns to the place; My Orders says the order's status and its units; ₹ everywhere.
 */
const ADMIN = { email: 'phone-orders-admin@test.local', password: 'phone-orders-pass' };
const BUYER = { email: `phone-${randomUUID().slice(0, 6)}@test.local`, password: 'phone-buyer-1' };
const suite = browserSuite('phoneorders', ADMIN, prepare);
let adminToken: string;
let order: OrderView;

const api = (method: string, path: string, body?: unknown, token = adminToken) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** A shopper with one delivered order of two units. */
async function prepare() {
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  const buyer = (await api('POST', '/api/users/register', { name: 'Kavya Rao', ...BUYER }))
    .body as { user: PublicUser; token: string };
  const [product] = (await api('GET', '/api/products?category=Ayurvedic&limit=1'))
    .body as Product[];
  const checkout = await buy(api, suite.shop.sandbox.url, buyer.token, [
    { productId: product!._id, quantity: 2 },
  ]);
  const placed = await until(
    async () =>
      (
        (await api('GET', '/api/orders/my-orders', undefined, buyer.token)).body as OrderView[]
      ).find((o) => o.checkoutId === checkout._id),
    15_000,
    'the order',
  );
  for (const status of ['Shipped', 'Delivered'])
    assert.equal((await api('PUT', `/api/admin/orders/${placed._id}`, { status })).status, 200);
  order = placed;
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls to the very bottom (the footer), as a shopper reading on would. */
async function toFooter(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 0);
  return scrollY(page);
}

/** Follows the link matching `selector` without scrolling to it first (a tap where it is). */
const tap = (page: Page, selector: string) =>
  page.evaluate((s) => (document.querySelector(s) as HTMLElement).click(), selector);

describe('a shopper’s orders on a phone (issue 31)', () => {
  it('opens the order at its top from the foot of My Orders, and Back returns to the place', async () => {
    const page = await suite.newPage(375, 800);
    await suite.signedIn(page, BUYER, '/my-orders');
    const row = page.getByTestId('order-row').first();
    await row.waitFor();
    const bottom = await toFooter(page);
    assert.ok(bottom > 300, `My Orders scrolls on a phone (${bottom} px)`);
    await tap(page, `a[href="/order/${order._id}"]`);
    await page.waitForURL(new RegExp(`/order/${order._id}$`));
    await page.getByText(order.orderItems[0]!.name).first().waitFor();
    assert.equal(await scrollY(page), 0, 'the order page opens at its top');
    await screenshot(page, 'phone-order-top', false);
    await page.goBack();
    await row.waitFor();
    await page.waitForFunction((y) => window.scrollY > y - 50, bottom);
    assert.ok((await scrollY(page)) > bottom - 50, 'Back returns to the foot of My Orders');
  });

  it('opens a page loaded afresh at its top, wherever the last page was left', async () => {
    const page = await suite.newPage(375, 800);
    await suite.signedIn(page, BUYER, '/my-orders');
    await page.getByTestId('order-row').first().waitFor();
    assert.ok((await toFooter(page)) > 300);
    // a link from an e-mail, or an address typed: a new document, no history entry of its own
    await page.goto(`${suite.base}/order/${order._id}`);
    await page.getByText(order.orderItems[0]!.name).first().waitFor();
    assert.equal(await scrollY(page), 0, 'the order page opens at its top');
  });

  it('says the order’s status beside its payment, counts its units, and writes ₹', async () => {
    const page = await suite.newPage(375, 800);
    await suite.signedIn(page, BUYER, '/my-orders');
    const row = page.getByTestId('order-row').first();
    await row.waitFor();
    assert.equal(await row.getByTestId('order-status').innerText(), 'Delivered');
    assert.ok(await row.getByText('Paid', { exact: true }).isVisible());
    assert.equal(
      await row.locator('td[data-label="Items"]').innerText(),
      '2',
      'two units of one line',
    );
    await screenshot(page, 'phone-my-orders', false);
    await page.goto(`${suite.base}/order/${order._id}`);
    await page.getByText(order.orderItems[0]!.name).first().waitFor();
    const text = await page.locator('main').innerText();
    assert.doesNotMatch(text, /\bRs\b/, 'no "Rs" on the order page');
    assert.match(text, /₹/);
  });

  it('opens a product at its top from the foot of the listing', async () => {
    const page = await suite.newPage(375, 800);
    await page.goto(`${suite.base}/collections/all`);
    await page.locator('a[href^="/product/"]').first().waitFor();
    await toFooter(page);
    await tap(page, 'a[href^="/product/"]');
    await page.waitForURL(/\/product\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // the new page is scrolled to its top as it is shown (a moment at most on a busy machine)
    await page
      .waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 })
      .catch(() => undefined);
    assert.equal(await scrollY(page), 0);
  });
});
