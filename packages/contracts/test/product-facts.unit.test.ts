import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CatalogCalls,
  InvalidRequest,
  lineImage,
  linePrice,
  productFactsOf,
  stockRefusal,
  variantRefusal,
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
    const plain = { name: 'Oil', sizes: [], colors: [], colorsName: [] };
    assert.equal(variantRefusal(plain, { size: 'L', color: 'Red' }), undefined, 'no variants');
  });

  it('says how much stock is left, or that there is none', () => {
    assert.equal(stockRefusal('Yoga Tee', 3), 'Only 3 of Yoga Tee left in stock');
    assert.equal(stockRefusal('Yoga Tee', 0), 'Yoga Tee is out of stock');
    assert.equal(stockRefusal('Yoga Tee', -1), 'Yoga Tee is out of stock');
  });

  it('reads a product’s facts with those rules, in paise, at the given version', () => {
    const product = {
      _id: '7d3c3f3e-1f6b-4a8e-9c3d-2b1a0f9e8d7c',
      name: 'Protein Bars',
      price: 500,
      discountPrice: 449.5,
      countInStock: 10,
      sizes: [],
      colors: [],
      colorsName: [],
      images: [
        { url: '/a.svg', altText: '', isPrimary: false },
        { url: '/b.svg', altText: '', isPrimary: true },
      ],
    } as unknown as Product;
    assert.deepEqual(productFactsOf(product, 7), {
      id: product._id,
      name: 'Protein Bars',
      image: '/b.svg',
      pricePaise: 44_950,
      countInStock: 10,
      sizes: [],
      colors: [],
      colorsName: [],
      version: 7,
    });
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
      assert.throws(() => parse(bad), InvalidRequest);
    }
    assert.throws(() => parse({ limit: 5, after: 'x' }), /Invalid product id/);
    assert.throws(() => parse({ limit: 5, ids: ['x'] }), /ids must be a list/);
  });
});
