import type { Product, ProductVariant } from '@arogya/contracts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productHead, withHead } from '../src/web/page-head.js';

const ORIGIN = 'https://arogya.test';
const ID = '0b8f4a2e-3c1d-4e5f-8a9b-0c1d2e3f4a5b';

const variant = (v: Partial<ProductVariant> & Pick<ProductVariant, '_id' | 'sku'>) => ({
  size: '',
  color: '',
  colorName: '',
  mrp: 0,
  price: 0,
  discountPrice: null,
  countInStock: 10,
  weightGrams: 0,
  netQuantity: '',
  images: [],
  ...v,
});

/** The whey of the seed: three sizes at their own prices, the 2 kg sold out. */
const WHEY_VARIANTS: ProductVariant[] = [
  variant({
    _id: 'a0000000-0000-4000-8000-000000000001',
    sku: 'PRO-WPI-001-500G',
    size: '500 g',
    mrp: 2999,
    price: 2999,
    discountPrice: 2549,
    countInStock: 94,
  }),
  variant({
    _id: 'a0000000-0000-4000-8000-000000000002',
    sku: 'PRO-WPI-001-1KG',
    size: '1 kg',
    mrp: 5599,
    price: 5599,
    discountPrice: 4749,
    countInStock: 93,
  }),
  variant({
    _id: 'a0000000-0000-4000-8000-000000000003',
    sku: 'PRO-WPI-001-2KG',
    size: '2 kg',
    mrp: 10449,
    price: 10449,
    discountPrice: 8899,
    countInStock: 0,
    images: [{ url: '/images/whey-2kg.svg', altText: '2 kg tub', isPrimary: true }],
  }),
];

const product = (p: Partial<Product>): Product => ({
  _id: ID,
  name: 'Whey Protein Isolate',
  description: 'Each 30 g scoop delivers 27 g of protein.',
  price: 2999,
  discountPrice: 2549,
  mrp: 2999,
  countInStock: 187,
  sku: 'PRO-WPI-001',
  category: 'Protein',
  brand: 'MuscleVeda',
  material: 'Whey isolate',
  gender: 'Unisex',
  collections: [],
  sizes: ['500 g', '1 kg', '2 kg'],
  colors: [],
  colorsName: [],
  variants: WHEY_VARIANTS,
  tags: [],
  images: [{ url: '/images/whey-1.svg', altText: 'front', isPrimary: true }],
  extraImages: [],
  videoUrl: null,
  hsn: '2106',
  gstRate: 18,
  status: 'published',
  rating: 4.6,
  numReviews: 1631,
  popularity: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...p,
});

type Ld = Record<string, unknown>;
interface LdOffer {
  '@type': string;
  url: string;
  priceCurrency: string;
  price: string;
  availability: string;
}
interface LdVariant {
  '@type': string;
  sku: string;
  name: string;
  size?: string;
  color?: string;
  image: string[];
  url: string;
  inProductGroupWithID: string;
  offers: LdOffer;
}

