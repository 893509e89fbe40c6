import { GUEST_ID_RE } from '@arogya/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, expectToast, registerFromDrawer, screenshot } from './browser.js';

const ADMIN = { email: 'web-admin@test.local', password: 'web-admin-pass' };
const suite = browserSuite('web', ADMIN);
const { newPage } = suite;

const badge = (page: Page) => page.getByTestId('cart-badge');

describe('a guest becomes a customer (SPEC §2, §4, §5)', () => {
  it('browses, filters, searches, adds two products, registers with the cart merged, checks out, pays, and finds the order', async () => {
    const page = await newPage();
    await page.goto(suite.base);
    await page.waitForURL('**/collections/all');
    await page.getByTestId('product-card').first().waitFor();

    // filter by the route and the query, then search
    await page.goto(`${suite.base}/collections/all?category=Protein`);
    await page.getByText('Showing 8 products').waitFor();
    await page.getByTestId('search-input').fill('ashwagandha');
    await page.getByTestId('search-input').press('Enter');
    await page.waitForURL(/\/collections\/all\/?\?search=ashwagandha/);
    const first = page.getByTestId('product-card').first();
    await first
      .getByText(/Ashwagandha/)
      .first()
      .waitFor();

    // two products into the guest cart: one from a card, one from its details page
    await first.getByTestId('add-to-cart').click();
    await expectToast(page, 'Product added to cart!');
    await page.goto(`${suite.base}/collections/all?category=Superfood`);
    await page.getByTestId('product-card').first().click();
    await page.waitForURL(/\/product\//);
    await page.getByTestId('pdp-add-to-cart').click();
    await expectToast(page, 'Product added to cart!');
    await assert.doesNotReject(() => badge(page).getByText('2').waitFor());
    const guestId = await page.evaluate(() => localStorage.getItem('guestId'));
    assert.match(guestId ?? '', GUEST_ID_RE);

    // the drawer's checkout sends a guest to sign in, then back to checkout
    const email = `web-${randomUUID().slice(0, 6)}@test.local`;
    await registerFromDrawer(page, 'Meera Shah', email, 'meera-pass-1');
    // the merged cart is the user's now
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByRole('listitem').nth(1).waitFor();
    assert.equal(await summary.getByRole('listitem').count(), 2);

    // SPEC §5, each message in order, as error toasts
    const fill = (key: string, value: string) => page.getByTestId(`checkout-${key}`).fill(value);
    const expectError = async (message: string) => {
      await page.getByTestId('continue-to-payment').click();
      await expectToast(page, message);
    };
    // [field, a failing value (none: left empty), its message, a passing value]
    const steps: [string, string | null, string, string][] = [
      ['firstName', null, 'First name is required at least 3 words', 'Meera'],
      ['lastName', null, 'Last name is required at least 3 words', 'Shah'],
      ['address', null, 'Address is required at least 9 words', '21 Fateh Sagar Road'],
      ['city', null, 'City is required at least 3 words', 'Udaipur'],
      ['postalCode', '3130', 'Postal Code must be exactly 6 digits and must be Number', '313001'],
      ['country', '', 'Country is required', 'INDIA'],
      ['phone', '98765', 'Phone number must be exactly 10 digits and must be Number', '9876543210'],
    ];
    for (const [key, failing, message, passing] of steps) {
      if (failing !== null) await fill(key, failing);
      await expectError(message);
      await fill(key, passing);
    }

    // pay in the sandbox popup; every call of the click carries one W3C trace
    const payCalls: [string, string | undefined][] = [];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (/^\/api\/(checkout|createOrder|verifyPayment)/.test(path))
        payCalls.push([`${req.method()} ${path}`, req.headers().traceparent]);
    });
    await page.getByTestId('continue-to-payment').click();
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/order-confirmation/);
    const traces = new Set(
      payCalls.map(([, tp]) => /^00-([0-9a-f]{32})-[0-9a-f]{16}-01$/.exec(tp ?? '')?.[1]),
    );
    assert.deepEqual(
      payCalls.map(([call]) => call.replace(/[0-9a-f-]{36}/, ':id')),
      [
        'POST /api/checkout',
        'POST /api/createOrder',
        'POST /api/verifyPayment',
        'PUT /api/checkout/:id/pay',
        'POST /api/checkout/:id/finalize',
      ],
    );
    assert.equal(traces.size, 1, JSON.stringify(payCalls));
    assert.ok([...traces][0], 'a valid traceparent on every call');
    await page.getByTestId('confirmation-heading').getByText('Thank You For Your Order!').waitFor();
    const eta = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    const month = eta.toLocaleString('en-IN', { month: 'long' });
    const delivery = await page.getByTestId('estimated-delivery').innerText();
    assert.match(delivery, new RegExp(`${eta.getDate()}.*${month}|${month}.*${eta.getDate()}`));
    await screenshot(page, 'order-confirmation');

    // My Orders and the order's details page
    await page.goto(`${suite.base}/my-orders`);
    await page.getByTestId('order-row').first().click();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
    await page.getByTestId('order-status').getByText('Processing').waitFor();
    const keys = await page.evaluate(() => Object.keys(localStorage).sort());
    for (const key of ['guestId', 'userInfo', 'userToken']) assert.ok(keys.includes(key), key);
    await page.context().close();
  });
});

