import { adminProduct, callJson, payCheckout, SHIPPING_ADDRESS, until } from '@arogya/testing';
import type { AdminOrder, AuthResponse } from '@arogya/contracts';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { onScreen, overflow, pageProblems } from './console-checks.js';

/**
 * Issue 32 in the console at 375 px: the cash-on-delivery orders, listed by state (the orders
 * list filtered by payment and status); staff confirm one awaiting its code, ship it (its
 * invoice issued then) and record the cash collected on delivery.
 */
const ADMIN = { email: 'cod-console-admin@test.local', password: 'cod-console-admin-pass' };
let admin: AuthResponse;
let shopper: AuthResponse;
let productId = '';
const suite = browserSuite(
  'codconsole',
  ADMIN,
  async (s) => {
    const api = (method: string, path: string, body?: unknown, token?: string) =>
      callJson(method, `${s.base}${path}`, { body, token });
    admin = (await api('POST', '/api/users/login', ADMIN)).body as AuthResponse;
    shopper = (
      await api('POST', '/api/users/register', {
        name: 'Ravi Menon',
        email: `ravi-${randomUUID().slice(0, 6)}@test.local`,
        password: 'shopper-pass-1',
      })
    ).body as AuthResponse;
    productId = (
      await adminProduct(api, admin.token, { name: 'Brahmi Tablets', price: 450, countInStock: 30 })
    )._id;
  },
  undefined,
  { fees: 'shop' },
);
const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** A cash-on-delivery order of `product` placed by `who`, awaiting its code. */
async function codOrder(who = shopper, product = productId): Promise<AdminOrder> {
  const c = await api(
    'POST',
    '/api/checkout',
    {
      checkoutItems: [{ productId: product, quantity: 1 }],
      shippingAddress: { ...SHIPPING_ADDRESS, address: `${randomUUID().slice(0, 8)} MG Road` },
      paymentMethod: 'COD',
    },
    who.token,
  );
  assert.equal(c.status, 201, JSON.stringify(c.body));
  assert.equal(
    (await api('POST', `/api/checkout/${c.body._id}/place`, undefined, who.token)).status,
    200,
  );
  return until(
    async () =>
      ((await api('GET', '/api/orders/my-orders', undefined, who.token)).body as AdminOrder[]).find(
        (o) => o.checkoutId === c.body._id,
      ),
    15_000,
    'the COD order',
  );
}

