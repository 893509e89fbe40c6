import {
  orderNumber,
  type AdminOrder,
  type AuthResponse,
  type OrderStatus,
  type Product,
  type ProductVariant,
} from '@arogya/contracts';
import { buy, callJson, SHIPPING_ADDRESS, until } from '@arogya/testing';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { dialogShown, onScreen, overflow, pageProblems } from './console-checks.js';

/**
 * Issue 31 in the console's orders: an order's own page (customer, phone, PIN and state, each
 * line's variant and SKU, payment, documents, history, next steps) opened from the list, and
 * orders moved to Shipped or Delivered together, each refusal shown with the server's reason;
 * at 1280 px and on a 375 px phone.
 */
const ADMIN = { email: 'orders-web-admin@test.local', password: 'orders-web-admin-pass' };
const suite = browserSuite('orderweb', ADMIN, prepare);
const WIDTHS = [1280, 375] as const;
const WHEY_SKU = 'PRO-WPI-001';
const ADDRESS = {
  ...SHIPPING_ADDRESS,
  postalCode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
};

let admin: AuthResponse;
let shopper: AuthResponse;
let whey: Product & { variants: ProductVariant[] };

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${suite.base}${path}`, { body, token });
const orderOf = async (id: string) =>
  (await api('GET', `/api/admin/orders/${id}`, undefined, admin.token)).body as AdminOrder;

async function prepare() {
  admin = (await api('POST', '/api/users/login', ADMIN)).body as AuthResponse;
  shopper = (
    await api('POST', '/api/users/register', {
      name: 'Kavya Rao',
      email: `kavya-${randomUUID().slice(0, 6)}@test.local`,
      password: 'shopper-pass-1',
    })
  ).body as AuthResponse;
  const filter = encodeURIComponent(JSON.stringify({ q: WHEY_SKU }));
  const [found] = (
    await api('GET', `/api/admin/products?filter=${filter}&range=[0,0]`, undefined, admin.token)
  ).body as Product[];
  whey = (await api('GET', `/api/products/${found!._id}`)).body as typeof whey;
}

/** A paid order of two 1 kg tubs of whey (a fresh address each: no two are the same cart). */
async function paidOrder(status: OrderStatus = 'Processing'): Promise<AdminOrder> {
  const items = [{ productId: whey._id, quantity: 2, size: '1 kg' }];
  const address = { ...ADDRESS, address: `${randomUUID().slice(0, 8)} MG Road` };
  const checkout = await buy(api, suite.shop.sandbox.url, shopper.token, items, address);
  const order = await until(
    async () => {
      const mine = await api('GET', '/api/orders/my-orders', undefined, shopper.token);
      return (mine.body as AdminOrder[]).find((o) => o.checkoutId === checkout._id);
    },
    15_000,
    'the order',
  );
  if (status !== 'Processing') {
    const r = await api('PUT', `/api/admin/orders/${order._id}`, { status }, admin.token);
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  return orderOf(order._id);
}

const flat = async (target: Locator) => (await target.innerText()).replace(/\s+/g, ' ').trim();

/** The list's entry of `order`: its table row, or its card on a phone. */
const entryOf = (page: Page, width: number, order: AdminOrder) =>
  (width < 600 ? page.locator('.phone-list li') : page.getByRole('row')).filter({
    hasText: orderNumber(order._id),
  });

describe('an order’s page and bulk moves in the console (issue 31)', () => {
  it('opens the order’s page from the list: customer, phone, PIN and state, the line’s size and SKU, payment, history; Mark Shipped moves it (1280 px, 375 px)', async () => {
    const problems: string[] = [];
    const variant = whey.variants.find((v) => v.size === '1 kg')!;
    for (const width of WIDTHS) {
      const order = await paidOrder();
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, '/admin/orders');
      const link = entryOf(page, width, order).getByTestId('order-link');
      await onScreen(link, width, 'the order number link');
      await link.click();
      await page.waitForURL(new RegExp(`/admin/orders/${order._id}/show$`));
      await page.getByTestId('order-page').waitFor();
      assert.equal(await page.locator('h1').innerText(), `Order ${orderNumber(order._id)}`);

      assert.equal(await page.getByTestId('order-customer').innerText(), 'Kavya Rao');
      await page.getByTestId('order-email').filter({ hasText: shopper.user.email }).waitFor();
      assert.equal(await page.getByTestId('order-phone').innerText(), ADDRESS.phone);
      const address = await flat(page.getByTestId('order-address'));
      assert.match(address, /Bengaluru, Karnataka 560001/);
      assert.equal(await page.getByTestId('order-pin').innerText(), '560001');
      const line = page.getByTestId('order-line');
      assert.equal(await line.count(), 1);
      assert.equal(
        await line.getByTestId('order-line-variant').innerText(),
        `Size 1 kg · SKU ${variant.sku}`,
      );
      const price = order.orderItems[0]!.price;
      assert.equal(
        await line.getByTestId('order-line-amount').innerText(),
        `2 × ${inr(price)} = ${inr(2 * price)}`,
      );
      assert.equal(await page.getByTestId('order-total').innerText(), inr(order.totalPrice));
      assert.match(await flat(page.getByTestId('order-payment')), /^Paid on \d{1,2} \w{3} \d{4}/);
      assert.equal(await page.getByTestId('order-refund-state').innerText(), 'None owed');
      await page.getByTestId('admin-invoice-download').waitFor();
      await page.getByTestId('order-history-entry').first().waitFor();
      assert.match(
        await flat(page.getByTestId('order-history-entry').first()),
        /^Placed: Processing/,
      );

      // the next steps are the server's allowedStatuses, each a labelled button
      const actions = page.getByTestId('order-actions').getByRole('button');
      assert.deepEqual(await actions.allInnerTexts(), ['MARK SHIPPED', 'CANCEL ORDER']);
      for (const b of await actions.all()) await onScreen(b, width, await b.innerText());
      if (width === 375) assert.ok((await overflow(page)) <= 1, 'the order page fits 375 px');
      problems.push(...(await pageProblems(page, `order page @${width}`)));
      await screenshot(page, `admin-order-page`);

      await actions.filter({ hasText: 'Mark Shipped' }).click();
      await page.getByText('Order marked Shipped').waitFor();
      await page.getByTestId('order-status').filter({ hasText: 'Shipped' }).waitFor();
      await page.getByTestId('order-history-entry').nth(1).waitFor();
      assert.match(
        await flat(page.getByTestId('order-history-entry').nth(1)),
        /^Processing → Shipped .* by an admin$/,
      );
      assert.deepEqual(await actions.allInnerTexts(), ['MARK DELIVERED', 'CANCEL ORDER']);
      assert.equal((await orderOf(order._id)).status, 'Shipped');
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('marks several orders Shipped in one action and names the one the server refused, with its reason (1280 px, 375 px)', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const [a, b, cancelled] = [
        await paidOrder(),
        await paidOrder(),
        await paidOrder('Cancelled'),
      ];
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, '/admin/orders');
      for (const o of [a!, b!, cancelled!]) {
        const box = entryOf(page, width, o).getByRole('checkbox');
        await box.check();
        if (width === 375) await onScreen(box.locator('..'), width, 'the select box');
      }
      const bar =
        width === 375
          ? page.getByTestId('phone-bulk-bar')
          : page.locator('[data-test="bulk-actions-toolbar"]');
      const ship = bar.getByRole('button', { name: 'Mark Shipped' });
      await onScreen(ship, width, 'Mark Shipped');
      await onScreen(bar.getByRole('button', { name: 'Mark Delivered' }), width, 'Mark Delivered');
      await screenshot(page, `admin-orders-bulk`, false);
      await ship.click();

      const report = page.getByRole('dialog');
      await report.getByTestId('bulk-report').waitFor();
      assert.equal(await report.locator('h2').innerText(), '2 of 3 marked Shipped');
      const moved = await flat(report.getByTestId('bulk-moved'));
      for (const o of [a!, b!]) assert.ok(moved.includes(orderNumber(o._id)), moved);
      const refused = report.getByTestId('bulk-refused-order');
      assert.equal(await refused.count(), 1);
      assert.match(
        await flat(refused),
        new RegExp(
          `^${orderNumber(cancelled!._id)} A cancelled order cannot become shipped: it cannot change any more`,
          'i',
        ),
      );
      await dialogShown(page);
      problems.push(...(await pageProblems(page, `bulk report @${width}`)));
      await screenshot(page, `admin-orders-bulk-report`, false);
      await report.getByRole('button', { name: 'Close' }).click();
      await report.waitFor({ state: 'hidden' });

      for (const o of [a!, b!]) assert.equal((await orderOf(o._id)).status, 'Shipped');
      assert.equal(
        (await orderOf(cancelled!._id)).status,
        'Cancelled',
        'the refused one unchanged',
      );
      // the list shows what the server now holds, and nothing stays selected
      await until(
        async () =>
          (await page.getByRole('checkbox', { checked: true }).count()) === 0 ? true : undefined,
        10_000,
        'the selection cleared',
      );
      if (width === 375) assert.ok((await overflow(page)) <= 1, 'the orders list fits 375 px');
      problems.push(...(await pageProblems(page, `orders list @${width}`)));
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });
});

/** Rupees as the console shows them. */
function inr(n: number) {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(n);
}
