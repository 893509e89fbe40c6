import { orderNumber, type OrderView, type Product } from '@arogya/contracts';
import { adminProduct, buy, callJson, signUp, until } from '@arogya/testing';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { dialogShown, overflow, pageProblems } from './console-checks.js';

/**
 * Issue 33 in the console: a day's shipping against the courier sandbox, at 1280 px and on a
 * 375 px phone. Three paid orders wait to ship; staff book two in one go and print their labels
 * as one PDF, book part of the third, hand the two to the courier in a pickup with its
 * manifest, and book the rest of the third from a phone.
 */
const ADMIN = { email: 'ship-web-admin@test.local', password: 'ship-web-admin-pass' };
const suite = browserSuite('shipweb', ADMIN, prepare, {}, { courier: { scanIntervalMs: 60_000 } });
const orders: OrderView[] = [];

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** Before the tests: three shoppers' paid orders, known to fulfilment. */
async function prepare() {
  const admin = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
  const [brahmi, giloy] = (await Promise.all(
    ['Brahmi Capsules', 'Giloy Juice'].map((name) =>
      adminProduct(api, admin, { name, price: 340, countInStock: 30 }),
    ),
  )) as Product[];
  for (const lines of [[brahmi!], [giloy!], [brahmi!, giloy!]]) {
    const shopper = await signUp(api, 'ship');
    const checkout = await buy(
      api,
      suite.shop.sandbox.url,
      shopper.token,
      lines.map((p) => ({ productId: p._id, quantity: 1 })),
    );
    orders.push(
      await until(
        async () =>
          (
            (await api('GET', '/api/orders/my-orders', undefined, shopper.token))
              .body as OrderView[]
          ).find((o) => o.checkoutId === checkout._id),
        20_000,
        'the order',
      ),
    );
  }
  await until(
    async () =>
      ((await api('GET', '/api/admin/to-ship', undefined, admin)).body as unknown[]).length === 3 ||
      undefined,
    20_000,
    'the orders to ship',
  );
}

