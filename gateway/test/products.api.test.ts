import type { Product } from '@arogya/contracts';
import { REPO_ROOT, startCatalog, startGateway, testShop } from '@arogya/testing';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

/** The seed catalogue: the oracle the answers are checked against. */
type SeedProduct = Pick<
  Product,
  | 'name'
  | 'sku'
  | 'price'
  | 'discountPrice'
  | 'category'
  | 'brand'
  | 'material'
  | 'gender'
  | 'collections'
  | 'sizes'
  | 'colors'
  | 'colorsName'
  | 'popularity'
>;
/** A seed product as the file has it: its variants say its prices, stock, sizes and colours. */
type SeedFile = Omit<SeedProduct, 'price' | 'discountPrice' | 'sizes' | 'colors' | 'colorsName'> & {
  variants: {
    size?: string;
    color?: string;
    colorName?: string;
    price: number;
    discountPrice: number | null;
  }[];
};
/**
 * The seed as the catalog shows it (issue 30): the cheapest variant's prices (the first of
 * equals), the variants' sizes and colours in their order.
 */
const seed = (
  JSON.parse(
    readFileSync(join(REPO_ROOT, 'services/catalog/seed/products.json'), 'utf8'),
  ) as SeedFile[]
).map(({ variants, ...p }): SeedProduct => {
  const eff = (v: SeedFile['variants'][number]) => v.discountPrice ?? v.price;
  const cheapest = variants.reduce((a, v) => (eff(v) < eff(a) ? v : a));
  const axis = (pick: (v: SeedFile['variants'][number]) => string | undefined) => [
    ...new Set(variants.map(pick).filter((x): x is string => !!x)),
  ];
  const colors = axis((v) => v.color);
  const names = colors.map((c) => variants.find((v) => v.color === c)!.colorName ?? '');
  return {
    ...p,
    price: cheapest.price,
    discountPrice: cheapest.discountPrice,
    sizes: axis((v) => v.size),
    colors,
    colorsName: names.some(Boolean) ? names : [],
  };
});
const effective = (p: { price: number; discountPrice: number | null }) =>
  p.discountPrice ?? p.price;
const skus = (list: { sku: string }[]) => list.map((p) => p.sku).sort();
const expect = (pred: (p: SeedProduct) => boolean) => skus(seed.filter(pred));

const shop = testShop('api', async (env, ns) => ({
  catalog: await startCatalog(env, ns),
  gateway: await startGateway(env, ns),
}));

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${shop.parts.gateway.baseUrl}${path}`, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}
const list = async (query: string) => {
  const r = await get(`/api/products?${query}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body as Product[];
};

describe('GET /api/products filters (SPEC §3 "Product filters", §7)', () => {
  it('answers the whole seeded catalogue as an array, most popular first', async () => {
    const all = await list('');
    assert.equal(all.length, seed.length);
    assert.deepEqual(skus(all), skus(seed));
    for (let i = 1; i < all.length; i++) assert.ok(all[i - 1]!.popularity >= all[i]!.popularity);
  });

  const cases: [string, string, (p: SeedProduct) => boolean][] = [
    ['category', 'category=Protein', (p) => p.category === 'Protein'],
    [
      'several categories, any case',
      'category=protein,DEVICE',
      (p) => ['Protein', 'Device'].includes(p.category),
    ],
    ['collection all', 'collection=all', () => true],
    ['collection', 'collection=super-food', (p) => p.collections.includes('super-food')],
    ['size', 'size=500 g', (p) => p.sizes.includes('500 g')],
    ['gender', 'gender=Women', (p) => p.gender === 'Women'],
    ['brand', `brand=${encodeURIComponent(seed[0]!.brand)}`, (p) => p.brand === seed[0]!.brand],
    [
      'material',
      `material=${encodeURIComponent(seed[0]!.material)}`,
      (p) => p.material === seed[0]!.material,
    ],
    [
      'min and max on the effective price',
      'minPrice=500&maxPrice=1500',
      (p) => effective(p) >= 500 && effective(p) <= 1500,
    ],
    [
      'filters combined',
      'category=Protein&maxPrice=2000&collection=protein-bite',
      (p) =>
        p.category === 'Protein' && effective(p) <= 2000 && p.collections.includes('protein-bite'),
    ],
    [
      'unknown parameters ignored',
      'category=Device&utm_source=newsletter',
      (p) => p.category === 'Device',
    ],
  ];
  for (const [name, query, pred] of cases) {
    it(`filters by ${name}`, async () => {
      const expected = expect(pred);
      assert.ok(expected.length > 0, 'the seed has matching products');
      assert.deepEqual(skus(await list(query)), expected);
    });
  }

  it('filters by colour value and by colour name', async () => {
    const coloured = seed.find((p) => p.colors.length > 0)!;
    const [value, name] = [coloured.colors[0]!, coloured.colorsName[0]!];
    assert.deepEqual(
      skus(await list(`color=${encodeURIComponent(value)}`)),
      expect((p) => p.colors.includes(value)),
    );
    assert.deepEqual(
      skus(await list(`color=${encodeURIComponent(name)}`)),
      expect((p) => p.colorsName.includes(name)),
    );
  });
});

