import {
  couponDiscountPaise,
  paiseToRupees,
  rupeesToPaise,
  WELCOME_COUPON,
} from '@arogya/contracts';
import { callJson, SHIPPING_ADDRESS } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  addFromCard,
  axeViolations,
  browserSuite,
  expectToast,
  registerFromDrawer,
  screenshot,
  waitEnabled,
} from './browser.js';

const ADMIN = { email: 'coupon-web-admin@test.local', password: 'coupon-web-admin-pass' };
const suite = browserSuite('coupon', ADMIN);

/** "₹1,299.50" or "₹1,299" (the storefront's format) → rupees. */
const rupeesIn = (text: string) => Number(text.replace(/[^\d.]/g, ''));
/** Paise as the Razorpay popup shows them: "₹1,169.10". */
const popupAmount = (paise: number) =>
  `₹${Math.floor(paise / 100).toLocaleString('en-IN')}.${String(paise % 100).padStart(2, '0')}`;

describe('a coupon at checkout (issue 19)', () => {
  it('applies the first-order code: the summary, the Razorpay amount and the confirmation show the discount', async () => {
    const page = await suite.newPage(1280, 900);
    await page.goto(`${suite.base}/collections/all`);
    await addFromCard(page);
    const email = `coupon-${randomUUID().slice(0, 6)}@test.local`;
    await registerFromDrawer(page, 'Nisha Jain', email, 'nisha-pass-1');

    const total = page.getByTestId('checkout-total');
    await total.waitFor();
    const subtotal = rupeesIn(await total.innerText());
    const subtotalPaise = rupeesToPaise(subtotal);
    const discountPaise = couponDiscountPaise({ kind: 'percent', value: 10 }, subtotalPaise);
    const discounted = paiseToRupees(subtotalPaise - discountPaise);

    // a code the shop does not have: said where the field is, nothing applied
    const field = page.getByTestId('coupon-code');
    await field.fill('nope-nope');
    await page.getByTestId('coupon-apply').click();
    const error = page.getByTestId('coupon-error');
    await error.getByText('This code is not valid').waitFor();
    assert.equal(await error.getAttribute('aria-live'), 'polite');
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    assert.equal(rupeesIn(await total.innerText()), subtotal);

    // the footer's promise, redeemed: typed in lower case
    await field.fill(WELCOME_COUPON.toLowerCase());
    await field.press('Enter');
    const line = page.getByTestId('coupon-line');
    await line.waitFor();
    assert.equal(
      (await line.innerText()).replace(/\s+/g, ' '),
      `Coupon WELCOME10 −₹${paiseToRupees(discountPaise).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    assert.equal(rupeesIn(await total.innerText()), discounted);
    assert.equal(await error.innerText(), '');
    // removed and applied again
    await page.getByTestId('coupon-remove').click();
    await line.waitFor({ state: 'detached' });
    assert.equal(rupeesIn(await total.innerText()), subtotal);
    await field.fill(WELCOME_COUPON);
    await page.getByTestId('coupon-apply').click();
    await line.waitFor();
    await screenshot(page, 'checkout-coupon');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'checkout-coupon');
    assert.ok(
      (await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)) <= 1,
      'the checkout scrolls sideways at 375 px',
    );
    assert.ok(await line.isVisible(), 'the discount shows on a phone, summary folded');
    await page.setViewportSize({ width: 1280, height: 900 });

    const address: [string, string][] = [
      ['firstName', 'Nisha'],
      ['lastName', 'Jain'],
      ['address', '7 Chetak Circle Road'],
      ['city', 'Udaipur'],
      ['postalCode', '313001'],
      ['phone', '9876543210'],
    ];
    for (const [key, value] of address) await page.getByTestId(`checkout-${key}`).fill(value);
    // the PIN fills in the state; the country is India already
    await page.getByTestId('checkout-delivery-promise').getByText('Delivers to 313001').waitFor();
    const sent: Record<string, unknown>[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/checkout' && req.method() === 'POST')
        sent.push(req.postDataJSON() as Record<string, unknown>);
    });
    await page.getByTestId('continue-to-payment').click();
    const popup = page.getByTestId('sandbox-checkout');
    await popup.waitFor();
    const amount = popupAmount(subtotalPaise - discountPaise);
    assert.equal(await popup.locator('.rzp-sandbox-amount').innerText(), amount);
    assert.equal(sent.length, 1);
    assert.equal(sent[0]!.couponCode, 'WELCOME10');
    assert.equal(sent[0]!.totalPrice, discounted);
    await page.getByTestId('sandbox-pay').click();
    await page.waitForURL(/\/order-confirmation/);
    const shown = page.getByTestId('confirmation-discount');
    await shown.waitFor();
    assert.match(await shown.innerText(), /Coupon WELCOME10\s+−₹/);
    assert.equal(rupeesIn((await shown.innerText()).split('−')[1]!), paiseToRupees(discountPaise));
    await screenshot(page, 'order-confirmation-coupon');

    // the order keeps it; the code is spent: a second order is refused it
    await page.goto(`${suite.base}/my-orders`);
    await page.getByTestId('order-row').first().click();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}$/);
    const row = page.getByTestId('order-discount');
    await row.waitFor();
    assert.match(await row.innerText(), /Coupon WELCOME10/);
    await page.goto(`${suite.base}/collections/all`);
    await addFromCard(page);
    await page.goto(`${suite.base}/checkout`);
    await page.getByTestId('coupon-code').fill(WELCOME_COUPON);
    await page.getByTestId('coupon-apply').click();
    await page
      .getByTestId('coupon-error')
      .getByText(/You have already used coupon WELCOME10|for your first order only/)
      .waitFor();
    await page.context().close();
  });

  it('the console: an admin creates a coupon (the form says what is wrong), sees it listed, and disables it', async () => {
    const page = await suite.newPage(1280, 900);
    await suite.signedIn(page, ADMIN, '/admin/coupons');
    await page.getByRole('cell', { name: 'WELCOME10', exact: true }).waitFor();
    const welcome = page.getByRole('row').filter({ hasText: 'WELCOME10' });
    assert.match(
      (await welcome.innerText()).replace(/\s+/g, ' '),
      /WELCOME10 10% Always — \d+ used \/ no limit Yes Active/,
    );

    await page.getByRole('link', { name: 'New coupon' }).click();
    await page.waitForURL(/\/admin\/coupons\/create$/);
    const code = `DIWALI-${randomUUID().slice(0, 4).toUpperCase()}`;
    await page.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
    await page.getByRole('spinbutton', { name: /^Value/ }).fill('150');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A whole per cent from 1 to 100').waitFor();
    await page.getByRole('spinbutton', { name: /^Value/ }).fill('15');
    await page.getByRole('spinbutton', { name: /^Minimum order/ }).fill('999');
    await page.getByRole('spinbutton', { name: /^Uses in all/ }).fill('100');
    for (const v of await axeViolations(page)) assert.fail(`create page: ${v}`);
    await screenshot(page, 'admin-coupon-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/coupons$/);
    await page.getByText(`Coupon ${code} created`).waitFor();
    const row = page.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    assert.match(
      (await row.innerText()).replace(/\s+/g, ' '),
      new RegExp(`${code} 15% Always ₹999.00 0 used / 100 No Active`),
    );
    for (const v of await axeViolations(page)) assert.fail(`list: ${v}`);
    await screenshot(page, 'admin-coupons');

    await row.getByRole('button', { name: `Disable coupon ${code}` }).click();
    await row.getByText('Disabled').waitFor();
    const stored = await fetch(`${suite.base}/api/admin/coupons/${code}`, {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('userToken'))}`,
      },
    });
    assert.equal(((await stored.json()) as { active: boolean }).active, false);

    // on a phone: a SimpleList, the button on screen
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    const item = page.locator('.phone-list li').filter({ hasText: code });
    await item.waitFor();
    const button = item.getByRole('button', { name: `Enable coupon ${code}` });
    const box = (await button.boundingBox())!;
    assert.ok(box.x >= 0 && box.x + box.width <= 375, `Enable at ${box.x}+${box.width}`);
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375);
    for (const v of await axeViolations(page)) assert.fail(`list at 375 px: ${v}`);
    await screenshot(page, 'admin-coupons');
    await page.context().close();
  });

  it('a coupon used up between its quote and Pay is taken off, the shopper told, the cart kept', async () => {
    const api = (method: string, path: string, body?: unknown, token?: string) =>
      callJson(method, `${suite.base}${path}`, { body, token });
    const adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
    const code = `LAST-${randomUUID().slice(0, 4).toUpperCase()}`;
    const made = await api(
      'POST',
      '/api/admin/coupons',
      { code, kind: 'percent', value: 5, maxUses: 1 },
      adminToken,
    );
    assert.equal(made.status, 201, JSON.stringify(made.body));

    const page = await suite.newPage(375, 800);
    await page.goto(`${suite.base}/collections/all`);
    const card = page.getByTestId('product-card').first();
    await addFromCard(page, card);
    await registerFromDrawer(
      page,
      'Ira Bose',
      `ira-${randomUUID().slice(0, 6)}@test.local`,
      'ira-pass-1',
    );
    const total = page.getByTestId('checkout-total');
    await total.waitFor();
    const subtotal = await total.innerText();
    await page.getByTestId('coupon-code').fill(code);
    await page.getByTestId('coupon-apply').click();
    await page.getByTestId('coupon-line').waitFor();

    // meanwhile someone else takes its one use
    const other = (
      await api('POST', '/api/users/register', {
        name: 'Quick Buyer',
        email: `quick-${randomUUID().slice(0, 6)}@test.local`,
        password: 'quick-pass-1',
      })
    ).body.token as string;
    const products = (await api('GET', '/api/products?limit=1')).body as { _id: string }[];
    const held = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId: products[0]!._id, quantity: 1 }],
        shippingAddress: SHIPPING_ADDRESS,
        couponCode: code,
      },
      other,
    );
    assert.equal(held.status, 201, JSON.stringify(held.body));

    const address: [string, string][] = [
      ['firstName', 'Ira'],
      ['lastName', 'Bose'],
      ['address', '3 Ambamata Scheme Road'],
      ['city', 'Udaipur'],
      ['postalCode', '313001'],
      ['phone', '9876543210'],
    ];
    for (const [key, value] of address) await page.getByTestId(`checkout-${key}`).fill(value);
    // the PIN fills in the state; the country is India already
    await page.getByTestId('checkout-delivery-promise').getByText('Delivers to 313001').waitFor();
    await page.getByTestId('continue-to-payment').click();
    await expectToast(page, `Coupon ${code} has been used up`);
    await page.getByTestId('coupon-line').waitFor({ state: 'detached' });
    assert.equal(await total.innerText(), subtotal, 'the total without the coupon');
    assert.match(page.url(), /\/checkout$/);
    // payment comes back once the cart is priced again without the coupon
    await waitEnabled(page.getByTestId('continue-to-payment'));
    assert.equal(await page.getByTestId('continue-to-payment').isEnabled(), true);
    await page.context().close();
  });
});
