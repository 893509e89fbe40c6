import type { OrderView, Product, PublicUser } from '@arogya/contracts';
import { buy, callJson, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { addFromCard, browserSuite, screenshot } from './browser.js';
import { smallTargets } from './page-checks.js';

/**
 * Issue 31's tap-target check: on every main screen of a purchase at 375 px, header, page,
 * footer and whatever is open over them, each control is at least 44×44 px or has that much
 * room around it; the ones that are not are named.
 */
const ADMIN = { email: 'tap-admin@test.local', password: 'tap-admin-pass' };
const BUYER = { email: `tap-${randomUUID().slice(0, 6)}@test.local`, password: 'tap-buyer-1' };
const suite = browserSuite('taptargets', ADMIN, prepare);
let order: OrderView;
let product: Product;

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** A shopper with one paid order. */
async function prepare() {
  const buyer = (await api('POST', '/api/users/register', { name: 'Tara Iyer', ...BUYER }))
    .body as { user: PublicUser; token: string };
  [product] = (await api('GET', '/api/products?category=Ayurvedic&limit=1')).body as Product[];
  const checkout = await buy(api, suite.shop.sandbox.url, buyer.token, [
    { productId: product!._id, quantity: 1 },
  ]);
  order = await until(
    async () =>
      (
        (await api('GET', '/api/orders/my-orders', undefined, buyer.token)).body as OrderView[]
      ).find((o) => o.checkoutId === checkout._id),
    15_000,
    'the order',
  );
}

const found: string[] = [];

/** Records the screen's small targets under its name, and keeps its picture. */
async function check(page: Page, screen: string) {
  for (const t of await smallTargets(page)) found.push(`${screen}: ${t}`);
  await screenshot(page, `tap-${screen}`, false);
}

describe('tap targets on a phone (issue 31)', () => {
  it('every control of the main screens is 44×44 px or has that much room', async () => {
    const page = await suite.newPage(375, 800);
    await suite.signedIn(page, BUYER, '/collections/all');
    await page.getByTestId('product-card').first().waitFor();
    await check(page, 'listing');
    await page.getByTestId('filters-toggle').click();
    await page.getByLabel('Category').selectOption('Ayurvedic');
    await page.waitForURL(/category=Ayurvedic/);
    await check(page, 'listing-filtered');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await check(page, 'footer');

    await page.getByTestId('search-toggle').click();
    await page.getByRole('combobox', { name: 'Search products' }).pressSequentially('ashwa');
    await page.getByTestId('search-suggestion').first().waitFor();
    await check(page, 'search');
    await page.getByTestId('search-toggle').click();

    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await page.getByTestId('quick-add-confirm').waitFor();
    await check(page, 'quick-add');
    await page.keyboard.press('Escape');
    await addFromCard(page);
    await check(page, 'added-toast');

    await page.goto(`${suite.base}/product/${product._id}`);
    await page.getByTestId('pdp-add-to-cart').waitFor();
    await check(page, 'product');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await check(page, 'product-middle');

    await page.getByTestId('cart-toggle').click();
    await page.getByTestId('drawer-checkout').waitFor();
    await check(page, 'cart-drawer');
    await page.keyboard.press('Escape');

    await page.goto(`${suite.base}/checkout`);
    await page.getByTestId('continue-to-payment').waitFor();
    await check(page, 'checkout');

    await page.goto(`${suite.base}/my-orders`);
    await page.getByTestId('order-row').first().waitFor();
    await check(page, 'my-orders');
    await page.goto(`${suite.base}/order/${order._id}`);
    await page.getByText(order.orderItems[0]!.name).first().waitFor();
    await check(page, 'order');
    await page.goto(`${suite.base}/profile`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check(page, 'profile');
    await page.goto(`${suite.base}/shippingPolicy`);
    await page.getByTestId('delivery-zones').waitFor();
    await check(page, 'shipping-policy');

    const guest = await suite.newPage(375, 800);
    await guest.goto(`${suite.base}/login`);
    await guest.getByRole('heading', { level: 1 }).waitFor();
    await check(guest, 'login');
    await guest.goto(`${suite.base}/register`);
    await guest.getByRole('heading', { level: 1 }).waitFor();
    await check(guest, 'register');

    assert.deepEqual(found, []);
  });
});