describe('GET /api/products sorting and paging', () => {
  it('sorts by effective price both ways', async () => {
    const asc = (await list('sortBy=priceAsc')).map(effective);
    assert.deepEqual(
      asc,
      [...asc].sort((a, b) => a - b),
    );
    const desc = (await list('sortBy=priceDesc')).map(effective);
    assert.deepEqual(
      desc,
      [...desc].sort((a, b) => b - a),
    );
    assert.equal(asc.length, seed.length);
  });

  it('sorts by popularity and by newest', async () => {
    const pop = (await list('sortBy=popularity')).map((p) => p.popularity);
    assert.deepEqual(
      pop,
      [...pop].sort((a, b) => b - a),
    );
    const newest = (await list('sortBy=newest')).map((p) => p.createdAt);
    assert.deepEqual(newest, [...newest].sort().reverse());
  });

  it('limits and pages', async () => {
    const all = await list('sortBy=priceAsc');
    assert.deepEqual(await list('sortBy=priceAsc&limit=5'), all.slice(0, 5));
    assert.deepEqual(await list('sortBy=priceAsc&limit=5&page=2'), all.slice(5, 10));
    assert.deepEqual(await list('sortBy=priceAsc&limit=50&page=99'), []);
  });
});

describe('GET /api/products?search=', () => {
  it('finds products by a word of their name or description', async () => {
    const hits = await list('search=ashwagandha');
    assert.ok(hits.length > 0);
    assert.match(hits[0]!.name, /ashwagandha/i);
    for (const p of hits) assert.match(`${p.name} ${p.description}`, /ashwagandha/i);
  });

  for (const [typo, word] of [
    ['ashwaganda', /ashwagandha/i],
    ['protien', /protein/i],
    ['spirulna', /spirulina/i],
    ['turmerik', /turmeric/i],
  ] as const) {
    it(`forgives the misspelling "${typo}"`, async () => {
      const hits = await list(`search=${typo}`);
      assert.ok(hits.length > 0, `no result for ${typo}`);
      assert.match(hits[0]!.name, word);
    });
  }

  it('combines search with filters and finds nothing for gibberish', async () => {
    const hits = await list('search=protein&category=Protein');
    assert.ok(hits.length > 0);
    for (const p of hits) assert.equal(p.category, 'Protein');
    assert.deepEqual(await list('search=qqxzvwkj'), []);
  });
});

