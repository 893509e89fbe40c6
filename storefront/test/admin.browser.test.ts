import {
  ProductCreatedV1,
  type DeadLetter,
  type OrderView,
  type Product,
  type PublicUser,
} from '@arogya/contracts';
import {
  FOOD_LABEL,
  buy,
  callJson,
  eventsSettled,
  metricValue,
  publishMalformed,
  refuseProductInCart,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations, browserSuite, screenshot } from './browser.js';

const ADMIN = { email: 'console-admin@test.local', password: 'console-admin-pass' };
const suite = browserSuite('adm', ADMIN, prepare);
const { newPage, signedIn } = suite;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let adminToken: string;
let buyer: { user: PublicUser; token: string };

const api = (method: string, path: string, body?: unknown, token = adminToken) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** A paid order, placed the way a shopper does (checkout → sandbox → verify). */
async function placeOrder(): Promise<OrderView> {
  const [product] = (await api('GET', '/api/products?category=Protein&limit=1')).body as Product[];
  const checkout = await buy(
    api,
    suite.shop.sandbox.url,
    buyer.token,
    [{ productId: product!._id, quantity: 2 }],
    {
      firstName: 'Kavya',
      lastName: 'Rao',
      address: '8 City Palace Road',
      city: 'Udaipur',
      postalCode: '313001',
      state: 'Rajasthan',
      country: 'INDIA',
      phone: '9988776655',
    },
  );
  return until(
    async () => {
      const orders = (await api('GET', '/api/orders/my-orders', undefined, buyer.token))
        .body as OrderView[];
      return orders.find((o) => o.checkoutId === checkout._id);
    },
    10_000,
    'the order of the checkout',
  );
}

/** Before the tests: the admin's token, a customer, and two paid orders of theirs. */
async function prepare() {
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  buyer = (
    await api('POST', '/api/users/register', {
      name: 'Kavya Rao',
      email: `kavya-${randomUUID().slice(0, 6)}@test.local`,
      password: 'kavya-pass-1',
    })
  ).body;
  await placeOrder();
  await placeOrder();
}

/** Waits until a dialog has faded in (for its screenshot). */
const dialogShown = (page: Page) =>
  page.waitForFunction(() => {
    const container = document.querySelector('.MuiDialog-container');
    return container !== null && getComputedStyle(container).opacity === '1';
  });

