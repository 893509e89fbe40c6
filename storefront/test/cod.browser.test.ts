import { adminProduct, callJson } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, browserSuite, screenshot } from './browser.js';

/**
 * Issue 32, cash on delivery in the browser at 375 px: the payment step offers it with its fee
 * beside the online offer, places the order without Razorpay, and the confirmation takes the
 * code texted through MSG91's sandbox; where COD is not offered, the page says why.
 */
const ADMIN = { email: 'cod-web-admin@test.local', password: 'cod-web-admin-pass' };
let adminToken = '';
let tulsiId = ''; // ₹300
const suite = browserSuite(
  'codweb',
  ADMIN,
  async (s) => {
    const api = (method: string, path: string, body?: unknown, token?: string) =>
      callJson(method, `${s.base}${path}`, { body, token });
    adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
    tulsiId = (
      await adminProduct(api, adminToken, { name: 'Tulsi Drops', price: 300, countInStock: 40 })
    )._id;
  },
  undefined,
  { sms: true, fees: 'shop' },
);

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/\s+/g, ' ').trim();

/** A new shopper with `quantity` Tulsi Drops in the cart, on the checkout with the address filled. */
async function atCheckout(quantity: number, phone: string) {
  const page = await suite.newPage(375, 800);
  const email = `cod-${randomUUID().slice(0, 6)}@test.local`;
  await callJson('POST', `${suite.base}/api/users/register`, {
    body: { name: 'Meena Iyer', email, password: 'meena-pass-1' },
  });
  await suite.signedIn(page, { email, password: 'meena-pass-1' }, `/product/${tulsiId}`);
  for (let i = 1; i < quantity; i++) await page.getByTestId('qty-increase').first().click();
  await page.getByTestId('pdp-add-to-cart').click();
  await page.getByTestId('cart-badge').getByText(String(quantity)).waitFor();
  await page.goto(`${suite.base}/checkout`);
  const fields: [string, string][] = [
    ['firstName', 'Meena'],
    ['lastName', 'Iyer'],
    ['address', '12 Indiranagar 100 Feet Road'],
    ['city', 'Bengaluru'],
    ['postalCode', '560038'],
    ['phone', phone],
  ];
  for (const [key, value] of fields) await page.getByTestId(`checkout-${key}`).fill(value);
  await page.getByTestId('summary-shipping').getByText('₹60').waitFor();
  return page;
}

describe('cash on delivery in the browser (issue 32), at 375 px', () => {
  it('offers COD with its fee beside the online saving, places it without Razorpay, and confirms it with the texted code', async () => {
    const phone = '9845012345';
    const page = await atCheckout(2, phone);
    const cod = page.getByTestId('pay-cod');
    assert.equal(await cod.isEnabled(), true);
    assert.equal(
      await text(page, 'cod-note'),
      'Pay ₹709 in cash when it arrives (includes the ₹49 cash on delivery fee)',
    );
    assert.equal(await text(page, 'prepaid-nudge'), 'Pay online and save ₹99');
    assert.equal(await text(page, 'checkout-total'), '₹610');
    await cod.check();
    await page.getByTestId('summary-cod-fee').waitFor();
    assert.equal(await text(page, 'summary-cod-fee'), 'Cash on delivery fee ₹49');
    assert.equal(await text(page, 'checkout-total'), '₹709');
    assert.equal(await text(page, 'continue-to-payment'), 'Place order (cash on delivery)');
    await page.getByTestId('payment-choice').scrollIntoViewIfNeeded();
    await screenshot(page, 'checkout-cod-375');
    assert.deepEqual(await axeViolations(page), []);
    const razorpay: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/createOrder')) razorpay.push(r.url());
    });
    await page.getByTestId('continue-to-payment').click();
    await page.waitForURL(/\/order-confirmation/);
    const form = page.getByTestId('cod-confirm');
    await form.waitFor();
    assert.match(await form.innerText(), /98450 ?12345|9845012345/);
    assert.deepEqual(razorpay, [], 'no Razorpay order for cash on delivery');
    const sms = await suite.sms!.waitFor((s) => s.mobile === `91${phone}`, 20_000);
    const code = /\b(\d{6})\b/.exec(sms.text)![1]!;
    await page.getByTestId('cod-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('cod-confirm-submit').click();
    await page.getByTestId('cod-code-error').getByText('That code is not right').waitFor();
    await screenshot(page, 'cod-confirm-375');
    await page.getByTestId('cod-code').fill(code);
    await page.getByTestId('cod-confirm-submit').click();
    await page.getByTestId('cod-confirmed').waitFor();
    assert.equal(
      await text(page, 'cod-confirmed'),
      'Your order is confirmed. Please keep ₹709 ready in cash for the courier.',
    );
    assert.deepEqual(await axeViolations(page), []);
  });

  it('says plainly why COD is not offered, and pays online then', async () => {
    const off = await callJson('PUT', `${suite.base}/api/admin/fee-settings/shop`, {
      body: { codEnabled: false },
      token: adminToken,
    });
    assert.equal(off.status, 200);
    try {
      const page = await atCheckout(1, '9845012346');
      const cod = page.getByTestId('pay-cod');
      await page.getByTestId('cod-note').getByText('Cash on delivery is not available').waitFor();
      assert.equal(await cod.isDisabled(), true);
      assert.equal(
        await text(page, 'cod-note'),
        'Cash on delivery is not available at the moment: please pay online',
      );
      assert.equal(await text(page, 'continue-to-payment'), 'Continue to Payment');
      await screenshot(page, 'checkout-no-cod-375');
    } finally {
      await callJson('PUT', `${suite.base}/api/admin/fee-settings/shop`, {
        body: { codEnabled: true },
        token: adminToken,
      });
    }
  });
});
