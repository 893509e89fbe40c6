import type { OrderView, Product, PublicUser, ShipmentView } from '@arogya/contracts';
import { adminProduct, buy, callJson, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite } from './browser.js';
import { checkPage } from './page-checks.js';

/**
 * Issue 33, tracking for the shopper: an order of two products, one shipped with the courier
 * sandbox and refused at the first attempt (the courier's NDR: "Customer not available", its
 * estimate a day later), the other still to pack. Its page shows the timeline; the public
 * tracking page shows the same to anyone with the order's number and phone, and nothing to a
 * wrong pair. At 375 px and 1280 px, axe clean.
 */
const ADMIN = { email: 'track-admin@test.local', password: 'track-admin-pass' };
const BUYER = { email: `track-${randomUUID().slice(0, 6)}@test.local`, password: 'track-pass-12' };
const PHONE = '9988776655';
const suite = browserSuite('trackb', ADMIN, prepare, {}, { courier: { scanIntervalMs: 50 } });
let order: OrderView;
let parcel: ShipmentView;

const api = (method: string, path: string, body?: unknown, token?: string) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** Before the tests: the order, its first parcel out and back undelivered, its second unpacked. */
async function prepare() {
  const admin = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
  const asAdmin = (method: string, path: string, body?: unknown) => api(method, path, body, admin);
  const shatavari = (await adminProduct(api, admin, {
    name: 'Shatavari Granules',
    price: 450,
    countInStock: 20,
  })) as Product;
  const giloy = (await adminProduct(api, admin, {
    name: 'Giloy Tablets',
    price: 320,
    countInStock: 20,
  })) as Product;
  const buyer = (await api('POST', '/api/users/register', { name: 'Nisha Menon', ...BUYER }))
    .body as { user: PublicUser; token: string };
  const checkout = await buy(
    api,
    suite.shop.sandbox.url,
    buyer.token,
    [
      { productId: shatavari._id, quantity: 2 },
      { productId: giloy._id, quantity: 1 },
    ],
    {
      firstName: 'Nisha',
      lastName: 'Menon',
      address: '7 Marine Drive',
      city: 'Kochi',
      postalCode: '682001',
      state: 'Kerala',
      country: 'INDIA',
      phone: PHONE,
    },
  );
  order = await until(
    async () =>
      (
        (await api('GET', '/api/orders/my-orders', undefined, buyer.token)).body as OrderView[]
      ).find((o) => o.checkoutId === checkout._id),
    20_000,
    'the order',
  );
  // the shatavari now: booked once fulfilment knows the order, refused at the door
  const booked = await until(
    async () => {
      const r = await asAdmin('POST', '/api/admin/shipments', {
        orderId: order._id,
        lines: [{ productId: shatavari._id, size: '', color: '', quantity: 2 }],
      });
      return r.status === 201 ? (r.body as ShipmentView) : undefined;
    },
    20_000,
    'the parcel booked',
  );
  const courier = suite.shop.courier!;
  courier.setOutcome(booked.awb!, 'ndr', 'Customer not available');
  const pickup = await asAdmin('POST', '/api/admin/pickups', { ids: [booked._id] });
  assert.equal(pickup.status, 201, JSON.stringify(pickup.body));
  parcel = await until(
    async () => {
      const [s] = (await asAdmin('GET', `/api/admin/orders/${order._id}/shipments`))
        .body as ShipmentView[];
      return s?.status === 'undelivered' && s.expectedBy !== null ? s : undefined;
    },
    30_000,
    'the failed attempt',
  );
}

/** The tracking section's steps: each step's key and state, top to bottom. */
const stepsOf = (page: Page) =>
  page
    .getByTestId('order-tracking')
    .locator('[data-testid^="tracking-step-"]')
    .evaluateAll((els) =>
      els.map((el) => [el.getAttribute('data-testid')!.slice(14), el.getAttribute('data-state')]),
    );

/** What the timeline of the refused parcel must say, on either page. */
async function showsTheRefusedParcel(page: Page) {
  const tracking = page.getByTestId('order-tracking');
  await tracking.waitFor();
  assert.deepEqual(await stepsOf(page), [
    ['placed', 'done'],
    ['packed', 'done'],
    ['shipped', 'done'],
    ['outForDelivery', 'done'],
    ['attemptFailed', 'done'],
    ['delivered', 'current'],
  ]);
  assert.equal(
    await tracking.locator('[aria-current="step"]').getAttribute('data-testid'),
    'tracking-step-delivered',
  );
  assert.equal(
    await tracking.getByTestId('tracking-courier').innerText(),
    `${parcel.courierName} · AWB ${parcel.awb}`,
  );
  assert.match(
    await tracking.getByTestId('tracking-step-attemptFailed').innerText(),
    /Delivery attempt failed[\s\S]*Customer not available/,
  );
  // the promise made at checkout, and the courier's estimate beside it when it differs
  assert.match(await tracking.getByTestId('tracking-promise').innerText(), /^Arriving by \w+day, /);
  const estimate = tracking.getByTestId('tracking-new-estimate');
  if (parcel.expectedBy === order.estimatedDelivery) assert.equal(await estimate.count(), 0);
  else
    assert.match(
      await estimate.innerText(),
      /^The courier now expects to deliver it by \w+day, \d+ \w+$/,
    );
  assert.equal(
    await tracking.getByTestId('tracking-awaiting').innerText(),
    '1 more item is still to be packed: it will ship separately.',
  );
  // every scan, newest first, behind its summary
  const updates = tracking.getByText(`All ${parcel.scans.length} courier updates`);
  await updates.click();
  assert.match(await tracking.locator('details li').first().innerText(), /Customer not available/);
}

