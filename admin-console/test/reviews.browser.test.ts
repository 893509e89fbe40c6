import type { AdminReview, AuthResponse, OrderView, Product, ReviewPage } from '@arogya/contracts';
import { buy, callJson, until } from '@arogya/testing';
import { browserSuite, screenshot } from '@arogya/storefront/dist-test/test/browser.js';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { fitsPhone, notified, onScreen, problemsOf } from './console-checks.js';
import { stripedPng } from '@arogya/testing';

/**
 * Issue 30 in the console: reviews. A shopper's review of a delivered order waits under
 * Pending; the moderation page shows it with its photo, publishes it with the shop's reply
 * (shoppers then see both, and the product counts it), refuses a reply too long in the
 * server's words, and hides it again (shoppers no longer see it). At 1280 px and on a 375 px
 * phone; the API shows what was saved.
 */
const ADMIN = { email: 'reviews-web-admin@test.local', password: 'reviews-web-admin-pass' };
const suite = browserSuite('revconsole', ADMIN, prepare);
const WIDTHS = [1280, 375] as const;
const OMEGA_SKU = 'SUP-OMG-060';
const SIZE = '60 softgels';

let admin: AuthResponse;
let omega: Product;

const api = (method: string, path: string, body?: unknown, token = admin.token) =>
  callJson(method, `${suite.base}${path}`, { body, token });

async function prepare() {
  admin = (await callJson('POST', `${suite.base}/api/users/login`, { body: ADMIN }))
    .body as AuthResponse;
  const filter = encodeURIComponent(JSON.stringify({ q: OMEGA_SKU }));
  const [hit] = (await api('GET', `/api/admin/products?filter=${filter}&range=[0,0]`))
    .body as Product[];
  assert.ok(hit, 'the seed has the Omega-3');
  omega = hit;
}

/**
 * A new shopper (`name`) who bought one Omega-3 and reviewed it with 4 stars and a photo,
 * once an admin marked the order Shipped, then Delivered: the review, pending.
 */
