import type { AdminReview, CartLine, OrderView, Product } from '@arogya/contracts';
import { buy, callJson, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, SCREENSHOTS, screenshot } from './browser.js';
import { checkPage } from './page-checks.js';
import { stripedPng } from '@arogya/testing';

const ADMIN = { email: 'reviews-web-admin@test.local', password: 'reviews-web-admin-pass' };
let adminToken: string;
let files: { photo: string; notImage: string };
const suite = browserSuite('reviewsweb', ADMIN, async () => {
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
  const dir = mkdtempSync(join(tmpdir(), 'review-photos-'));
  files = { photo: join(dir, 'my-cup.png'), notImage: join(dir, 'notes.png') };
  writeFileSync(files.photo, stripedPng(96));
  writeFileSync(files.notImage, 'not a picture at all');
});

const api = (method: string, path: string, body?: unknown, token = adminToken) =>
  callJson(method, `${suite.base}${path}`, { body, token });

/** A product of the seed, as its page reads it. */
async function productBy(find: (p: Product) => boolean): Promise<Product> {
  const list = (await api('GET', '/api/products?limit=100')).body as Product[];
  const found = list.find(find);
  assert.ok(found, 'the seed has the product');
  return (await api('GET', `/api/products/${found._id}`)).body as Product;
}

/**
 * A new shopper (`name`) who bought `items` (a `{ productId, quantity, size, color }` each),
 * delivered: an admin marks the order Shipped, then Delivered, through the console's API.
 */
