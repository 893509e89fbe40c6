// The cart's statements, rules and answer, copied for the bench's baseline (baseline-server.ts):
// a copy of
//   services/cart/src/products/product-facts.repository.ts (ProjectedProduct, PROJECTED_JSON)
//   services/cart/src/carts/cart.sql.ts (the statements of a guest cart's read and add)
//   services/cart/src/carts/cart.repository.ts (LineKey, CartLineRow)
//   services/cart/src/carts/cart-lines.ts (the rules of `CartsService.add`: the variant a line's
//     size and colour choose, the line under that variant's size and colour, the per-product
//     cap, stock per variant, the line written and the lines answered)
//   services/cart/src/carts/cart.view.ts (toCart)
// The bench's job is to run the same statements as the shop, so that the baseline measures the
// shop's SQL without the shop around it. test/baseline-sql.unit.test.ts reads those files as
// text and fails when a declaration here is no longer the same code there (comments, types and
// whitespace aside): change the service, then copy its text here. Nothing else belongs here.
import {
  badRequest,
  CART_MAX_QUANTITY,
  chooseVariant,
  conflict,
  paiseToRupees,
  stockRefusal,
  variantLabel,
  type Cart,
  type CartLineInput,
  type CartOwner,
  type ProductFacts,
  type VariantFacts,
} from '@arogya/contracts';

/** A product as the projection holds it: its facts, and whether the catalog deleted it. */
export interface ProjectedProduct extends ProductFacts {
  deleted: boolean;
}

/** A `product_facts f` row as a `ProjectedProduct` (JSON built by PostgreSQL). */
export const PROJECTED_JSON = `json_build_object('id', f.product_id, 'name', f.name,
  'image', f.image, 'pricePaise', f.price_paise, 'countInStock', f.count_in_stock,
  'variants', f.variants, 'version', f.version::float8, 'deleted', f.deleted)`;

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

/** Product, size and colour: what tells one line from another. */
export type LineKey = Pick<CartLineInput, 'productId' | 'size' | 'color'>;

/**
 * A line as the cart keeps it: what the product was called, showed and cost (paise), and the
 * variant it holds (null on a line of before variants until its facts are rebuilt).
 */
export interface CartLineRow extends LineKey {
  name: string;
  image: string;
  pricePaise: number;
  quantity: number;
  variantId: string | null;
  sku: string | null;
}

/** What the cart answers for a product it does not sell (unknown or deleted). */
export const NOT_FOUND = 'Product not found';

export const same = (l: LineKey, key: LineKey) =>
  l.productId === key.productId && l.size === key.size && l.color === key.color;

/** Units of `key`'s product in other lines (other sizes and colours): the cap is per product. */
export const others = (lines: CartLineRow[], key: LineKey) =>
  lines
    .filter((l) => l.productId === key.productId && !same(l, key))
    .reduce((n, l) => n + l.quantity, 0);

/**
 * Refuses a cart holding more than `CART_MAX_QUANTITY` units of `p` if its line `key` held
 * `quantity`: the cap of a line holds for the product, whatever sizes and colours split it.
 */
export function assertUnderCap(
  lines: CartLineRow[],
  key: LineKey,
  p: ProjectedProduct,
  quantity: number,
) {
  const rest = others(lines, key);
  if (rest + quantity <= CART_MAX_QUANTITY) return;
  const there = rest + (lines.find((l) => same(l, key))?.quantity ?? 0);
  throw badRequest(
    `You can have at most ${CART_MAX_QUANTITY} units of ${p.name} in your cart, all sizes and colours together (${there} there already)`,
  );
}

/** Line `key` of `quantity` units of variant `v` at its current name, image and price. */
export const lineOf = (
  { productId, size, color }: LineKey,
  p: ProjectedProduct,
  v: VariantFacts,
  quantity: number,
): CartLineRow => ({
  productId,
  size,
  color,
  name: p.name,
  image: v.image || p.image,
  pricePaise: v.pricePaise,
  quantity,
  variantId: v.id,
  sku: v.sku,
});

/** The variant a line's size and colour choose (`chooseVariant`), or 400. */
export function variantOf(p: ProjectedProduct, choice: LineKey): VariantFacts {
  const chosen = chooseVariant(p, choice);
  if ('refusal' in chosen) throw badRequest(chosen.refusal);
  return chosen.variant;
}

/** Units of variant `v` in the lines other than `key` (a line of before may hold it under ''). */
export const othersOfVariant = (
  lines: CartLineRow[],
  key: LineKey,
  p: ProjectedProduct,
  v: VariantFacts,
) =>
  lines
    .filter((l) => l.productId === p.id && !same(l, key))
    .filter((l) => {
      const c = chooseVariant(p, l);
      return 'variant' in c && c.variant.id === v.id;
    })
    .reduce((n, l) => n + l.quantity, 0);

/** Refuses more units of variant `v` than it has in stock. */
export function assertInStock(p: ProjectedProduct, v: VariantFacts, units: number) {
  if (units <= v.countInStock) return;
  const label = variantLabel(v);
  throw conflict(stockRefusal(label ? `${p.name} (${label})` : p.name, v.countInStock));
}

/** `lines` with `line` written: in its place when the cart had it, else last. */
export const withLine = (lines: CartLineRow[], line: CartLineRow) =>
  lines.some((l) => same(l, line))
    ? lines.map((l) => (same(l, line) ? line : l))
    : [...lines, line];

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
      ...(l.variantId && { variantId: l.variantId }),
      ...(l.sku && { sku: l.sku }),
    })),
    totalPrice: paiseToRupees(total),
  };
}
