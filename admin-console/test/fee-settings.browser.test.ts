import type { AuthResponse, ChargesQuote, FeeSettingsView } from '@arogya/contracts';
import { callJson } from '@arogya/testing';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { onScreen, overflow, pageProblems } from './console-checks.js';

/**
 * Issue 32 in the console: the shop's fees and offers on one page, under the rule that combines
 * them, and each zone's shipping fee; a change is what the next checkout is charged. At 375 px
 * and 1280 px, with the migration's fees.
 */
const ADMIN = { email: 'fees-console-admin@test.local', password: 'fees-console-admin-pass' };
let admin: AuthResponse;
const suite = browserSuite(
  'feesweb',
  ADMIN,
  async (s) => {
    admin = (await callJson('POST', `${s.base}/api/users/login`, { body: ADMIN }))
      .body as AuthResponse;
  },
  undefined,
  { fees: 'shop' },
);
const api = (method: string, path: string) =>
  callJson(method, `${suite.base}${path}`, { token: admin.token });

/** Types `value` into the number field labelled `label` (cleared first). */
async function setNumber(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: false }).first();
  await field.fill(value);
}

describe('fees and offers in the console (issue 32)', () => {
  it('shows the rule and the fees; a saved change is what the next checkout is charged (375 px, 1280 px)', async () => {
    const problems: string[] = [];
    for (const width of [375, 1280]) {
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, '/admin/fee-settings');
      const rules = page.getByTestId('fees-rules');
      await rules.waitFor();
      assert.match(
        await rules.innerText(),
        /buy-x-get-y offers \(Offers\) take their free units off the items; the coupon then comes off/,
      );
      const cod = page.getByLabel('Cash on delivery fee (₹)', { exact: false }).first();
      await cod.waitFor();
      assert.equal(await cod.inputValue(), '49');
      assert.equal(
        await page.getByLabel('Free shipping over (₹)', { exact: false }).first().inputValue(),
        '999',
      );
      // issue 32's cash on delivery: on, up to ₹5,000
      assert.equal(
        await page.getByLabel('Cash on delivery up to (₹)', { exact: false }).first().inputValue(),
        '5000',
      );
      await onScreen(page.getByRole('button', { name: 'Save fees and offers' }), width, 'Save');
      assert.ok((await overflow(page)) <= 1, `no sideways scroll @${width}`);
      problems.push(...(await pageProblems(page, `fees @${width}`)));
      await screenshot(page, 'admin-fee-settings');
      await page.context().close();
    }
    assert.deepEqual(problems, []);

    const page = await suite.newPage(1280, 900);
    await suite.signedIn(page, ADMIN, '/admin/fee-settings');
    await page.getByTestId('fees-rules').waitFor();
    // a refusal stays in the form: nothing is saved
    await setNumber(page, 'Online-payment offer (₹ off)', '-5');
    await page.getByRole('button', { name: 'Save fees and offers' }).click();
    await page.getByText('Must be at least 0').first().waitFor();
    // free shipping from ₹1,499, ₹75 off online
    await setNumber(page, 'Online-payment offer (₹ off)', '75');
    await setNumber(page, 'Free shipping over (₹)', '1499');
    await page.getByRole('button', { name: 'Save fees and offers' }).click();
    await page.getByText('Element updated').or(page.getByText('updated')).first().waitFor();
    const saved = (await api('GET', '/api/admin/fee-settings/shop')).body as FeeSettingsView;
    assert.deepEqual([saved.freeShippingOver, saved.prepaidDiscount], [1499, 75]);

    // a zone's fee, from the zone's page
    await page.goto(`${suite.base}/admin/delivery-zones/metro`);
    const fee = page.getByLabel('Shipping fee (₹)', { exact: false }).first();
    await fee.waitFor();
    assert.equal(await fee.inputValue(), '60');
    await fee.fill('65');
    await page.getByRole('button', { name: 'Save zone' }).click();
    await page.waitForURL(/\/admin\/delivery-zones$/);
    await page.getByText('₹65.00').first().waitFor();
    // the next checkout's charges follow
    const quote = (await api('GET', '/api/checkout/charges?subtotal=999&pin=560038'))
      .body as ChargesQuote;
    assert.deepEqual(
      [quote.freeShippingOver, quote.addForFreeShipping, quote.methods[0]!.shippingPrice],
      [1499, 500, 65],
    );
    assert.equal(quote.methods[0]!.offerDiscount, 75);
    await page.context().close();
  });
});