describe('tracking an order (issue 33)', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: the order page's timeline — shipped with its courier and AWB, a failed attempt with the courier's reason, the new estimate, what is still to pack`, async () => {
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, BUYER, `/order/${order._id}`);
      await showsTheRefusedParcel(page);
      await checkPage(page, `order-tracking-${width}`);
    });
  }

  it('at 375 px, signed out: the tracking page finds the order by its number and phone as typed, and tells a wrong pair plainly', async () => {
    const page = await suite.newPage(375, 900);
    await page.goto(`${suite.base}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
    await page.waitForURL(/\/track$/);
    await page.getByRole('heading', { name: 'Track your order', level: 1 }).waitFor();
    await checkPage(page, 'track-form-375');

    const number = `#${order._id.slice(-6).toUpperCase()}`;
    await page.getByTestId('track-order').fill(number);
    await page.getByTestId('track-contact').fill('9000000001');
    await page.getByTestId('track-submit').click();
    assert.equal(
      await page.getByTestId('track-contact-error').innerText(),
      'No order matches that number and phone or e-mail',
    );
    assert.equal(await page.getByTestId('track-result').count(), 0);

    await page.getByTestId('track-contact').fill(`+91 ${PHONE.slice(0, 5)} ${PHONE.slice(5)}`);
    await page.getByTestId('track-submit').click();
    await page.getByTestId('track-result').waitFor();
    assert.equal(
      await page.getByTestId('track-order-number').innerText(),
      `Order #${order._id.slice(-6)}`,
    );
    assert.deepEqual((await page.getByTestId('track-items').innerText()).split('\n'), [
      'Shatavari Granules × 2',
      'Giloy Tablets × 1',
    ]);
    await showsTheRefusedParcel(page);
    // deciding is for the signed-in shopper: the page says where
    assert.equal(await page.getByTestId('reattempt-form').count(), 0);
    assert.equal(
      await page.getByTestId('reattempt-note').innerText(),
      'Sign in and open this order to choose a day for another attempt.',
    );
    // nothing of where it goes
    assert.doesNotMatch(await page.locator('main').innerText(), /Marine Drive|682001/);
    await checkPage(page, 'track-result-375');

    await page.getByTestId('track-again').click();
    assert.equal(await page.getByTestId('track-contact').inputValue(), '');
  });

  it('at 375 px: the shopper chooses a day for another attempt and corrects the phone; the courier hears it, then delivers', async () => {
    const page = await suite.newPage(375, 900);
    await suite.signedIn(page, BUYER, `/order/${order._id}`);
    const form = page.getByTestId('reattempt-form');
    await form.waitFor();
    assert.equal(
      await form.getByRole('heading').innerText(),
      'Choose a day for another delivery attempt',
    );
    const days = form.getByRole('radio');
    assert.equal(await days.count(), 3);
    assert.equal(await days.first().isChecked(), true, 'tomorrow, unless another is chosen');
    const day = await days.nth(1).getAttribute('value');
    await days.nth(1).check();
    await form.getByText('Phone number or address wrong?').click();
    await page.getByTestId('reattempt-phone').fill('91234 56789');
    await checkPage(page, 'reattempt-form-375');
    await page.getByTestId('reattempt-submit').click();
    const note = page.getByTestId('reattempt-note');
    await note.waitFor();
    assert.match(await note.innerText(), /^We asked the courier to deliver on \w+day, \d+ \w+\.$/);
    assert.equal(await form.count(), 0);
    assert.deepEqual(
      suite.shop
        .courier!.shipment(parcel.awb!)!
        .shipment.ndrActions.map((n) => [n.action, n.deferredDate, n.phone]),
      [['re-attempt', day, '9123456789']],
    );
    // the courier comes that day: out again, and delivered
    await until(
      async () => {
        await page.reload();
        await page.getByTestId('order-tracking').waitFor();
        const steps = await stepsOf(page);
        return steps.at(-1)?.[1] === 'done' ? steps : undefined;
      },
      30_000,
      'delivered',
    );
    assert.deepEqual(await stepsOf(page), [
      ['placed', 'done'],
      ['packed', 'done'],
      ['shipped', 'done'],
      ['outForDelivery', 'done'],
      ['attemptFailed', 'done'],
      ['outForDelivery', 'done'],
      ['delivered', 'done'],
    ]);
    assert.equal(await page.getByTestId('reattempt-note').count(), 0);
  });
});
