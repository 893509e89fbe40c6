import type { OrderView, Product, PublicUser } from '@arogya/contracts';
import {
  adminProduct,
  callJson,
  payInSandbox,
  SHIPPING_ADDRESS,
  until,
  verifyBody,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, expectToast, screenshot } from './browser.js';
import { checkPage } from './page-checks.js';

/**
 * Issue 33, a change of plans on the shopper's order page: within an hour of ordering, while
 * nothing is packed, "Change of plans?" offers to change the address (the checkout's fields,
 * filled in with the current one; the server's refusal of another state shown in the form) and
 * to cancel the order (a paid one refunded in full). Past the hour the offer is gone. At 375 px
 * and 1280 px, axe clean, targets big enough, the dialogs too.
 */
const ADMIN = { email: 'changes-web-admin@test.local', password: 'changes-web-admin-pass' };
let adminToken: string;
let product: Product;
const suite = browserSuite('changesweb', ADMIN, prepare);

const api = (method: string, path: string, body?: unknown, token = adminToken) =>
  callJson(method, `${suite.base}${path}`, { body, token });

async function prepare() {
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
  product = (await adminProduct(api, adminToken, {
    name: 'Brahmi Capsules',
    price: 380,
    countInStock: 40,
  })) as Product;
}

/** A new shopper's order of two Brahmi, paid through the Razorpay sandbox, to Udaipur. */
async function paidOrder() {
  const creds = {
    email: `change-${randomUUID().slice(0, 8)}@test.local`,
    password: 'change-12345',
  };
  const { token } = (await api('POST', '/api/users/register', { name: 'Asha Verma', ...creds }))
    .body as { user: PublicUser; token: string };
  const checkout = await api(
    'POST',
    '/api/checkout',
    {
      checkoutItems: [{ productId: product._id, quantity: 2 }],
      shippingAddress: SHIPPING_ADDRESS,
    },
    token,
  );
  assert.equal(checkout.status, 201, JSON.stringify(checkout.body));
  const rzp = await api('POST', '/api/createOrder', { courseId: checkout.body._id }, token);
  assert.equal(rzp.status, 200, JSON.stringify(rzp.body));
  const paid = await payInSandbox(suite.shop.sandbox.url, rzp.body.id as string, true);
  const verified = await api('POST', '/api/verifyPayment', verifyBody(paid), token);
  assert.equal(verified.status, 200, JSON.stringify(verified.body));
  const order = await until(
    async () =>
      ((await api('GET', '/api/orders/my-orders', undefined, token)).body as OrderView[]).find(
        (o) => o.checkoutId === checkout.body._id,
      ),
    20_000,
    'the order',
  );
  return { creds, token, order };
}

const orderOf = async (id: string, token: string) =>
  (await api('GET', `/api/orders/${id}`, undefined, token)).body as OrderView;

/** Types `fields` into the address dialog's form (its fields are `address-<field>`). */
async function fill(page: Page, fields: [string, string][]) {
  for (const [key, value] of fields) await page.getByTestId(`address-${key}`).fill(value);
}

