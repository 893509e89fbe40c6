import { todayInIndia, type Product } from '@arogya/contracts';
import { callJson, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, SCREENSHOTS } from './browser.js';
import { checkPage } from './page-checks.js';

const ADMIN = { email: 'label-web-admin@test.local', password: 'label-web-admin-pass' };
const suite = browserSuite('labelweb', ADMIN);

/** A product of the seed by its SKU, as its page reads it (with its variants and label). */
async function bySku(sku: string): Promise<Product> {
  const list = (await callJson('GET', `${suite.base}/api/products?limit=100`)).body as Product[];
  const found = list.find((p) => p.sku === sku);
  assert.ok(found, sku);
  return (await callJson('GET', `${suite.base}/api/products/${found._id}`)).body as Product;
}

const adminToken = async () =>
  (
    (await callJson('POST', `${suite.base}/api/users/login`, { body: ADMIN })).body as {
      token: string;
    }
  ).token;

/** The calendar day `days` after today in India (YYYY-MM-DD). */
const dayInIndia = (days: number) =>
  new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

/** The product page's buy box (price, options, button) and its "Product details" list. */
const BUY = '[data-testid="pdp-buy"]';
const FACTS = '[data-testid="label-facts"]';

/** The "Product details" list as [term, fact] pairs, in their order (a fact's lines joined by ' | '). */
const factsOf = (page: Page) =>
  page.locator(FACTS).evaluate((dl) =>
    Array.from(dl.querySelectorAll(':scope > div')).map((row): [string, string] => [
      row.querySelector('dt')!.textContent!.trim(),
      (row.querySelector('dd') as HTMLElement).innerText
        .trim()
        .split(/\s*\n+\s*/)
        .join(' | '),
    ]),
  );

/** Opens `product`'s page (at `query`) and waits until its details list shows. */
async function open(page: Page, product: Product, query = '') {
  await page.goto(`${suite.base}/product/${product._id}${query}`);
  await page.getByTestId('pdp-add-to-cart').waitFor();
  await page.locator(FACTS).waitFor();
}

/** Waits until the details list says `fact` of `term`, then answers the whole list. */
async function factsWhen(page: Page, term: string, fact: string) {
  await page.waitForFunction(
    ([sel, t, f]) =>
      Array.from(document.querySelectorAll(`${sel} > div`)).some(
        (row) =>
          row.querySelector('dt')?.textContent?.trim() === t &&
          row.querySelector('dd')?.textContent?.trim() === f,
      ),
    [FACTS, term, fact] as const,
  );
  return factsOf(page);
}

/** The unit sale price by the price, once it says `text`. */
const unitPriceShows = (page: Page, text: string) =>
  page
    .locator(BUY)
    .getByTestId('unit-price')
    .filter({ hasText: new RegExp(`^${text.replace(/[.()]/g, '\\$&')}$`) })
    .waitFor();

const TITLE_ROW = `${BUY} div:has(> h1)`;

