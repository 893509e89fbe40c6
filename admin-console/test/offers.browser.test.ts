import type { AuthResponse, LiveOffer } from '@arogya/contracts';
import { adminProduct, callJson } from '@arogya/testing';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { overflow, pageProblems } from './console-checks.js';

/**
 * Issue 32's buy-x-get-y offers in the console: made on a form (a product found by name, how
 * many to buy, how many free), listed with where each stands, paused and deleted; what the
 * shop runs follows at once. At 1280 px and 375 px.
 */
const ADMIN = { email: 'offers-console-admin@test.local', password: 'offers-console-admin-pass' };
let admin: AuthResponse;
let productId: string;
const suite = browserSuite('offersweb', ADMIN, async (s) => {
  admin = (await callJson('POST', `${s.base}/api/users/login`, { body: ADMIN }))
    .body as AuthResponse;
  const api = (method: string, path: string, body?: unknown, token?: string) =>
    callJson(method, `${s.base}${path}`, { body, token });
  productId = (
    await adminProduct(api, admin.token, {
      name: 'Moringa Powder Tin',
      price: 349,
      countInStock: 30,
    })
  )._id;
});
const live = async () =>
  ((await callJson('GET', `${suite.base}/api/offers`)).body as LiveOffer[]).filter(
    (o) => o.productId === productId,
  );

describe('buy-x-get-y offers in the console (issue 32)', () => {
  it('an admin makes an offer on a product found by name, pauses it and deletes it; the shop follows (1280 px, 375 px)', async () => {
    const page = await suite.newPage(1280, 900);
    await suite.signedIn(page, ADMIN, '/admin/offers/create');
    // the form's own checks before the server's
    const buy = page.getByLabel(/^Buy/);
    await buy.waitFor();
    await buy.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Choose a product').first().waitFor();
    await page.getByText('A whole number from 1 to 20').first().waitFor();
    await page.getByRole('combobox', { name: /^Product/ }).fill('Moringa');
    await page.getByRole('option', { name: 'Moringa Powder Tin' }).click();
    await buy.fill('2');
    await page.getByLabel(/^Get free/).fill('1');
    await screenshot(page, 'admin-offer-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Buy 2 get 1 free: Moringa Powder Tin created').waitFor();
    await page.waitForURL(/\/admin\/offers$/);
    const row = page.locator('tr', { hasText: 'Moringa Powder Tin' });
    await row.getByText('Buy 2 get 1 free').waitFor();
    assert.equal(await row.getByTestId('offer-state').innerText(), 'Running');
    assert.deepEqual(
      (await live()).map((o) => o.name),
      ['Buy 2 get 1 free'],
      'shoppers read it at once',
    );
    await screenshot(page, 'admin-offers');

    await row.getByRole('button', { name: 'Pause Buy 2 get 1 free: Moringa Powder Tin' }).click();
    await page.getByText('Buy 2 get 1 free: Moringa Powder Tin paused').waitFor();
    await row.getByTestId('offer-state').getByText('Paused').waitFor();
    assert.deepEqual(await live(), [], 'a paused offer is not run');
    await page.context().close();

    // a phone: the same offer, readable, its actions in reach
    const phone = await suite.newPage(375, 800);
    await suite.signedIn(phone, ADMIN, '/admin/offers');
    await phone.getByText('Moringa Powder Tin · Buy 2 get 1 free').waitFor();
    assert.ok((await overflow(phone)) <= 1, 'no sideways scroll at 375 px');
    assert.deepEqual(await pageProblems(phone, 'offers @375'), []);
    await screenshot(phone, 'admin-offers');
    await phone
      .getByRole('button', { name: 'Resume Buy 2 get 1 free: Moringa Powder Tin' })
      .click();
    await phone.getByText('Buy 2 get 1 free: Moringa Powder Tin running again').waitFor();
    assert.equal((await live()).length, 1);
    await phone.getByRole('button', { name: 'Delete' }).first().click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await phone.getByText('Moringa Powder Tin · Buy 2 get 1 free').waitFor({ state: 'detached' });
    assert.deepEqual(await live(), []);
    await phone.context().close();
  });
});