/** The first bytes of the PDF at `url` (the courier's). */
const pdfAt = async (url: string) =>
  Buffer.from(await (await fetch(url)).arrayBuffer())
    .subarray(0, 5)
    .toString('latin1');

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('shipping in the console (issue 33)', () => {
  it('at 1280 px: two orders booked in one go, their labels one PDF, part of a third; handed over in a pickup with its manifest', async () => {
    const page = await suite.newPage(1280, 900);
    const problems: string[] = [];
    await suite.signedIn(page, ADMIN, '/admin/to-ship');
    const [first, second, third] = orders.map((o) => orderNumber(o._id));
    for (const n of [first!, second!, third!]) await rowOf(page, n).waitFor();
    assert.match(
      (await rowOf(page, third!).innerText()).replace(/\s+/g, ' '),
      /Brahmi Capsules × 1, Giloy Juice × 1.*Paid online/,
    );
    problems.push(...(await pageProblems(page, 'to ship @1280')));
    await screenshot(page, 'admin-to-ship');

    for (const n of [first!, second!]) await rowOf(page, n).getByRole('checkbox').check();
    await page.getByTestId('bulk-book').click();
    const report = page.getByRole('dialog');
    await report.getByText('Booked 2 shipments').waitFor();
    const booked = await report.getByTestId('booked-order').allInnerTexts();
    assert.deepEqual(
      booked.map((b) => b.split('\n')[0]),
      [first, second],
    );
    assert.ok(
      booked.every((b) => /AWB \d+/.test(b)),
      booked.join(' | '),
    );
    await report.getByTestId('print-booked-labels').click();
    const labels = report.getByTestId('labels-link');
    await labels.waitFor();
    assert.equal(await labels.innerText(), 'Open the 2 labels (PDF)');
    assert.equal(await pdfAt((await labels.getAttribute('href'))!), '%PDF-');
    await dialogShown(page);
    problems.push(...(await pageProblems(page, 'booked @1280')));
    await screenshot(page, 'admin-to-ship-booked');
    await report.getByRole('button', { name: 'Close' }).click();
    // booked ones leave the list; the third still waits
    await rowOf(page, first!).waitFor({ state: 'detached' });
    await rowOf(page, third!).waitFor();

    // part of the third now: its capsules, the juice later
    await rowOf(page, third!).getByTestId('book-some').click();
    const some = page.getByRole('dialog');
    await some.getByText(`Book part of order ${third}`).waitFor();
    const counts = some.getByTestId('book-some-count');
    assert.equal(await counts.count(), 2);
    await some.getByLabel('Giloy Juice').fill('0');
    await dialogShown(page);
    problems.push(...(await pageProblems(page, 'book some @1280')));
    await some.getByTestId('book-some-confirm').click();
    const part = page.getByRole('dialog');
    await part.getByText('Booked 1 shipment').waitFor();
    await part.getByRole('button', { name: 'Close' }).click();
    await rowOf(page, third!).getByText('Giloy Juice × 1').waitFor();
    assert.doesNotMatch(await rowOf(page, third!).innerText(), /Brahmi/);

    // the shipments: booked, not handed over; both handed over together
    await page.goto(`${suite.base}/admin/shipments`);
    for (const n of [first!, second!]) {
      const row = rowOf(page, n);
      await row.waitFor();
      assert.match((await row.innerText()).replace(/\s+/g, ' '), /Booked .*not handed over yet/);
      await row.getByRole('checkbox').check();
    }
    problems.push(...(await pageProblems(page, 'shipments @1280')));
    await screenshot(page, 'admin-shipments');
    await page.getByTestId('bulk-pickup').click();
    const pickup = page.getByRole('dialog');
    await pickup.getByText('Pickup asked for 2 shipments').waitFor();
    assert.match(await pickup.getByTestId('pickup-slot').innerText(), /^The courier collects on /);
    const manifest = pickup.getByTestId('pickup-link');
    assert.equal(await pdfAt((await manifest.getAttribute('href'))!), '%PDF-');
    await pickup.getByRole('button', { name: 'Close' }).click();
    await rowOf(page, first!)
      .getByText(/handed over$/)
      .waitFor();

    // the pickup, with its two parcels and manifest
    await page.goto(`${suite.base}/admin/pickups`);
    const day = page.getByRole('row').filter({ hasText: '2 parcels' });
    await day.waitFor();
    assert.equal(await day.getByTestId('manifest-link').innerText(), 'Manifest (PDF)');
    problems.push(...(await pageProblems(page, 'pickups @1280')));
    await screenshot(page, 'admin-pickups');
    assert.deepEqual(problems, []);
  });

  it('at 375 px: the rest of the last order booked from a phone, the page fitting the screen', async () => {
    const phone = await suite.newPage(375, 800);
    await suite.signedIn(phone, ADMIN, '/admin/to-ship');
    const number = orderNumber(orders[2]!._id);
    const item = phone.locator('.phone-list li').filter({ hasText: number });
    await item.waitFor();
    assert.equal(await phone.locator('table.RaDataTable-table').count(), 0, 'a list, no table');
    assert.ok((await overflow(phone)) <= 1, 'the page fits 375 px');
    const problems = await pageProblems(phone, 'to ship @375');
    await screenshot(phone, 'admin-to-ship');
    await item.getByRole('checkbox', { name: `Select order ${number}` }).check();
    await phone.getByTestId('phone-bulk-bar').getByTestId('bulk-book').click();
    const report = phone.getByRole('dialog');
    await report.getByText('Booked 1 shipment').waitFor();
    await dialogShown(phone);
    problems.push(...(await pageProblems(phone, 'booked @375')));
    await report.getByRole('button', { name: 'Close' }).click();
    await item.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
  });
});
