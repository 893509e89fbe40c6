import type { Product, ProductVariant } from '@arogya/contracts';
import { callJson, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, expectToast, screenshot } from './browser.js';
import { checkPage } from './page-checks.js';

const ADMIN = { email: 'variants-web-admin@test.local', password: 'variants-web-admin-pass' };
const suite = browserSuite('variantsweb', ADMIN);

/** A product of the seed by its SKU, as its page reads it (with its variants). */
async function bySku(sku: string): Promise<Product> {
  const list = (await callJson('GET', `${suite.base}/api/products`)).body as Product[];
  const found = list.find((p) => p.sku === sku);
  assert.ok(found, sku);
  return (await callJson('GET', `${suite.base}/api/products/${found._id}`)).body as Product;
}

const sized = (p: Product, size: string) => p.variants!.find((v) => v.size === size)!;

/** An admin sets each variant's stock (and its own pictures) through the console's API. */
async function editVariants(p: Product, edit: (v: ProductVariant) => ProductVariant) {
  const { token } = (await callJson('POST', `${suite.base}/api/users/login`, { body: ADMIN }))
    .body as { token: string };
  const r = await callJson('PUT', `${suite.base}/api/products/${p._id}`, {
    token,
    body: {
      variants: p.variants!.map(edit).map((v) => ({
        _id: v._id,
        size: v.size,
        color: v.color,
        colorName: v.colorName,
        mrp: v.mrp,
        price: v.price,
        discountPrice: v.discountPrice,
        countInStock: v.countInStock,
        images: v.images,
      })),
    },
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  // shoppers read the catalogue through the gateway's cache, which the change's event clears
  const want = JSON.stringify(p.variants!.map(edit).map((v) => v.countInStock));
  await until(
    async () => {
      const now = (await callJson('GET', `${suite.base}/api/products/${p._id}`)).body as Product;
      return JSON.stringify(now.variants!.map((v) => v.countInStock)) === want || undefined;
    },
    10_000,
    'the edited stock on the shop',
  );
}

/** The product page's buy box: price, stock, the variant's options, quantity and the button. */
const BUY = '[data-testid="pdp-buy"]';

/** Opens the cart drawer and waits until it has slid in. */
async function openDrawer(page: Page) {
  await page.getByTestId('cart-toggle').click();
  await page.waitForFunction(() => {
    const drawer = document.querySelector('[data-testid="cart-drawer"]');
    return drawer !== null && drawer.getBoundingClientRect().right <= window.innerWidth + 0.5;
  });
}

const escaped = (text: string) => text.replace(/[()]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escaped(text)}$`);
/** A size button's text: the size, and a screen reader's note of its state after a comma. */
const sizeText = (size: string) => new RegExp(`^${escaped(size)}(,|$)`);
/** The button of `size`. */
const option = (page: Page, size: string) =>
  page
    .locator(BUY)
    .getByTestId('size-option')
    .filter({ hasText: sizeText(size) });
/** Waits until the buy box's `id` says `text` (a choice shows once React has drawn it). */
const shows = (page: Page, id: string, text: string) =>
  page
    .locator(BUY)
    .getByTestId(id)
    .filter({ hasText: exactly(text) })
    .waitFor();
/** Waits until `size` is the pressed size. */
const pressed = (page: Page, size: string) =>
  page
    .locator(`${BUY} [data-testid="size-option"][aria-pressed="true"]`)
    .filter({ hasText: sizeText(size) })
    .waitFor();

describe('a product sold as variants (issue 30)', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: choosing 2 kg of the whey shows its price and MRP, keeps it in the address through a reload, and adds the 2 kg at its price`, async () => {
      const whey = await bySku('PRO-WPI-001');
      const twoKg = sized(whey, '2 kg');
      const page = await suite.newPage(width, 900);
      await page.goto(`${suite.base}/product/${whey._id}`);
      await page.getByTestId('pdp-add-to-cart').waitFor();

      // opened without a choice: the first size in stock, at its own price and MRP
      await pressed(page, '500 g');
      await shows(page, 'discount-price', '₹2,549');
      await shows(page, 'mrp-line', 'MRP ₹2,999 (inclusive of all taxes)');
      assert.doesNotMatch(page.url(), /variant=/);

      // 2 kg: its price, its MRP struck through, in the address in place of the page's entry
      const entries = await page.evaluate(() => history.length);
      await option(page, '2 kg').click();
      await page.waitForURL((u) => u.searchParams.get('variant') === twoKg._id);
      await pressed(page, '2 kg');
      await shows(page, 'discount-price', '₹8,899');
      await shows(page, 'discount-chip', '15% OFF');
      await shows(page, 'mrp-line', 'MRP ₹10,449 (inclusive of all taxes)');
      assert.equal(
        await page
          .locator(BUY)
          .getByTestId('mrp')
          .evaluate((e) => e.tagName),
        'DEL',
      );
      await shows(page, 'pdp-stock', 'In stock');
      assert.equal(await page.evaluate(() => history.length), entries, 'replaced, not pushed');
      await checkPage(page, 'variant-whey-2kg', BUY);

      // a reload shows the 2 kg again
      await page.reload();
      await page.getByTestId('pdp-add-to-cart').waitFor();
      await pressed(page, '2 kg');
      await shows(page, 'discount-price', '₹8,899');

      // added as the 2 kg, and the cart's line is the 2 kg at its price
      const sent = page.waitForRequest(
        (r) => r.url().endsWith('/api/cart') && r.method() === 'POST',
      );
      await page.getByTestId('pdp-add-to-cart').click();
      assert.deepEqual(
        (({ size, color }) => ({ size, color }))(
          (await sent).postDataJSON() as { size?: string; color?: string },
        ),
        { size: '2 kg', color: undefined },
      );
      await expectToast(page, 'Product added to cart!');
      await openDrawer(page);
      const line = page.getByTestId('cart-drawer').getByTestId('cart-line');
      await line.getByText('Size: 2 kg').waitFor();
      assert.equal(await line.count(), 1);
      assert.equal(await line.getByTestId('line-total').innerText(), '₹8,899');
      await screenshot(page, 'variant-whey-2kg-cart', false);
      await page.context().close();
    });
  }

  it('a sold-out size says so and cannot be added; a page opens on the first size in stock, its own picture, and an unknown id falls back to it', async () => {
    const plant = await bySku('PRO-PLT-002');
    const small = sized(plant, '500 g');
    // a picture of its own for the 1 kg, unlike any of the product's
    const extra = plant.extraImages[0]!;
    const picture = { url: extra.url, altText: '1 kg tub', isPrimary: true };
    assert.ok(!plant.images.some((i) => i.url === picture.url));
    await editVariants(plant, (v) =>
      v._id === small._id
        ? { ...v, countInStock: 0 }
        : { ...v, countInStock: 3, images: [picture] },
    );
    for (const width of [375, 1280]) {
      const page = await suite.newPage(width, 900);
      const mainImage = () =>
        page.locator('section img[fetchpriority="high"]').first().getAttribute('src');

      // no choice, or an id the product does not have: the first size in stock
      for (const query of ['', '?variant=00000000-0000-4000-8000-000000000000']) {
        await page.goto(`${suite.base}/product/${plant._id}${query}`);
        await page.getByTestId('pdp-add-to-cart').waitFor();
        await pressed(page, '1 kg');
        await shows(page, 'pdp-stock', 'Only 3 left in stock');
        assert.equal(await mainImage(), picture.url, "the variant's own picture");
      }
      // the sold-out size is marked on its button, for the eye and for a screen reader
      assert.equal(await option(page, '500 g').getAttribute('data-state'), 'soldOut');
      assert.match((await option(page, '500 g').textContent()) ?? '', /500 g, out of stock/);

      await option(page, '500 g').click();
      await page.waitForURL((u) => u.searchParams.get('variant') === small._id);
      await shows(page, 'pdp-stock', 'Out of stock');
      const add = page.getByTestId('pdp-add-to-cart');
      assert.equal(await add.isDisabled(), true);
      assert.equal(await add.innerText(), 'Out of Stock');
      assert.equal(await mainImage(), plant.images.find((i) => i.isPrimary)!.url, "the product's");
      await checkPage(page, 'variant-sold-out', BUY);

      // opened on the sold-out size: the same, and nothing reaches the cart
      const carts: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/cart') && r.method() === 'POST') carts.push(r.url());
      });
      await page.goto(`${suite.base}/product/${plant._id}?variant=${small._id}`);
      await add.waitFor();
      await pressed(page, '500 g');
      assert.equal(await add.isDisabled(), true);
      await add.click({ force: true });
      assert.deepEqual(carts, []);
      assert.equal(await page.getByTestId('cart-badge').count(), 0);
      await page.context().close();
    }
  });

  it('a size and a colour choose one variant, and the cart names its colour by name', async () => {
    const tee = await bySku('FIT-TEE-001');
    const navyM = tee.variants!.find((v) => v.size === 'M' && v.colorName === 'Navy Blue')!;
    const page = await suite.newPage(375, 900);
    await page.goto(`${suite.base}/product/${tee._id}`);
    await page.getByTestId('pdp-add-to-cart').waitFor();
    await option(page, 'M').click();
    await page.locator(BUY).getByRole('button', { name: 'Navy Blue', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('variant') === navyM._id);
    await page.locator(BUY).getByText('Colour: Navy Blue').waitFor();
    await checkPage(page, 'variant-tee-navy-m', BUY);
    await page.getByTestId('pdp-add-to-cart').click();
    await expectToast(page, 'Product added to cart!');
    await openDrawer(page);
    const line = page.getByTestId('cart-drawer').getByTestId('cart-line');
    await line.getByText('Size: M Color: Navy Blue').waitFor();
    await screenshot(page, 'variant-tee-cart', false);
    await page.context().close();
  });
});
