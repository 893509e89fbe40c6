import { callJson } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  browserSuite,
  expectToast,
  registerFromDrawer,
  screenshot,
  waitEnabled,
} from './browser.js';

const ADMIN = { email: 'delivery-admin@test.local', password: 'delivery-admin-pass' };
const suite = browserSuite('delivery', ADMIN);

/** An admin stops deliveries to `pin` through the console's API. */
async function stopDeliveriesTo(pin: string, reason: string) {
  const { token } = (await callJson('POST', `${suite.base}/api/users/login`, { body: ADMIN }))
    .body as { token: string };
  const r = await callJson('POST', `${suite.base}/api/admin/non-serviceable-pins`, {
    token,
    body: { pin, reason },
  });
  assert.equal(r.status, 201, JSON.stringify(r.body));
}

describe('the delivery promise (issue 19)', () => {
  it('checks a PIN on the product page, fills the state at checkout, blocks a PIN the shop does not deliver to, and confirms the date it promised', async () => {
    await stopDeliveriesTo('781001', 'Courier suspended');
    for (const [width, height] of [
      [1280, 900],
      [375, 800],
    ] as const) {
      const page = await suite.newPage(width, height);
      await page.goto(`${suite.base}/collections/all`);
      await page.getByTestId('product-card').first().click();
      await page.waitForURL(/\/product\//);

      // the product page's check: the promise line, with the date it stands for
      await page.getByTestId('pdp-pin').fill('560038');
      await page.getByTestId('pdp-pin-check').click();
      const pdpLine = page.getByTestId('pdp-delivery-promise');
      await pdpLine.getByText(/^Delivers to 560038 by \w{3}, \d{1,2} \w{3}$/).waitFor();
      const promised = await pdpLine.getAttribute('data-date');
      assert.match(promised ?? '', /^\d{4}-\d{2}-\d{2}$/);
      await screenshot(page, `delivery-product-${width}`);
      await page.getByTestId('pdp-pin').fill('999999');
      await page.getByTestId('pdp-pin-check').click();
      await pdpLine.getByText('PIN code 999999 does not exist').waitFor();
      await page.getByTestId('pdp-pin').fill('560038');
      await page.getByTestId('pdp-pin-check').click();
      await pdpLine.getByText(/^Delivers to 560038/).waitFor();

      await page.getByTestId('pdp-add-to-cart').click();
      await expectToast(page, 'Product added to cart!');
      const email = `pin-${randomUUID().slice(0, 6)}@test.local`;
      await registerFromDrawer(page, 'Lakshmi Rao', email, 'lakshmi-pass-1');

      // the checkout starts with the PIN checked on the product page: state and city filled in
      const pin = page.getByTestId('checkout-postalCode');
      const state = page.getByTestId('checkout-state');
      const city = page.getByTestId('checkout-city');
      const line = page.getByTestId('checkout-delivery-promise');
      const pay = page.getByTestId('continue-to-payment');
      assert.equal(await pin.inputValue(), '560038');
      await line.getByText(/^Delivers to 560038 by /).waitFor();
      assert.equal(await state.inputValue(), 'Karnataka');
      assert.equal(await city.inputValue(), 'Bengaluru');
      // SPEC's value, shown by its name
      const country = page.getByTestId('checkout-country');
      assert.equal(await country.inputValue(), 'INDIA');
      assert.equal(await country.locator('option:checked').textContent(), 'India');
      assert.equal(await state.locator('option').count(), 37, 'the 36 and a prompt');

      // a PIN the admin stopped: the message by the pay button, which is disabled
      await pin.fill('781001');
      await line.getByText('Not deliverable to this PIN yet').waitFor();
      assert.equal(await state.inputValue(), 'Assam', 'the state follows the PIN');
      assert.equal(await city.inputValue(), 'Guwahati', 'an auto-filled city follows too');
      assert.equal(await pay.isDisabled(), true);
      assert.equal(await pay.getAttribute('aria-describedby'), 'checkout-delivery-promise');
      assert.equal(await line.getAttribute('role'), 'status');
      await screenshot(page, `delivery-checkout-blocked-${width}`);

      // a PIN that does not exist: an error on the field, payment still blocked
      await pin.fill('999999');
      await page
        .locator('#checkout-postalCode-lookup')
        .getByText('PIN code 999999 does not exist')
        .waitFor();
      assert.equal(await pin.getAttribute('aria-invalid'), 'true');
      assert.equal(await pay.isDisabled(), true);

      // a city the shopper typed stays; the promise comes back and so does payment
      await city.fill('Bangalore');
      await pin.fill('560038');
      await line.getByText(/^Delivers to 560038 by /).waitFor();
      assert.equal(await line.getAttribute('data-date'), promised);
      assert.equal(await city.inputValue(), 'Bangalore');
      assert.equal(await state.inputValue(), 'Karnataka');
      // payment comes back once the shop has priced the PIN's shipping (issue 32's quote)
      await waitEnabled(pay);
      assert.equal(await pay.isDisabled(), false);
      for (const [key, value] of [
        ['firstName', 'Lakshmi'],
        ['lastName', 'Rao'],
        ['address', '12 MG Road, Indiranagar'],
        ['phone', '9876543210'],
      ] as const) {
        await page.getByTestId(`checkout-${key}`).fill(value);
      }
      await screenshot(page, `delivery-checkout-${width}`);
      await pay.click();
      await page.getByTestId('sandbox-pay').click();
      await page.waitForURL(/\/order-confirmation/);

      // the confirmation promises the date the product page showed
      const estimated = page.getByTestId('estimated-delivery');
      await estimated.waitFor();
      assert.equal(await estimated.getAttribute('data-date'), promised);
      const [y, m, d] = promised!.split('-').map(Number) as [number, number, number];
      const long = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      assert.equal((await estimated.textContent())?.trim(), long);
      await screenshot(page, `delivery-confirmation-${width}`);
      await page.context().close();
    }
  });

  it('lets an admin edit a zone, stop a PIN and add a holiday in the console, on a phone and a desktop', async () => {
    const page = await suite.newPage(1280, 900);
    await suite.signedIn(page, ADMIN, '/admin/delivery-zones');
    await page.getByText('Rest of India').waitFor();
    await screenshot(page, 'console-delivery-zones-1280');
    await page.goto(`${suite.base}/admin/delivery-zones/rest-of-india`);
    const transit = page.getByLabel('Transit days');
    await transit.fill('6');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/delivery-zones$/);
    await page
      .getByRole('row', { name: /Rest of India/ })
      .getByText('6')
      .waitFor();
    const lucknow = await (await fetch(`${suite.base}/api/serviceability/226001`)).json();
    assert.equal(lucknow.zone, 'rest-of-india');

    await page.goto(`${suite.base}/admin/non-serviceable-pins/create`);
    await page.getByLabel('PIN code').fill('999999');
    await page.getByLabel('Reason').fill('Testing');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('PIN code 999999 does not exist').first().waitFor();
    await page.getByLabel('PIN code').fill('682001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/non-serviceable-pins$/);
    await page.getByRole('row', { name: /682001.*Ernakulam.*Kerala.*Testing/ }).waitFor();
    await screenshot(page, 'console-non-serviceable-pins-1280');
    const kochi = await (await fetch(`${suite.base}/api/serviceability/682001`)).json();
    assert.equal(kochi.deliverable, false);

    await page.goto(`${suite.base}/admin/holidays/create`);
    await page.getByLabel('Date').fill('2030-10-02');
    await page.getByLabel('Name').fill('Gandhi Jayanti');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/holidays$/);
    await page.getByRole('row', { name: /Gandhi Jayanti/ }).waitFor();
    await screenshot(page, 'console-holidays-1280');
    await page.context().close();

    const phone = await suite.newPage(375, 800);
    await suite.signedIn(phone, ADMIN, '/admin/holidays');
    await phone.getByText('Gandhi Jayanti').waitFor();
    await screenshot(phone, 'console-holidays-375');
    await phone.goto(`${suite.base}/admin/delivery-zones`);
    await phone.getByText('Rest of India').waitFor();
    await phone.getByText('2 + 6 business days').waitFor();
    await screenshot(phone, 'console-delivery-zones-375');
    await phone.context().close();
  });
});
