import {
  filterIds,
  filterText,
  isEntityId,
  type AdminListParams,
  type ProductQuery,
  type SortBy,
} from '@arogya/contracts';
import { SqlWhere } from '@arogya/platform';

/**
 * Read queries of the catalog. PostgreSQL builds the API JSON itself (`json_build_object`,
 * `json_agg`), so a list travels from the database to the browser as one string that no
 * process parses or re-serialises. The benchmark's baseline runs a copy of this SQL
 * (load-tests/bench/baseline/catalog-sql.ts, checked against this file by its test).
 */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A product's variants in their order, as the API shows them (issue 30); the earliest expiry on
 * sale is looked up only for a variant stocked by batches.
 */
const VARIANTS_JSON = `COALESCE((SELECT json_agg(json_build_object(
  '_id', v.id, 'sku', v.sku, 'size', v.size, 'color', v.color, 'colorName', v.color_name,
  'mrp', v.mrp_paise::float8 / 100, 'price', v.price_paise::float8 / 100,
  'discountPrice', v.discount_price_paise::float8 / 100,
  'countInStock', v.stock_on_hand - v.stock_reserved, 'weightGrams', v.weight_grams,
  'netQuantity', v.net_quantity, 'images', v.images,
  'expiresOn', CASE WHEN v.batched THEN (SELECT to_char(min(b.expires_on), 'YYYY-MM-DD')
                 FROM product_batches b
                WHERE b.variant_id = v.id AND b.retired_at IS NULL AND b.on_hand > b.reserved) END)
  ORDER BY v.position)
  FROM product_variants v WHERE v.product_id = p.id), '[]')`;

/**
 * One product in the API shape of SPEC §3 (money in rupees, `_id`); with its variants and label
 * facts when `variants` (one product's answer, events, facts), without in lists, which read the
 * product row alone (its prices, stock, sizes and colours are written with its variants).
 */
const productJson = (variants: boolean) => `json_build_object(
  '_id', p.id, 'name', p.name, 'description', p.description,
  'price', p.price_paise::float8 / 100, 'discountPrice', p.discount_price_paise::float8 / 100,
  'mrp', p.mrp_paise::float8 / 100,
  'countInStock', p.stock_on_hand - p.stock_reserved, 'sku', p.sku, 'category', p.category,
  'brand', p.brand, 'material', p.material, 'gender', p.gender, 'collections', p.collections,
  'sizes', p.sizes, 'colors', p.colors, 'colorsName', p.colors_name, 'tags', p.tags,
  'images', p.images, 'extraImages', p.extra_images, 'videoUrl', p.video_url,
  'hsn', p.hsn, 'gstRate', p.gst_rate, 'status', p.status,
  'rating', p.rating, 'numReviews', p.num_reviews, 'popularity', p.popularity,
  'createdAt', ${ISO('p.created_at')}, 'updatedAt', ${ISO('p.updated_at')}${
    variants ? `, 'variants', ${VARIANTS_JSON}, 'label', p.label` : ''
  })`;

const PRODUCT_JSON = productJson(false);

const ORDER: Record<SortBy, string> = {
  priceAsc: 'p.effective_price_paise ASC, p.id',
  priceDesc: 'p.effective_price_paise DESC, p.id',
  popularity: 'p.popularity DESC, p.id',
  newest: 'p.created_at DESC, p.id',
};

/** Smallest word similarity at which a misspelt search still finds a product. */
const FUZZY_THRESHOLD = 0.4;

const lower = (values: string[]) => values.map((v) => v.toLowerCase());

