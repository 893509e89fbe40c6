import { adminProduct, callJson } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, it } from 'node:test';
import { axeViolations, browserSuite, fillCheckoutAddress, screenshot } from './browser.js';

/**
 * Issue 32's buy-x-get-y in the browser, at 375 px, with the shop's own fees (metro ₹60, free
 * from ₹999, ₹50 off online from ₹499): the product says the offer where it is listed and on
 * its page; the cart and the checkout take the free tub off before the coupon, which is quoted
 * on what is left; the popup asks for the server's total, to the paisa.
 */
const ADMIN = { email: 'bxgy-web-admin@test.local', password: 'bxgy-web-admin-pass' };
const COUPON = 'BOGO10';
let wheyId: string; // ₹999, buy 1 get 1
const suite = browserSuite(
  'bxgy',
  ADMIN,
  async (s) => {
    const api = (method: string, path: string, body?: unknown, token?: string) =>
      callJson(method, `${s.base}${path}`, { body, token });
    const token = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
    wheyId = (await adminProduct(api, token, { name: 'Whey Tub', price: 999, countInStock: 40 }))
      ._id;
    const offer = await api(
      'POST',
      '/api/admin/offers',
      { productId: wheyId, buy: 1, get: 1 },
      token,
    );
    assert.equal(offer.status, 201, JSON.stringify(offer.body));
    const coupon = await api(
      'POST',
      '/api/admin/coupons',
      { code: COUPON, kind: 'percent', value: 10 },
      token,
    );
    assert.equal(coupon.status, 201, JSON.stringify(coupon.body));
  },
  undefined,
  { fees: 'shop' },
);

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, ' ').trim();

describe('buy-x-get-y at the shop (issue 32), at 375 px', () => {
  it('the badge where the tub is listed and on its page; two tubs, one free, a coupon on the rest, paid to the paisa', async () => {
    const page = await suite.newPage(375, 800);
    const email = `bxgy-${randomUUID().slice(0, 6)}@test.local`;
    const reg = await callJson('POST', `${suite.base}/api/users/register`, {
      body: { name: 'Kavya Rao', email, password: 'kavya-pass-1' },
    });
    assert.equal(reg.status, 201);
    await suite.signedIn(page, { email, password: 'kavya-pass-1' }, '/collections/all?search=Whey');
    const card = page.locator('article', { hasText: 'Whey Tub' });
    await card.getByTestId('offer-badge').waitFor();
    assert.equal(await card.getByTestId('offer-badge').innerText(), 'Buy 1 get 1 free');
    await page.goto(`${suite.base}/product/${wheyId}`);
    await page.getByTestId('pdp-price').getByTestId('offer-badge').waitFor();
    await screenshot(page, 'product-offer-badge-375', false);
    await page.getByTestId('qty-increase').click();
    assert.equal(await text(page, 'qty-value'), '2');
    await page.getByTestId('pdp-add-to-cart').click();
    await page.getByTestId('cart-badge').waitFor();
    await page.getByTestId('cart-toggle').click();
    await page.getByTestId('drawer-offer').waitFor();
    assert.equal(await text(page, 'drawer-offer'), 'Buy 1 get 1 free: Whey Tub −₹999');
    assert.equal(await text(page, 'drawer-subtotal'), '₹999');
    assert.equal(await text(page, 'drawer-free-shipping'), 'Your order ships free');
    // the drawer has slid in before it is looked at
    await page
      .getByTestId('drawer-checkout')
      .evaluate((el) =>
        Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))).then(
          () => el.getBoundingClientRect().right <= window.innerWidth,
        ),
      );
    await screenshot(page, 'drawer-offer-375', false);

    await page.goto(`${suite.base}/checkout`);
    // before the PIN: the free tub already off, from the offers the shop runs
    await page.getByTestId('summary-offer-0').waitFor();
    assert.equal(await text(page, 'summary-offer-0'), 'Buy 1 get 1 free: Whey Tub −₹999');
    assert.equal(await text(page, 'checkout-total'), '₹999');
    // the coupon is quoted on the ₹999 left: 10 % = ₹99.90
    await page.getByTestId('coupon-code').fill(COUPON);
    await page.getByTestId('coupon-apply').click();
    await page.getByTestId('coupon-line').waitFor();
    assert.equal(await text(page, 'coupon-line'), `Coupon ${COUPON} −₹99.90`);
    await fillCheckoutAddress(page);
    // ₹899.10 of goods: under ₹999, shipping ₹60; ₹50 off online → ₹909.10
    await page.getByTestId('summary-offer-1').waitFor();
    assert.equal(await text(page, 'summary-offer-0'), 'Buy 1 get 1 free: Whey Tub −₹999');
    assert.equal(await text(page, 'summary-offer-1'), '₹50 off for paying online −₹50');
    assert.equal(await text(page, 'summary-shipping'), 'Shipping ₹60');
    assert.equal(await text(page, 'checkout-total'), '₹909.10');
    // listed in the order the rule takes them: the free tub, the coupon, then paying online
    const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
    assert.ok((await top('summary-offer-0')) < (await top('coupon-line')));
    assert.ok((await top('coupon-line')) < (await top('summary-offer-1')));
    await page.getByTestId('summary-offer-0').scrollIntoViewIfNeeded();
    await screenshot(page, 'checkout-bxgy-375', false);
    assert.deepEqual(await axeViolations(page), []);
    await page.getByTestId('continue-to-payment').click();
    const popup = page.getByTestId('sandbox-checkout');
    await popup.waitFor();
    assert.equal(await popup.locator('.rzp-sandbox-amount').innerText(), '₹909.10');
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/order-confirmation/);
    await page.getByTestId('confirmation-offer-0').waitFor();
    assert.equal(await text(page, 'confirmation-offer-0'), 'Buy 1 get 1 free: Whey Tub −₹999');
    await page.getByTestId('confirmation-offer-0').scrollIntoViewIfNeeded();
    await screenshot(page, 'confirmation-bxgy-375', false);
    await page.goto(`${suite.base}/my-orders`);
    await page.getByTestId('order-row').first().click();
    await page.getByTestId('order-offer-0').waitFor();
    assert.equal(await text(page, 'order-offer-0'), 'Buy 1 get 1 free: Whey Tub −₹999');
    assert.equal(await text(page, 'order-offer-1'), '₹50 off for paying online −₹50');
    assert.ok((await top('order-offer-0')) < (await top('order-discount')));
  });
});