describe('a change of plans on the order page (issue 33)', () => {
  it('at 375 px: the address changes to another street of Udaipur, and a Mumbai address is refused in the form in the server’s words', async () => {
    const { creds, token, order } = await paidOrder();
    const page = await suite.newPage(375, 800);
    await suite.signedIn(page, creds, `/order/${order._id}`);

    const panel = page.getByTestId('change-of-plans');
    await panel.waitFor();
    const prompt = await panel.getByTestId('change-of-plans-until').innerText();
    assert.match(prompt, /^Until \d{1,2}:\d{2} (am|pm) \(India time\) you can still change/);
    await checkPage(page, 'order-change-offered');

    await page.getByTestId('change-address-open').click();
    const dialog = page.getByTestId('address-change-dialog');
    await dialog.getByRole('heading', { name: 'Change the delivery address' }).waitFor();
    // filled in with where the order goes now; the first field focused
    for (const key of ['firstName', 'lastName', 'address', 'city', 'postalCode', 'phone'] as const)
      assert.equal(await dialog.getByTestId(`address-${key}`).inputValue(), SHIPPING_ADDRESS[key]);
    assert.equal(await dialog.getByTestId('address-state').inputValue(), 'Rajasthan');
    assert.equal(
      await page.evaluate(() => document.activeElement?.id),
      'address-firstName',
      'the form is ready to type in',
    );
    await checkPage(page, 'order-change-address-dialog', '[data-testid="address-change-dialog"]');

    // another state: the server refuses it, and the form says why
    await fill(page, [
      ['address', '5 Marine Drive'],
      ['city', ''],
      ['postalCode', '400001'],
    ]);
    await until_(
      async () => (await dialog.getByTestId('address-state').inputValue()) === 'Maharashtra',
    );
    await dialog.getByTestId('address-save').click();
    const refusal = dialog.getByTestId('address-form-error');
    await refusal.waitFor();
    assert.equal(
      await refusal.innerText(),
      'The new address must be in Rajasthan, as the order was invoiced there: cancel it and order again to deliver elsewhere',
    );
    await screenshot(page, 'order-change-address-refused', false);
    assert.equal((await orderOf(order._id, token)).shippingAddress.postalCode, '313001');

    // another street of Udaipur: taken, the page shows it
    await fill(page, [
      ['address', '7 Fateh Sagar Road'],
      ['city', 'Udaipur'],
      ['postalCode', '313001'],
    ]);
    await until_(
      async () => (await dialog.getByTestId('address-state').inputValue()) === 'Rajasthan',
    );
    await dialog.getByTestId('address-save').click();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, 'The order now goes to the new address');
    await page.getByText('7 Fateh Sagar Road').waitFor();
    assert.equal((await orderOf(order._id, token)).shippingAddress.address, '7 Fateh Sagar Road');
    // the offer stays while the hour lasts
    await panel.waitFor();
    await checkPage(page, 'order-change-address-changed');
  });

  it('at 1280 px: cancelling a paid order says it is refunded in full; the page shows Cancelled and the offer goes', async () => {
    const { creds, token, order } = await paidOrder();
    const page = await suite.newPage(1280, 900);
    await suite.signedIn(page, creds, `/order/${order._id}`);
    await page.getByTestId('change-of-plans').waitFor();
    await checkPage(page, 'order-change-offered-wide');

    await page.getByTestId('cancel-order-open').click();
    const dialog = page.getByTestId('cancel-order-dialog');
    await dialog.getByRole('heading', { name: 'Cancel this order?' }).waitFor();
    assert.equal(
      await page.evaluate(() => document.activeElement?.id),
      'cancel-order-dialog-heading',
    );
    assert.match(
      await dialog.getByTestId('cancel-order-terms').innerText(),
      /^What you paid, ₹[\d,.]+, is refunded in full to the original payment method within 5–7 working days\.$/,
    );
    await checkPage(page, 'order-cancel-dialog', '[data-testid="cancel-order-dialog"]');

    // Escape closes it, nothing sent
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    assert.equal((await orderOf(order._id, token)).status, 'Processing');

    await page.getByTestId('cancel-order-open').click();
    await dialog.getByTestId('cancel-order-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, 'Your order is cancelled: the refund is on its way');
    assert.equal(await page.getByTestId('order-status').innerText(), 'Cancelled');
    assert.equal(await page.getByTestId('change-of-plans').count(), 0);
    assert.equal((await orderOf(order._id, token)).status, 'Cancelled');
    await checkPage(page, 'order-cancelled');
  });

  it('at 375 px, two hours after ordering: no offer to change or cancel', async () => {
    const { creds, order } = await paidOrder();
    const page = await suite.newPage(375, 800);
    // the browser's clock moved on; the shop's is the real one (its refusal is tested there)
    await page.clock.setFixedTime(Date.now() + 2 * 3_600_000);
    await suite.signedIn(page, creds, `/order/${order._id}`);
    await page.getByTestId('order-status').waitFor();
    assert.equal(await page.getByTestId('change-of-plans').count(), 0);
  });
});

/** Waits until `check` holds (a field the PIN fills in). */
const until_ = (check: () => Promise<boolean>) =>
  until(async () => (await check()) || undefined, 10_000, 'the PIN looked up');