/** `SELECT json` of one page of products matching `q`, in the order `q` asks for. */
export function listProductsSql(q: ProductQuery): SqlQuery {
  const values: unknown[] = [];
  const param = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  // shoppers see published products only (issue 30)
  const where: string[] = [`p.status = 'published'`];
  if (q.collection) where.push(`p.collections @> ARRAY[${param(q.collection.toLowerCase())}]`);
  if (q.category) where.push(`lower(p.category) = ANY(${param(lower(q.category))}::text[])`);
  if (q.gender) where.push(`lower(p.gender) = ANY(${param(lower(q.gender))}::text[])`);
  if (q.brand) where.push(`lower(p.brand) = ANY(${param(lower(q.brand))}::text[])`);
  if (q.material) where.push(`lower(p.material) = ANY(${param(lower(q.material))}::text[])`);
  if (q.size) where.push(`p.sizes && ${param(q.size)}::text[]`);
  if (q.color) {
    const c = param(q.color);
    where.push(`(p.colors && ${c}::text[] OR p.colors_name && ${c}::text[])`);
  }
  if (q.minPricePaise !== undefined)
    where.push(`p.effective_price_paise >= ${param(q.minPricePaise)}`);
  if (q.maxPricePaise !== undefined)
    where.push(`p.effective_price_paise <= ${param(q.maxPricePaise)}`);
  const filter = where.join(' AND ');
  const page = `LIMIT ${param(q.limit)} OFFSET ${param((q.page - 1) * q.limit)}`;

  if (q.search === undefined) {
    const order = ORDER[q.sortBy ?? 'popularity'];
    return {
      text: `SELECT COALESCE(json_agg(t.doc ORDER BY t.n), '[]')::text AS json FROM (
               SELECT ${PRODUCT_JSON} AS doc, row_number() OVER (ORDER BY ${order}) AS n
                 FROM products p WHERE ${filter} ORDER BY ${order} ${page}) t`,
      values,
    };
  }
  // Full-text search first; only when it finds nothing, trigram similarity forgives typos.
  const s = param(q.search);
  const order = q.sortBy ? ORDER[q.sortBy] : 'h.rank DESC, p.popularity DESC, p.id';
  return {
    text: `WITH q AS (SELECT websearch_to_tsquery('english', ${s}) AS tsq),
           matched AS (
             SELECT p.id, ts_rank(p.search_vector, q.tsq)::float8 AS rank FROM products p, q
              WHERE ${filter} AND p.search_vector @@ q.tsq),
           fuzzy AS (
             SELECT p.id, word_similarity(lower(${s}), p.search_text)::float8 AS rank FROM products p
              WHERE ${filter} AND NOT EXISTS (SELECT 1 FROM matched)
                AND word_similarity(lower(${s}), p.search_text) >= ${FUZZY_THRESHOLD}),
           hits AS (SELECT * FROM matched UNION ALL SELECT * FROM fuzzy)
           SELECT COALESCE(json_agg(t.doc ORDER BY t.n), '[]')::text AS json FROM (
             SELECT ${PRODUCT_JSON} AS doc, row_number() OVER (ORDER BY ${order}) AS n
               FROM hits h JOIN products p ON p.id = h.id ORDER BY ${order} ${page}) t`,
    values,
  };
}

/** `SELECT json` of one product by id, a draft too (no row when unknown): the console's read. */
export const GET_ANY_PRODUCT_SQL = `SELECT ${productJson(true)}::text AS json FROM products p WHERE p.id = $1`;

/** `SELECT json` of one published product by id (no row when unknown or a draft). */
export const GET_PRODUCT_SQL = `${GET_ANY_PRODUCT_SQL} AND p.status = 'published'`;

/**
 * `SELECT found, json` of up to `$2` published products sharing the category or a collection
 * with product `$1`, same category first; `found` is false when `$1` does not exist or is a draft.
 */
export const SIMILAR_PRODUCTS_SQL = `
  SELECT EXISTS (SELECT 1 FROM products WHERE id = $1 AND status = 'published') AS found,
         COALESCE((SELECT json_agg(t.doc ORDER BY t.n) FROM (
           SELECT ${PRODUCT_JSON} AS doc,
                  row_number() OVER (ORDER BY (p.category = b.category) DESC, p.popularity DESC, p.id) AS n
             FROM products b JOIN products p
               ON p.id <> b.id AND (p.category = b.category OR p.collections && b.collections)
                  AND p.status = 'published'
            WHERE b.id = $1
            ORDER BY (p.category = b.category) DESC, p.popularity DESC, p.id
            LIMIT $2) t), '[]')::text AS json`;

