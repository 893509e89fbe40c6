import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  EMPTY_LABEL,
  Namespace,
  parseProductInput,
  parseProductQuery,
  percentOff,
  productQueryKey,
  rupeesToPaise,
  paiseToRupees,
  formatInr,
  PRODUCT_LIST_MAX_LIMIT,
} from '../src/index.js';

describe('parseProductQuery', () => {
  it('treats collection "all" and empty values as no filter, and ignores unknown parameters', () => {
    const r = parseProductQuery({ collection: 'All', category: '', utm_source: 'mail' });
    assert.deepEqual(r, { ok: true, value: { limit: PRODUCT_LIST_MAX_LIMIT, page: 1 } });
  });

  it('splits comma-separated list filters, converts rupees to paise', () => {
    const r = parseProductQuery({
      brand: 'Vedic Roots, Respyr,Vedic Roots',
      minPrice: '199.5',
      maxPrice: '1000',
      sortBy: 'priceDesc',
      limit: '24',
      page: '2',
      search: '  whey  ',
    });
    assert.ok(r.ok);
    assert.deepEqual(r.value.brand, ['Vedic Roots', 'Respyr']);
    assert.equal(r.value.minPricePaise, 19950);
    assert.equal(r.value.maxPricePaise, 100000);
    assert.equal(r.value.sortBy, 'priceDesc');
    assert.equal(r.value.limit, 24);
    assert.equal(r.value.page, 2);
    assert.equal(r.value.search, 'whey');
  });

  for (const [query, message] of [
    [{ sortBy: 'cheapest' }, /sortBy must be one of/],
    [{ minPrice: '-1' }, /minPrice must be a rupee amount/],
    [{ maxPrice: '12.345' }, /maxPrice must be a rupee amount/],
    [{ minPrice: '500', maxPrice: '100' }, /minPrice must not be greater than maxPrice/],
    [{ limit: '0' }, /limit must be a whole number from 1 to 200/],
    [{ limit: '201' }, /limit must be a whole number/],
    [{ page: 'x' }, /page must be a whole number/],
    [{ search: 'x'.repeat(101) }, /search must be at most 100/],
  ] as const) {
    it(`refuses ${JSON.stringify(query).slice(0, 40)} with a clear message`, () => {
      const r = parseProductQuery(query);
      assert.equal(r.ok, false);
      assert.match((r as { message: string }).message, message);
    });
  }

  it('gives equal keys to equal queries written differently', () => {
    const a = parseProductQuery({ brand: 'B,A', limit: '10', category: 'Protein' });
    const b = parseProductQuery({ category: 'Protein', limit: '10', brand: 'A,B', junk: '1' });
    assert.ok(a.ok && b.ok);
    assert.equal(productQueryKey(a.value), productQueryKey(b.value));
    const c = parseProductQuery({ category: 'Device', limit: '10', brand: 'A,B' });
    assert.ok(c.ok);
    assert.notEqual(productQueryKey(a.value), productQueryKey(c.value));
  });
});

