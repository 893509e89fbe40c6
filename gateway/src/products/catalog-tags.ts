import {
  ProductCreatedV1,
  ProductUpdatedV1,
  StockChangedV1,
  type EventEnvelope,
  type ProductQuery,
} from '@arogya/contracts';
import type { Drop, Effect } from '../cache/event-invalidated-cache.js';
import {
  withStock,
  type CatalogAnswer,
  type StockNow,
  type StockVersions,
} from './catalog-answer.js';

/**
 * The tags of cached catalogue answers and what each catalog event drops (gateway/README.md
 * "Catalogue cache invalidation" gives the reasoning). Facts from `product.sql.ts` this rests
 * on: no listing or similar list filters or sorts on stock; listings filter on category with
 * `lower(category) = ANY(lower(…))`, similar lists pick by category or a shared collection;
 * popularity orders `popularity` listings, searches without `sortBy`, and similar lists.
 */
export const CatalogTags = {
  /** Answers that show the product (its id lookup, lists it appears in). */
  product: (id: string) => `product:${id}`,
  /** The similar list of the product (depends on its category and collections). */
  similarTo: (id: string) => `similar-to:${id}`,
  /** Listings filtered on this category (normalised by `categoryKey`). */
  category: (key: string) => `category:${key}`,
  /** Listings and searches not filtered on category. */
  anyCategory: 'category:*',
  /** Every similar list. */
  similar: 'similar:*',
  /** Popularity-ordered listings of this category (a sale may reorder them). */
  ranked: (key: string) => `ranked:${key}`,
  /** Popularity-ordered answers that may show any category. */
  rankedAny: 'ranked:*',
} as const;
const T = CatalogTags;

/**
 * A category as the listings compare it: lower case. JavaScript and PostgreSQL agree on lower
 * case for ASCII only, so any other category is `null` (listings treat it as no category
 * filter; an event naming it drops everything).
 */
export function categoryKey(category: string): string | null {
  return /^[\x20-\x7e]*$/.test(category) ? category.toLowerCase() : null;
}

/** Tags of `GET /api/products/:id`. */
export const productTags =
  (id: string) =>
  (answer: CatalogAnswer): string[] => [T.product(id), ...answer.ids.map(T.product)];

/** Tags of `GET /api/products/similar/:id`: its members, its base, and any sale may reorder it. */
export const similarTags =
  (id: string) =>
  (answer: CatalogAnswer): string[] => [
    ...answer.ids.map(T.product),
    T.similarTo(id),
    T.similar,
    T.rankedAny,
  ];

/**
 * Tags of `GET /api/products?…`: its members; its categories (or "any"); and, when it is
 * ordered by popularity, the ranked tags, since a sale can reorder it or move another product
 * into it.
 */
export const listTags =
  (q: ProductQuery) =>
  (answer: CatalogAnswer): string[] => {
    const keys = q.category?.map(categoryKey);
    const categories = keys?.every((k) => k !== null) ? keys : undefined;
    const tags = answer.ids.map(T.product);
    tags.push(...(categories ? categories.map(T.category) : [T.anyCategory]));
    if (q.sortBy === undefined || q.sortBy === 'popularity') {
      tags.push(...(categories ? categories.map(T.ranked) : [T.rankedAny]));
    }
    return tags;
  };

/** Stock moves that change nothing but the product's `countInStock`. */
const STOCK_ONLY = new Set<string>(['admin', 'reserved', 'released', 'restocked', 'expired']);

/** Product fields that no listing or similar list filters, searches or sorts on. */
const OWN_FIELDS = new Set<string>([
  'countInStock',
  'mrp',
  'variants',
  'label',
  'sku',
  'tags',
  'images',
  'extraImages',
  'videoUrl',
  'hsn',
  'gstRate',
  'rating',
  'numReviews',
  'updatedAt',
]);

/**
 * Fields that listings filter, search or sort on, but similar lists do not use (those pick and
 * order by category, collections and popularity only).
 */
const LISTING_FIELDS = new Set<string>([
  'name',
  'description',
  'price',
  'discountPrice',
  'brand',
  'material',
  'gender',
  'sizes',
  'colors',
  'colorsName',
  'createdAt',
]);

/**
 * A product changed its place in listings of its category (or of none): what may show it now.
 * `category` comes from the wire: anything but a string drops everything.
 */
const listingsOf = (id: string, category: string | undefined, withSimilar: boolean): Drop => {
  const key = typeof category === 'string' ? categoryKey(category) : null;
  if (key === null) return 'all';
  const tags = [T.product(id), T.similarTo(id), T.category(key), T.anyCategory];
  return withSimilar ? [...tags, T.similar] : tags;
};

/**
 * What a change of the `changed` fields of product `product` (as it is now) makes stale: the
 * rule of `product-updated`, and of an admin's edit in this gateway before its event arrives.
 */
export function productChangeDrops(
  product: { _id: string; category?: string },
  changed: readonly unknown[],
): Drop {
  const id = product._id;
  if (changed.every((f) => typeof f === 'string' && OWN_FIELDS.has(f))) return [T.product(id)];
  // a new category, collections or popularity (or a field unknown here): everything
  if (!changed.every((f) => typeof f === 'string' && (OWN_FIELDS.has(f) || LISTING_FIELDS.has(f))))
    return 'all';
  return listingsOf(id, product.category, false);
}

/**
 * What a stock change does. A hold, a release or a restock changes only the product's stock;
 * a sale also its popularity, so popularity-ordered answers of its category (and of any) may
 * reorder: those go within the rank refresh (`later`). When the event carries the row's
 * version (and a sale its new popularity) and `versions` is given, the answers showing the
 * product are patched with it, unless a newer change was applied already; otherwise they are
 * dropped.
 */
function stockEffect(data: StockChangedV1, versions?: StockVersions): Drop | Effect<CatalogAnswer> {
  const id = data.productId;
  const sold = data.reason === 'sold';
  if (!sold && !STOCK_ONLY.has(data.reason)) return 'all';
  const later: string[] = [];
  if (sold) {
    const key = data.category === undefined ? null : categoryKey(data.category);
    if (key === null) return 'all';
    later.push(T.ranked(key), T.rankedAny);
  }
  const version = data.version;
  if (!versions || version === undefined || (sold && data.popularity === undefined)) {
    return [T.product(id), ...later];
  }
  if (!versions.advance(id, version)) return { later }; // what is shown is newer already
  const now: StockNow = { countInStock: data.countInStock };
  if (sold) now.popularity = data.popularity;
  if (data.variants) now.variants = data.variants;
  return { patch: { tag: T.product(id), apply: (a) => withStock(a, id, now) }, later };
}

/**
 * What a catalog event does to cached answers; `all` for anything it cannot reason about.
 * `versions`: the stock versions applied so far (without it, stock changes drop).
 */
export function catalogDrops(
  event: EventEnvelope,
  versions?: StockVersions,
): Drop | Effect<CatalogAnswer> {
  const { type, data } = event;
  if (type === StockChangedV1.type && StockChangedV1.isData(data)) {
    return stockEffect(data, versions);
  }
  if (type === ProductUpdatedV1.type && ProductUpdatedV1.isData(data)) {
    return productChangeDrops(data.product, data.changed);
  }
  if (type === ProductCreatedV1.type && ProductCreatedV1.isData(data)) {
    return listingsOf(data.product._id, data.product.category, true);
  }
  // product-deleted names no category (later pages of its category shift), and anything else
  return 'all';
}
