import type { AuthResponse, Product } from '@arogya/contracts';
import { callJson, until } from '@arogya/testing';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { overflow, pageProblems } from './console-checks.js';

/**
 * Issue 30 in the console: a product's label facts and status in its forms. A food is refused
 * as Published without its FSSAI licence, saved as a Draft that shoppers cannot see, then
 * published with a licence and its veg mark; goods made abroad need their importer. At
 * 1280 px and on a 375 px phone; the API shows what was saved.
 */
const ADMIN = { email: 'label-web-admin@test.local', password: 'label-web-admin-pass' };
const suite = browserSuite('labelweb', ADMIN, prepare);
const WIDTHS = [1280, 375] as const;

let admin: AuthResponse;

async function prepare() {
  admin = (await callJson('POST', `${suite.base}/api/users/login`, { body: ADMIN }))
    .body as AuthResponse;
}

/** The products the admin list finds for `q` (a SKU): drafts too. */
async function adminFind(q: string): Promise<Product[]> {
  const filter = encodeURIComponent(JSON.stringify({ q }));
  const r = await callJson('GET', `${suite.base}/api/admin/products?filter=${filter}`, {
    token: admin.token,
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body as Product[];
}

/** One product as a shopper asks for it: its status and body. */
const shopperGet = (id: string) => callJson('GET', `${suite.base}/api/products/${id}`);

/** What the page says about an input: its helper text or error (by `aria-describedby`). */
const saidAbout = (input: Locator) =>
  input.evaluate((e) =>
    (e.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );

/** Waits until the page says `text` about `input`. */
async function saysAbout(input: Locator, text: string) {
  let said = '';
  await until(
    async () => ((said = await saidAbout(input)).includes(text) ? true : undefined),
    10_000,
    `"${text}" beside the input`,
  ).catch(() => assert.fail(`beside the input: "${said}", not "${text}"`));
}

/** The page fits the phone: nothing reaches past the screen's right edge. */
async function fitsPhone(page: Page, what: string) {
  assert.ok((await overflow(page)) <= 1, `${what} fits 375 px`);
}

/** Axe's findings and the page's one <h1>, seen from the page's top (the app bar hides). */
async function problemsOf(page: Page, where: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('h1').waitFor({ state: 'visible' });
  return pageProblems(page, where);
}

/**
 * Picks `option` of the select named `name` (by its text: react-admin names a select's empty
 * option "Clear value").
 */
async function choose(page: Page, name: RegExp, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('listbox').getByText(option, { exact: true }).click();
}

/**
 * The notification of a refusal gone: on a phone it covers the toolbar, and it stays while the
 * pointer rests on it (where Save was clicked).
 */
async function notificationGone(page: Page) {
  await page.mouse.move(0, 0);
  await page.locator('.MuiSnackbar-root').first().waitFor({ state: 'hidden', timeout: 15_000 });
}

/** The new-product form, filled but for its label: one variant of `size`. */
async function newProduct(width: number, p: { name: string; sku: string; category: string }) {
  const page = await suite.newPage(width, 900);
  await suite.signedIn(page, ADMIN, '/admin/products/new');
  await page.getByRole('button', { name: 'Save' }).waitFor();
  await page.getByRole('textbox', { name: /^Name/ }).fill(p.name);
  await page.getByLabel('Description').fill('Made from the console, label and all.');
  await page.getByLabel('Product SKU').fill(p.sku);
  await choose(page, /Category/, p.category);
  await page.getByLabel('Brand').fill('Label Works');
  await page.getByLabel('Collection').fill('label');
  const row = page.getByTestId('variant-row').first();
  await row.getByTestId('variant-size').fill('500 g');
  await row.getByTestId('variant-price').fill('899');
  await row.getByTestId('variant-stock').fill('20');
  return page;
}

/** Save, refused: the form stays and says why beside Save. */
async function refusedSave(page: Page, button: string, says: string) {
  await page.getByRole('button', { name: button }).click();
  const refusal = page.getByTestId('save-refusal');
  await until(
    async () =>
      (await refusal.isVisible()) && (await refusal.innerText()).includes(says) ? true : undefined,
    10_000,
    `the refusal "${says}"`,
  );
  assert.doesNotMatch(page.url(), /\/admin\/products(\?.*)?$/, 'the form stays');
  // notified in the server's words too
  await page.locator('.MuiSnackbarContent-message', { hasText: says }).waitFor();
}

/** Save (or Update Product), then the list it goes back to. */
async function saved(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/admin\/products(\?.*)?$/);
}

/** The list's entries for `sku`, found by the search box, once `count` show. */
async function listEntries(page: Page, width: number, sku: string, count: number) {
  await page.getByPlaceholder('Search name or SKU').fill(sku);
  const entries = width < 600 ? page.locator('.phone-list li') : page.locator('tbody tr');
  await until(
    async () => ((await entries.count()) === count ? true : undefined),
    10_000,
    `${count} entries for ${sku}`,
  );
  return entries;
}

describe('label facts and drafts in the console (issue 30)', () => {
  it('a Protein product without its FSSAI licence is refused as Published, saved as a Draft shoppers cannot see, then published with its licence and veg mark (1280 px, 375 px)', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const sku = `LBL-${randomUUID().slice(0, 6).toUpperCase()}`;
      const name = `Pea Protein Isolate ${width}`;
      const page = await newProduct(width, { name, sku, category: 'Protein' });
      // a new product is published unless said otherwise; a food's facts come first
      assert.ok(await page.getByRole('radio', { name: 'Published' }).isChecked());
      const food = page.getByRole('group', { name: 'Food facts' });
      await food.getByText('Protein is sold as food: it needs both to be published.').waitFor();
      assert.equal(await page.getByTestId('label-country').inputValue(), 'India');
      await page.getByTestId('label-manufacturer-name').fill('Label Works Pvt Ltd');
      await page
        .getByTestId('label-manufacturer-address')
        .fill('Plot 7, MIDC, Pune 411019, Maharashtra');

      await refusedSave(page, 'Save', 'it needs its FSSAI licence number');
      const fssai = page.getByTestId('label-fssai');
      await saysAbout(fssai, 'Required to publish a food: save it as a Draft until you have it');
      await page
        .locator('.ra-input-status')
        .getByText('Not publishable yet: choose Draft, or complete the label')
        .waitFor();
      assert.deepEqual(await adminFind(sku), [], 'nothing created');
      if (width === 375) await fitsPhone(page, 'the refused new-product form');
      problems.push(...(await problemsOf(page, `refused food @${width}`)));
      await screenshot(page, 'admin-label-refused');

      // as a draft it is saved: the console lists it, shoppers do not find it
      await page.getByRole('radio', { name: 'Draft' }).check();
      await notificationGone(page);
      await saved(page, 'Save');
      const [created] = await adminFind(sku);
      assert.ok(created, 'created');
      assert.equal(created.status, 'draft');
      assert.equal((await shopperGet(created._id)).status, 404, 'a draft is not on sale');
      const entry = (await listEntries(page, width, sku, 1)).first();
      await entry.getByTestId('draft-chip').waitFor();
      // the status filter finds it among the drafts, not among the published
      await choose(page, /^Status/, 'Draft');
      await page.waitForURL(/status/);
      await listEntries(page, width, sku, 1);
      await screenshot(page, 'admin-label-drafts');
      await choose(page, /^Status/, 'Published');
      await page.getByText('No product found').first().waitFor();
      await choose(page, /^Status/, 'All');
      await listEntries(page, width, sku, 1);

      // its edit page says it is not on sale; a licence of 4 digits is refused beside it
      await page.goto(`${suite.base}/admin/products/${created._id}/edit`);
      const notice = page.getByTestId('draft-notice');
      await notice.waitFor();
      assert.match(await notice.innerText(), /draft: it is not on sale/);
      assert.ok(await page.getByRole('radio', { name: 'Draft' }).isChecked());
      await fssai.fill('1234');
      await page.getByRole('button', { name: 'Update Product' }).click();
      await saysAbout(fssai, 'An FSSAI licence number has 14 digits');
      assert.match(page.url(), /\/edit$/, 'the form stays');
      await notificationGone(page);

      await fssai.fill('1001 2345 6789 01');
      await choose(page, /^Veg \/ non-veg/, 'Veg (green dot)');
      await page.getByRole('radio', { name: 'Published' }).check();
      if (width === 375) await fitsPhone(page, 'the edit form');
      problems.push(...(await problemsOf(page, `draft edit @${width}`)));
      await screenshot(page, 'admin-label-edit');
      await saved(page, 'Update Product');

      // on sale now, its label as given (the licence without its spaces)
      let shown: Product | undefined;
      await until(
        async () => {
          const r = await shopperGet(created._id);
          return r.status === 200 ? (shown = r.body as Product) : undefined;
        },
        10_000,
        'the shop shows it',
      );
      assert.equal(shown!.status, 'published');
      assert.equal(shown!.label?.fssaiLicence, '10012345678901');
      assert.equal(shown!.label?.vegMark, 'veg');
      assert.deepEqual(shown!.label?.manufacturer, {
        name: 'Label Works Pvt Ltd',
        address: 'Plot 7, MIDC, Pune 411019, Maharashtra',
      });
      const listed = (await listEntries(page, width, sku, 1)).first();
      assert.equal(await listed.getByTestId('draft-chip').count(), 0, 'no Draft chip');
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });

  it('goods made in China are refused without their importer, and an importer needs both a name and an address (1280 px, 375 px)', async () => {
    const problems: string[] = [];
    for (const width of WIDTHS) {
      const sku = `IMP-${randomUUID().slice(0, 6).toUpperCase()}`;
      const page = await newProduct(width, {
        name: `Pulse Oximeter ${width}`,
        sku,
        category: 'Device',
      });
      // not a food: its facts are optional, after the others
      await page.getByRole('group', { name: 'Food facts' }).getByText('Only for foods').waitFor();
      // a fact the server refuses (the console does not check its length) is refused beside it
      const country = page.getByTestId('label-country');
      await country.fill('The United Kingdom of Great Britain and Northern Ireland (UK)');
      await refusedSave(page, 'Save', 'label.countryOfOrigin must be at most 60 characters');
      await saysAbout(country, 'Must be at most 60 characters');
      await notificationGone(page);
      await country.fill('China');
      const importerName = page.getByTestId('label-importer-name');
      await saysAbout(importerName, 'Required: it is made outside India');

      await refusedSave(page, 'Save', 'it needs its importer');
      await saysAbout(importerName, 'Required to publish goods made outside India');
      assert.deepEqual(await adminFind(sku), [], 'nothing created');
      problems.push(...(await problemsOf(page, `refused import @${width}`)));
      await screenshot(page, 'admin-label-importer');

      // a name alone is caught before it is sent
      await importerName.fill('Arogya Imports LLP');
      await notificationGone(page);
      await page.getByRole('button', { name: 'Save' }).click();
      const importerAddress = page.getByTestId('label-importer-address');
      await saysAbout(importerAddress, 'Give the address too: the label prints both');
      assert.deepEqual(await adminFind(sku), [], 'nothing created');
      await notificationGone(page);

      await importerAddress.fill('12 Bandra Kurla Complex, Mumbai 400051');
      await page.getByTestId('label-shelf-life').fill('36');
      await saved(page, 'Save');
      const [created] = await adminFind(sku);
      assert.ok(created, 'created');
      const r = await shopperGet(created._id);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const { label, status } = r.body as Product;
      assert.equal(status, 'published');
      assert.deepEqual(label, {
        manufacturer: null,
        packer: null,
        importer: { name: 'Arogya Imports LLP', address: '12 Bandra Kurla Complex, Mumbai 400051' },
        countryOfOrigin: 'China',
        shelfLifeMonths: 36,
        fssaiLicence: null,
        vegMark: null,
      });
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });
});