describe('cash-on-delivery orders in the console (issue 32)', () => {
  it('lists COD orders by state; staff confirm one, ship it (invoiced then) and record the cash on delivery (375 px)', async () => {
    const order = await codOrder();
    const paid = await api(
      'GET',
      '/api/admin/orders?filter=' + encodeURIComponent('{"paymentMethod":"Razorpay"}'),
      undefined,
      admin.token,
    );
    assert.ok(
      !(paid.body as AdminOrder[]).some((o) => o._id === order._id),
      'not among online orders',
    );
    const page = await suite.newPage(375, 800);
    const filter = encodeURIComponent(
      JSON.stringify({ paymentMethod: 'COD', status: 'Awaiting confirmation' }),
    );
    await suite.signedIn(page, ADMIN, `/admin/orders?filter=${filter}`);
    const row = page.locator('.phone-list li').filter({ hasText: order._id.slice(-6) });
    await row.waitFor();
    assert.ok((await overflow(page)) <= 1, 'the list fits 375 px');
    await screenshot(page, 'admin-cod-orders');

    await page.goto(`${suite.base}/admin/orders/${order._id}/show`);
    const actions = page.getByTestId('order-actions').getByRole('button');
    await page.getByTestId('order-status').filter({ hasText: 'Awaiting confirmation' }).waitFor();
    assert.deepEqual(await actions.allInnerTexts(), ['CONFIRM ORDER', 'CANCEL ORDER']);
    for (const b of await actions.all()) await onScreen(b, 375, await b.innerText());
    assert.match(await page.getByTestId('order-payment-method').innerText(), /COD/);
    await actions.filter({ hasText: 'Confirm order' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Processing' }).waitFor();
    await actions.filter({ hasText: 'Mark Shipped' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Shipped' }).waitFor();
    await until(
      async () =>
        (
          (await api('GET', `/api/admin/orders/${order._id}`, undefined, admin.token))
            .body as AdminOrder
        ).invoiceNumber,
      10_000,
      'the invoice, issued when it shipped',
    );
    await actions.filter({ hasText: 'Mark Delivered' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Delivered' }).waitFor();
    await page.getByTestId('order-paid').filter({ hasText: /^Paid/ }).waitFor();
    const done = (await api('GET', `/api/admin/orders/${order._id}`, undefined, admin.token))
      .body as AdminOrder;
    assert.deepEqual([done.isPaid, done.cod?.cashCollected], [true, true]);
    assert.deepEqual(await pageProblems(page, 'COD order @375'), []);
    await screenshot(page, 'admin-cod-order-delivered');
  });

  it('a parcel that comes back is returned to origin; the order says how cash on delivery was decided; the rules are set in Fees and offers (375 px)', async () => {
    const other = (
      await api('POST', '/api/users/register', {
        name: 'Meera Iyer',
        email: `meera-${randomUUID().slice(0, 6)}@test.local`,
        password: 'shopper-pass-2',
      })
    ).body as AuthResponse;
    const shatavari = (
      await adminProduct(api, admin.token, { name: 'Shatavari', price: 350, countInStock: 10 })
    )._id;
    const order = await codOrder(other, shatavari);
    for (const status of ['Processing', 'Shipped'])
      assert.equal(
        (await api('PUT', `/api/admin/orders/${order._id}`, { status }, admin.token)).status,
        200,
      );
    const page = await suite.newPage(375, 800);
    await suite.signedIn(page, ADMIN, `/admin/orders/${order._id}/show`);
    await page.getByTestId('order-status').filter({ hasText: 'Shipped' }).waitFor();
    assert.equal(
      (await page.getByTestId('order-cod-decision').innerText()).replace(/\s+/g, ' ').trim(),
      'Offered at checkout',
    );
    const actions = page.getByTestId('order-actions').getByRole('button');
    assert.deepEqual(await actions.allInnerTexts(), [
      'MARK DELIVERED',
      'RETURNED TO ORIGIN',
      'CANCEL ORDER',
    ]);
    await actions.filter({ hasText: 'Returned to origin' }).click();
    await page.getByTestId('order-status').filter({ hasText: 'Returned' }).waitFor();
    await until(
      async () =>
        ((await api('GET', `/api/products/${shatavari}`)).body as { countInStock: number })
          .countInStock === 10,
      10_000,
      'its unit back on sale',
    );
    const back = (await api('GET', `/api/admin/orders/${order._id}`, undefined, admin.token))
      .body as AdminOrder;
    assert.deepEqual([back.status, back.isPaid, back.refund], ['Returned', false, null]);
    assert.ok(back.creditNoteNumber, 'its invoice reversed');
    assert.deepEqual(await pageProblems(page, 'returned COD order @375'), []);
    await screenshot(page, 'admin-cod-order-returned');

    // the dashboard: the first test's delivery and this return, in their zone (Udaipur: the
    // shop's own city)
    await page.goto(`${suite.base}/admin`);
    await page.getByTestId('cod-card').waitFor();
    assert.deepEqual(await page.getByTestId('cod-rto-zone').allInnerTexts(), [
      'Same city: 50% (1 of 2)',
    ]);
    assert.match(
      await page.getByTestId('cod-share').innerText(),
      /^100% of the last 30 days’ orders \(2 of 2\)$/,
    );
    assert.equal(
      await page.getByTestId('cod-awaiting').innerText(),
      '0 orders awaiting their code',
    );
    assert.deepEqual(await pageProblems(page, 'dashboard COD card @375'), []);
    await page
      .getByTestId('cod-card')
      .screenshot({ path: await screenshot(page, 'admin-cod-card') });

    // one return is the limit now: Meera's next checkout is offered no cash, and its order,
    // paid online, tells staff why in the console's words
    assert.equal(
      (await api('PUT', '/api/admin/fee-settings/shop', { codMaxReturns: 1 }, admin.token)).status,
      200,
    );
    const online = await api(
      'POST',
      '/api/checkout',
      {
        checkoutItems: [{ productId, quantity: 1 }],
        shippingAddress: { ...SHIPPING_ADDRESS, address: `${randomUUID().slice(0, 8)} MG Road` },
        paymentMethod: 'Razorpay',
      },
      other.token,
    );
    assert.equal(online.status, 201, JSON.stringify(online.body));
    await payCheckout(api, suite.shop.sandbox.url, other.token, online.body._id as string);
    const paid = await until(
      async () =>
        (
          (await api('GET', '/api/orders/my-orders', undefined, other.token)).body as AdminOrder[]
        ).find((o) => o.checkoutId === online.body._id),
      15_000,
      'the order paid online',
    );
    await page.goto(`${suite.base}/admin/orders/${paid._id}/show`);
    const decision = page.getByTestId('order-cod-decision');
    await decision.waitFor();
    assert.equal(
      (await decision.innerText()).replace(/\s+/g, ' ').trim(),
      'Not offered at checkout: The customer has 1 cash orders returned to origin (limit 1)',
    );

    // the rules of the decision, with the server's ranges
    await page.goto(`${suite.base}/admin/fee-settings`);
    const window = page.getByLabel('Last cash orders a PIN’s rate is taken over');
    await window.waitFor();
    assert.equal(await window.inputValue(), '20');
    await window.fill('3');
    await page.getByRole('button', { name: 'Save fees and offers' }).click();
    await page.getByText('Must be at least 5').first().waitFor();
    // "The form is not valid" covers the button on a phone until it goes (it stays while the
    // pointer rests on it)
    await page.mouse.move(5, 5);
    await page.locator('.MuiSnackbar-root').waitFor({ state: 'detached', timeout: 15_000 });
    await window.fill('30');
    await page.getByRole('button', { name: 'Save fees and offers' }).click();
    await until(
      async () =>
        (
          (await api('GET', '/api/admin/fee-settings/shop', undefined, admin.token)).body as {
            codPinRtoWindow: number;
          }
        ).codPinRtoWindow === 30,
      10_000,
      'the new window kept',
    );
    await page.getByTestId('cod-rules').waitFor();
    assert.ok((await overflow(page)) <= 1, 'the settings fit 375 px');
    await screenshot(page, 'admin-cod-rules');
  });
});