describe('parseProductInput', () => {
  const valid = {
    name: 'Moringa Powder',
    description: 'Leaf powder.',
    price: '499',
    discountPrice: 399.5,
    countInStock: '12',
    sku: 'sup-mor-1',
    category: 'Superfood',
    collection: 'Super-Food',
    sizes: 'S, M , ,L',
    images: [{ url: '/uploads/a.png', altText: 'a' }, { url: '/uploads/b.png' }],
  };

  it('converts numbers, normalises lists and marks the first image primary', () => {
    const r = parseProductInput(valid, 'create');
    assert.ok(r.ok, (r as { message?: string }).message);
    assert.equal(r.value.pricePaise, 49900);
    assert.equal(r.value.discountPricePaise, 39950);
    assert.equal(r.value.countInStock, 12);
    assert.equal(r.value.sku, 'SUP-MOR-1');
    assert.deepEqual(r.value.collections, ['Super-Food']);
    assert.deepEqual(r.value.sizes, ['S', 'M', 'L']);
    assert.deepEqual(
      r.value.images?.map((i) => i.isPrimary),
      [true, false],
    );
  });

  it('completes a minimal new product with the defaults of every optional field', () => {
    const r = parseProductInput(
      { name: 'N', description: 'D', price: 10, countInStock: 1, sku: 'S-1', category: 'Device' },
      'create',
    );
    assert.ok(r.ok);
    assert.deepEqual(r.value, {
      name: 'N',
      description: 'D',
      pricePaise: 1000,
      countInStock: 1,
      sku: 'S-1',
      category: 'Device',
      discountPricePaise: null,
      mrpPaise: null, // the price (issue 30)
      brand: '',
      material: '',
      gender: 'Unisex',
      collections: [],
      sizes: [],
      colors: [],
      colorsName: [],
      tags: [],
      images: [],
      extraImages: [],
      videoUrl: null,
      // the category's GST default (GST_CATEGORY_DEFAULTS)
      hsn: '9019',
      gstRate: 18,
      // on sale, with no label facts yet (issue 30)
      status: 'published',
      label: EMPTY_LABEL,
    });
  });

  it('takes an HSN code of 4, 6 or 8 digits and a GST rate GST has; else a clear 400', () => {
    const base = { name: 'N', description: 'D', price: 10, countInStock: 1, sku: 'S-2' };
    const made = parseProductInput(
      { ...base, category: 'Protein', hsn: '21069099', gstRate: '5' },
      'create',
    );
    assert.ok(made.ok);
    assert.equal(made.value.hsn, '21069099');
    assert.equal(made.value.gstRate, 5);
    // only the rate given: the HSN comes from the category's default
    const half = parseProductInput({ ...base, category: 'Ayurvedic', gstRate: 5 }, 'create');
    assert.ok(half.ok);
    assert.deepEqual([half.value.hsn, half.value.gstRate], ['3004', 5]);
    for (const [body, message] of [
      [{ hsn: '210' }, 'hsn must be an HSN code of 4, 6 or 8 digits'],
      [{ hsn: '21069' }, 'hsn must be an HSN code of 4, 6 or 8 digits'],
      [{ hsn: '2106AB' }, 'hsn must be an HSN code of 4, 6 or 8 digits'],
      [{ gstRate: 7 }, 'gstRate must be one of 0, 5, 12, 18, 28 (per cent)'],
      [{ gstRate: '' }, 'gstRate must be one of 0, 5, 12, 18, 28 (per cent)'],
    ] as const) {
      assert.deepEqual(parseProductInput(body, 'update'), { ok: false, message });
    }
    assert.deepEqual(parseProductInput({ ...base, category: 'Garden' }, 'create'), {
      ok: false,
      message: 'hsn and gstRate are required: the category has no GST default',
    });
    assert.equal(
      parseProductInput({ ...base, category: 'Garden', hsn: '0910', gstRate: 5 }, 'create').ok,
      true,
    );
  });

  it('requires the fields of SPEC §5 on create but not on update', () => {
    const { sku: _sku, ...noSku } = valid;
    assert.deepEqual(parseProductInput(noSku, 'create'), { ok: false, message: 'sku is required' });
    assert.equal(parseProductInput({ name: 'New name' }, 'update').ok, true);
  });

  it('refuses unknown fields but ignores server-owned ones sent back by the console', () => {
    assert.deepEqual(parseProductInput({ ...valid, isPaid: true }, 'create'), {
      ok: false,
      message: 'Unknown field: isPaid',
    });
    const r = parseProductInput({ _id: 'x', id: 'x', rating: 5, name: 'N' }, 'update');
    assert.deepEqual(r, { ok: true, value: { name: 'N' } });
  });

  it("refuses keys of an object's prototype as unknown fields (they used to throw: a 500)", () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const body = JSON.parse(`{"name":"N","${key}":{"isAdmin":true}}`) as object;
      assert.deepEqual(parseProductInput(body, 'update'), {
        ok: false,
        message: `Unknown field: ${key}`,
      });
    }
  });

  for (const [body, message] of [
    [{ price: -1 }, /price must be a rupee amount/],
    [{ price: 100, discountPrice: 150 }, /discountPrice must not be greater than price/],
    [{ countInStock: 1.5 }, /countInStock must be a whole number/],
    [{ tags: ['HOT'] }, /tags may only contain NEW, BESTSELLER, SALE/],
    [{ colors: ['#000'], colorsName: ['Black', 'White'] }, /colorsName must have one name/],
    [{ images: [{ url: 'javascript:alert(1)' }] }, /images\[0\].url must be a path or http/],
    [{ videoUrl: 'http://insecure.example/v' }, /videoUrl must be an https URL/],
    [{ sku: 'bad sku!' }, /sku may contain only/],
  ] as const) {
    it(`refuses ${JSON.stringify(body).slice(0, 50)}`, () => {
      const r = parseProductInput(body, 'update');
      assert.equal(r.ok, false);
      assert.match((r as { message: string }).message, message);
    });
  }
});

describe('money', () => {
  it('converts rupees and paise exactly and refuses sub-paise amounts', () => {
    assert.equal(rupeesToPaise(1299.99), 129999);
    assert.equal(paiseToRupees(129999), 1299.99);
    assert.throws(() => rupeesToPaise(1.005), /more than 2 decimals/);
    assert.throws(() => rupeesToPaise(-1), /Not a valid rupee amount/);
  });

  it('formats with Indian digit grouping and computes the % OFF chip', () => {
    assert.equal(formatInr(12345600), '₹1,23,456.00');
    assert.equal(percentOff(99900, 74900), 25);
    assert.equal(percentOff(99900, null), 0);
  });
});

describe('Namespace', () => {
  it('prefixes subjects, streams and databases, and strips its own prefix', () => {
    const ns = new Namespace('t1');
    assert.equal(ns.subject('shop.catalog.x.v1'), 't1.shop.catalog.x.v1');
    assert.equal(ns.unprefix('t1.shop.a'), 'shop.a');
    assert.equal(ns.stream('SHOP'), 'T1_SHOP');
    assert.equal(ns.database('catalog'), 't1_catalog');
    assert.equal(new Namespace('').database('catalog'), 'arogya_catalog');
    assert.throws(() => new Namespace('Bad-Name'), /Invalid namespace/);
  });
});
