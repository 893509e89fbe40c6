import type { CheckoutView, Product, PublicUser, SavedAddress } from '@arogya/contracts';
import { callJson } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, expectToast, screenshot } from './browser.js';

/**
 * Issue 31, forgiving Indian inputs: a shopper on a phone (375 px) types the phone, the PIN and
 * the name as Indians write them — '+91 98765 43210', '560 001', 'Om K' — and the shop takes
 * them (the 10 digits and the 6 kept), fills in the city a shopper writes ('Bengaluru', not the
 * district 'Bengaluru Urban'), shows the PIN wherever the address is shown afterwards, and says
 * what is wrong in plain words.
 */
const ADMIN = { email: 'indian-inputs-admin@test.local', password: 'indian-inputs-pass' };
const suite = browserSuite('indianinputs', ADMIN);

const MESSAGES = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name (an initial is fine)',
  address: 'Enter your house, street and area',
  city: 'Enter your town or city',
  postalCode: 'Enter your 6-digit PIN code',
  phone: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
};
/** What the old messages said, and no message may say now. */
const STIFF = /at least \d+ words|must be Number|must be exactly/;

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** A new shopper, signed up through the API, with `lines` products in their cart. */
async function shopper(name: string, lines: number) {
  const creds = { email: `indian-${randomUUID().slice(0, 8)}@test.local`, password: 'om-pass-12' };
  const r = await api('POST', '/api/users/register', { name, ...creds });
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const { token } = r.body as { token: string; user: PublicUser };
  const products = lines
    ? ((await api('GET', `/api/products?limit=${lines}`)).body as Product[])
    : [];
  for (const p of products.slice(0, lines)) {
    const added = await api('POST', '/api/cart', { productId: p._id, quantity: 1 }, token);
    assert.ok(added.status < 300, JSON.stringify(added.body));
  }
  return { ...creds, token };
}

/** Submits the checkout and expects `message` as its toast and under `field`, focused. */
async function refused(page: Page, field: keyof typeof MESSAGES) {
  await page.getByTestId('continue-to-payment').click();
  const message = MESSAGES[field];
  await expectToast(page, message);
  const error = page.locator(`#checkout-${field}-error`);
  await error.getByText(message, { exact: true }).waitFor();
  assert.equal(await page.getByTestId(`checkout-${field}`).getAttribute('aria-invalid'), 'true');
  await page.waitForFunction((id) => document.activeElement?.id === id, `checkout-${field}`);
  // the focused field is in sight, not under the sticky header
  const [top, headerBottom] = await page.evaluate(
    (id) => [
      document.getElementById(id)!.getBoundingClientRect().top,
      document.querySelector('[data-testid="site-header"]')!.getBoundingClientRect().bottom,
    ],
    `checkout-${field}`,
  );
  assert.ok(top >= headerBottom, `${field} at ${top} px, under the header (${headerBottom} px)`);
  assert.doesNotMatch(await page.locator('main').innerText(), STIFF);
}

