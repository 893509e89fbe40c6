import { variantRefusal } from './product-facts.js';
import type { ProductImage } from './products.js';

/**
 * One thing a product is sold as (issue 30): a size (or pack) and a colour (or flavour, named
 * by `colorName`), each with its own SKU, price, MRP, stock, weight and images. A product
 * without sizes or colours has one variant with both ''. Money in rupees, as the API answers.
 */
export interface ProductVariant {
  _id: string;
  sku: string;
  /** '' when the product is not sold by size */
  size: string;
  /** a colour code, '' when the product is not sold by colour */
  color: string;
  /** the colour's (or flavour's) name, '' when it has none */
  colorName: string;
  /** the maximum retail price printed on the label, inclusive of all taxes */
  mrp: number;
  price: number;
  discountPrice: number | null;
  /** units a shopper can still buy: on hand minus reserved */
  countInStock: number;
  /** shipping weight with its pack, grams (0: not given) */
  weightGrams: number;
  /** what the label says the pack holds ("500 g", "60 capsules") */
  netQuantity: string;
  /** its own pictures; [] shows the product's */
  images: ProductImage[];
  /**
   * The earliest expiry (YYYY-MM-DD) of its units on sale, which holds take first: what an
   * order ships at the soonest (issue 30); null when it is not stocked by batches.
   */
  expiresOn?: string | null;
}

/** A variant as a write gives it (money in paise); no id: a new one. */
export interface VariantInput {
  id?: string;
  sku: string;
  size: string;
  color: string;
  colorName: string;
  mrpPaise: number;
  pricePaise: number;
  discountPricePaise: number | null;
  /** units on sale (as the product's `countInStock`); undefined keeps an existing variant's */
  countInStock?: number;
  weightGrams: number;
  netQuantity: string;
  images: ProductImage[];
}

/** What a cart knows of a variant (paise). */
export interface VariantFacts {
  id: string;
  sku: string;
  size: string;
  color: string;
  colorName: string;
  pricePaise: number;
  countInStock: number;
  /** the variant's own image, else '' (the product's) */
  image: string;
}

/** The variants a product has, by its name, for a choice to be read against. */
export interface VariantsOf<V extends Pick<VariantFacts, 'size' | 'color' | 'colorName'>> {
  name: string;
  variants: readonly V[];
}

/** The refusal of a product that is not on sale (a draft, issue 30): catalog and cart alike. */
export const notOnSale = (name: string) => `${name} is not on sale now`;

/** How a variant is named on a line, an invoice or a picker: "2 kg · Charcoal". */
export function variantLabel(v: { size: string; color: string; colorName: string }): string {
  return [v.size, v.colorName || v.color].filter(Boolean).join(' · ');
}

/**
 * The variant a line's size and colour choose, or why none is sold so. An empty size (colour)
 * chooses nothing on that axis: the first variant in the product's order that matches the
 * rest is the one (a product card adds the product's first variant). The rule is the same in
 * catalog, cart and every repricing, so that one line always means the same variant.
 */
export function chooseVariant<V extends Pick<VariantFacts, 'size' | 'color' | 'colorName'>>(
  product: VariantsOf<V>,
  choice: { size: string; color: string },
): { variant: V } | { refusal: string } {
  const { name, variants } = product;
  const { size, color } = choice;
  // a draft (or facts from before variants): nothing of it is sold
  if (variants.length === 0) return { refusal: notOnSale(name) };
  const refusal = variantRefusal(
    {
      name,
      sizes: axisOf(variants, (v) => v.size),
      colors: axisOf(variants, (v) => v.color),
      colorsName: axisOf(variants, (v) => v.colorName),
    },
    choice,
  );
  if (refusal) return { refusal };
  const colourOf = (v: V) => v.color === color || (v.colorName !== '' && v.colorName === color);
  const variant = variants.find((v) => (!size || v.size === size) && (!color || colourOf(v)));
  if (!variant) return { refusal: `${name} is not sold in ${size} and ${color} together` };
  return { variant };
}

/** The distinct values of `pick` over `variants`, in their order (a product's sizes, colours). */
export function axisOf<V>(variants: readonly V[], pick: (v: V) => string): string[] {
  return [...new Set(variants.map(pick).filter((x) => x !== ''))];
}

/** `n` units shared out over `parts` as evenly as whole units go, the first ones getting more. */
export function shareOut(n: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(n / parts) + (i < n % parts ? 1 : 0));
}

/** A variant's SKU made from its product's: "PRO-WPI-001" + "2 kg" → "PRO-WPI-001-2KG". */
export function variantSku(productSku: string, size: string, colour: string): string {
  const part = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, '');
  return [productSku, part(size), part(colour)].filter(Boolean).join('-').slice(0, 64);
}
