import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CatalogCalls,
  ShopError,
  lineImage,
  linePrice,
  parseCheckoutItems,
  productFactsOf,
  productUnits,
  stockRefusal,
  variantRefusal,
  chooseVariant,
  variantLabel,
  variantSku,
  shareOut,
  type Product,
} from '../src/index.js';

const tee = { name: 'Yoga Tee', sizes: ['S', 'M'], colors: ['#000000'], colorsName: ['Black'] };

describe('the line rules catalog and cart share', () => {
  it('prices a line at the discount price when there is one, else the price', () => {
    assert.equal(linePrice(99_900, null), 99_900);
    assert.equal(linePrice(50_000, 45_000), 45_000);
    assert.equal(linePrice(500, 0), 0, 'a free discount is still a discount');
  });

  it('shows the primary image, else the first, else none', () => {
    const img = (url: string, isPrimary = false) => ({ url, isPrimary });
    assert.equal(lineImage([img('/a.svg'), img('/b.svg', true)]), '/b.svg');
    assert.equal(lineImage([img('/a.svg'), img('/b.svg')]), '/a.svg');
    assert.equal(lineImage([]), '');
  });

  it('refuses a size or colour the product is not sold in, naming both', () => {
    assert.equal(
      variantRefusal(tee, { size: 'XXL', color: '' }),
      'Size XXL is not available for Yoga Tee',
    );
    assert.equal(
      variantRefusal(tee, { size: 'S', color: 'Red' }),
      'Colour Red is not available for Yoga Tee',
    );
    assert.equal(variantRefusal(tee, { size: 'M', color: 'Black' }), undefined, 'a colour name');
    assert.equal(variantRefusal(tee, { size: '', color: '#000000' }), undefined, 'a colour code');
    assert.equal(variantRefusal(tee, { size: '', color: '' }), undefined, 'nothing chosen');
  });

  it('refuses any size or colour of a product sold in none: only none is chosen', () => {
    const plain = { name: 'Oil', sizes: [], colors: [], colorsName: [] };
    assert.equal(
      variantRefusal(plain, { size: 'L', color: '' }),
      'Size L is not available for Oil (it has no sizes)',
    );
    assert.equal(
      variantRefusal(plain, { size: '', color: 'Red' }),
      'Colour Red is not available for Oil (it has no colours)',
    );
    assert.equal(variantRefusal(plain, { size: '', color: '' }), undefined, 'no variants');
    const sized = { name: 'Shilajit', sizes: ['20 g'], colors: [], colorsName: [] };
    assert.equal(variantRefusal(sized, { size: '20 g', color: '' }), undefined);
    assert.match(variantRefusal(sized, { size: '20 g', color: 'Black' }) ?? '', /no colours/);
  });

  it('counts a product’s units over all its lines, whatever their sizes and colours', () => {
    const line = (productId: string, quantity: number, size = '') => ({
      productId,
      quantity,
      size,
      color: '',
    });
    assert.deepEqual(
      [...productUnits([line('a', 2, 'S'), line('b', 1), line('a', 5, 'M'), line('a', 1)])],
      [
        ['a', 8],
        ['b', 1],
      ],
    );
  });

  it('says how much stock is left, or that there is none', () => {
    assert.equal(stockRefusal('Yoga Tee', 3), 'Only 3 of Yoga Tee left in stock');
    assert.equal(stockRefusal('Yoga Tee', 0), 'Yoga Tee is out of stock');
    assert.equal(stockRefusal('Yoga Tee', -1), 'Yoga Tee is out of stock');
  });

  it('reads a product’s facts with those rules, in paise, at the given version', () => {
    const variant = {
      color: '',
      colorName: '',
      mrp: 500,
      price: 500,
      discountPrice: 449.5,
      images: [],
    };
    const product = {
      _id: '7d3c3f3e-1f6b-4a8e-9c3d-2b1a0f9e8d7c',
      name: 'Protein Bars',
      price: 500,
      discountPrice: 449.5,
      countInStock: 10,
      sizes: ['6 bars', '12 bars'],
      colors: [],
      colorsName: [],
      images: [
        { url: '/a.svg', altText: '', isPrimary: false },
        { url: '/b.svg', altText: '', isPrimary: true },
      ],
      variants: [
        { ...variant, _id: 'v6', sku: 'BAR-6', size: '6 bars', countInStock: 4 },
        {
          ...variant,
          _id: 'v12',
          sku: 'BAR-12',
          size: '12 bars',
          price: 900,
          discountPrice: null,
          countInStock: 6,
          images: [{ url: '/12.svg', altText: '', isPrimary: true }],
        },
      ],
    } as unknown as Product;
    assert.deepEqual(productFactsOf(product, 7), {
      id: product._id,
      name: 'Protein Bars',
      image: '/b.svg',
      pricePaise: 44_950,
      countInStock: 10,
      variants: [
        {
          id: 'v6',
          sku: 'BAR-6',
          size: '6 bars',
          color: '',
          colorName: '',
          pricePaise: 44_950,
          countInStock: 4,
          image: '', // the product's
        },
        {
          id: 'v12',
          sku: 'BAR-12',
          size: '12 bars',
          color: '',
          colorName: '',
          pricePaise: 90_000,
          countInStock: 6,
          image: '/12.svg',
        },
      ],
      version: 7,
    });
    // an event from before variants has none: nothing is sold from it
    const { variants: _, ...before } = product;
    assert.deepEqual(productFactsOf(before as Product, 3).variants, []);
  });
});

