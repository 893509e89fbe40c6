import { adminProduct, callJson } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, it } from 'node:test';
import { axeViolations, browserSuite, fillCheckoutAddress, screenshot } from './browser.js';

/**
 * Issue 32 in the browser, at 375 px, with the shop's own fees (the migration's: metro ₹60,
 * free from ₹999, ₹50 off online from ₹499): the checkout shows shipping before payment and
 * what more ships the order free, the popup asks for the total with shipping, the confirmation
 * and the order keep it; the offer shows beside a free shipment.
 */
const ADMIN = { email: 'fees-web-admin@test.local', password: 'fees-web-admin-pass' };
let tulsiId: string; // ₹199
let wheyId: string; // ₹999
const suite = browserSuite(
  'fees',
  ADMIN,
  async (s) => {
    const api = (method: string, path: string, body?: unknown, token?: string) =>
      callJson(method, `${s.base}${path}`, { body, token });
    const token = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
    tulsiId = (
      await adminProduct(api, token, { name: 'Tulsi Drops', price: 199, countInStock: 40 })
    )._id;
    wheyId = (await adminProduct(api, token, { name: 'Whey Tub', price: 999, countInStock: 40 }))
      ._id;
  },
  undefined,
  { fees: 'shop' },
);

/** The product page's Add to Cart, once the cart's badge counts it. */
async function add(page: Page, id: string) {
  await page.goto(`${suite.base}/product/${id}`);
  await page.getByTestId('pdp-add-to-cart').click();
  // the product page adds without opening the drawer: the badge counts the line
  await page.getByTestId('cart-badge').waitFor();
}

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/\s+/g, ' ').trim();