async function pendingReview(name: string, title: string): Promise<AdminReview> {
  const email = `rev-${randomUUID().slice(0, 8)}@test.local`;
  const signedUp = await api('POST', '/api/users/register', {
    name,
    email,
    password: 'review-pass-1',
  });
  assert.equal(signedUp.status, 201, JSON.stringify(signedUp.body));
  const token = signedUp.body.token as string;
  const items = [{ productId: omega._id, quantity: 1, size: SIZE }];
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
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(stripedPng(120))], { type: 'image/png' }),
    'softgels.png',
  );
  const up = await fetch(`${suite.base}/api/reviews/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(up.status, 201);
  const { url } = (await up.json()) as { url: string };
  const line = order.orderItems[0]!;
  const written = await api(
    'POST',
    `/api/orders/${order._id}/reviews`,
    {
      productId: omega._id,
      variantId: line.variantId ?? null,
      rating: 4,
      title,
      text: 'No fishy aftertaste at all.\nI take one with breakfast; the bottle lasts two months.',
      photos: [url],
    },
    token,
  );
  assert.equal(written.status, 201, JSON.stringify(written.body));
  return written.body as AdminReview;
}

/** The product's published reviews as shoppers read them, and its count of reviews. */
async function shopperView() {
  const page = (await callJson('GET', `${suite.base}/api/products/${omega._id}/reviews`))
    .body as ReviewPage;
  const product = (await callJson('GET', `${suite.base}/api/products/${omega._id}`))
    .body as Product;
  return { page, numReviews: product.numReviews };
}

/** Waits until shoppers see what `seen` looks for. */
const shoppersSee = (what: string, seen: (v: Awaited<ReturnType<typeof shopperView>>) => boolean) =>
  until(async () => (seen(await shopperView()) ? true : undefined), 15_000, what);

describe('reviews in the console (issue 30)', () => {
  it('a pending review is found under Pending, published with a reply (shoppers see both, the product counts it), a reply too long is refused, and it is hidden again (1280 px, 375 px)', async () => {
    const problems: string[] = [];
    for (const [i, width] of WIDTHS.entries()) {
      const title = `Clean softgels ${width}`;
      const review = await pendingReview('Meera Iyer', title);
      const before = await shopperView();
      assert.equal(before.numReviews, 0);

      // the list: Pending, a quick filter with its count
      const page = await suite.newPage(width, 900);
      await suite.signedIn(page, ADMIN, '/admin/reviews');
      const pending = page.getByTestId('pending-filter');
      await until(
        async () => ((await pending.innerText()) === 'PENDING (1)' ? true : undefined),
        10_000,
        'the pending count',
      );
      assert.equal(await pending.getAttribute('aria-pressed'), 'false');
      await pending.click();
      await page.waitForURL(/pending/);
      await until(
        async () => ((await pending.getAttribute('aria-pressed')) === 'true' ? true : undefined),
        5000,
        'Pending pressed',
      );
      const entries = width < 600 ? page.locator('.phone-list li') : page.locator('tbody tr');
      await until(
        async () => ((await entries.count()) === 1 ? true : undefined),
        10_000,
        'one pending review',
      );
      const entry = entries.first();
      const text = (await entry.innerText()).replace(/\s+/g, ' ');
      for (const part of [title, omega.name, 'Pending', 'Meera I.'])
        assert.ok(text.includes(part), `"${part}" in "${text}"`);
      // the stars have words
      await entry.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
      if (width === 375) {
        await fitsPhone(page, 'the reviews list');
        await onScreen(entry.getByRole('link', { name: title }), width, 'the review’s link');
      }
      problems.push(...(await problemsOf(page, `reviews list @${width}`)));
      await screenshot(page, 'admin-reviews-list');

      // its moderation page: the review, its photo, who and what
      await entry.getByRole('link', { name: title }).click();
      await page.waitForURL(new RegExp(`/admin/reviews/${review._id}$`));
      const body = page.getByTestId('review-body');
      await body.getByRole('heading', { name: title }).waitFor();
      await body.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
      const photo = body.getByTestId('review-photo');
      await photo.scrollIntoViewIfNeeded();
      // its width once it has loaded (or 0 if it failed): a loading image has none yet
      const photoWidth = await photo.evaluate((element) => {
        const img = element as HTMLImageElement;
        if (img.complete) return img.naturalWidth;
        return new Promise<number>((resolve) => {
          img.addEventListener('load', () => resolve(img.naturalWidth), { once: true });
          img.addEventListener('error', () => resolve(0), { once: true });
        });
      });
      assert.equal(photoWidth, 120, 'the photo loads');
      assert.equal(await page.getByTestId('review-author').innerText(), 'Meera I.');
      assert.equal(await page.getByTestId('review-variant').innerText(), SIZE);
      assert.equal(await body.getByTestId('review-status').innerText(), 'Pending');
      if (width === 375) {
        await fitsPhone(page, 'the moderation page');
        await onScreen(page.getByRole('button', { name: 'Publish' }), width, 'Publish');
        await onScreen(page.getByRole('button', { name: 'Hide' }), width, 'Hide');
      }
      problems.push(...(await problemsOf(page, `moderation page @${width}`)));
      await screenshot(page, 'admin-review-pending');

      // a reply too long: the server's refusal, on the page; nothing saved
      const reply = page.getByTestId('review-reply');
      if (width === 1280) {
        await reply.fill('x'.repeat(2001));
        await page.getByRole('button', { name: 'Save reply' }).click();
        const refusal = page.getByTestId('moderation-refusal');
        await refusal.waitFor();
        assert.equal(await refusal.innerText(), 'Not saved: reply must be at most 2000 characters');
        assert.equal(
          ((await api('GET', `/api/admin/reviews/${review._id}`)).body as AdminReview).reply,
          null,
        );
      }

      // published with a reply: shoppers see both, and the product counts it
      const answer = `Thank you, Meera! ${width}`;
      await reply.fill(answer);
      await page.getByRole('button', { name: 'Save reply' }).click();
      await notified(page, 'Reply saved');
      await page.getByRole('button', { name: 'Publish' }).click();
      await notified(page, 'Review published');
      assert.equal(await body.getByTestId('review-status').innerText(), 'Published');
      assert.ok(await page.getByRole('button', { name: 'Publish' }).isDisabled());
      assert.equal(await reply.inputValue(), answer, 'the reply as saved');
      await shoppersSee('the review published, counted', (v) => {
        const [shown] = v.page.reviews;
        return v.numReviews === 1 && shown?._id === review._id && shown.reply === answer;
      });
      problems.push(...(await problemsOf(page, `published review @${width}`)));
      await screenshot(page, 'admin-review-published');

      // hidden: gone from the product's page and its count
      await page.getByRole('button', { name: 'Hide' }).click();
      await notified(page, 'Review hidden');
      assert.equal(await body.getByTestId('review-status').innerText(), 'Hidden');
      await shoppersSee(
        'the review gone',
        (v) => v.numReviews === 0 && v.page.reviews.every((r) => r._id !== review._id),
      );

      // the list finds it under Hidden; nothing pending now
      await page.getByRole('link', { name: 'All reviews' }).click();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'Hidden' }).click();
      // (with the one hidden at the width before)
      await until(
        async () => {
          const texts = await entries.allInnerTexts();
          return texts.length === i + 1 && texts.some((t) => t.includes(title)) ? true : undefined;
        },
        10_000,
        'the hidden reviews listed',
      );
      await entries.first().getByTestId('review-status').getByText('Hidden').waitFor();
      assert.equal(await pending.innerText(), 'PENDING (0)');
      await page.context().close();
    }
    assert.deepEqual(problems, []);
  });
});