describe('CatalogCalls.facts', () => {
  const parse = (payload: unknown) => CatalogCalls.facts.parse(payload);
  const id = '7d3c3f3e-1f6b-4a8e-9c3d-2b1a0f9e8d7c';

  it('takes a bounded page after an id, or a list of ids', () => {
    assert.deepEqual(parse({ limit: 200 }), { limit: 200 });
    assert.deepEqual(parse({ limit: 1, after: id }), { limit: 1, after: id });
    assert.deepEqual(parse({ limit: 5, ids: [id] }), { limit: 5, ids: [id] });
  });

  it('refuses an unbounded page and anything but product ids', () => {
    for (const bad of [{}, { limit: 0 }, { limit: 501 }, { limit: 1.5 }, { limit: '5' }]) {
      assert.throws(() => parse(bad), ShopError);
    }
    assert.throws(() => parse({ limit: 5, after: 'x' }), /Invalid product id/);
    assert.throws(() => parse({ limit: 5, ids: ['x'] }), /ids must be a list/);
  });
});

describe('parseCheckoutItems', () => {
  const id = '7d3c3f3e-1f6b-4a8e-9c3d-2b1a0f9e8d7c';
  const other = '0b6f3c1e-5d2a-4c8b-9e7f-1a2b3c4d5e6f';
  const item = (productId: string, quantity: number, size: string) => ({
    productId,
    quantity,
    size,
  });

  it('adds equal lines up and takes up to 999 units of a product over all its lines', () => {
    const items = parseCheckoutItems([
      item(id, 500, 'S'),
      item(id, 499, 'M'),
      item(other, 999, ''),
    ]);
    assert.ok(items.ok);
    assert.deepEqual(
      items.value.map((i) => [i.size, i.quantity]),
      [
        ['S', 500],
        ['M', 499],
        ['', 999],
      ],
    );
  });

  it('refuses more than 999 units of a product, however the lines split them', () => {
    const message =
      'A checkout holds at most 999 units of one product, all its sizes and colours together';
    const split = Array.from({ length: 50 }, (_, i) => item(id, 20, `size ${i}`));
    assert.deepEqual(parseCheckoutItems(split), { ok: false, message });
    assert.deepEqual(parseCheckoutItems([item(id, 999, 'S'), item(id, 1, 'S')]), {
      ok: false,
      message,
    });
  });
});

describe('variants (issue 30)', () => {
  const v = (size: string, color = '', colorName = '') => ({ size, color, colorName });
  const tee = {
    name: 'Yoga Tee',
    variants: [v('S', '#111', 'Black'), v('M', '#111', 'Black'), v('M', '#f80', 'Saffron')],
  };

  it('chooses the variant of a size and a colour (by code or name), the first of what is left open', () => {
    const chosen = (size: string, color: string) => {
      const c = chooseVariant(tee, { size, color });
      return 'variant' in c ? tee.variants.indexOf(c.variant) : c.refusal;
    };
    assert.equal(chosen('M', 'Saffron'), 2);
    assert.equal(chosen('M', '#f80'), 2);
    assert.equal(chosen('M', ''), 1, 'no colour: the first M');
    assert.equal(chosen('', ''), 0, 'nothing chosen: the first variant (a card’s add)');
    assert.equal(chosen('', 'Saffron'), 2);
    assert.equal(chosen('S', 'Saffron'), 'Yoga Tee is not sold in S and Saffron together');
    assert.equal(chosen('XL', ''), 'Size XL is not available for Yoga Tee');
    assert.equal(chosen('', 'Red'), 'Colour Red is not available for Yoga Tee');
    const plain = { name: 'Oil', variants: [v('')] };
    assert.equal(
      'refusal' in chooseVariant(plain, { size: 'L', color: '' }) &&
        (chooseVariant(plain, { size: 'L', color: '' }) as { refusal: string }).refusal,
      'Size L is not available for Oil (it has no sizes)',
    );
  });

  it('names a variant, makes its SKU, and shares stock out without losing a unit', () => {
    assert.equal(variantLabel(v('2 kg')), '2 kg');
    assert.equal(variantLabel(v('M', '#111', 'Black')), 'M · Black');
    assert.equal(variantLabel(v('', '#111')), '#111');
    assert.equal(variantLabel(v('')), '');
    assert.equal(variantSku('PRO-WPI-001', '2 kg', ''), 'PRO-WPI-001-2KG');
    assert.equal(variantSku('FIT-TEE', 'XL', 'Navy Blue'), 'FIT-TEE-XL-NAVYBLUE');
    assert.deepEqual(shareOut(11, 4), [3, 3, 3, 2]);
    assert.deepEqual(shareOut(2, 3), [1, 1, 0]);
    assert.equal(
      shareOut(280, 3).reduce((a, b) => a + b),
      280,
    );
  });
});
