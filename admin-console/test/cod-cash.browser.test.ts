import { adminProduct, callJson, SHIPPING_ADDRESS, until } from '@arogya/testing';
import type { AdminOrder, AuthResponse } from '@arogya/contracts';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { overflow, pageProblems } from './console-checks.js';

/**
 * Issue 32 in the console at 375 px: the cash of cash on delivery. A day's cash collected is
 * short until staff record the courier's remittance, then matched; a delivered cash order is
 * refunded to the shopper's account, recorded with its reference.
 */
const ADMIN = { email: 'codcash-console@test.local', password: 'codcash-console-pass' };
let admin: AuthResponse;
let order: AdminOrder;
const suite = browserSuite(
  'codcashconsole',
  ADMIN,
  async (s) => {
    const api = (method: string, path: string, body?: unknown, token?: string) =>
      callJson(method, `${s.base}${path}`, { body, token });
    admin = (await api('POST', '/api/users/login', ADMIN)).body as AuthResponse;
    const shopper = (
      await api('POST', '/api/users/register', {
        name: 'Kiran Rao',
        email: `kiran-${randomUUID().slice(0, 6)}@test.local`,
        password: 'shopper-pass-3',
      })
    ).body as AuthResponse;
    const productId = (
      await adminProduct(api, admin.token, { name: 'Amla Candy', price: 211, countInStock: 9 })
    )._id;
    const c = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId, quantity: 1 }],
        shippingAddress: SHIPPING_ADDRESS,
        paymentMethod: 'COD',
      },
      shopper.token,
    );
    assert.equal(c.status, 201, JSON.stringify(c.body));
    await api('POST', `/api/checkout/${c.body._id}/place`, undefined, shopper.token);
    const placed = await until(
      async () =>
        (
          (await api('GET', '/api/orders/my-orders', undefined, shopper.token)).body as AdminOrder[]
        ).find((o) => o.checkoutId === c.body._id),
      15_000,
      'the COD order',
    );
    for (const status of ['Processing', 'Shipped', 'Delivered'])
      order = (await api('PUT', `/api/admin/orders/${placed._id}`, { status }, admin.token))
        .body as AdminOrder;
  },
  { COD_RECONCILE_EVERY_MS: '1000' },
  { fees: 'shop' },
);

describe('the cash of cash on delivery in the console (issue 32)', () => {
  it('a short day is matched by the remittance staff record; a delivered cash order is refunded to an account (375 px)', async () => {
    // ₹211 + ₹40 shipping (the shop's own city) + ₹49 for cash on delivery
    assert.equal(order.totalPrice, 300);
    const page = await suite.newPage(375, 800);
    await suite.signedIn(page, ADMIN, '/admin/cod-reconciliation');
    const row = page.locator('.phone-list li').first();
    await until(
      async () => {
        await page.reload();
        await row.waitFor();
        return /Short/.test(await row.innerText()) || undefined;
      },
      20_000,
      'today reconciled by the job: short',
    );
    assert.match(
      (await row.innerText()).replace(/\s+/g, ' '),
      /1 delivered · collected ₹300\.00 · remitted ₹0\.00 · −₹300\.00/,
    );
    assert.ok((await overflow(page)) <= 1, 'the list fits 375 px');
    await screenshot(page, 'admin-cod-reconciliation-short');

    await page.getByRole('link', { name: 'Record remittance' }).click();
    const day = await until(
      async () =>
        (
          await callJson('GET', `${suite.base}/api/admin/cod-reconciliation`, {
            token: admin.token,
          })
        ).body[0]?.day as string | undefined,
      5_000,
      'today',
    );
    await page.getByLabel('Day').fill(day);
    await page.getByLabel('Amount (₹)').fill('300');
    await page.getByLabel('Reference (UTR)').fill('UTR-CONSOLE-1');
    assert.deepEqual(await pageProblems(page, 'record remittance @375'), []);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/cod-reconciliation$/);
    await page.locator('.phone-list li').filter({ hasText: 'Matched' }).waitFor();
    assert.deepEqual(await pageProblems(page, 'reconciliation @375'), []);
    await screenshot(page, 'admin-cod-reconciliation-matched');

    // the order: refunded to the shopper's account, its credit note issued
    await page.goto(`${suite.base}/admin/orders/${order._id}/show`);
    await page.getByTestId('cash-refund').click();
    await page.getByTestId('cash-refund-reference').fill('UPI-556677');
    await page.getByTestId('cash-refund-confirm').click();
    await page.getByText('Refund recorded').waitFor();
    await page.getByTestId('cash-refund').waitFor({ state: 'detached' });
    // the page read again: its refund shown, its heading back
    await page.getByTestId('order-refund-state').filter({ hasNotText: 'None owed' }).waitFor();
    // the app bar (the page's h1) slid away as the page scrolled down to the button
    await page.locator('.MuiDialog-root').waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('heading', { level: 1, name: /Order #/ }).waitFor();
    const refunded = (
      await callJson('GET', `${suite.base}/api/admin/orders/${order._id}`, { token: admin.token })
    ).body as AdminOrder;
    assert.deepEqual(
      [refunded.refund?.status, refunded.refund?.razorpayRefundId],
      ['processed', 'UPI:UPI-556677'],
    );
    assert.ok(refunded.creditNoteNumber);
    assert.deepEqual(await pageProblems(page, 'cash refund @375'), []);
    await screenshot(page, 'admin-cod-cash-refunded');
  });
});