const noSidewaysScroll = async (page: Page) =>
  assert.ok(
    (await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 1,
    'the page scrolls sideways',
  );

describe('forgiving Indian inputs (issue 31), at 375 px', () => {
  it('takes "+91 98765 43210", PIN "560 001" and "Om K" at checkout, fills Bengaluru, pays, and shows the PIN on the confirmation, the order and the address book', async () => {
    const buyer = await shopper('Om K', 1);
    const page = await suite.newPage(375, 800);
    await suite.signedIn(page, buyer, '/checkout');
    const toggle = page.getByTestId('summary-toggle');
    await toggle.waitFor();
    // one line in the cart: "1 item"
    assert.equal((await toggle.innerText()).trim(), 'Show 1 item');

    // the PIN typed with a space is looked up: the promise, the state and the city
    const pin = page.getByTestId('checkout-postalCode');
    const city = page.getByTestId('checkout-city');
    const line = page.getByTestId('checkout-delivery-promise');
    await pin.fill('560 001');
    await line.getByText(/^Delivers to 560001 by \w{3}, \d{1,2} \w{3}$/).waitFor();
    await page.waitForFunction(
      () => (document.getElementById('checkout-city') as HTMLInputElement).value !== '',
    );
    assert.equal(await city.inputValue(), 'Bengaluru', 'the city a shopper writes');
    assert.equal(await page.getByTestId('checkout-state').inputValue(), 'Karnataka');
    assert.equal(await pin.getAttribute('aria-invalid'), 'false');

    // wrong or missing input, in plain words, one field after the other
    await refused(page, 'firstName');
    await screenshot(page, 'indian-inputs-first-name', false);
    await page.getByTestId('checkout-firstName').fill('Om');
    await refused(page, 'lastName');
    await page.getByTestId('checkout-lastName').fill('K');
    await page.getByTestId('checkout-address').fill('Flat 4');
    await refused(page, 'address');
    await page.getByTestId('checkout-address').fill('12 Cunningham Road, Vasanth Nagar');
    await refused(page, 'phone');
    await page.getByTestId('checkout-phone').fill('+91 58765 43210');
    await refused(page, 'phone');
    await screenshot(page, 'indian-inputs-phone', false);
    // on a desktop the fields stand in two columns: the message stays under its own field
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('checkout-phone').scrollIntoViewIfNeeded();
    await screenshot(page, 'indian-inputs-phone', false);
    await page.setViewportSize({ width: 375, height: 800 });
    await pin.fill('560 00');
    await refused(page, 'postalCode');
    await pin.fill('560-001');
    await line.getByText(/^Delivers to 560001 by /).waitFor();
    // the message goes once the field is changed
    await page.locator('#checkout-postalCode-error').waitFor({ state: 'detached' });
    assert.equal(await pin.getAttribute('aria-invalid'), 'false');
    await pin.fill('560 001');
    assert.equal(await city.inputValue(), 'Bengaluru');

    // the phone as Indians write it; the shop keeps the 10 digits and the PIN's 6
    await page.getByTestId('checkout-phone').fill('+91 98765 43210');
    await noSidewaysScroll(page);
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, 'indian-inputs-checkout', false);
    const sent: CheckoutView['shippingAddress'][] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/checkout' && req.method() === 'POST')
        sent.push(
          (req.postDataJSON() as { shippingAddress: CheckoutView['shippingAddress'] })
            .shippingAddress,
        );
    });
    await page.getByTestId('continue-to-payment').click();
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/order-confirmation/);
    assert.deepEqual(sent, [
      {
        firstName: 'Om',
        lastName: 'K',
        address: '12 Cunningham Road, Vasanth Nagar',
        city: 'Bengaluru',
        postalCode: '560001',
        state: 'Karnataka',
        country: 'INDIA',
        phone: '9876543210',
      },
    ]);

    // the confirmation: the PIN with the city and the state
    const placed = page.getByTestId('confirmation-address-place');
    await placed.waitFor();
    assert.equal(await placed.innerText(), 'Bengaluru, Karnataka 560001, India');
    await placed.scrollIntoViewIfNeeded();
    await screenshot(page, 'indian-inputs-confirmation', false);

    // the order page says the same
    await page.goto(`${suite.base}/my-orders`);
    await page.getByTestId('order-row').first().click();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
    const where = page.getByTestId('order-address-place');
    await where.waitFor();
    assert.equal(await where.innerText(), 'Bengaluru, Karnataka 560001, India');
    await noSidewaysScroll(page);
    await where.scrollIntoViewIfNeeded();
    await screenshot(page, 'indian-inputs-order', false);

    // the address the checkout kept in the (empty) book: the PIN and the 10 digits
    let book: SavedAddress[] = [];
    for (let i = 0; i < 100 && book.length === 0; i += 1) {
      book = (await api('GET', '/api/users/me/addresses', undefined, buyer.token))
        .body as SavedAddress[];
      if (book.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    assert.deepEqual(
      book.map((a) => [a.firstName, a.lastName, a.city, a.postalCode, a.phone]),
      [['Om', 'K', 'Bengaluru', '560001', '9876543210']],
    );
    await page.goto(`${suite.base}/profile`);
    const card = page.getByTestId('address-card').first();
    await card.getByRole('heading', { name: 'Om K' }).waitFor();
    const shown = await card.locator('address').innerText();
    assert.match(shown, /Bengaluru, Karnataka 560001/);
    assert.match(shown, /Phone 9876543210/);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'indian-inputs-address-book', false);

    // the next checkout offers it with its PIN, and it counts as the address typed the Indian way
    await api(
      'POST',
      '/api/cart',
      { productId: (await api('GET', '/api/products?limit=1')).body[0]._id, quantity: 1 },
      buyer.token,
    );
    await page.goto(`${suite.base}/checkout`);
    const chooser = page.getByTestId('address-chooser');
    await chooser.getByText(/Bengaluru, Karnataka 560001 · Phone 9876543210/).waitFor();
    const saved = chooser.getByRole('radio', { name: /^Deliver to Om K/ });
    await page.waitForFunction(
      () => (document.getElementById('checkout-firstName') as HTMLInputElement).value === 'Om',
    );
    assert.equal(await saved.isChecked(), true);
    await pin.fill('560 001');
    await page.getByTestId('checkout-phone').fill('+91 98765 43210');
    assert.equal(await saved.isChecked(), true, 'the same address, typed differently');
    await page.context().close();
  });

  it('checks a PIN typed "560 001" or "560-001" on the product page and in the address book, and says plainly what is wrong', async () => {
    const buyer = await shopper('Asha V', 0);
    const page = await suite.newPage(375, 800);
    await page.goto(`${suite.base}/collections/all`);
    await page.getByTestId('product-card').first().click();
    await page.waitForURL(/\/product\//);
    const pdpPin = page.getByTestId('pdp-pin');
    const pdpLine = page.getByTestId('pdp-delivery-promise');
    for (const typed of ['560 001', '560-001']) {
      await pdpPin.fill(typed);
      await page.getByTestId('pdp-pin-check').click();
      await pdpLine.getByText(/^Delivers to 560001 by \w{3}, \d{1,2} \w{3}$/).waitFor();
    }
    await pdpPin.fill('5600');
    await page.getByTestId('pdp-pin-check').click();
    await pdpLine.getByText(MESSAGES.postalCode, { exact: true }).waitFor();
    await pdpLine.scrollIntoViewIfNeeded();
    await screenshot(page, 'indian-inputs-pdp-bad-pin', false);

    // the address book: the same rules, messages and lookup
    await suite.signedIn(page, buyer, '/profile');
    const book = page.getByTestId('profile-addresses');
    await book.getByTestId('address-add').click();
    const field = (key: string) => book.getByTestId(`address-${key}`);
    await field('firstName').fill('Asha');
    await field('lastName').fill('V');
    await field('address').fill('7 Linking Road, Bandra West');
    await field('postalCode').fill('400 050');
    await book
      .getByTestId('address-delivery-promise')
      .getByText(/^Delivers to 400050 by /)
      .waitFor();
    await page.waitForFunction(
      () => (document.getElementById('address-city') as HTMLInputElement).value !== '',
    );
    assert.equal(await field('city').inputValue(), 'Mumbai', 'not "Mumbai Suburban"');
    assert.equal(await field('state').inputValue(), 'Maharashtra');
    await field('phone').fill('98765');
    await book.getByTestId('address-save').click();
    await book.locator('#address-phone-error').getByText(MESSAGES.phone, { exact: true }).waitFor();
    assert.doesNotMatch(await book.innerText(), STIFF);
    await screenshot(page, 'indian-inputs-book-phone', false);
    await field('phone').fill('+91-98765-43210');
    await book.getByTestId('address-save').click();
    const card = book.getByTestId('address-card').first();
    await card.getByRole('heading', { name: 'Asha V' }).waitFor();
    const shown = await card.locator('address').innerText();
    assert.match(shown, /Mumbai, Maharashtra 400050/);
    assert.match(shown, /Phone 9876543210/);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'indian-inputs-book-saved', false);
    await page.context().close();
  });
});
