import {
  collectionTitle,
  SHOP_LANGUAGES,
  variantLabel,
  type Product,
  type ProductVariant,
  type ShopLanguage,
} from '@arogya/contracts';
import { HREFLANG, inLanguage, withLanguage } from './language.js';

/** What a page's `<head>` says about it, to crawlers and link previews that run no script. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own address (no query), for `rel=canonical` and `og:url`. */
  url: string;
  image?: string;
  type?: 'website' | 'product';
  /** schema.org objects, each written as a JSON-LD script. */
  jsonLd?: object[];
  /**
   * What the page will need first, fetched while its script loads: the listing's JSON and its
   * first image (the LCP element), which the browser would otherwise ask for only after the
   * script has run.
   */
  preload?: { href: string; as: 'fetch' | 'image' }[];
  /** The language the page is served in (its `<html lang>`, canonical and alternates). */
  lang?: ShopLanguage;
}

const SHOP_NAME = 'Arogya';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside a script element: nothing in it can close the element or open a comment. */
const scriptJson = (value: object) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** A page title as every page shows it: "<what> | Arogya". */
export const pageTitle = (what: string) => `${what} | ${SHOP_NAME}`;

/** At most `max` characters of plain text, cut at a word. */
export function summary(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * The storefront's `index.html` with `head` in place of its generic title and description:
 * title, description, canonical link, Open Graph and Twitter tags, and the JSON-LD.
 */
export function withHead(html: string, head: PageHead): string {
  const lang = head.lang ?? 'en';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(inLanguage(head.url, lang))}" />`,
    // the same page in each language the shop speaks (issue 31), English the default
    ...SHOP_LANGUAGES.map(
      (l) =>
        `<link rel="alternate" hreflang="${HREFLANG[l]}" href="${escapeHtml(inLanguage(head.url, l))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.url)}" />`,
    `<meta property="og:site_name" content="${SHOP_NAME}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    ...(head.image ? [`<meta property="og:image" content="${escapeHtml(head.image)}" />`] : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    ...(head.jsonLd ?? []).map(
      (o) => `<script type="application/ld+json">${scriptJson(o)}</script>`,
    ),
    ...(head.preload ?? []).map((p) =>
      p.as === 'fetch'
        ? `<link rel="preload" href="${escapeHtml(p.href)}" as="fetch" crossorigin="anonymous" />`
        : `<link rel="preload" href="${escapeHtml(p.href)}" as="image" fetchpriority="high" />`,
    ),
  ].join('\n    ');
  // a replacer function, not a replacement string: in one, `$``, `$'`, `$&` and `$1` in a
  // title (a collection's address, a product's name) would copy parts of the page into it
  return withLanguage(html, lang)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** An absolute URL on `origin` for a path or URL of the shop. */
const absolute = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, origin).toString();

/** The shop itself, for the home page (schema.org Organization). */
export const organization = (origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SHOP_NAME,
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
  description: 'Ayurvedic, protein, superfood and wellness products, delivered across India.',
});

/** What schema.org calls a variant's price: its sale price, else its price (rupees, 2 places). */
const priceOf = (v: Pick<ProductVariant, 'price' | 'discountPrice'>) => v.discountPrice ?? v.price;

/** One offer of the shop, in rupees, new, in stock or not. */
const offer = (url: string, price: number, countInStock: number) => ({
  '@type': 'Offer',
  url,
  priceCurrency: 'INR',
  price: price.toFixed(2),
  availability: `https://schema.org/${countInStock > 0 ? 'InStock' : 'OutOfStock'}`,
  itemCondition: 'https://schema.org/NewCondition',
});

/**
 * The variants of a product group (schema.org `hasVariant`): each a Product of its own SKU,
 * named with its size and colour, with its own offer and the product page's address that shows
 * it (`?variant=`), and its own pictures (else the product's, `image`). `variesBy`: the axes it
 * has.
 */
function variantsLd(origin: string, p: Product, variants: ProductVariant[], image?: string) {
  const url = `${origin}/product/${p._id}`;
  const varies = (pick: (v: ProductVariant) => string) => new Set(variants.map(pick)).size > 1;
  return {
    variesBy: [
      ...(varies((v) => v.size) ? ['https://schema.org/size'] : []),
      ...(varies((v) => v.color) ? ['https://schema.org/color'] : []),
    ],
    hasVariant: variants.map((v) => {
      const picture = (v.images.find((i) => i.isPrimary) ?? v.images[0])?.url ?? image;
      const at = `${url}?variant=${encodeURIComponent(v._id)}`;
      return {
        '@type': 'Product',
        sku: v.sku,
        name: `${p.name} – ${variantLabel(v)}`,
        inProductGroupWithID: p.sku,
        ...(v.size && { size: v.size }),
        ...((v.colorName || v.color) && { color: v.colorName || v.color }),
        ...(picture && { image: [absolute(origin, picture)] }),
        url: at,
        offers: offer(at, priceOf(v), v.countInStock),
      };
    }),
  };
}

/**
 * The head of a product page: its BreadcrumbList, and the product as schema.org has it. One sold
 * as several variants is a ProductGroup (`productGroupID` its SKU) with each variant and its
 * offer in rupees; one sold as one is a Product with that offer.
 */
export function productHead(origin: string, p: Product): PageHead {
  const url = `${origin}/product/${p._id}`;
  const image = (p.images.find((i) => i.isPrimary) ?? p.images[0])?.url;
  const price = p.discountPrice ?? p.price;
  const variants = p.variants ?? [];
  const group = variants.length > 1;
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': group ? 'ProductGroup' : 'Product',
    name: p.name,
    description: summary(p.description, 500),
    ...(group ? { productGroupID: p.sku } : { sku: p.sku }),
    url,
    ...(image && { image: [absolute(origin, image)] }),
    ...(p.brand && { brand: { '@type': 'Brand', name: p.brand } }),
    ...(p.category && { category: p.category }),
    ...(group
      ? variantsLd(origin, p, variants, image)
      : { offers: offer(url, price, p.countInStock) }),
    ...(p.numReviews > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: p.rating,
        reviewCount: p.numReviews,
      },
    }),
  };
  // a price of the cheapest variant is where the prices start, not the price
  const from = new Set(variants.map(priceOf)).size > 1;
  const crumbs = [
    { name: 'All Products', item: `${origin}/collections/all` },
    ...(p.category
      ? [
          {
            name: p.category,
            item: `${origin}/collections/all?category=${encodeURIComponent(p.category)}`,
          },
        ]
      : []),
    { name: p.name, item: url },
  ];
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, ...c })),
  };
  return {
    title: pageTitle(p.name),
    description: summary(
      `${p.name}${p.brand ? ` by ${p.brand}` : ''}: ${from ? 'from ' : ''}₹${price.toLocaleString('en-IN')}. ${p.description}`,
    ),
    url,
    image: image && absolute(origin, image),
    type: 'product',
    jsonLd: [product, breadcrumbs],
  };
}

/** The head of a listing page (the home page's, `all`, also names the shop). */
export function collectionHead(origin: string, slug: string): PageHead {
  const name = collectionTitle(slug);
  const all = slug.toLowerCase() === 'all';
  return {
    title: pageTitle(name),
    description: all
      ? 'Shop Ayurvedic, protein, superfood and wellness products and devices, delivered across India.'
      : `Shop ${name} at ${SHOP_NAME}: wellness products delivered across India.`,
    url: `${origin}/collections/${encodeURIComponent(slug)}`,
    jsonLd: all ? [organization(origin)] : [],
  };
}