describe('the label facts a listing declares (issue 30)', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: the whey declares its maker, origin, quantity, best before, MRP, unit price, FSSAI licence and veg mark in rule 6's order, and each size its own`, async () => {
      const whey = await bySku('PRO-WPI-001');
      const twoKg = whey.variants!.find((v) => v.size === '2 kg')!;
      const maker = 'MuscleVeda Nutrition Pvt. Ltd.';
      const address = whey.label!.manufacturer!.address;
      assert.equal(whey.label!.manufacturer!.name, maker, 'the seed names the maker');
      const page = await suite.newPage(width, 900);
      await open(page, whey);

      assert.deepEqual(await factsWhen(page, 'Net quantity', '500 g'), [
        ['Manufacturer', `${maker} | ${address}`],
        ['Country of origin', 'India'],
        ['Net quantity', '500 g'],
        ['Best before', 'Best before 18 months from manufacture'],
        ['MRP', '₹2,999 (inclusive of all taxes)'],
        ['Unit sale price', '₹5.10 per g'],
        ['FSSAI licence no.', '10020063000718'],
        ['Veg / non-veg', 'Vegetarian'],
      ]);
      // the FSSAI mark by the name, and in the list, each named for a screen reader
      await page.locator(TITLE_ROW).getByRole('img', { name: 'Vegetarian', exact: true }).waitFor();
      await page.locator(FACTS).getByRole('img', { name: 'Vegetarian', exact: true }).waitFor();
      await unitPriceShows(page, '₹5.10 per g');
      await checkPage(page, 'label-facts-whey-500g', BUY);
      await listShot(page, 'label-facts-whey-500g-list');

      // 2 kg: its own quantity, MRP and unit price, in the list and by the price
      await page
        .locator(BUY)
        .getByTestId('size-option')
        .filter({ hasText: /^2 kg(,|$)/ })
        .click();
      await page.waitForURL((u) => u.searchParams.get('variant') === twoKg._id);
      const facts = new Map(await factsWhen(page, 'Net quantity', '2 kg'));
      assert.equal(facts.get('MRP'), '₹10,449 (inclusive of all taxes)');
      assert.equal(facts.get('Unit sale price'), '₹4,449.50 per kg');
      await unitPriceShows(page, '₹4,449.50 per kg');
      assert.equal(
        await page.locator(BUY).getByTestId('mrp-line').innerText(),
        'MRP ₹10,449 (inclusive of all taxes)',
      );
      await checkPage(page, 'label-facts-whey-2kg', BUY);
      await page.context().close();
    });

    it(`at ${width} px: an imported device names its importer and China, and no FSSAI licence or mark; the fish oil is non-vegetarian`, async () => {
      const oximeter = await bySku('DEV-OXI-010');
      assert.equal(oximeter.brand, 'PranaTech');
      const importer = oximeter.label!.importer!;
      const page = await suite.newPage(width, 900);
      await open(page, oximeter);
      const facts = await factsWhen(page, 'Country of origin', 'China');
      assert.deepEqual(
        facts.map(([term]) => term),
        ['Manufacturer', 'Importer', 'Country of origin', 'Net quantity', 'MRP'],
        'one unit has no unit price; a device no FSSAI facts',
      );
      const importerFact = new Map(facts).get('Importer')!;
      assert.equal(importerFact, `${importer.name} | ${importer.address}`);
      assert.match(importerFact, /^PranaTech /);
      assert.equal(await page.getByTestId('veg-mark').count(), 0);
      assert.equal(await page.locator(BUY).getByTestId('unit-price').count(), 0);
      await checkPage(page, 'label-facts-device', BUY);
      await listShot(page, 'label-facts-device-list');

      const fishOil = await bySku('SUP-OMG-060');
      await open(page, fishOil);
      const oil = new Map(await factsWhen(page, 'Veg / non-veg', 'Non-vegetarian'));
      assert.equal(oil.get('FSSAI licence no.'), fishOil.label!.fssaiLicence);
      assert.equal(oil.get('Unit sale price'), '₹11.65 per softgel');
      const title = page.locator(TITLE_ROW);
      await title.getByRole('img', { name: 'Non-vegetarian', exact: true }).waitFor();
      assert.equal(await title.getByRole('img', { name: 'Vegetarian', exact: true }).count(), 0);
      assert.equal(
        await page.locator(`${TITLE_ROW} [data-testid="veg-mark"]`).getAttribute('data-mark'),
        'non-veg',
      );
      await checkPage(page, 'label-facts-fish-oil', BUY);
      await page.context().close();
    });
  }

  it('a product packed by someone else names its packer after its maker', async () => {
    const plant = await bySku('PRO-PLT-002');
    const packer = plant.label!.packer!;
    const page = await suite.newPage(375, 900);
    await open(page, plant);
    const facts = await factsWhen(page, 'Net quantity', '500 g');
    assert.equal(new Map(facts).get('Packer'), `${packer.name} | ${packer.address}`);
    assert.deepEqual(
      facts.map(([term]) => term),
      [
        'Manufacturer',
        'Packer',
        'Country of origin',
        'Net quantity',
        'Best before',
        'MRP',
        'Unit sale price',
        'FSSAI licence no.',
        'Veg / non-veg',
      ],
    );
    await page.context().close();
  });

  it('a variant stocked by batches says the day the batch that ships first is good until', async () => {
    const d3 = await bySku('SUP-VD3-060');
    const variant = d3.variants![0]!;
    const expiresOn = dayInIndia(540);
    const token = await adminToken();
    const r = await callJson(
      'POST',
      `${suite.base}/api/admin/products/${d3._id}/variants/${variant._id}/batches`,
      {
        token,
        body: { code: 'VD3-0001', manufacturedOn: todayInIndia(), expiresOn, quantity: 12 },
      },
    );
    assert.equal(r.status, 201, JSON.stringify(r.body));
    await until(
      async () => {
        const now = (await callJson('GET', `${suite.base}/api/products/${d3._id}`)).body as Product;
        return now.variants![0]!.expiresOn === expiresOn || undefined;
      },
      10_000,
      'the batch’s expiry on the shop',
    );
    const page = await suite.newPage(375, 900);
    await open(page, d3);
    const [y, m, d] = expiresOn.split('-').map(Number) as [number, number, number];
    const month = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[m - 1];
    await factsWhen(page, 'Best before', `Use by ${d} ${month} ${y} or later`);
    await page.context().close();
  });

  it('a fact the catalogue does not have is left out, never shown as empty', async () => {
    const kit = await bySku('LIF-NEM-002');
    const token = await adminToken();
    const r = await callJson('PUT', `${suite.base}/api/products/${kit._id}`, {
      token,
      body: { label: { manufacturer: null, shelfLifeMonths: null } },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    // shoppers read the catalogue through the gateway's cache, which the change's event clears
    await until(
      async () => {
        const now = (await callJson('GET', `${suite.base}/api/products/${kit._id}`))
          .body as Product;
        return now.label?.manufacturer === null || undefined;
      },
      10_000,
      'the edited label on the shop',
    );
    const page = await suite.newPage(375, 900);
    await open(page, kit);
    const facts = await factsWhen(page, 'Country of origin', 'India');
    assert.deepEqual(
      facts.map(([term]) => term),
      ['Country of origin', 'Net quantity', 'MRP'],
    );
    const text = await page.locator('main').innerText();
    assert.doesNotMatch(text, /\bnull\b|\bundefined\b|NaN/);
    await page.context().close();
  });
});

/** Saves the "Product details" section alone, to be looked at closely, as `<name>-<width>.png`. */
async function listShot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const file = join(SCREENSHOTS, `${name}-${page.viewportSize()!.width}.png`);
  await page.locator('section:has(> #label-facts-heading)').screenshot({ path: file });
}
