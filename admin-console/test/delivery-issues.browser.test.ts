import {
  orderNumber,
  type DeliveryIssueView,
  type OrderView,
  type Product,
  type ShipmentView,
} from '@arogya/contracts';
import { adminProduct, buy, callJson, signUp, until } from '@arogya/testing';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dialogShown, overflow, pageProblems } from './console-checks.js';

/**
 * Issue 33 in the console: the failed deliveries (the courier's NDRs), at 1280 px and on a 375
 * px phone. Two parcels the courier sandbox could not deliver: staff deliver one again on a day
 * with a corrected phone, and bring the other back; the courier hears each once.
 */
const ADMIN = { email: 'ndr-web-admin@test.local', password: 'ndr-web-admin-pass' };
const suite = browserSuite('ndrweb', ADMIN, prepare, {}, { courier: { scanIntervalMs: 50 } });
let toDeliver: ShipmentView;
let toReturn: ShipmentView;

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** A shopper's paid order of `product`, booked, handed over and refused at the door. */
async function refusedParcel(admin: string, product: Product, reason: string) {
  const shopper = await signUp(api, 'ndr');
  const checkout = await buy(api, suite.shop.sandbox.url, shopper.token, [
    { productId: product._id, quantity: 1 },
  ]);
  const order = await until(
    async () =>
      (
        (await api('GET', '/api/orders/my-orders', undefined, shopper.token)).body as OrderView[]
      ).find((o) => o.checkoutId === checkout._id),
    20_000,
    'the order',
  );
  const parcel = await until(
    async () => {
      const r = await api('POST', '/api/admin/shipments', { orderId: order._id }, admin);
      return r.status === 201 ? (r.body as ShipmentView) : undefined;
    },
    20_000,
    'the parcel booked',
  );
  suite.shop.courier!.setOutcome(parcel.awb!, 'ndr', reason);
  const pickup = await api('POST', '/api/admin/pickups', { ids: [parcel._id] }, admin);
  assert.equal(pickup.status, 201, JSON.stringify(pickup.body));
  return parcel;
}

/** Before the tests: two parcels refused at the door, awaiting staff. */
async function prepare() {
  const admin = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
  const product = (await adminProduct(api, admin, {
    name: 'Ashwagandha Churna',
    price: 260,
    countInStock: 20,
  })) as Product;
  toDeliver = await refusedParcel(admin, product, 'Address incomplete');
  // the second fails a while later (the courier writes times to the second): oldest first is
  // then one order
  await until(
    async () =>
      ((await api('GET', '/api/admin/delivery-issues', undefined, admin)).body as unknown[])
        .length === 1 || undefined,
    30_000,
    'the first failed delivery',
  );
  await new Promise((r) => setTimeout(r, 1100));
  toReturn = await refusedParcel(admin, product, 'Customer refused');
  await until(
    async () => {
      const open = (await api('GET', '/api/admin/delivery-issues', undefined, admin))
        .body as DeliveryIssueView[];
      return open.length === 2 || undefined;
    },
    30_000,
    'both failed deliveries',
  );
}

const actionsOf = (awb: string) =>
  suite.shop
    .courier!.shipment(awb)!
    .shipment.ndrActions.map((n) => [n.action, n.deferredDate, n.phone]);

describe('failed deliveries in the console (issue 33)', () => {
  it('at 1280 px: the queue, oldest first; one delivered again on a day with a corrected phone', async () => {
    const page = await suite.newPage(1280, 900);
    await suite.signedIn(page, ADMIN, '/admin/delivery-issues');
    const rowOf = (s: ShipmentView) => page.getByRole('row').filter({ hasText: s.awb! });
    await rowOf(toDeliver).waitFor();
    const text = (await rowOf(toDeliver).innerText()).replace(/\s+/g, ' ');
    assert.match(text, new RegExp(orderNumber(toDeliver.orderId)));
    assert.match(text, /Undelivered - Address incomplete/);
    assert.match(text, /Attempt 1/);
    assert.match(text, /Awaiting a decision/);
    assert.match(text, new RegExp(`${toDeliver.courierName} AWB ${toDeliver.awb}`));
    // oldest first: the parcel refused first is the first row
    const rows = await page.getByRole('row').allInnerTexts();
    assert.ok(
      rows.findIndex((r) => r.includes(toDeliver.awb!)) <
        rows.findIndex((r) => r.includes(toReturn.awb!)),
    );
    const problems = await pageProblems(page, 'failed deliveries @1280');
    await screenshot(page, 'admin-delivery-issues');

    await rowOf(toDeliver).getByTestId('issue-reattempt').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Deliver ${orderNumber(toDeliver.orderId)}`, { exact: false }).waitFor();
    await dialog.getByTestId('issue-day').click();
    const days = page.getByRole('option');
    assert.equal(await days.count(), 4, 'the courier’s next attempt, and three days');
    const day = (await days.nth(2).getAttribute('data-value'))!;
    await days.nth(2).click();
    await dialog.getByTestId('issue-phone').fill('99887 66554');
    await dialogShown(page);
    problems.push(...(await pageProblems(page, 'deliver again @1280')));
    await screenshot(page, 'admin-delivery-reattempt');
    await dialog.getByTestId('issue-reattempt-confirm').click();
    await page
      .getByText(
        `The courier will deliver ${orderNumber(toDeliver.orderId)} · AWB ${toDeliver.awb} again`,
      )
      .waitFor();
    await rowOf(toDeliver).waitFor({ state: 'detached' });
    assert.deepEqual(actionsOf(toDeliver.awb!), [['re-attempt', day, '9988766554']]);
    assert.deepEqual(problems, []);
  });

  it('at 375 px: a list that fits; the other brought back to the shop, once', async () => {
    const phone = await suite.newPage(375, 800);
    await suite.signedIn(phone, ADMIN, '/admin/delivery-issues');
    const item = phone.locator('.phone-list li').filter({ hasText: toReturn.awb! });
    await item.waitFor();
    assert.equal(await phone.locator('table.RaDataTable-table').count(), 0, 'a list, no table');
    for (const name of [/^Deliver again/, /^Return to us/]) {
      const box = (await item.getByRole('button', { name }).boundingBox())!;
      assert.ok(box.x >= 0 && box.x + box.width <= 375, `${name} at ${box.x}+${box.width}`);
    }
    assert.ok((await overflow(phone)) <= 1, 'the page fits 375 px');
    const problems = await pageProblems(phone, 'failed deliveries @375');
    await screenshot(phone, 'admin-delivery-issues');
    await item.getByTestId('issue-return').click();
    const confirm = phone.getByRole('dialog');
    await confirm.getByText(/^Bring #\w{6} · AWB \d+ back\?$/).waitFor();
    await dialogShown(phone);
    problems.push(...(await pageProblems(phone, 'return @375')));
    await confirm.getByRole('button', { name: 'Return to us' }).click();
    await phone
      .getByText(`${orderNumber(toReturn.orderId)} · AWB ${toReturn.awb} is coming back to us`)
      .waitFor();
    await item.waitFor({ state: 'detached' });
    assert.deepEqual(actionsOf(toReturn.awb!), [['return', null, null]]);
    // the decided ones, by state: who decided, and the day asked for
    await phone.getByRole('combobox', { name: 'State' }).click();
    await phone.getByRole('option', { name: 'Returning to us', exact: true }).click();
    await phone
      .locator('.phone-list li')
      .filter({ hasText: toReturn.awb! })
      .getByText('Decided by staff')
      .waitFor();
    assert.deepEqual(problems, []);
  });
});
