import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  chooseVariant,
  EMPTY_LABEL,
  parseNetQuantity,
  parseProductInput,
  productFactsOf,
  publishRefusal,
  unitSalePrice,
  type LabelFacts,
  type Product,
} from '../src/index.js';

const LICENCE = '10017012000351';

describe('unitSalePrice (Legal Metrology rule 2(m), 2022)', () => {
  it('prices per gram below 1 kg and per kilogram from it, from the price paid', () => {
    assert.equal(unitSalePrice('500 g', 254_900), '₹5.10 per g');
    assert.equal(unitSalePrice('1 kg', 474_900), '₹4,749.00 per kg');
    assert.equal(unitSalePrice('2 kg', 889_900), '₹4,449.50 per kg');
    assert.equal(unitSalePrice('40 g', 99_900), '₹24.98 per g');
  });

  it('prices liquids per millilitre below a litre and per litre from it', () => {
    assert.equal(unitSalePrice('500 ml', 45_000), '₹0.90 per ml');
    assert.equal(unitSalePrice('1 L', 79_900), '₹799.00 per l');
  });

  it('prices counts per one of them, and says nothing of a single unit', () => {
    assert.equal(unitSalePrice('60 capsules', 71_900), '₹11.98 per capsule');
    assert.equal(unitSalePrice('6 bars', 45_000), '₹75.00 per bar');
    assert.equal(unitSalePrice('60 gummies', 59_900), '₹9.98 per gummy');
    assert.equal(unitSalePrice('1 N', 299_900), null);
  });

  it('reads a pair ("2 x 5 kg" is 10 kg) and refuses what it cannot read', () => {
    assert.deepEqual(parseNetQuantity('2 x 5 kg'), { amount: 10_000, unit: 'g', each: '' });
    assert.equal(unitSalePrice('2 x 5 kg', 250_000), '₹250.00 per kg');
    for (const text of ['', 'a lot', '0 g', '1.5 capsules', '5 furlongs'])
      assert.equal(parseNetQuantity(text), null, text);
  });
});

describe('publishRefusal', () => {
  const food = (label: Partial<LabelFacts>, status: 'draft' | 'published' = 'published') => ({
    name: 'Whey',
    category: 'Protein',
    status,
    label: { ...EMPTY_LABEL, ...label },
  });

  it('wants a food’s FSSAI licence, then its veg mark, before it is on sale', () => {
    assert.match(
      publishRefusal(food({}))!,
      /FSSAI licence number \(label.fssaiLicence, 14 digits\)/,
    );
    assert.match(publishRefusal(food({ fssaiLicence: LICENCE }))!, /veg or non-veg mark/);
    assert.equal(publishRefusal(food({ fssaiLicence: LICENCE, vegMark: 'veg' })), undefined);
    assert.equal(publishRefusal(food({}, 'draft')), undefined, 'a draft may lack them');
  });

  it('asks nothing of a device made here, and the importer of one made abroad', () => {
    const device = { name: 'Oximeter', category: 'Device', status: 'published' as const };
    assert.equal(publishRefusal({ ...device, label: EMPTY_LABEL }), undefined);
    const abroad = { ...EMPTY_LABEL, countryOfOrigin: 'China' };
    assert.match(publishRefusal({ ...device, label: abroad })!, /made in China: .*label.importer/);
    const importer = { name: 'PranaTech', address: 'Gurugram' };
    assert.equal(publishRefusal({ ...device, label: { ...abroad, importer } }), undefined);
  });
});

describe('parseProductInput: label facts and status', () => {
  const base = {
    name: 'Oximeter',
    description: 'x',
    price: 999,
    countInStock: 1,
    sku: 'OX-1',
    category: 'Device',
  };

  it('gives a new product every fact, published, and keeps only the facts an update gives', () => {
    const created = parseProductInput(base, 'create');
    assert.ok(created.ok);
    assert.deepEqual(created.value.label, EMPTY_LABEL);
    assert.equal(created.value.status, 'published');
    const updated = parseProductInput({ label: { fssaiLicence: '1001 7012 000351' } }, 'update');
    assert.deepEqual(updated, { ok: true, value: { label: { fssaiLicence: LICENCE } } });
  });

  it('refuses malformed facts with the field’s name', () => {
    const refused = (label: unknown) => {
      const r = parseProductInput({ label }, 'update');
      assert.ok(!r.ok, JSON.stringify(label));
      return r.message;
    };
    assert.equal(
      refused({ fssaiLicence: '1234' }),
      'label.fssaiLicence must be an FSSAI licence number of 14 digits',
    );
    assert.match(refused({ vegMark: 'vegan' }), /label.vegMark must be one of veg, non-veg/);
    assert.match(refused({ manufacturer: { name: 'Acme' } }), /needs both a name and an address/);
    assert.equal(
      refused({ manufacturer: { name: 'A', address: 'B', gst: 'x' } }),
      'Unknown field: label.manufacturer.gst',
    );
    assert.match(refused({ shelfLifeMonths: 0 }), /from 1 to 120/);
    assert.equal(refused({ colour: 'red' }), 'Unknown field: label.colour');
    assert.equal(refused([]), 'label must be an object of label facts');
    const status = parseProductInput({ status: 'hidden' }, 'update');
    assert.ok(!status.ok && /status must be one of draft, published/.test(status.message));
  });
});

describe('a draft in a cart', () => {
  it('has facts without variants, so no line can choose one', () => {
    const variant = {
      _id: 'v1',
      sku: 'A',
      size: '',
      color: '',
      colorName: '',
      mrp: 10,
      price: 10,
      discountPrice: null,
      countInStock: 5,
      weightGrams: 0,
      netQuantity: '',
      images: [],
    };
    const product = {
      _id: 'p1',
      name: 'Whey',
      price: 10,
      discountPrice: null,
      countInStock: 5,
      images: [],
      variants: [variant],
    } as unknown as Product;
    assert.equal(productFactsOf({ ...product, status: 'published' }, 1).variants.length, 1);
    const draft = productFactsOf({ ...product, status: 'draft' }, 2);
    assert.deepEqual(draft.variants, []);
    assert.deepEqual(chooseVariant(draft, { size: '', color: '' }), {
      refusal: 'Whey is not on sale now',
    });
  });
});