async function deliveredShopper(
  name: string,
  items: { productId: string; quantity: number; size: string; color?: string }[],
) {
  const creds = { email: `rev-${randomUUID().slice(0, 8)}@test.local`, password: 'review-pass-1' };
  const signedUp = await api('POST', '/api/users/register', { name, ...creds });
  assert.equal(signedUp.status, 201, JSON.stringify(signedUp.body));
  const token = signedUp.body.token as string;
  const checkout = await buy(api, suite.shop.sandbox.url, token, items);
  const order = await until(
    async () =>
      ((await api('GET', '/api/orders/my-orders', undefined, token)).body as OrderView[]).find(
        (o) => o.checkoutId === checkout._id,
      ),
    20_000,
    'the order',
  );
  for (const status of ['Shipped', 'Delivered']) {
    const r = await api('PUT', `/api/admin/orders/${order._id}`, { status });
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  return { creds, token, order };
}

/** One unit of `size` of `product`. */
const one = (product: Product, size: string) => [{ productId: product._id, quantity: 1, size }];

/** Reviews line `line` of `order` through the API (`rating` stars); answers the review's id. */
async function reviewLine(token: string, order: OrderView, line: CartLine, rating: number) {
  const written = await api(
    'POST',
    `/api/orders/${order._id}/reviews`,
    {
      productId: line.productId,
      variantId: line.variantId ?? null,
      rating,
      title: rating > 3 ? `Good ${line.size} ${line.color}` : 'Not for me',
      text: 'It did the job, but I expected more for the price.',
      photos: [],
    },
    token,
  );
  assert.equal(written.status, 201, JSON.stringify(written.body));
  return (written.body as AdminReview)._id;
}

/** Another buyer's review of `product`, written through the API (waiting to be checked). */
async function otherReview(name: string, product: Product, size: string, rating: number) {
  const { token, order } = await deliveredShopper(name, one(product, size));
  return reviewLine(token, order, order.orderItems[0]!, rating);
}

const publish = async (id: string, reply?: string) => {
  const r = await api('PUT', `/api/admin/reviews/${id}`, { status: 'published', reply });
  assert.equal(r.status, 200, JSON.stringify(r.body));
};

/** Every request the page makes for a product's reviews. */
function reviewRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/products\/[^/]+\/reviews/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

const REVIEWS = '#reviews';
/** The order page's products, where each line's review action is. */
const ORDER_LINES = 'section[aria-labelledby="order-products-heading"]';
const THANKS = 'Thanks! Your review will appear once it has been checked.';
const REVIEW_TEXT =
  'I had it every evening for a month.\nLight, fresh, and it arrived well packed.';
const EMPTY = 'No reviews yet. Reviews come from shoppers who bought this.';

/** Scrolls the product page's reviews into view (they load then) and waits for `testId`. */
async function reviewsShow(page: Page, testId: string) {
  await page.locator(REVIEWS).scrollIntoViewIfNeeded();
  await page.locator(REVIEWS).getByTestId(testId).waitFor();
}

/** Saves the reviews section alone, to be looked at closely, as `<name>-<width>.png`. */
const sectionShot = (page: Page, name: string) =>
  page
    .locator(REVIEWS)
    .screenshot({ path: join(SCREENSHOTS, `${name}-${page.viewportSize()!.width}.png`) });

/** The review cards' ratings as a screen reader hears them, top to bottom. */
const cardStars = (page: Page) =>
  page
    .locator(`${REVIEWS} [data-testid="review"] [role="img"][aria-label$="out of 5 stars"]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

const CASES = [
  { width: 375, sku: 'PRO-WPI-001', size: '500 g', name: 'Asha Verma', author: 'Asha V.' },
  { width: 1280, sku: 'LIF-NEM-002', size: '', name: 'Rohan Mehta', author: 'Rohan M.' },
];

describe('reviews on the order and product pages (issue 30)', () => {
  for (const c of CASES) {
    it(`at ${c.width} px: a shopper reviews a delivered line with 4 stars, a title, text and a photo; once published with a reply the product page shows it, the figures and the orders`, async () => {
      const product = await productBy((p) => p.sku === c.sku);
      assert.deepEqual([product.numReviews, product.rating], [0, 0], 'no invented rating');
      // another buyer reviewed it first (2 stars), still waiting to be checked
      const other = await otherReview('Kiran Das', product, c.size, 2);
      const { creds, token, order } = await deliveredShopper(c.name, one(product, c.size));

      const page = await suite.newPage(c.width, 900);
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/reviews')) sent.push(r.url());
      });
      await suite.signedIn(page, creds, `/order/${order._id}`);
      await page.getByRole('button', { name: `Write a review of ${product.name}` }).waitFor();
      await checkPage(page, 'review-order-delivered', ORDER_LINES);
      await page.getByTestId('write-review').click();
      const dialog = page.getByTestId('review-dialog');
      await dialog.getByRole('heading', { name: `Review ${product.name}` }).waitFor();

      // no stars: the form says so, by the stars, and sends nothing
      await dialog.getByTestId('review-title').fill('Calm, fresh and honest');
      await dialog.getByTestId('review-text').fill(REVIEW_TEXT);
      await dialog.getByTestId('review-submit').click();
      assert.equal(
        await dialog.getByTestId('review-stars-error').innerText(),
        'Choose a rating from 1 to 5 stars.',
      );
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('value')),
        '1',
        'the first star is focused',
      );
      assert.deepEqual(sent, [], 'nothing sent');
      await screenshot(page, 'review-form-refused', false);
      await dialog.getByText(`${REVIEW_TEXT.length} / 4,000 characters`).waitFor();

      // 4 stars, and a photo, uploaded as it is chosen
      await dialog
        .locator('label')
        .filter({ hasText: /^4 stars$/ })
        .click();
      assert.equal(await dialog.getByTestId('review-stars-error').count(), 0);
      assert.ok(await dialog.getByRole('radio', { name: '4 stars' }).isChecked());
      if (c.width === 1280) {
        // the server's refusal of a file that is no image, shown by it; removed
        await dialog.getByTestId('review-photo-input').setInputFiles(files.notImage);
        const refused = dialog.getByTestId('review-photo-error');
        await refused.waitFor();
        assert.equal(await refused.innerText(), 'The file is not a PNG, JPEG, WebP or GIF image');
        await dialog.getByRole('button', { name: 'Remove photo 1' }).click();
        await refused.waitFor({ state: 'detached' });
      }
      await dialog.getByTestId('review-photo-input').setInputFiles(files.photo);
      await dialog.getByTestId('review-photo').getByText('Uploaded').waitFor();
      await dialog.getByRole('button', { name: 'Remove photo 1' }).waitFor();
      await checkPage(page, 'review-form-open', '[data-testid="review-dialog"]');
      await screenshot(page, 'review-form-dialog', false);

      await dialog.getByTestId('review-submit').click();
      assert.equal(await dialog.getByTestId('review-thanks').innerText(), THANKS);
      await screenshot(page, 'review-form-thanks', false);
      await dialog.getByRole('button', { name: 'Done' }).click();
      const state = page.getByTestId('review-state');
      assert.equal(await state.innerText(), 'Review waiting to be checked');
      assert.equal(await page.getByTestId('write-review').count(), 0);
      // (the products: the rest of the page is older than reviews)
      await checkPage(page, 'review-order-waiting', ORDER_LINES);

      const mine = (await api('GET', '/api/reviews/mine', undefined, token)).body as AdminReview[];
      assert.equal(mine.length, 1);
      const review = mine[0]!;
      assert.deepEqual(
        [review.status, review.rating, review.photos.length, review.variantId],
        ['pending', 4, 1, order.orderItems[0]!.variantId ?? null],
      );

      // nothing published yet: no rating by the title, no reviews; they load only near the screen
      const asked = reviewRequests(page);
      if (c.width === 1280) {
        await page.route('**/api/products/*/reviews*', (route) =>
          route.fulfill({ status: 503, json: { message: 'Reviews are resting, try again' } }),
        );
      }
      await page.goto(`${suite.base}/product/${product._id}`);
      await page.getByTestId('pdp-add-to-cart').waitFor();
      assert.equal(await page.getByTestId('rating-link').count(), 0);
      assert.doesNotMatch(await page.getByTestId('pdp-buy').innerText(), /out of 5|★/);
      if (c.width === 375) {
        await page.waitForTimeout(500);
        assert.deepEqual(asked, [], 'the reviews wait until they come near the screen');
      } else {
        // a failure says so, with a way to ask again
        await reviewsShow(page, 'reviews-error');
        assert.match(await page.getByTestId('reviews-error').innerText(), /Reviews are resting/);
        await page.unroute('**/api/products/*/reviews*');
        await page.getByRole('button', { name: 'Try again' }).click();
      }
      await reviewsShow(page, 'reviews-empty');
      assert.equal(await page.getByTestId('reviews-empty').innerText(), EMPTY);
      assert.ok(asked.length >= 1);

      // the console publishes both, this one with a reply
      await publish(review._id, 'Thank you! Try it with a slice of ginger.');
      await publish(other);
      await until(
        async () =>
          ((await api('GET', `/api/products/${product._id}`)).body as Product).numReviews === 2 ||
          undefined,
        15_000,
        'the product’s count of reviews',
      );

      await page.reload();
      await page.getByTestId('pdp-add-to-cart').waitFor();
      const link = page.getByTestId('rating-link');
      assert.equal(await link.getAttribute('href'), '#reviews');
      assert.match(await link.innerText(), /^3\.0\s*·\s*2 reviews/);
      assert.equal(
        await link.locator('.sr-only').textContent(),
        'Rated 3.0 out of 5 from 2 reviews',
      );
      await link.click();
      await page.waitForURL(/#reviews$/);
      await page.locator(REVIEWS).getByTestId('review').first().waitFor();

      const summary = page.getByTestId('reviews-summary');
      await summary.getByRole('img', { name: '3 out of 5 stars' }).waitFor();
      assert.match(await summary.innerText(), /3\.0/);
      assert.equal(
        (await page.getByTestId('reviews-total').textContent())?.trim(),
        'Average 3.0 out of 5, from 2 reviews',
      );
      assert.deepEqual(
        await page.locator('[data-testid="reviews-distribution"] .sr-only').allTextContents(),
        [
          '5 stars: 0 reviews',
          '4 stars: 1 review',
          '3 stars: 0 reviews',
          '2 stars: 1 review',
          '1 star: 0 reviews',
        ],
      );
      assert.equal(await page.getByTestId('reviews-page').count(), 0, 'one page: no pager');

      // newest first: this shopper's, with its badge, variant, photo and the shop's reply
      assert.deepEqual(await cardStars(page), ['4 out of 5 stars', '2 out of 5 stars']);
      const card = page.locator(REVIEWS).getByTestId('review').first();
      await card.getByRole('heading', { name: 'Calm, fresh and honest' }).waitFor();
      const text = await card.innerText();
      assert.match(text, new RegExp(c.author.replace('.', '\\.')));
      assert.match(text, /Verified purchase/);
      assert.match(text, /Light, fresh, and it arrived well packed\./);
      if (c.size)
        assert.equal(await card.getByTestId('review-variant').innerText(), `Bought: ${c.size}`);
      const reply = card.getByTestId('review-reply');
      assert.match(await reply.innerText(), /^Reply from Arogya/);
      assert.match(await reply.innerText(), /Try it with a slice of ginger\./);
      const thumb = card.getByRole('button', { name: /^Photo 1 from / });
      assert.match(
        (await thumb.locator('img').getAttribute('src'))!,
        /^\/uploads\/[0-9a-f-]{36}\.png$/,
      );
      await page.waitForFunction(
        () =>
          (document.querySelector('#reviews article img') as HTMLImageElement)?.naturalWidth > 0,
      );
      await checkPage(page, 'reviews-product', REVIEWS);
      await sectionShot(page, 'reviews-section');

      // the photo opens larger, and closes back to its thumbnail
      await thumb.click();
      const viewer = page.getByTestId('review-photo-dialog');
      await viewer.locator('img').waitFor();
      await page.waitForFunction(
        () =>
          (document.querySelector('[data-testid="review-photo-dialog"] img') as HTMLImageElement)
            ?.naturalWidth > 0,
      );
      await screenshot(page, 'reviews-photo-open', false);
      await page.getByRole('button', { name: 'Close photo' }).click();
      await viewer.locator('img').waitFor({ state: 'detached' });
      assert.ok(await thumb.evaluate((e) => e === document.activeElement));

      // lowest first, then highest first
      await page.getByTestId('reviews-sort').selectOption({ label: 'Lowest rating' });
      await page.waitForFunction(
        () =>
          document
            .querySelector('#reviews [data-testid="review"] [role="img"]')
            ?.getAttribute('aria-label') === '2 out of 5 stars',
      );
      assert.deepEqual(await cardStars(page), ['2 out of 5 stars', '4 out of 5 stars']);
      await page.getByTestId('reviews-sort').selectOption({ label: 'Highest rating' });
      await page.waitForFunction(
        () =>
          document
            .querySelector('#reviews [data-testid="review"] [role="img"]')
            ?.getAttribute('aria-label') === '4 out of 5 stars',
      );

      // back on the order, the review stands published
      await page.goto(`${suite.base}/order/${order._id}`);
      assert.equal(await page.getByTestId('review-state').innerText(), 'Review published');
      await page.context().close();
    });
  }

  it('at 375 px: more than a page of reviews goes page by page with Previous and Next', async () => {
    const tee = await productBy((p) => p.sku === 'FIT-TEE-001');
    // eleven of its variants, by two shoppers (an order holds at most 10 units of a product)
    const lines = tee.variants!.slice(0, 11).map((v) => ({
      productId: tee._id,
      quantity: 1,
      size: v.size,
      color: v.color,
    }));
    let stars = 0;
    for (const [name, items] of [
      ['Meera Iyer', lines.slice(0, 6)],
      ['Dev Patel', lines.slice(6)],
    ] as const) {
      const { token, order } = await deliveredShopper(name, [...items]);
      for (const line of order.orderItems)
        await publish(await reviewLine(token, order, line, (stars++ % 5) + 1));
    }
    await until(
      async () =>
        ((await api('GET', `/api/products/${tee._id}`)).body as Product).numReviews === 11 ||
        undefined,
      15_000,
      'the product’s count of reviews',
    );

    const page = await suite.newPage(375, 900);
    await page.goto(`${suite.base}/product/${tee._id}#reviews`);
    await page.locator(REVIEWS).getByTestId('review').first().waitFor();
    const pager = page.getByRole('navigation', { name: 'Pages of reviews' });
    const previous = pager.getByRole('button', { name: 'Previous' });
    const next = pager.getByRole('button', { name: 'Next' });
    assert.equal(await page.getByTestId('reviews-page').innerText(), 'Page 1 of 2');
    assert.equal(await page.locator(REVIEWS).getByTestId('review').count(), 10);
    assert.ok(await previous.isDisabled());
    await checkPage(page, 'reviews-paged', REVIEWS);

    await next.click();
    await page.getByTestId('reviews-page').filter({ hasText: 'Page 2 of 2' }).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('#reviews [data-testid="review"]').length === 1,
    );
    assert.ok(await next.isDisabled());
    await sectionShot(page, 'reviews-page-2');
    await previous.click();
    await page.getByTestId('reviews-page').filter({ hasText: 'Page 1 of 2' }).waitFor();
    await page.context().close();
  });
});
