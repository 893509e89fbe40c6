/**
 * Batch reads and writes of the catalog (issue 30). "Today" is India's date, given by the
 * caller (`todayInIndia`) as `$today`-style parameters, so that one clock decides.
 */

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const DAY = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

/**
 * One batch as the API shows it (`ProductBatch`), with its product's name and its variant's
 * label; `$1` is today, `$2` the days of shelf life a batch must have left, `$3` the days of
 * warning before its last day on sale.
 */
const BATCH_JSON = `json_build_object(
  '_id', b.id, 'productId', b.product_id, 'variantId', b.variant_id, 'code', b.code,
  'manufacturedOn', ${DAY('b.manufactured_on')}, 'expiresOn', ${DAY('b.expires_on')},
  'received', b.received, 'onHand', b.on_hand, 'reserved', b.reserved,
  'writtenOff', b.written_off, 'sellUntil', ${DAY('b.expires_on - $2::int')},
  'state', CASE WHEN b.retired_at IS NOT NULL THEN 'retired'
                WHEN $1::date >= b.expires_on - $2::int - $3::int THEN 'expiring'
                ELSE 'selling' END,
  'createdAt', ${ISO('b.created_at')},
  'productName', p.name,
  'variant', concat_ws(' · ', NULLIF(v.size, ''), NULLIF(COALESCE(NULLIF(v.color_name, ''), v.color), '')))`;

const FROM = `FROM product_batches b JOIN products p ON p.id = b.product_id
  JOIN product_variants v ON v.id = b.variant_id`;

/** Every batch of product `$4`, by variant, then expiry. */
export const PRODUCT_BATCHES_SQL = `SELECT COALESCE(json_agg(${BATCH_JSON}
  ORDER BY v.position, b.expires_on, b.created_at), '[]')::text AS json ${FROM} WHERE b.product_id = $4`;

/** Live batches near or past their last day on sale, of every product, soonest first. */
export const EXPIRING_BATCHES_SQL = `SELECT COALESCE(json_agg(t.doc ORDER BY t.expires_on, t.created_at), '[]')::text AS json
  FROM (SELECT ${BATCH_JSON} AS doc, b.expires_on, b.created_at ${FROM}
         WHERE b.retired_at IS NULL AND $1::date >= b.expires_on - $2::int - $3::int
         ORDER BY b.expires_on, b.created_at LIMIT $4) t`;

/** One batch by id (`$4`). */
export const BATCH_SQL = `SELECT ${BATCH_JSON}::text AS json ${FROM} WHERE b.id = $4`;

/** The products with live batches past their last day on sale (`$1` today, `$2` days). */
export const DUE_PRODUCTS_SQL = `SELECT DISTINCT product_id AS id FROM product_batches
  WHERE retired_at IS NULL AND expires_on < $1::date + $2::int ORDER BY product_id`;

/**
 * Takes product `$1`'s batches past their last day on sale off sale: each is retired, its
 * free units written off (and taken off its variant's stock); units checkouts hold stay, to
 * be sold or written off as their checkouts end. Answers the batches retired.
 */
export const RETIRE_DUE_SQL = `
  WITH due AS (
    SELECT id, variant_id, on_hand - reserved AS free FROM product_batches
     WHERE product_id = $1 AND retired_at IS NULL AND expires_on < $2::date + $3::int FOR UPDATE),
  retired AS (
    UPDATE product_batches b SET retired_at = now(), written_off = b.written_off + d.free,
           on_hand = b.reserved, updated_at = now()
      FROM due d WHERE b.id = d.id RETURNING d.variant_id, d.free),
  variants AS (
    UPDATE product_variants v SET stock_on_hand = v.stock_on_hand - t.free, updated_at = now()
      FROM (SELECT variant_id, sum(free)::int AS free FROM retired GROUP BY variant_id) t
     WHERE v.id = t.variant_id RETURNING v.id)
  SELECT (SELECT count(*) FROM retired)::int AS retired,
         (SELECT COALESCE(sum(free), 0) FROM retired)::int AS "writtenOff"`;
