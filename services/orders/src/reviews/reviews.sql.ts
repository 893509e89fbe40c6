import {
  filterIds,
  filterText,
  isEntityId,
  type AdminListParams,
  type ReviewSort,
} from '@arogya/contracts';
import { SqlWhere } from '@arogya/platform';

/** Reviews' reads and figures (issue 30): PostgreSQL builds the API JSON. */

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A review as shoppers see it (`Review`). */
const PUBLIC_FIELDS = `'_id', r.id, 'productId', r.product_id,
  'variantId', NULLIF(r.variant_key, ''), 'variant', r.variant, 'author', r.author,
  'rating', r.rating, 'title', r.title, 'text', r.body, 'photos', r.photos,
  'reply', r.reply, 'repliedAt', ${ISO('r.replied_at')}, 'createdAt', ${ISO('r.created_at')}`;
const REVIEW_JSON = `json_build_object(${PUBLIC_FIELDS})`;

/** A review as the console and its author see it (`AdminReview`). */
export const ADMIN_REVIEW_JSON = `json_build_object(${PUBLIC_FIELDS},
  'status', r.status, 'userId', r.user_id, 'orderId', r.order_id,
  'productName', r.product_name, 'moderatedAt', ${ISO('r.moderated_at')})`;

const ORDER: Record<ReviewSort, string> = {
  newest: 'r.created_at DESC, r.id',
  highest: 'r.rating DESC, r.created_at DESC, r.id',
  lowest: 'r.rating ASC, r.created_at DESC, r.id',
};

/**
 * `$1` product, `$2` page size, `$3` offset: a page of its published reviews in `sort`'s
 * order, their count, mean and distribution (one statement).
 */
export const productReviewsSql = (sort: ReviewSort) => `
  WITH p AS (SELECT * FROM reviews r WHERE r.product_id = $1 AND r.status = 'published')
  SELECT COALESCE((SELECT json_agg(t.doc ORDER BY t.n) FROM (
           SELECT ${REVIEW_JSON} AS doc, row_number() OVER (ORDER BY ${ORDER[sort]}) AS n
             FROM p r ORDER BY ${ORDER[sort]} LIMIT $2 OFFSET $3) t), '[]')::text AS reviews,
         (SELECT count(*) FROM p)::int AS total,
         (SELECT COALESCE(round(avg(rating), 1), 0) FROM p)::float8 AS rating,
         (SELECT json_build_object('1', count(*) FILTER (WHERE rating = 1),
                 '2', count(*) FILTER (WHERE rating = 2), '3', count(*) FILTER (WHERE rating = 3),
                 '4', count(*) FILTER (WHERE rating = 4), '5', count(*) FILTER (WHERE rating = 5))
            FROM p)::text AS distribution`;

/** `$1` user: their reviews, newest first. */
export const MINE_SQL = `SELECT COALESCE(json_agg(${ADMIN_REVIEW_JSON} ORDER BY r.created_at DESC), '[]')::text AS json
  FROM reviews r WHERE r.user_id = $1`;

/** `$1` id: one review as the console sees it. */
export const ADMIN_REVIEW_SQL = `SELECT ${ADMIN_REVIEW_JSON}::text AS json FROM reviews r WHERE r.id = $1`;

const ADMIN_ORDER: Record<string, string> = {
  createdAt: 'r.created_at',
  rating: 'r.rating',
  status: 'r.status',
};

/** One page of the console's reviews with the total (filters `status`, `q`, `productId`, `id`). */
export function adminReviewsSql(p: AdminListParams) {
  const productId = filterText(p.filter, 'productId');
  const where = new SqlWhere()
    .equals('r.status', filterText(p.filter, 'status'))
    .ilikeAny(['r.title', 'r.body', 'r.author', 'r.product_name'], filterText(p.filter, 'q'))
    .idIn('r.product_id', productId && isEntityId(productId) ? [productId] : undefined)
    .idIn('r.id', filterIds(p.filter)?.filter(isEntityId));
  const order = `${ADMIN_ORDER[p.sort] ?? 'r.created_at'} ${p.order}, r.id`;
  return {
    text: `SELECT COALESCE((SELECT json_agg(t.doc ORDER BY t.n) FROM (
              SELECT ${ADMIN_REVIEW_JSON} AS doc, row_number() OVER (ORDER BY ${order}) AS n
                FROM reviews r WHERE ${where.clause} ORDER BY ${order}
               LIMIT ${where.param(p.limit)} OFFSET ${where.param(p.offset)}) t), '[]')::text AS json,
             (SELECT count(*) FROM reviews r WHERE ${where.clause})::int AS total`,
    values: where.values,
  };
}

/**
 * `$1` product: its published figures written afresh, their version raised; answers them.
 * Run under the product's advisory lock (`lockProduct`), after the change, in its transaction.
 */
export const RATE_PRODUCT_SQL = `
  INSERT INTO product_ratings AS pr (product_id, rating, num_reviews, version)
  SELECT $1, COALESCE(round(avg(rating), 1), 0), count(*), 1
    FROM reviews WHERE product_id = $1 AND status = 'published'
  ON CONFLICT (product_id) DO UPDATE
     SET rating = EXCLUDED.rating, num_reviews = EXCLUDED.num_reviews,
         version = pr.version + 1, updated_at = now()
  RETURNING rating::float8 AS rating, num_reviews AS "numReviews", version::float8 AS version`;
