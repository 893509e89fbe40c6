import type { AdminReview, OrderView, Product, ReviewPage } from '@arogya/contracts';
import { apiOf, buy, signUp as register, startFullShop, testShop, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

/**
 * Issue 30, reviews, through the gateway: only a shopper who received a variant reviews it,
 * once; the console publishes, hides and replies; the product's rating and count come from
 * published reviews only, and the served HTML claims an AggregateRating only when it has one.
 */
const ADMIN = { email: 'reviews-admin@test.local', password: 'reviews-admin-pass' };
const shop = testShop('reviews', (env, ns) => startFullShop(env, ns, { admin: ADMIN }));
const api = apiOf(() => shop.parts.gateway.baseUrl);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
let admin: string;
let tulsi: Product;

/** The JSON-LD of the product's served page. */
async function jsonLd(id: string): Promise<Record<string, unknown>> {
  const html = await (await fetch(`${shop.parts.gateway.baseUrl}/product/${id}`)).text();
  const all = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const product = all.find((o) => o['@type'] === 'Product' || o['@type'] === 'ProductGroup');
  assert.ok(product, 'the page has the product’s JSON-LD');
  return product;
}
const moderate = (id: string, body: unknown) => api('PUT', `/api/admin/reviews/${id}`, body, admin);
const product = async (id: string) => (await api('GET', `/api/products/${id}`)).body as Product;

/** A shopper (`name`) who bought one unit of `p`: their token and order. */
async function delivered(name: string, p: Product) {
  const signedUp = await api('POST', '/api/users/register', {
    name,
    email: `${name.replace(/\W/g, '').toLowerCase()}-${globalThis.crypto.randomUUID().slice(0, 6)}@test.local`,
    password: 'shopper-pass-1',
  });
  assert.equal(signedUp.status, 201, JSON.stringify(signedUp.body));
  const token = signedUp.body.token as string;
  const c = await buy(api, shop.parts.sandbox.url, token, [{ productId: p._id, quantity: 1 }]);
  const order = await until(
    async () =>
      ((await api('GET', '/api/orders/my-orders', undefined, token)).body as OrderView[]).find(
        (o) => o.checkoutId === c._id,
      ),
    20_000,
    'the order',
  );
  return { token, order };
}
const deliver = async (orderId: string) => {
  for (const status of ['Shipped', 'Delivered']) {
    const r = await api('PUT', `/api/admin/orders/${orderId}`, { status }, admin);
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
};

before(async () => {
  await shop.ready;
  admin = (await api('POST', '/api/users/login', ADMIN)).body.token;
  const [hit] = (await api('GET', '/api/products?search=Tulsi%20Green%20Tea')).body as Product[];
  tulsi = await product(hit!._id);
});

describe('reviews (issue 30)', () => {
  it('shows no invented rating: none on the product, none in the served HTML', async () => {
    assert.deepEqual([tulsi.rating, tulsi.numReviews], [0, 0]);
    const ld = await jsonLd(tulsi._id);
    assert.equal(ld.aggregateRating, undefined);
    assert.doesNotMatch(JSON.stringify(ld), /AggregateRating/);
  });

  it('takes a review only from a shopper who received the variant, once', async () => {
    const { token, order } = await delivered('Asha Verma', tulsi);
    const line = order.orderItems[0]!;
    const body = {
      productId: tulsi._id,
      variantId: line.variantId ?? null,
      rating: 4,
      title: 'Calming evening cup',
      text: 'Light, grassy and fresh. I drink it every evening.',
      photos: [] as string[],
    };
    const path = `/api/orders/${order._id}/reviews`;
    const early = await api('POST', path, body, token);
    assert.equal(early.status, 409, 'not delivered yet');
    assert.equal(early.body.message, 'You can review what this order brings once it is delivered');
    await deliver(order._id);
    const { token: stranger } = await register(api, 'stranger');
    assert.equal((await api('POST', path, body, stranger)).status, 404, 'not their order');
    assert.equal((await api('POST', path, body)).status, 401);
    const bad = await api('POST', path, { ...body, rating: 6 }, token);
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'rating must be a whole number of stars from 1 to 5');
    const link = await api('POST', path, { ...body, photos: ['https://evil.test/x.png'] }, token);
    assert.equal(link.status, 400);
    // a photo the shopper uploads
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'cup.png');
    const up = await fetch(`${shop.parts.gateway.baseUrl}/api/reviews/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    assert.equal(up.status, 201);
    const { url } = (await up.json()) as { url: string };
    assert.match(url, /^\/uploads\/[0-9a-f-]{36}\.png$/);
    const written = await api('POST', path, { ...body, photos: [url] }, token);
    assert.equal(written.status, 201, JSON.stringify(written.body));
    const review = written.body as AdminReview;
    assert.deepEqual(
      [review.status, review.rating, review.photos, review.author, review.productName],
      ['pending', 4, [url], 'Asha V.', tulsi.name],
    );
    const twice = await api('POST', path, body, token);
    assert.equal(twice.status, 409);
    assert.equal(twice.body.message, 'You have reviewed this already');
    const mine = (await api('GET', '/api/reviews/mine', undefined, token)).body as AdminReview[];
    assert.deepEqual(
      mine.map((r) => [r._id, r.status]),
      [[review._id, 'pending']],
    );
    // pending: shoppers see nothing yet
    const page = (await api('GET', `/api/products/${tulsi._id}/reviews`)).body as ReviewPage;
    assert.deepEqual([page.total, page.rating, page.reviews], [0, 0, []]);
  });

  it('publishes, replies and hides in the console; rating, count and JSON-LD follow', async () => {
    const list = await api(
      'GET',
      `/api/admin/reviews?filter=${encodeURIComponent('{"status":"pending"}')}&range=[0,9]`,
      undefined,
      admin,
    );
    assert.equal(list.status, 200);
    const [pending] = list.body as (AdminReview & { id: string })[];
    assert.equal(pending!.productId, tulsi._id);
    const { token: shopper } = await register(api, 'nosy');
    assert.equal(
      (await api('PUT', `/api/admin/reviews/${pending!.id}`, { status: 'published' }, shopper))
        .status,
      403,
    );
    const published = await moderate(pending!.id, {
      status: 'published',
      reply: 'Thank you! Try it with a slice of ginger.',
    });
    assert.equal(published.status, 200, JSON.stringify(published.body));
    assert.equal((published.body as AdminReview).status, 'published');
    const rated = await until(
      async () => {
        const p = await product(tulsi._id);
        return p.numReviews === 1 ? p : undefined;
      },
      10_000,
      'the product’s rating',
    );
    assert.equal(rated.rating, 4);
    const ld = await jsonLd(tulsi._id);
    assert.deepEqual(ld.aggregateRating, {
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 1,
    });
    // a second buyer's 2 stars: the mean, the distribution, the orders of the page
    const { token, order } = await delivered('Ravi', tulsi);
    await deliver(order._id);
    const line = order.orderItems[0]!;
    const second = await api(
      'POST',
      `/api/orders/${order._id}/reviews`,
      {
        productId: tulsi._id,
        variantId: line.variantId ?? null,
        rating: 2,
        title: 'Too mild',
        text: 'I like a stronger cup.',
      },
      token,
    );
    assert.equal(second.status, 201, JSON.stringify(second.body));
    await moderate((second.body as AdminReview)._id, { status: 'published' });
    const page = await until(
      async () => {
        const r = (await api('GET', `/api/products/${tulsi._id}/reviews?sort=lowest`))
          .body as ReviewPage;
        return r.total === 2 ? r : undefined;
      },
      10_000,
      'both reviews',
    );
    assert.equal(page.rating, 3);
    assert.deepEqual(page.distribution, { 1: 0, 2: 1, 3: 0, 4: 1, 5: 0 });
    assert.deepEqual(
      page.reviews.map((r) => [r.rating, r.reply]),
      [
        [2, null],
        [4, 'Thank you! Try it with a slice of ginger.'],
      ],
    );
    assert.equal((await api('GET', `/api/products/${tulsi._id}/reviews?sort=best`)).status, 400);
    // hidden: gone from shoppers, from the figures and from the JSON-LD's count
    await moderate(pending!.id, { status: 'hidden' });
    const after = await until(
      async () => {
        const p = await product(tulsi._id);
        return p.numReviews === 1 ? p : undefined;
      },
      10_000,
      'the hidden review to leave the figures',
    );
    assert.equal(after.rating, 2);
    assert.equal(
      ((await jsonLd(tulsi._id)).aggregateRating as { reviewCount: number }).reviewCount,
      1,
    );
  });
});