describe('shipping fees and the prepaid offer at checkout (issue 32), at 375 px', () => {
  it('a ₹199 cart: the drawer and the summary say ₹800 more ships free; shipping ₹60 is paid and kept', async () => {
    const page = await suite.newPage(375, 800);
    const email = `fees-${randomUUID().slice(0, 6)}@test.local`;
    const reg = await callJson('POST', `${suite.base}/api/users/register`, {
      body: { name: 'Kavya Rao', email, password: 'kavya-pass-1' },
    });
    assert.equal(reg.status, 201);
    await suite.signedIn(page, { email, password: 'kavya-pass-1' }, `/product/${tulsiId}`);
    await add(page, tulsiId);
    await page.getByTestId('cart-toggle').click();
    await page.getByTestId('drawer-free-shipping').waitFor();
    assert.equal(await text(page, 'drawer-free-shipping'), 'Add ₹800 more for free shipping');
    await page.goto(`${suite.base}/checkout`);
    // before the PIN, shipping waits for it
    await page.getByTestId('summary-shipping').waitFor();
    await fillCheckoutAddress(page);
    await page.getByTestId('summary-shipping').getByText('₹60').waitFor();
    assert.equal(await text(page, 'summary-shipping'), 'Shipping ₹60');
    assert.equal(await text(page, 'checkout-total'), '₹259');
    assert.equal(await text(page, 'free-shipping-note'), 'Add ₹800 more for free shipping');
    await screenshot(page, 'checkout-shipping-fee-375');
    assert.deepEqual(await axeViolations(page), []);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/checkout' && req.method() === 'POST')
        sent.push(req.postDataJSON() as Record<string, unknown>);
    });
    await page.getByTestId('continue-to-payment').click();
    const popup = page.getByTestId('sandbox-checkout');
    await popup.waitFor();
    assert.equal(await popup.locator('.rzp-sandbox-amount').innerText(), '₹259.00');
    assert.equal(sent[0]!.totalPrice, 259, 'the total shown is the total claimed');
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/order-confirmation/);
    await page.getByTestId('confirmation-shipping').waitFor();
    assert.equal(await text(page, 'confirmation-shipping'), 'Shipping ₹60');
    await screenshot(page, 'confirmation-shipping-fee-375');
    await page.goto(`${suite.base}/my-orders`);
    await page.getByTestId('order-row').first().click();
    await page.getByTestId('order-shipping').waitFor();
    assert.equal(await text(page, 'order-shipping'), 'Shipping ₹60');
  });

  it('a ₹999 cart ships free and takes ₹50 off for paying online; the policy pages say the fees', async () => {
    const page = await suite.newPage(375, 800);
    const email = `free-${randomUUID().slice(0, 6)}@test.local`;
    await callJson('POST', `${suite.base}/api/users/register`, {
      body: { name: 'Arjun Das', email, password: 'arjun-pass-1' },
    });
    await suite.signedIn(page, { email, password: 'arjun-pass-1' }, `/product/${wheyId}`);
    await add(page, wheyId);
    await page.goto(`${suite.base}/checkout`);
    await fillCheckoutAddress(page);
    await page.getByTestId('summary-offer-0').waitFor();
    assert.equal(await text(page, 'summary-offer-0'), '₹50 off for paying online −₹50');
    assert.equal(await text(page, 'summary-shipping'), 'Shipping Free');
    assert.equal(await text(page, 'checkout-total'), '₹949');
    assert.equal(await text(page, 'free-shipping-note'), 'Your order ships free');
    await screenshot(page, 'checkout-prepaid-offer-375');

    await page.goto(`${suite.base}/shippingPolicy`);
    await page.getByTestId('zone-fee-metro').waitFor();
    assert.match(await text(page, 'zone-fee-metro'), /^₹60 Free over ₹999$/);
    assert.match(await text(page, 'shipping-charges'), /^Orders over ₹999 ship free;/);
    await page.goto(`${suite.base}/pricingPolicy`);
    assert.equal(
      await text(page, 'prepaid-offer'),
      'Pay online and get ₹50 off orders of ₹499 or more, with no code.',
    );
    await page.getByTestId('offers-combine').waitFor();
  });

  it('a threshold of ₹0 promises free shipping on every order, never "over ₹0"', async () => {
    const token = (await callJson('POST', `${suite.base}/api/users/login`, { body: ADMIN })).body
      .token as string;
    const set = (freeShippingOver: number) =>
      callJson('PUT', `${suite.base}/api/admin/fee-settings/shop`, {
        body: { freeShippingOver },
        token,
      });
    assert.equal((await set(0)).status, 200);
    try {
      const page = await suite.newPage(375, 800);
      await page.goto(`${suite.base}/shippingPolicy`);
      await page.getByText('Every order ships free, wherever it goes.').waitFor();
      assert.match(await text(page, 'zone-fee-metro'), /^₹60 Free on every order$/);
      await page.goto(`${suite.base}/pricingPolicy`);
      await page.getByText('Every order ships free, as described in our').waitFor();
      await page.goto(`${suite.base}/collections/all`);
      await page.getByText('Free shipping on every order').first().waitFor();
      await page.getByText('on every order', { exact: true }).waitFor();
      const email = `zero-${randomUUID().slice(0, 6)}@test.local`;
      await callJson('POST', `${suite.base}/api/users/register`, {
        body: { name: 'Neha Gupta', email, password: 'neha-pass-1' },
      });
      await suite.signedIn(page, { email, password: 'neha-pass-1' }, `/product/${tulsiId}`);
      await add(page, tulsiId);
      await page.goto(`${suite.base}/checkout`);
      await fillCheckoutAddress(page);
      await page.getByTestId('free-shipping-note').waitFor();
      assert.equal(await text(page, 'summary-shipping'), 'Shipping Free');
      assert.equal(await text(page, 'free-shipping-note'), 'Your order ships free');
      const body = await page.locator('body').innerText();
      assert.doesNotMatch(body, /over ₹0\b/);
      await page.context().close();
    } finally {
      assert.equal((await set(999)).status, 200);
    }
  });
});
