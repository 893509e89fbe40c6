import {
  CART_MAX_QUANTITY,
  chooseVariant,
  notOnSale,
  stockRefusal,
  variantLabel,
  type VariantFacts,
} from '@arogya/contracts';
import { badRequest, conflict, notFound } from '@arogya/platform';
import type { ProjectedProduct } from '../products/product-facts.repository.js';
import type { CartLineRow, LineKey } from './cart.repository.js';

const NOT_FOUND = 'Product not found';

/** Products the projection does not know (yet): asked of the catalog once, then tried again. */
export class UnknownProducts extends Error {
  constructor(readonly ids: string[]) {
    super(`Products not projected: ${ids.join(', ')}`);
  }
}

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

/** Units of variant `v` in the lines other than `key` (a line of before may hold it under '' ). */
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

/**
 * Product `id` as the projection has it. One it does not know is asked of the catalog once
 * (`final` is then true); a deleted or unknown one is 404.
 */
export function sold(facts: ProjectedProduct[], id: string, final: boolean): ProjectedProduct {
  const p = facts.find((f) => f.id === id);
  if (!p && !final) throw new UnknownProducts([id]);
  if (!p || p.deleted) throw notFound(NOT_FOUND);
  if (p.variants.length === 0) throw notFound(notOnSale(p.name));
  return p;
}

/**
 * The line of `lines` that holds what `key` chooses: the line of that very size and colour, else
 * the one holding the same variant under other names ("S" and "" for "S" / "#000000"), as a
 * client of the SPEC that added with a short name asks for it again.
 */
export function heldLine(
  lines: CartLineRow[],
  key: LineKey,
  p: ProjectedProduct | undefined,
): CartLineRow | undefined {
  const exact = lines.find((l) => same(l, key));
  if (exact || !p || p.deleted) return exact;
  const chosen = chooseVariant(p, key);
  if ('refusal' in chosen) return undefined;
  return lines.find((l) => {
    if (l.productId !== p.id) return false;
    const c = chooseVariant(p, l);
    return 'variant' in c && c.variant.id === chosen.variant.id;
  });
}