describe('GET /api/products/:id and /similar/:id', () => {
  it('answers one product with every field of SPEC §3', async () => {
    const [first] = await list('limit=1');
    const r = await get(`/api/products/${first!._id}`);
    assert.equal(r.status, 200);
    const p = r.body as Product;
    assert.equal(p._id, first!._id);
    for (const key of [
      'name',
      'description',
      'price',
      'discountPrice',
      'countInStock',
      'sku',
      'tags',
      'images',
      'extraImages',
      'sizes',
      'colors',
      'colorsName',
      'brand',
      'material',
      'videoUrl',
      'category',
      'gender',
      'collections',
      'hsn',
      'gstRate',
    ]) {
      assert.ok(key in p, `missing ${key}`);
    }
    assert.equal(p.images.filter((i) => i.isPrimary).length, 1);
  });

  it('lists similar products: never itself, always sharing category or a collection', async () => {
    const [first] = await list('category=Ayurvedic&limit=1');
    const r = await get(`/api/products/similar/${first!._id}`);
    assert.equal(r.status, 200);
    const similar = r.body as Product[];
    assert.ok(similar.length > 0 && similar.length <= 8);
    for (const p of similar) {
      assert.notEqual(p._id, first!._id);
      assert.ok(
        p.category === first!.category || p.collections.some((c) => first!.collections.includes(c)),
      );
    }
    assert.equal(similar[0]!.category, first!.category);
  });

  const unknown = '6f1c1c1e-1111-4111-8111-111111111111';
  for (const [path, status, message] of [
    ['/api/products/not-an-id', 400, 'Invalid product id'],
    ['/api/products/similar/123', 400, 'Invalid product id'],
    ['/api/products/1%27%20OR%201=1', 400, 'Invalid product id'],
    [`/api/products/${unknown}`, 404, 'Product not found'],
    [`/api/products/similar/${unknown}`, 404, 'Product not found'],
  ] as const) {
    it(`answers ${status} to the ${status === 400 ? 'malformed' : 'unknown'} id in ${path}`, async () => {
      const r = await get(path);
      assert.equal(r.status, status);
      assert.deepEqual(r.body, { message });
    });
  }

  it('answers 400 with a message to bad list parameters', async () => {
    const r = await get('/api/products?sortBy=cheap');
    assert.equal(r.status, 400);
    assert.match(r.body.message, /sortBy must be one of priceAsc, priceDesc, popularity, newest/);
  });
});

describe('gateway plumbing', () => {
  it('serves every seeded product image as a real file', async () => {
    const all = await list('');
    const urls = [
      ...new Set(all.flatMap((p) => [...p.images, ...p.extraImages].map((i) => i.url))),
    ];
    assert.ok(urls.length >= seed.length);
    for (const url of urls) {
      const res = await fetch(`${shop.parts.gateway.baseUrl}${url}`);
      assert.equal(res.status, 200, url);
      assert.equal(res.headers.get('content-type'), 'image/svg+xml');
      assert.match(await res.text(), /^<svg[\s\S]*<\/svg>\s*$/);
    }
  });

  it('echoes the caller’s correlation id and answers CORS preflights', async () => {
    const r = await get('/api/products?limit=1', { 'x-correlation-id': 'trace-me-123' });
    assert.equal(r.headers.get('x-correlation-id'), 'trace-me-123');
    const pre = await fetch(`${shop.parts.gateway.baseUrl}/api/products`, {
      method: 'OPTIONS',
      headers: { origin: 'http://shop.example', 'access-control-request-method': 'GET' },
    });
    assert.equal(pre.headers.get('access-control-allow-origin'), 'http://shop.example');
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const doc = await get('/api/docs/openapi.json');
    assert.equal(doc.status, 200);
    assert.ok(doc.body.paths['/api/products']);
    assert.ok(doc.body.paths['/api/products/{id}']);
    assert.equal((await fetch(`${shop.parts.gateway.baseUrl}/api/docs`)).status, 200);
  });

  it('answers 404 with a message for unknown API routes', async () => {
    const r = await get('/api/nothing-here');
    assert.equal(r.status, 404);
    assert.equal(typeof r.body.message, 'string');
  });

  it('answers 503 with a message when the catalog service is down', async () => {
    await shop.parts.catalog.stop();
    const r = await get('/api/products?category=Fitness&limit=3&page=7');
    assert.equal(r.status, 503);
    assert.match(r.body.message, /catalog service is unavailable/);
    const ready = await fetch(`${shop.parts.gateway.opsUrl}/health/ready`);
    assert.equal(ready.status, 200, 'the gateway itself stays ready');
  });
});
