import { rupeesToPaise } from './money.js';
import type { LabelFacts, ProductStatus } from './label-facts.js';
import type { ProductVariant } from './variants.js';

/** The product categories of SPEC §1. */
export const PRODUCT_CATEGORIES = [
  'Ayurvedic',
  'Protein',
  'Device',
  'Superfood',
  'Supplements',
  'Fitness',
  'Lifestyle',
  'Health Tech',
] as const;

export const PRODUCT_TAGS = ['NEW', 'BESTSELLER', 'SALE'] as const;
export const GENDERS = ['Men', 'Women', 'Unisex'] as const;
export const SORT_OPTIONS = ['priceAsc', 'priceDesc', 'popularity', 'newest'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

export interface ProductImage {
  url: string;
  altText: string;
  isPrimary: boolean;
}

export interface ProductExtraImage {
  url: string;
  altText: string;
}

/** A product as the `/api` answers it (SPEC §3); money in rupees. */
export interface Product {
  _id: string;
  name: string;
  description: string;
  /**
   * Price, sale price and MRP of the variant that costs least (what a list shows, "from"), and
   * the units of all variants together a shopper can still buy (issue 30).
   */
  price: number;
  discountPrice: number | null;
  mrp: number;
  /** Units a shopper can still buy: on hand minus reserved. */
  countInStock: number;
  sku: string;
  category: string;
  brand: string;
  material: string;
  gender: string;
  collections: string[];
  /** the sizes and colours of the variants, in their order */
  sizes: string[];
  colors: string[];
  colorsName: string[];
  /** the variants in the order shoppers see them: on one product's answer and in events, not in lists */
  variants?: ProductVariant[];
  tags: string[];
  images: ProductImage[];
  extraImages: ProductExtraImage[];
  videoUrl: string | null;
  /** HSN code of the goods (4, 6 or 8 digits), printed on GST invoices */
  hsn: string;
  /** GST rate, per cent: one of GST_RATES; prices include it */
  gstRate: number;
  /** a draft is seen only in the console (issue 30); shoppers see published products only */
  status: ProductStatus;
  /** what the law wants the listing to declare: on one product's answer and in events, not in lists */
  label?: LabelFacts;
  rating: number;
  numReviews: number;
  popularity: number;
  createdAt: string;
  updatedAt: string;
}

/** Default and largest page size of `GET /api/products`. */
export const PRODUCT_LIST_MAX_LIMIT = 200;
/** Longest accepted search text. */
export const SEARCH_MAX_LENGTH = 100;

/** A validated product list query; prices in paise, list filters as arrays. */
export interface ProductQuery {
  /** Undefined means every collection (`all`). */
  collection?: string;
  category?: string[];
  size?: string[];
  color?: string[];
  gender?: string[];
  brand?: string[];
  material?: string[];
  minPricePaise?: number;
  maxPricePaise?: number;
  sortBy?: SortBy;
  search?: string;
  limit: number;
  page: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const LIST_FILTERS = ['category', 'size', 'color', 'gender', 'brand', 'material'] as const;

function firstString(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || v === null) return undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
}

function parseMoney(name: string, raw: string | undefined): Parsed<number | undefined> {
  if (raw === undefined) return { ok: true, value: undefined };
  const n = Number(raw);
  if (!/^\d+(\.\d{1,2})?$/.test(raw) || !Number.isFinite(n) || n > 10_000_000) {
    return { ok: false, message: `${name} must be a rupee amount between 0 and 10000000` };
  }
  return { ok: true, value: rupeesToPaise(n) };
}

function parsePositiveInt(name: string, raw: string | undefined, max: number, dflt: number) {
  if (raw === undefined) return { ok: true as const, value: dflt };
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    return { ok: false as const, message: `${name} must be a whole number from 1 to ${max}` };
  }
  return { ok: true as const, value: Number(raw) };
}

/**
 * Validates the query of `GET /api/products` (SPEC §3 "Product filters", §7). Unknown
 * parameters are ignored, because the storefront passes every query-string parameter along;
 * list filters accept comma-separated values; empty values mean "no filter".
 */
export function parseProductQuery(query: Record<string, unknown>): Parsed<ProductQuery> {
  const out: ProductQuery = { limit: PRODUCT_LIST_MAX_LIMIT, page: 1 };
  const collection = firstString(query.collection);
  if (collection !== undefined && collection.toLowerCase() !== 'all') {
    if (collection.length > 100) return { ok: false, message: 'collection is too long' };
    out.collection = collection;
  }
  for (const key of LIST_FILTERS) {
    const raw = firstString(query[key]);
    if (raw === undefined) continue;
    const values = [
      ...new Set(
        raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length > 20 || values.some((v) => v.length > 100)) {
      return { ok: false, message: `${key} accepts at most 20 values of up to 100 characters` };
    }
    if (values.length) out[key] = values;
  }
  const min = parseMoney('minPrice', firstString(query.minPrice));
  if (!min.ok) return min;
  const max = parseMoney('maxPrice', firstString(query.maxPrice));
  if (!max.ok) return max;
  if (min.value !== undefined && max.value !== undefined && min.value > max.value) {
    return { ok: false, message: 'minPrice must not be greater than maxPrice' };
  }
  if (min.value !== undefined) out.minPricePaise = min.value;
  if (max.value !== undefined) out.maxPricePaise = max.value;
  const sortBy = firstString(query.sortBy);
  if (sortBy !== undefined) {
    if (!(SORT_OPTIONS as readonly string[]).includes(sortBy)) {
      return { ok: false, message: `sortBy must be one of ${SORT_OPTIONS.join(', ')}` };
    }
    out.sortBy = sortBy as SortBy;
  }
  const search = firstString(query.search);
  if (search !== undefined) {
    if (search.length > SEARCH_MAX_LENGTH) {
      return { ok: false, message: `search must be at most ${SEARCH_MAX_LENGTH} characters` };
    }
    out.search = search;
  }
  const limit = parsePositiveInt(
    'limit',
    firstString(query.limit),
    PRODUCT_LIST_MAX_LIMIT,
    PRODUCT_LIST_MAX_LIMIT,
  );
  if (!limit.ok) return limit;
  out.limit = limit.value;
  const page = parsePositiveInt('page', firstString(query.page), 10_000, 1);
  if (!page.ok) return page;
  out.page = page.value;
  return { ok: true, value: out };
}

/** A stable string for a validated query: equal queries give equal keys (cache keys). */
export function productQueryKey(q: ProductQuery): string {
  const parts: string[] = [];
  for (const key of Object.keys(q).sort() as (keyof ProductQuery)[]) {
    const v = q[key];
    if (v === undefined) continue;
    parts.push(`${key}=${Array.isArray(v) ? [...v].sort().join(',') : String(v)}`);
  }
  return parts.join('&');
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** True for the ids the shop issues (UUIDs); anything else is a malformed id (400). */
export function isEntityId(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** Shallow check that a value from the wire is a product. */
export function isProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v._id === 'string' && typeof v.sku === 'string' && typeof v.price === 'number';
}
