// The cart's statements and its answer, copied for the bench's baseline (baseline-server.ts): a
// copy of
//   services/cart/src/products/product-facts.repository.ts (ProjectedProduct, PROJECTED_JSON)
//   services/cart/src/carts/cart.sql.ts (the statements of a guest cart's read and add)
//   services/cart/src/carts/cart.repository.ts (LineKey, CartLineRow)
//   services/cart/src/carts/cart.view.ts (toCart)
// The bench's job is to run the same statements as the shop, so that the baseline measures the
// shop's SQL without the shop around it. test/baseline-sql.unit.test.ts reads those files as
// text and fails when a declaration here is no longer the same code there (comments, types and
// whitespace aside): change the service, then copy its text here. Nothing else belongs here.
import {
  paiseToRupees,
  type Cart,
  type CartLineInput,
  type CartOwner,
  type ProductFacts,
} from '@arogya/contracts';

/** A product as the projection holds it: its facts, and whether the catalog deleted it. */
export interface ProjectedProduct extends ProductFacts {
  deleted: boolean;
}

/** A `product_facts f` row as a `ProjectedProduct` (JSON built by PostgreSQL). */
export const PROJECTED_JSON = `json_build_object('id', f.product_id, 'name', f.name,
  'image', f.image, 'pricePaise', f.price_paise, 'countInStock', f.count_in_stock,
  'sizes', f.sizes, 'colors', f.colors, 'colorsName', f.colors_name,
  'version', f.version::float8, 'deleted', f.deleted)`;

/** The column naming a cart's owner. */
export type OwnerColumn = 'user_id' | 'guest_id';

/** Lines of the carts `l` matching `where`, in the order they were added, as JSON. */
export const linesJson = (where: string) => `COALESCE((
  SELECT json_agg(json_build_object('cartId', l.cart_id, 'productId', l.product_id,
           'size', l.size, 'color', l.color, 'name', l.name, 'image', l.image,
           'pricePaise', l.price_paise, 'quantity', l.quantity)
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
export const PUT_LINES_SQL = `INSERT INTO cart_lines (cart_id, product_id, size, color, name, image, price_paise, quantity)
  SELECT $1, x."productId", x.size, x.color, x.name, x.image, x."pricePaise", x.quantity
    FROM json_to_recordset($2::json) AS x("productId" uuid, size text, color text,
         name text, image text, "pricePaise" integer, quantity integer)
  ON CONFLICT (cart_id, product_id, size, color) DO UPDATE
     SET name = EXCLUDED.name, image = EXCLUDED.image,
         price_paise = EXCLUDED.price_paise, quantity = EXCLUDED.quantity`;

/** Product, size and colour: what tells one line from another. */
export type LineKey = Pick<CartLineInput, 'productId' | 'size' | 'color'>;

/** A line as the cart keeps it: what the product was called, showed and cost (paise). */
export interface CartLineRow extends LineKey {
  name: string;
  image: string;
  pricePaise: number;
  quantity: number;
}

/** A cart as the API answers it (SPEC §3 "Cart"): the one mapping from rows to the answer. */
export function toCart(cartId: string | null, owner: CartOwner, lines: CartLineRow[]): Cart {
  const total = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  return {
    _id: cartId,
    userId: 'userId' in owner ? owner.userId : null,
    guestId: 'guestId' in owner ? owner.guestId : null,
    products: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      image: l.image,
      size: l.size,
      color: l.color,
      quantity: l.quantity,
      price: paiseToRupees(l.pricePaise),
    })),
    totalPrice: paiseToRupees(total),
  };
}
