import {
  ProductCreatedV1,
  ProductUpdatedV1,
  StockChangedV1,
  type EventEnvelope,
  type ProductQuery,
} from '@arogya/contracts';
import type { RawReply } from '@arogya/platform';
import type { Drop } from '../cache/event-invalidated-cache.js';

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
  /** Popularity-ordered listings of this category that may not hold every match. */
  ranked: (key: string) => `ranked:${key}`,
  /** Popularity-ordered answers that may not hold every match and may show any category. */
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

const ID_KEY = Buffer.from('"_id"');
const QUOTE = 0x22;
const isSpace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * The ids of the products in a catalogue JSON body: every `"_id" : "…"`, found in the bytes
 * without decoding or parsing the body. Text inside a string value is never taken for one:
 * there `"_id"` can only be the end of the string, which no colon follows.
 */
export function productIdsIn(body: Uint8Array): string[] {
  const buf = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const ids: string[] = [];
  for (let at = buf.indexOf(ID_KEY); at !== -1; at = buf.indexOf(ID_KEY, at + 1)) {
    let i = at + ID_KEY.length;
    while (isSpace(buf[i])) i++;
    if (buf[i++] !== 0x3a) continue; // ':'
    while (isSpace(buf[i])) i++;
    if (buf[i] !== QUOTE) continue;
    const end = buf.indexOf(QUOTE, i + 1);
    if (end !== -1) ids.push(buf.toString('latin1', i + 1, end));
  }
  return ids;
}

/** Tags of `GET /api/products/:id`. */
export const productTags =
  (id: string) =>
  (reply: RawReply): string[] => [T.product(id), ...productIdsIn(reply.body).map(T.product)];

/** Tags of `GET /api/products/similar/:id`: its members, its base, and any sale may reorder it. */
export const similarTags =
  (id: string) =>
  (reply: RawReply): string[] => [
    ...productIdsIn(reply.body).map(T.product),
    T.similarTo(id),
    T.similar,
    T.rankedAny,
  ];

/**
 * Tags of `GET /api/products?…`: its members; its categories (or "any"); and, when it is
 * ordered by popularity and may not hold every match (a later page, or a full page), the
 * ranked tags, since a sale can then move another product into it.
 */
export const listTags =
  (q: ProductQuery) =>
  (reply: RawReply): string[] => {
    const ids = productIdsIn(reply.body);
    const keys = q.category?.map(categoryKey);
    const categories = keys?.every((k) => k !== null) ? keys : undefined;
    const tags = ids.map(T.product);
    tags.push(...(categories ? categories.map(T.category) : [T.anyCategory]));
    const byPopularity = q.sortBy === undefined || q.sortBy === 'popularity';
    const everyMatch = q.page === 1 && ids.length < q.limit;
    if (byPopularity && !everyMatch) {
      tags.push(...(categories ? categories.map(T.ranked) : [T.rankedAny]));
    }
    return tags;
  };

/** Stock moves that change nothing but the product's `countInStock`. */
const STOCK_ONLY = new Set<string>(['admin', 'reserved', 'released', 'restocked']);

/** Product fields that no listing or similar list filters, searches or sorts on. */
const OWN_FIELDS = new Set<string>([
  'countInStock',
  'sku',
  'tags',
  'images',
  'extraImages',
  'videoUrl',
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

/** What a catalog event makes stale; `all` for anything it cannot reason about. */
export function catalogDrops(event: EventEnvelope): Drop {
  const { type, data } = event;
  if (type === StockChangedV1.type && StockChangedV1.isData(data)) {
    if (STOCK_ONLY.has(data.reason)) return [T.product(data.productId)];
    if (data.reason !== 'sold') return 'all';
    // a sale also raises popularity: it may now rank into popularity-ordered answers
    const key = data.category === undefined ? null : categoryKey(data.category);
    return key === null ? 'all' : [T.product(data.productId), T.ranked(key), T.rankedAny];
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