describe('cart drawer, login redirect and the admin link', () => {
  it('plus and minus change the quantity by one, the badge follows, and an empty cart says so', async () => {
    const page = await newPage();
    await page.goto(`${suite.base}/collections/all?category=Device`);
    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await badge(page).getByText('1').waitFor();
    await page.getByTestId('cart-toggle').click();
    const drawer = page.getByTestId('cart-drawer');
    await drawer.getByTestId('line-increase').click();
    await drawer.getByTestId('line-quantity').getByText('2').waitFor();
    await badge(page).getByText('2').waitFor();
    await drawer.getByTestId('line-decrease').click();
    await drawer.getByTestId('line-quantity').getByText('1').waitFor();
    await drawer.getByTestId('line-decrease').click(); // 0 is ignored: nothing is sent
    await page.waitForTimeout(300);
    assert.equal(await drawer.getByTestId('line-quantity').innerText(), '1');
    await drawer.getByRole('button', { name: /^Remove/ }).click();
    await drawer.getByText('Your card is empty...').waitFor();
    assert.equal(await badge(page).count(), 0, 'no badge for an empty cart');
    await drawer.getByText('Shipping,taxes and discount codes calculated at checkout').waitFor();
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('shows the admin link to admins only', async () => {
    const page = await newPage();
    await page.goto(`${suite.base}/login`);
    await page.getByTestId('login-email').fill(ADMIN.email);
    await page.getByTestId('login-password').fill(ADMIN.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('admin-link').waitFor();
    await page.context().close();

    const customer = await newPage();
    await customer.goto(`${suite.base}/register`);
    await customer.getByTestId('register-name').fill('Plain Customer');
    await customer
      .getByTestId('register-email')
      .fill(`plain-${randomUUID().slice(0, 6)}@test.local`);
    await customer.getByTestId('register-password').fill('plain-pass-1');
    await customer.getByTestId('register-submit').click();
    await customer.waitForURL((url) => url.pathname === '/' || url.pathname === '/collections/all');
    await customer.getByTestId('site-header').waitFor();
    assert.equal(await customer.getByTestId('admin-link').count(), 0);
    await customer.context().close();
  });
});

describe('screenshots of the main pages', () => {
  it('saves every main page at 375 px and 1280 px', async () => {
    const productId = (
      (await (await fetch(`${suite.base}/api/products?limit=1`)).json()) as { _id: string }[]
    )[0]!._id;
    const pages = {
      listing: '/collections/all',
      product: `/product/${productId}`,
      login: '/login',
      register: '/register',
      about: '/aboutUs',
      contact: '/contactUs',
      privacy: '/privacyPolicy',
    };
    for (const width of [375, 1280]) {
      const page = await newPage(width);
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${suite.base}${path}`);
        await page.waitForLoadState('networkidle');
        await screenshot(page, name);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        assert.ok(overflow <= 1, `${name} at ${width}px scrolls sideways by ${overflow}px`);
      }
      await page.context().close();
    }
  });
});
