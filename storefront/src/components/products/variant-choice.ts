import type { Product, ProductVariant } from '@arogya/contracts';
import type { TFunction } from 'i18next';

/** The two things a shopper picks a variant by. */
export type Axis = 'size' | 'color';

/**
 * How an option of one axis stands beside what is chosen on the other: sold, sold out, or not
 * sold with it at all (choosing it changes the other axis too).
 */
export type OptionState = 'available' | 'soldOut' | 'elsewhere';

/**
 * The variants the page offers: the product's own, in their order. An answer without any (one
 * of before issue 30) is one variant of the product's own price and stock, with no size or
 * colour, which the cart reads as the product's first.
 */
export function variantsOf(p: Product): ProductVariant[] {
  if (p.variants && p.variants.length > 0) return p.variants;
  return [
    {
      _id: '',
      sku: p.sku,
      size: '',
      color: '',
      colorName: '',
      mrp: p.mrp,
      price: p.price,
      discountPrice: p.discountPrice,
      countInStock: p.countInStock,
      weightGrams: 0,
      netQuantity: '',
      images: [],
    },
  ];
}

const inStock = (v: ProductVariant) => v.countInStock > 0;

/**
 * The variant a page shows first: the one its address names (`?variant=`), else the first in
 * stock, else the first (an unknown id, one of an edited product, is not an error).
 */
export function initialVariant(variants: ProductVariant[], id: string | null): ProductVariant {
  return (
    (id ? variants.find((v) => v._id === id) : undefined) ?? variants.find(inStock) ?? variants[0]!
  );
}

/** The distinct values of `axis`, in the variants' order, each with its name. */
export function optionsOf(variants: ProductVariant[], axis: Axis) {
  const seen = new Map<string, string>();
  for (const v of variants) {
    const value = v[axis];
    if (value !== '' && !seen.has(value))
      seen.set(value, axis === 'color' ? v.colorName || v.color : value);
  }
  return [...seen].map(([value, name]) => ({ value, name }));
}

const other = (axis: Axis): Axis => (axis === 'size' ? 'color' : 'size');

/**
 * The variant a shopper gets by choosing `value` on `axis` while `current` is shown: the one
 * that keeps the other axis as it is, else the first of that value in stock, else the first.
 */
export function choose(
  variants: ProductVariant[],
  current: ProductVariant,
  axis: Axis,
  value: string,
): ProductVariant {
  const withValue = variants.filter((v) => v[axis] === value);
  const keep = withValue.find((v) => v[other(axis)] === current[other(axis)]);
  return keep ?? withValue.find(inStock) ?? withValue[0] ?? current;
}

/** How `value` on `axis` stands beside `current`'s value on the other axis. */
export function optionState(
  variants: ProductVariant[],
  current: ProductVariant,
  axis: Axis,
  value: string,
): OptionState {
  const v = variants.find((x) => x[axis] === value && x[other(axis)] === current[other(axis)]);
  if (!v) return 'elsewhere';
  return inStock(v) ? 'available' : 'soldOut';
}

/** The pictures a variant is shown with: its own, else the product's. */
export const imagesOf = (p: Product, v: ProductVariant) =>
  v.images.length > 0 ? v.images : p.images;

/** What the page says of a variant's stock (SPEC's texts), in the language of `t`. */
export function stockText(countInStock: number, t: TFunction<'products'>): string {
  if (countInStock <= 0) return t('stock.out');
  return countInStock <= 10 ? t('stock.few', { count: countInStock }) : t('stock.in');
}