/** `SELECT json` of the published products among `$1` (uuid[]). */
export const GET_PRODUCTS_SQL = `SELECT COALESCE(json_agg(${PRODUCT_JSON}), '[]')::text AS json
  FROM products p WHERE p.id = ANY($1::uuid[]) AND p.status = 'published'`;

/**
 * `SELECT product, version` of up to `$3` products in id order after id `$1` (null: from the
 * first), only those among `$2` (uuid[]) unless it is null: the pages a cart rebuilds its
 * product facts from (keyset paging on the primary key).
 */
export const PRODUCT_FACTS_SQL = `SELECT ${productJson(true)} AS product, p.version::float8 AS version
  FROM products p
 WHERE ($1::uuid IS NULL OR p.id > $1::uuid) AND ($2::uuid[] IS NULL OR p.id = ANY($2::uuid[]))
 ORDER BY p.id LIMIT $3`;

const ADMIN_ORDER: Record<string, string> = {
  name: 'p.name',
  price: 'p.price_paise',
  countInStock: '(p.stock_on_hand - p.stock_reserved)',
  sku: 'p.sku',
  category: 'p.category',
  status: 'p.status',
  createdAt: 'p.created_at',
};

/** `SELECT json, total` of one page of the admin product list (sorted and filtered in SQL). */
export function adminListSql(p: AdminListParams): SqlQuery {
  const where = new SqlWhere()
    .ilikeAny(['p.name', 'p.sku'], filterText(p.filter, 'q'))
    .equals('p.status', filterText(p.filter, 'status'))
    .equals('p.category', filterText(p.filter, 'category'), 'lower')
    .idIn('p.id', filterIds(p.filter)?.filter(isEntityId));
  const order = `${ADMIN_ORDER[p.sort] ?? 'p.created_at'} ${p.order}, p.id`;
  return {
    text: `SELECT COALESCE((SELECT json_agg(t.doc ORDER BY t.n) FROM (
              SELECT ${PRODUCT_JSON} AS doc, row_number() OVER (ORDER BY ${order}) AS n
                FROM products p WHERE ${where.clause} ORDER BY ${order}
               LIMIT ${where.param(p.limit)} OFFSET ${where.param(p.offset)}) t), '[]')::text AS json,
                  (SELECT count(*) FROM products p WHERE ${where.clause})::int AS total`,
    values: where.values,
  };
}

/**
 * Writes on product `$1` what its variants say (issue 30): the cheapest variant's prices and
 * MRP (the first of equals), every variant's stock together, and the sizes and colours in the
 * variants' order. Run after every change of its variants, in the same transaction.
 */
export const SYNC_PRODUCT_SQL = `
  UPDATE products p
     SET price_paise = h.price_paise, discount_price_paise = h.discount_price_paise,
         mrp_paise = h.mrp_paise, stock_on_hand = t.on_hand, stock_reserved = t.reserved,
         sizes = t.sizes, colors = t.colors, colors_name = t.colors_name
    FROM (SELECT price_paise, discount_price_paise, mrp_paise FROM product_variants
           WHERE product_id = $1 ORDER BY effective_price_paise, position LIMIT 1) h,
         (SELECT sum(stock_on_hand)::int AS on_hand, sum(stock_reserved)::int AS reserved,
                 COALESCE((SELECT array_agg(size ORDER BY first) FROM (
                   SELECT size, min(position) AS first FROM product_variants
                    WHERE product_id = $1 AND size <> '' GROUP BY size) s), '{}') AS sizes,
                 COALESCE((SELECT array_agg(color ORDER BY first) FROM (
                   SELECT color, min(position) AS first FROM product_variants
                    WHERE product_id = $1 AND color <> '' GROUP BY color) c), '{}') AS colors,
                 COALESCE((SELECT CASE WHEN bool_or(name <> '') THEN array_agg(name ORDER BY first) END FROM (
                   SELECT color, (array_agg(color_name ORDER BY position))[1] AS name,
                          min(position) AS first FROM product_variants
                    WHERE product_id = $1 AND color <> '' GROUP BY color) n), '{}') AS colors_name
            FROM product_variants WHERE product_id = $1) t
   WHERE p.id = $1`;
