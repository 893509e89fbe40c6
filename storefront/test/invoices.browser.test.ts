import type { OrderView, Product, PublicUser } from '@arogya/contracts';
import { buy, callJson, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, screenshot } from './browser.js';

const ADMIN = { email: 'gst-console@test.local', password: 'gst-console-pass' };
const BUYER = { email: `gst-${randomUUID().slice(0, 6)}@test.local`, password: 'gst-buyer-pass-1' };
const suite = browserSuite('gstb', ADMIN, prepare);
const { signedIn } = suite;
let adminToken: string;
let order: OrderView;

const api = (method: string, path: string, body?: unknown, token = adminToken) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** Before the tests: a shopper in Karnataka with one paid order, invoiced. */
async function prepare() {
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  const buyer = (await api('POST', '/api/users/register', { name: 'Kavya Rao', ...BUYER }))
    .body as { user: PublicUser; token: string };
  const [product] = (await api('GET', '/api/products?category=Protein&limit=1')).body as Product[];
  const checkout = await buy(
    api,
    suite.shop.sandbox.url,
    buyer.token,
    [{ productId: product!._id, quantity: 1 }],
    {
      firstName: 'Kavya',
      lastName: 'Rao',
      address: '4 Indiranagar 100 Feet Road',
      city: 'Bengaluru',
      postalCode: '560038',
      state: 'Karnataka',
      country: 'INDIA',
      phone: '9988776655',
    },
  );
  order = await until(
    async () =>
      (
        (await api('GET', '/api/orders/my-orders', undefined, buyer.token)).body as OrderView[]
      ).find((o) => o.checkoutId === checkout._id && o.invoiceNumber),
    15_000,
    'the invoiced order',
  );
}

/** Clicks `testId` and answers the file it downloads: its name and first bytes. */
async function downloaded(page: Page, testId: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(testId).click(),
  ]);
  const bytes = await readFile((await file.path())!);
  return { name: file.suggestedFilename(), head: bytes.subarray(0, 5).toString() };
}

const fileOf = (number: string | null) => `${number!.replace(/\//g, '-')}.pdf`;

describe('GST invoice downloads (issue 19)', () => {
  it('the shopper downloads the invoice from the order page, then the credit note', async () => {
    const page = await suite.newPage(375, 800);
    await signedIn(page, BUYER, `/order/${order._id}`);
    const link = page.getByTestId('invoice-download');
    await link.waitFor();
    assert.match(await link.innerText(), new RegExp(`Download invoice.*${order.invoiceNumber}`));
    assert.deepEqual(await downloaded(page, 'invoice-download'), {
      name: fileOf(order.invoiceNumber),
      head: '%PDF-',
    });
    assert.equal(await page.getByTestId('credit-note-download').count(), 0);
    await screenshot(page, 'order-invoice-link');

    const cancelled = await api('PUT', `/api/admin/orders/${order._id}`, { status: 'Cancelled' });
    assert.equal(cancelled.status, 200);
    order = cancelled.body as OrderView;
    await page.reload();
    await page.getByTestId('credit-note-download').waitFor();
    assert.deepEqual(await downloaded(page, 'credit-note-download'), {
      name: fileOf(order.creditNoteNumber),
      head: '%PDF-',
    });
  });

  it('the admin downloads both from the console’s orders list', async () => {
    const page = await suite.newPage(1280, 900);
    await signedIn(page, ADMIN, '/admin/orders');
    await page.getByTestId('admin-invoice-download').first().waitFor();
    assert.deepEqual(await downloaded(page, 'admin-invoice-download'), {
      name: fileOf(order.invoiceNumber),
      head: '%PDF-',
    });
    assert.deepEqual(await downloaded(page, 'admin-credit-note-download'), {
      name: fileOf(order.creditNoteNumber),
      head: '%PDF-',
    });
  });
});