describe('admin console (SPEC §2 admin screens)', () => {
  it('a customer who opens /admin is sent to /login', async () => {
    const page = await newPage(1280, 720);
    await signedIn(page, { email: buyer.user.email, password: 'kavya-pass-1' }, '/admin');
    await page.waitForURL(/\/login/);
    await page.context().close();
  });

  it('dashboard figures match the orders; a product is created with an image and edited; an order is shipped then delivered; a role changes', async () => {
    const page = await newPage();
    await signedIn(page, ADMIN, '/admin');

    // the dashboard's figures, against the orders themselves
    const orders = (await api('GET', '/api/admin/orders')).body as OrderView[];
    const revenue = orders
      .filter((o) => o.isPaid && o.status !== 'Cancelled')
      .reduce((s, o) => s + o.totalPrice, 0);
    const number = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    await page.getByTestId('revenue').waitFor();
    assert.equal(number(await page.getByTestId('revenue').innerText()), Number(revenue.toFixed(2)));
    // rupees as the console shows every amount: ₹, Indian grouping, two decimals
    const inr = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    assert.equal(await page.getByTestId('revenue').innerText(), inr.format(revenue));
    assert.equal(number(await page.getByTestId('total-orders').innerText()), orders.length);
    assert.equal(number(await page.getByTestId('total-products').innerText()), 64);
    // the charts (loaded after the figures): each status's count and today's revenue, as their
    // screen-reader tables give them, against the orders
    const chartRows = async (testId: string) => {
      const rows = page.getByTestId(testId).locator('tbody tr');
      await rows.first().waitFor({ state: 'attached' });
      return (await rows.allTextContents()).map((t) => t.trim());
    };
    const statusRows = await chartRows('status-chart');
    for (const status of ['Processing', 'Shipped', 'Delivered', 'Cancelled'])
      assert.ok(
        statusRows.includes(`${status}${orders.filter((o) => o.status === status).length}`),
        `${status} in ${JSON.stringify(statusRows)}`,
      );
    const dayRows = await chartRows('revenue-chart');
    assert.equal(dayRows.length, 30);
    // the chart's days are India's (the shop's), whatever this machine's time zone
    const indiaDay = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);
    const today = indiaDay(new Date());
    const todays = orders.filter(
      (o) => o.isPaid && o.status !== 'Cancelled' && indiaDay(new Date(o.createdAt)) === today,
    );
    const todayLabel = new Date(`${today}T00:00:00`).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'short',
    });
    assert.equal(
      dayRows.at(-1),
      `${todayLabel}${inr.format(todays.reduce((n, o) => n + o.totalPrice, 0))}`,
    );
    await page.getByTestId('revenue-chart').locator('svg').first().waitFor();
    await screenshot(page, 'admin-dashboard');

    // a new product with an image, made from a list filtered on another category
    const sku = `ADM-${randomUUID().slice(0, 6).toUpperCase()}`;
    const protein = encodeURIComponent(JSON.stringify({ category: 'Protein' }));
    await page.goto(`${suite.base}/admin/products?filter=${protein}`);
    await page.getByRole('link', { name: 'Add Product' }).first().click();
    await page.waitForURL(/\/admin\/products\/new$/);
    // the list (whose sort buttons are also labelled "name", "price") is gone once the form's Save shows
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.getByLabel('Name').first().fill('Console Tulsi Green Tea');
    await page.getByLabel('Description').first().fill('Made from the admin console.');
    // its one variant's price and stock (issue 30: the variants say them)
    await page.getByTestId('variant-price').first().fill('349');
    await page.getByTestId('variant-stock').first().fill('25');
    await page.getByLabel('Product SKU').fill(sku);
    await page.getByRole('combobox', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Superfood' }).click();
    // a food is published with its FSSAI licence and veg mark (issue 30)
    await page.getByTestId('label-fssai').fill('1002 0063 000718');
    await page.getByRole('combobox', { name: /^Veg \/ non-veg/ }).click();
    await page.getByRole('listbox').getByText('Veg (green dot)', { exact: true }).click();
    await page.getByLabel('Brand').fill('GreenLeaf Naturals');
    await page.getByLabel('Collection').fill('super-food');
    const png = join(tmpdir(), `admin-${sku}.png`);
    writeFileSync(png, PNG);
    await page.getByTestId('image-upload').setInputFiles(png);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/products(\?.*)?$/);
    // the list it returns to shows the new product first, whatever filter it had before
    await page
      .getByRole('row')
      .nth(1)
      .getByText('Console Tulsi Green Tea')
      .waitFor({ timeout: 10_000 });
    const [created] = (
      await api(
        'GET',
        `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: sku }))}&range=[0,0]`,
      )
    ).body as Product[];
    assert.ok(created, 'created');
    const [firstVariant] = (
      (await api('GET', `/api/admin/products/${created._id}`)).body as Product
    ).variants!;
    assert.match(created.images[0]!.url, /^\/uploads\/.+\.png$/);
    assert.equal(created.images[0]!.isPrimary, true);

    // edit it: a size and colour for its variant, a second variant, a second image made primary
    await page.goto(`${suite.base}/admin/products/${created._id}/edit`);
    await page.getByTestId('variant-size').first().fill('S');
    // a colour entered as a code needs a name shoppers can read
    await page.getByTestId('variant-color').first().fill('#166534');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Name the colour: shoppers would see the code').waitFor();
    await page.getByTestId('variant-color-name').first().fill('Forest Green');
    await page.getByRole('button', { name: 'Add a variant' }).click();
    await page.getByTestId('variant-size').nth(1).fill('M');
    await page.getByTestId('variant-color').nth(1).fill('#f59e0b');
    await page.getByTestId('variant-color-name').nth(1).fill('Saffron');
    await page.getByTestId('variant-price').nth(1).fill('399');
    await page.getByTestId('variant-stock').nth(1).fill('5');
    await page.getByTestId('image-upload').setInputFiles(png);
    await page.getByTestId('set-primary').last().waitFor();
    await page.getByTestId('set-primary').last().click();
    assert.equal(await page.getByTestId('primary-tag').count(), 1);
    await screenshot(page, 'admin-product-edit');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await page.waitForURL(/\/admin\/products$/);
    const edited = (await api('GET', `/api/admin/products/${created._id}`)).body as Product;
    assert.deepEqual(edited.sizes, ['S', 'M']);
    assert.deepEqual(edited.colors, ['#166534', '#f59e0b']);
    assert.deepEqual(edited.colorsName, ['Forest Green', 'Saffron']);
    assert.deepEqual(
      edited.variants!.map((v) => [v._id, v.price, v.countInStock]),
      [
        [firstVariant!._id, 349, 25], // the variant it was, sized and coloured
        [edited.variants![1]!._id, 399, 5],
      ],
    );
    assert.equal(edited.countInStock, 30);
    assert.equal(edited.images.length, 2);
    assert.deepEqual(
      edited.images.map((i) => i.isPrimary),
      [false, true],
    );
    await screenshot(page, 'admin-products');

    // an order: Shipped, then Delivered
    const target = orders.find((o) => o.status === 'Processing')!;
    await page.goto(`${suite.base}/admin/orders`);
    const row = page
      .getByRole('row')
      .filter({ hasText: target._id.slice(-6) })
      .first();
    const orderIs = (status: string) =>
      until(
        async () =>
          (await api('GET', `/api/admin/orders/${target._id}`)).body.status === status || undefined,
        5000,
        `the order to be ${status}`,
      );
    await row.getByTestId('status-select').selectOption('Shipped');
    await orderIs('Shipped');
    await row.getByTestId('mark-delivered').click();
    await orderIs('Delivered');
    const delivered = (await api('GET', `/api/admin/orders/${target._id}`)).body as OrderView;
    assert.equal(delivered.status, 'Delivered');
    assert.equal(delivered.isDelivered, true);
    await screenshot(page, 'admin-orders');

    // a user's role
    await page.goto(`${suite.base}/admin/users`);
    const userRow = page.getByRole('row').filter({ hasText: buyer.user.email }).first();
    await userRow.getByTestId('role-select').selectOption('admin');
    await until(
      async () =>
        ((await api('GET', '/api/admin/users')).body as PublicUser[]).find(
          (u) => u._id === buyer.user._id,
        )?.role === 'admin' || undefined,
      5000,
      'the role to change',
    );
    const users = (await api('GET', '/api/admin/users')).body as PublicUser[];
    assert.equal(users.find((u) => u._id === buyer.user._id)?.role, 'admin');
    await screenshot(page, 'admin-users');
    await page.context().close();
  });

  it('dead letters: one made on purpose is seen in the console, replayed from there and handled once; another discarded with a reason', async () => {
    // a product the cart cannot take (a fault planted in its database), and a malformed event
    const name = 'Console Dead Letter Moringa';
    const fault = await refuseProductInCart(suite.env, suite.ns, name);
    const created = await api('POST', '/api/admin/products', {
      name,
      description: 'Made to fail.',
      price: 420,
      countInStock: 3,
      sku: `DLQ-${randomUUID().slice(0, 6).toUpperCase()}`,
      category: 'Superfood',
      label: FOOD_LABEL,
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    await publishMalformed(suite.env, suite.ns, ProductCreatedV1.type, '{"broken": tru');
    const letters = async () =>
      (await api('GET', '/api/admin/dead-letters?range=[0,24]')).body as DeadLetter[];
    const [refused, malformed] = await until(
      async () => {
        const all = await letters();
        const a = all.find((l) => JSON.stringify(l.payload).includes(created.body._id));
        const b = all.find((l) => l.payload === '{"broken": tru');
        return a && b ? [a, b] : undefined;
      },
      30_000,
      'both dead letters',
    );
    const rowOf = (page: Page, id: string) =>
      page
        .getByRole('row')
        .filter({ has: page.getByText(`#${id}`, { exact: true }) })
        .first();

    // on a phone, one card each, the payload a tap away
    const phone = await newPage(390, 844);
    await signedIn(phone, ADMIN, '/admin/dead-letters');
    const card = phone.getByTestId('dead-letter-card').filter({ hasText: `#${refused._id} ·` });
    await card.waitFor();
    assert.match(await card.innerText(), /refused on purpose/);
    await card.getByRole('button', { name: 'Payload' }).click();
    await card.getByTestId('dead-letter-payload').waitFor();
    await phone.locator('.MuiCollapse-entered').first().waitFor();
    await screenshot(phone, 'admin-dead-letters');
    await phone.context().close();

    const page = await newPage();
    await signedIn(page, ADMIN, '/admin');
    await page.getByRole('menuitem', { name: 'Dead letters' }).click();
    await page.waitForURL(/\/admin\/dead-letters$/);
    const row = rowOf(page, refused._id);
    await row.waitFor();
    assert.match(await row.innerText(), /shop\.catalog\.product-created\.v1/);
    assert.match(await row.innerText(), /cart-product-created/);
    assert.match(await row.getByTestId('dead-letter-error').innerText(), /refused on purpose/);
    assert.match(await row.innerText(), /\b5\b/, 'its deliveries');
    await row.click(); // opens the payload
    const payload = page.getByTestId('dead-letter-payload').first();
    await payload.waitFor();
    const shown = JSON.parse(await payload.innerText()) as {
      id: string;
      data: { product: Product };
    };
    await page.locator('.MuiCollapse-entered').first().waitFor();
    assert.equal(shown.id, refused.eventId);
    assert.equal(shown.data.product.name, name);
    await screenshot(page, 'admin-dead-letters');

    // the cause fixed, one click on Replay (confirmed): handled once
    await fault.fix();
    const cart = suite.shop.services.cart;
    const handled = () =>
      metricValue(
        cart.opsUrl,
        'events_handled_total',
        'consumer="cart-product-created",outcome="handled"',
      );
    const before = await handled();
    await row.getByTestId('dead-letter-replay').click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Replay dead letter #${refused._id}?`).waitFor();
    await dialogShown(page);
    await screenshot(page, 'admin-dead-letter-replay');
    await confirm.getByRole('button', { name: 'Replay' }).click();
    await page.getByText(`Dead letter #${refused._id} replayed`).waitFor();
    await rowOf(page, refused._id).waitFor({ state: 'detached' });
    await until(
      async () => ((await handled()) === before + 1 ? true : undefined),
      10_000,
      'handled',
    );
    await eventsSettled(suite.env, suite.ns, [cart]);
    assert.equal(await handled(), before + 1, 'handled exactly once');

    // the malformed one: Discard asks for a reason first
    const bad = rowOf(page, malformed._id);
    await bad.getByTestId('dead-letter-discard').click();
    const dialog = page.getByRole('dialog');
    const discard = dialog.getByTestId('discard-confirm');
    assert.equal(await discard.isDisabled(), true, 'no reason, no discard');
    await dialog.getByTestId('discard-reason').fill('   ');
    assert.equal(await discard.isDisabled(), true, 'blanks are no reason');
    await dialog.getByTestId('discard-reason').fill('A test event that was never an envelope');
    await dialog.locator('[data-testid="discard-confirm"]:not([disabled])').waitFor();
    await dialogShown(page);
    await screenshot(page, 'admin-dead-letter-discard');
    await discard.click();
    await page.getByText(`Dead letter #${malformed._id} discarded`).waitFor();
    await page.getByTestId('no-dead-letters').waitFor();
    await screenshot(page, 'admin-dead-letters-empty');

    // the audit trail, newest first
    await page.getByRole('link', { name: 'Audit trail' }).click();
    await page.waitForURL(/\/admin\/dead-letter-audit$/);
    const audit = page.getByRole('row').filter({ has: page.getByTestId('audit-action') });
    await audit.nth(1).waitFor();
    const [discarded, replayed] = await audit.allInnerTexts();
    assert.match(discarded!, new RegExp(`discarded[\\s\\S]*#${malformed._id}`));
    assert.match(discarded!, /A test event that was never an envelope/);
    assert.match(replayed!, new RegExp(`replayed[\\s\\S]*#${refused._id}`));
    assert.match(replayed!, new RegExp(ADMIN.email));
    await screenshot(page, 'admin-dead-letter-audit');
    await page.context().close();
  });

  it('screens at 375 px: lists as SimpleLists, every action on screen, nothing wider than the phone', async () => {
    const page = await newPage(375, 800);
    await signedIn(page, ADMIN, '/admin');
    await page.getByTestId('revenue').waitFor();
    const offScreen: string[] = [];
    for (const [name, path, actions] of [
      ['admin-dashboard', '/admin', []],
      // Delete is on a product's edit page, not beside Edit on every row (issue 31)
      ['admin-products', '/admin/products', ['Edit']],
      ['admin-orders', '/admin/orders', ['status-select', 'mark-delivered']],
      ['admin-users', '/admin/users', ['role-select', 'Delete']],
      ['admin-dead-letters-empty', '/admin/dead-letters', []],
      ['admin-dead-letter-audit', '/admin/dead-letter-audit', []],
    ] as const) {
      await page.goto(`${suite.base}${path}`);
      await page.waitForLoadState('networkidle');
      if (actions.length > 0) {
        // a SimpleList, not the table: the first record's actions inside the screen
        await page.locator('.phone-list li').first().waitFor();
        assert.equal(await page.locator('table.RaDataTable-table').count(), 0, `${path}: no table`);
        const first = page.locator('.phone-list li').first();
        for (const action of actions) {
          const control = action.includes('-')
            ? first.getByTestId(action)
            : first.getByRole(action === 'Edit' ? 'link' : 'button', { name: action });
          const box = (await control.boundingBox())!;
          if (box.x < 0 || box.x + box.width > 375)
            offScreen.push(`${path}: ${action} at ${box.x}`);
        }
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 375) offScreen.push(`${path}: page ${width} px wide`);
      await screenshot(page, name);
    }
    assert.deepEqual(offScreen, []);
    await page.context().close();
  });

  it('accessibility (axe-core): no critical or serious violation on any console screen, at 375 px and 1280 px', async () => {
    // react-admin 5's row checkboxes are checked too: the console's theme names their inputs
    const [product] = (await api('GET', '/api/admin/products?range=[0,0]')).body as Product[];
    const found: string[] = [];
    for (const width of [375, 1280]) {
      const page = await newPage(width, 800);
      await signedIn(page, ADMIN, '/admin');
      await page.getByTestId('revenue').waitFor();
      for (const path of [
        '/admin',
        '/admin/users',
        '/admin/products',
        '/admin/products/new',
        `/admin/products/${product!._id}/edit`,
        '/admin/orders',
        '/admin/dead-letters',
        '/admin/dead-letter-audit',
      ]) {
        await page.goto(`${suite.base}${path}`);
        await page.waitForLoadState('networkidle');
        if (path === '/admin')
          await page.getByTestId('status-chart').locator('svg').first().waitFor();
        // the screen, not react-admin's "Please wait" while its lazy page loads: its title shows
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll('h1')).some((h) => h.textContent?.trim()),
        );
        for (const v of await axeViolations(page)) found.push(`${path} @${width}: ${v}`);
        // one <h1> per page: its title
        const headings = await page.locator('h1').allInnerTexts();
        if (headings.length !== 1 || !headings[0]!.trim())
          found.push(`${path} @${width}: h1 ${JSON.stringify(headings)}`);
      }
      await page.context().close();
    }
    assert.deepEqual(found, []);
  });
});