describe('the JSON-LD of a served product page', () => {
  it('describes a product sold in several sizes as a ProductGroup of its variants, each with its own SKU, offer and address', () => {
    const head = productHead(ORIGIN, product({}));
    const [group, crumbs] = head.jsonLd as [Ld, Ld];
    assert.equal(group['@type'], 'ProductGroup');
    assert.equal(group.productGroupID, 'PRO-WPI-001');
    assert.equal(group.sku, undefined, 'the SKUs are the variants’');
    assert.equal(group.offers, undefined, 'the offers are the variants’');
    assert.deepEqual(group.variesBy, ['https://schema.org/size']);
    const variants = group.hasVariant as LdVariant[];
    assert.deepEqual(
      variants.map((v) => [v['@type'], v.sku, v.name, v.size, v.inProductGroupWithID]),
      [
        ['Product', 'PRO-WPI-001-500G', 'Whey Protein Isolate – 500 g', '500 g', 'PRO-WPI-001'],
        ['Product', 'PRO-WPI-001-1KG', 'Whey Protein Isolate – 1 kg', '1 kg', 'PRO-WPI-001'],
        ['Product', 'PRO-WPI-001-2KG', 'Whey Protein Isolate – 2 kg', '2 kg', 'PRO-WPI-001'],
      ],
    );
    const url = `${ORIGIN}/product/${ID}`;
    assert.deepEqual(variants[2]!.offers, {
      '@type': 'Offer',
      url: `${url}?variant=a0000000-0000-4000-8000-000000000003`,
      priceCurrency: 'INR',
      price: '8899.00',
      availability: 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    assert.deepEqual(
      variants.map((v) => [v.url, v.offers.price, v.offers.availability.split('/').pop()]),
      [
        [`${url}?variant=a0000000-0000-4000-8000-000000000001`, '2549.00', 'InStock'],
        [`${url}?variant=a0000000-0000-4000-8000-000000000002`, '4749.00', 'InStock'],
        [`${url}?variant=a0000000-0000-4000-8000-000000000003`, '8899.00', 'OutOfStock'],
      ],
    );
    // a variant's own picture, else the product's
    assert.deepEqual(
      variants.map((v) => v.image[0]),
      [
        `${ORIGIN}/images/whey-1.svg`,
        `${ORIGIN}/images/whey-1.svg`,
        `${ORIGIN}/images/whey-2kg.svg`,
      ],
    );
    assert.equal(group.url, url, 'the group is the page without a variant');
    assert.equal(head.url, url, 'the canonical address names no variant');
    assert.equal(crumbs['@type'], 'BreadcrumbList');
    assert.match(head.description, /^Whey Protein Isolate by MuscleVeda: from ₹2,549\. /);
  });

  it('varies by colour, or by size and colour, as the variants do, and names each by its colour’s name', () => {
    const tee = (size: string, color: string, colorName: string, n: number) =>
      variant({
        _id: `b0000000-0000-4000-8000-00000000000${n}`,
        sku: `TEE-${n}`,
        size,
        color,
        colorName,
        price: 899,
        mrp: 899,
      });
    const colours = productHead(
      ORIGIN,
      product({ variants: [tee('', '#0f766e', 'Teal', 1), tee('', '#1f2937', 'Charcoal', 2)] }),
    ).jsonLd![0] as Ld;
    assert.deepEqual(colours.variesBy, ['https://schema.org/color']);
    assert.deepEqual(
      (colours.hasVariant as LdVariant[]).map((v) => [v.name, v.color, v.size]),
      [
        ['Whey Protein Isolate – Teal', 'Teal', undefined],
        ['Whey Protein Isolate – Charcoal', 'Charcoal', undefined],
      ],
    );
    const both = productHead(
      ORIGIN,
      product({
        variants: [
          tee('S', '#0f766e', 'Teal', 1),
          tee('M', '#0f766e', 'Teal', 2),
          tee('M', '#1f2937', '', 3),
        ],
      }),
    ).jsonLd![0] as Ld;
    assert.deepEqual(both.variesBy, ['https://schema.org/size', 'https://schema.org/color']);
    assert.deepEqual(
      (both.hasVariant as LdVariant[]).map((v) => [v.name, v.color]),
      [
        ['Whey Protein Isolate – S · Teal', 'Teal'],
        ['Whey Protein Isolate – M · Teal', 'Teal'],
        ['Whey Protein Isolate – M · #1f2937', '#1f2937'],
      ],
    );
  });

  it('keeps a product sold as one variant a Product with one offer of its price and stock', () => {
    const single = product({
      sizes: [],
      price: 699,
      discountPrice: 559,
      mrp: 699,
      countInStock: 0,
      variants: [
        variant({
          _id: 'c0000000-0000-4000-8000-000000000001',
          sku: 'AYU-TUR-060',
          price: 699,
          discountPrice: 559,
          mrp: 699,
          countInStock: 0,
        }),
      ],
    });
    const head = productHead(ORIGIN, single);
    const p = head.jsonLd![0] as Ld;
    assert.equal(p['@type'], 'Product');
    assert.equal(p.sku, 'PRO-WPI-001');
    assert.equal(p.hasVariant, undefined);
    assert.equal(p.productGroupID, undefined);
    assert.deepEqual(p.offers, {
      '@type': 'Offer',
      url: `${ORIGIN}/product/${ID}`,
      priceCurrency: 'INR',
      price: '559.00',
      availability: 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    assert.match(head.description, /: ₹559\. /, 'one price, not "from"');
    // an answer of before issue 30 (no variants) reads the same
    const old = productHead(ORIGIN, { ...single, variants: undefined }).jsonLd![0] as Ld;
    assert.deepEqual(old, p);
  });

  it('writes the group into the page as JSON nothing in a name can break out of', () => {
    const html = withHead(
      '<html><head><title>x</title></head><body></body></html>',
      productHead(ORIGIN, product({ name: 'Whey </script><script>alert(1)</script>' })),
    );
    assert.equal((html.match(/<\/script>/g) ?? []).length, 2, 'only the two JSON-LD scripts end');
    const group = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as { hasVariant: { name: string }[] };
    assert.equal(group.hasVariant[0]!.name, 'Whey </script><script>alert(1)</script> – 500 g');
  });

  it('names the page in each language: canonical in its own, alternates in both, English the default (issue 31)', () => {
    const page = '<html lang="en"><head><title>x</title></head><body></body></html>';
    const head = productHead(ORIGIN, product({}));
    const links = (html: string) =>
      [
        ...html.matchAll(
          /<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g,
        ),
      ].map((m) => `${m[1]} ${m[2] ?? ''} ${m[3]}`.replace('  ', ' '));
    const hindi = withHead(page, { ...head, lang: 'hi' });
    assert.match(hindi, /^<html lang="hi">/);
    assert.deepEqual(links(hindi), [
      `canonical ${head.url}?lang=hi`,
      `alternate en-IN ${head.url}`,
      `alternate hi-IN ${head.url}?lang=hi`,
      `alternate x-default ${head.url}`,
    ]);
    const english = withHead(page, head);
    assert.match(english, /^<html lang="en">/);
    assert.equal(links(english)[0], `canonical ${head.url}`);
  });
});
