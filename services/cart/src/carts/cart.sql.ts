// The cart's hot SQL, in one place. The bench's bare Fastify + pg baseline runs a copy of these
// statements (load-tests/bench/baseline/cart-sql.ts, checked against this file by its test).
import { PROJECTED_JSON } from '../products/product-facts.repository.js';

/** The column naming a cart's owner. */
export type OwnerColumn = 'user_id' | 'guest_id';

/** Lines of the carts `l` matching `where`, in the order they were added, as JSON. */
export const linesJson = (where: string) => `COALESCE((
  SELECT json_agg(json_build_object('cartId', l.cart_id, 'productId', l.product_id,
           'size', l.size, 'color', l.color, 'name', l.name, 'image', l.image,
           'pricePaise', l.price_paise, 'quantity', l.quantity, 'variantId', l.variant_id,
           'sku', l.sku)
         ORDER BY l.added_at, l.product_id, l.size, l.color)
    FROM cart_lines l WHERE ${where}), '[]')`;

/** `SELECT id, lines` of the cart whose `column` is `$1` (no row: there is none). */
export const readCartSql = (column: OwnerColumn) =>
  `SELECT c.id, ${linesJson('l.cart_id = c.id')} AS lines FROM carts c WHERE c.${column} = $1`;

/** `RETURNING id` of the cart whose `column` is `$1`, created if needed, locked and touched. */
export const openCartSql = (column: OwnerColumn) =>
  `INSERT INTO carts (${column}) VALUES ($1)
   ON CONFLICT (${column}) DO UPDATE SET updated_at = now() RETURNING id`;

/**
 * `SELECT lines, facts`: the lines of carts `$1`, and the projected facts of products `$2` and
 * of every product in cart `$3`, locked `FOR SHARE` in id order until the transaction ends.
 */
export const LINES_AND_FACTS_SQL = `SELECT ${linesJson('l.cart_id = ANY($1::uuid[])')} AS lines,
       COALESCE((SELECT json_agg(${PROJECTED_JSON}) FROM (
         SELECT * FROM product_facts
          WHERE product_id = ANY($2::uuid[])
             OR product_id IN (SELECT product_id FROM cart_lines WHERE cart_id = $3::uuid)
          ORDER BY product_id FOR SHARE) f), '[]') AS facts`;

/** Writes the lines `$2` (JSON) into cart `$1`: new ones, or new quantities and facts. */
export const PUT_LINES_SQL = `INSERT INTO cart_lines (cart_id, product_id, size, color, name, image, price_paise, quantity, variant_id, sku)
  SELECT $1, x."productId", x.size, x.color, x.name, x.image, x."pricePaise", x.quantity,
         x."variantId", x.sku
    FROM json_to_recordset($2::json) AS x("productId" uuid, size text, color text,
         name text, image text, "pricePaise" integer, quantity integer, "variantId" uuid, sku text)
  ON CONFLICT (cart_id, product_id, size, color) DO UPDATE
     SET name = EXCLUDED.name, image = EXCLUDED.image, price_paise = EXCLUDED.price_paise,
         quantity = EXCLUDED.quantity, variant_id = EXCLUDED.variant_id, sku = EXCLUDED.sku`;
