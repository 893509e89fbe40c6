import type { AdminSummary, AuthResponse, Product } from '@arogya/contracts';
import { callJson, FOOD_LABEL, until } from '@arogya/testing';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { dialogShown, onScreen, overflow, pageProblems } from './console-checks.js';

/**
 * Issue 31 in the console's lists: the products list shows each product's selling price and
 * stock and keeps Delete off its rows; coupons list the active ones first and their create
 * button covers no row; the delivery zones say what they mean and offer no unlabelled bin; at
 * 1280 px and on a 375 px phone.
 */
const ADMIN = { email: 'lists-web-admin@test.local', password: 'lists-web-admin-pass' };
const suite = browserSuite('listsweb', ADMIN, prepare);
const WIDTHS = [1280, 375] as const;

let admin: AuthResponse;
const api = (method: string, path: string, body?: unknown) =>
  callJson(method, `${suite.base}${path}`, { body, token: admin.token });

async function prepare() {
  admin = (await callJson('POST', `${suite.base}/api/users/login`, { body: ADMIN }))
    .body as AuthResponse;
}

const flat = async (target: Locator) => (await target.innerText()).replace(/\s+/g, ' ').trim();

/** Rupees as the console shows them. */
const inr = (n: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(n);

/** Whether `text` inside `scope` is seen: on screen, and not covered by another element. */
async function seen(page: Page, scope: Locator, text: string): Promise<boolean> {
  const target = scope.getByText(text, { exact: false }).first();
  const box = await target.boundingBox();
  if (!box || box.x < 0 || box.x + box.width > page.viewportSize()!.width) return false;
  return target.evaluate(
    (e, [x, y]) => {
      const top = document.elementFromPoint(x!, y!);
      return !!top && (e.contains(top) || top.contains(e));
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

/** Two boxes overlap. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the console’s lists (issue 31)', () => {
  it('the products list shows each product’s selling price and stock, with Edit and no Delete on a row; a product is deleted from its page after a question (1280 px, 375 px)', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const sku = `DEL-${randomUUID().slice(0, 6).toUpperCase()}`;
      const created = await api('POST', '/api/admin/products', {
        name: `Amla Candy ${sku}`,
        description: 'Made to be deleted.',
        price: 349,
        discountPrice: 299,
        countInStock: 17,
        sku,
        category: 'Superfood',
        label: FOOD_LABEL,
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const product = created.body as Product;

      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, '/admin/products');
      await page.getByPlaceholder('Search name or SKU').fill(sku);
      const entries = width < 600 ? page.locator('.phone-list li') : page.locator('tbody tr');
      await until(
        async () => ((await entries.count()) === 1 ? true : undefined),
        10_000,
        'the search applied',
      );
      const entry = entries.first();
      assert.ok(await seen(page, entry, inr(299)), `the selling price is seen @${width}`);
      assert.ok(await seen(page, entry, '17'), `the stock is seen @${width}`);
      // on a phone both on one line in the body's colour, not the grey corner text
      if (width === 375)
        assert.ok(await seen(page, entry, `from ${inr(299)} · 17 in stock`), 'price · stock');
      assert.equal(await entry.getByRole('button', { name: /delete/i }).count(), 0, 'no Delete');
      const edit = entry.getByRole('link', { name: 'Edit' });
      await onScreen(edit, width, 'Edit');
      if (width === 375) assert.ok((await overflow(page)) <= 1, 'the list fits 375 px');
      problems.push(...(await pageProblems(page, `products list @${width}`)));
      await screenshot(page, `admin-products-list`, false);

      await edit.click();
      const del = page.getByRole('button', { name: 'Delete product' });
      await onScreen(del, width, 'Delete product');
      await del.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure you want to delete the Product?').waitFor();
      await dialogShown(page);
      problems.push(...(await pageProblems(page, `delete question @${width}`)));
      await screenshot(page, `admin-product-delete`, false);
      await dialog.getByRole('button', { name: 'Delete product' }).click();
      await page.waitForURL(/\/admin\/products(\?.*)?$/);
      assert.equal((await api('GET', `/api/admin/products/${product._id}`)).status, 404);
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('lists the active coupons first, newest first, and its "New coupon" button covers no row’s Disable (1280 px, 375 px)', async () => {
    const tag = randomUUID().slice(0, 4).toUpperCase();
    // the newest ones disabled: newest first alone would put them on top
    for (const [code, active] of [
      [`LIVE1-${tag}`, true],
      [`LIVE2-${tag}`, true],
      [`OFF1-${tag}`, false],
      [`OFF2-${tag}`, false],
    ] as const) {
      const r = await api('POST', '/api/admin/coupons', { code, kind: 'percent', value: 5 });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      if (!active) {
        const off = await api('PUT', `/api/admin/coupons/${code}`, { active: false });
        assert.equal(off.status, 200, JSON.stringify(off.body));
      }
    }
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const page = await suite.newPage(width, 700);
      await suite.signedIn(page, ADMIN, '/admin/coupons');
      const entries = width < 600 ? page.locator('.phone-list li') : page.locator('tbody tr');
      await entries.filter({ hasText: `OFF2-${tag}` }).waitFor();
      const texts = (await entries.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
      const firstOff = texts.findIndex((t) => /Disabled/.test(t));
      assert.ok(firstOff > 0, 'some active coupons');
      assert.ok(
        texts.slice(firstOff).every((t) => /Disabled/.test(t)),
        texts.join('\n'),
      );
      const mine = texts.filter((t) => t.includes(tag)).map((t) => /(\w+\d)-/.exec(t)![1]);
      assert.deepEqual(mine, ['LIVE2', 'LIVE1', 'OFF2', 'OFF1']);

      const create = page.getByRole('link', { name: 'New coupon' });
      await onScreen(create, width, 'New coupon');
      assert.equal(await page.locator('.MuiFab-root').count(), 0, 'no floating button');
      // scrolled to the end, the last row's Disable/Enable is free to tap
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const createBox = (await create.boundingBox())!;
      for (const toggle of await page
        .getByRole('button', { name: /^(Disable|Enable) coupon/ })
        .all()) {
        const box = (await toggle.boundingBox())!;
        assert.ok(
          !overlap(box, createBox),
          `New coupon covers ${await toggle.getAttribute('aria-label')}`,
        );
        if (width === 375) await onScreen(toggle, width, 'Disable/Enable');
      }
      if (width === 375) assert.ok((await overflow(page)) <= 1, 'the coupons fit 375 px');
      problems.push(...(await pageProblems(page, `coupons @${width}`)));
      await screenshot(page, `admin-coupons`, false);
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('explains what a delivery zone means for the promise, and no zone, PIN or holiday has an unlabelled delete (1280 px, 375 px)', async () => {
    const holiday = await api('POST', '/api/admin/holidays', {
      date: '2031-01-26',
      name: 'Republic Day',
    });
    assert.equal(holiday.status, 201, JSON.stringify(holiday.body));
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, '/admin/delivery-zones');
      const explainer = page.getByTestId('zone-explainer');
      await explainer.waitFor();
      const words = await flat(explainer);
      assert.match(words, /first enabled zone that covers it gives the date/);
      assert.match(words, /processing days \+ transit days, counted in business days/);
      assert.match(words, /Sundays and the shop’s holidays do not count/);
      assert.match(words, /Zones cannot be added or deleted/);
      await page.getByText('Delhi and the metro districts').first().waitFor();
      const edits = await page.getByRole('link', { name: /^Edit / }).all();
      assert.equal(edits.length, 5, 'an Edit for each zone');
      for (const edit of edits) {
        assert.equal((await edit.innerText()).trim().toLowerCase(), 'edit', 'Edit in words');
        await onScreen(edit, width, (await edit.getAttribute('aria-label'))!);
      }
      problems.push(...(await pageProblems(page, `zones @${width}`)));
      await screenshot(page, `admin-delivery-zones`);

      await page.goto(`${suite.base}/admin/delivery-zones/metro`);
      await page.getByLabel('Transit days').waitFor();
      await page.getByTestId('zone-explainer').waitFor();
      assert.equal(await page.getByRole('button', { name: /delete/i }).count(), 0, 'no Delete');
      // every button says what it does in words (no bare icon)
      for (const b of await page.locator('main button').all())
        assert.ok((await b.innerText()).trim(), `a button without words @${width}`);
      await onScreen(page.getByRole('button', { name: 'Save zone' }), width, 'Save zone');
      problems.push(...(await pageProblems(page, `zone edit @${width}`)));
      await screenshot(page, `admin-delivery-zone-edit`);

      await page.goto(`${suite.base}/admin/holidays`);
      const entry = (
        width < 600 ? page.locator('.phone-list li') : page.locator('tbody tr')
      ).filter({
        hasText: 'Republic Day',
      });
      const remove = entry.getByRole('button', { name: 'Delete' });
      assert.equal((await remove.innerText()).trim().toLowerCase(), 'delete');
      await onScreen(remove, width, 'Delete holiday');
      await remove.click();
      await page.getByRole('dialog').getByText('Make this day a business day again?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });
  it('draws the dashboard’s charts without a charting library: its scripts stay under 300 KiB and both charts show the summary’s figures (375 px, 1280 px)', async () => {
    const problems: string[] = [];
    for (const width of [375, 1280]) {
      const page = await suite.newPage(width, 823);
      await suite.signedIn(page, ADMIN, '/collections/all');
      // what the dashboard itself fetches, from a cold start of the console
      const scripts: { url: string; bytes: number }[] = [];
      page.on('requestfinished', (r) => {
        if (r.resourceType() !== 'script') return;
        void r.sizes().then((s) => scripts.push({ url: r.url(), bytes: s.responseBodySize }));
      });
      await page.goto(`${suite.base}/admin`);
      await page.getByTestId('revenue').waitFor();
      const statusBars = page.getByTestId('status-chart').locator('svg rect');
      await statusBars.first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const kib = Math.round(scripts.reduce((n, s) => n + s.bytes, 0) / 1024);
      assert.ok(
        kib < 300,
        `${kib} KiB of scripts: ${scripts.map((s) => s.url.replace(/.*\//, '')).join(' ')}`,
      );
      assert.ok(!scripts.some((s) => /DashboardCharts|x-charts/.test(s.url)), 'no charts chunk');

      const summary = (await api('GET', '/api/admin/summary')).body as AdminSummary;
      assert.equal(await page.getByTestId('revenue-chart').locator('svg rect').count(), 30);
      assert.equal(await statusBars.count(), summary.ordersByStatus.length);
      const rows = await page.getByTestId('status-chart').locator('tbody tr').allTextContents();
      assert.deepEqual(
        rows,
        summary.ordersByStatus.map((s) => `${s.status}${s.count}`),
      );
      if (width === 375) assert.ok((await overflow(page)) <= 1, 'the dashboard fits 375 px');
      problems.push(...(await pageProblems(page, `dashboard @${width}`)));
      await screenshot(page, 'admin-dashboard-charts');
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });
});
