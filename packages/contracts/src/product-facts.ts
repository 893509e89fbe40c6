import { rupeesToPaise } from './money.js';
import type { Product, ProductImage } from './products.js';
import type { VariantFacts } from './variants.js';

/**
 * What a cart shows and checks about a product, as the catalog last said it: the cart keeps
 * these in its own database (fed by catalog events, `CatalogCalls.facts` to rebuild), so that
 * no cart read or add waits for the catalog. The catalog's reserve at checkout stays the
 * authority on price and stock.
 */
export interface ProductFacts {
  id: string;
  name: string;
  /** What a line shows (`lineImage`) when its variant has no image of its own. */
  image: string;
  /** What the cheapest variant costs, in paise (`linePrice`). */
  pricePaise: number;
  /** Units of every variant a shopper can still buy: on hand minus reserved. */
  countInStock: number;
  /** What a line is priced and stock-checked by (issue 30), in the product's order. */
  variants: VariantFacts[];
  /** The catalog row's version these facts are from (0: an event from before versions). */
  version: number;
}

/** The sizes and colours a product is sold in, by its name (facts or a catalog row). */
export interface ProductVariants {
  name: string;
  sizes: readonly string[];
  colors: readonly string[];
  colorsName: readonly string[];
}

/** What a line asks for: a size and a colour, either of them '' for none chosen. */
export interface VariantChoice {
  size: string;
  color: string;
}

/** The price a line is sold at: the discount price when there is one, else the price (any unit). */
export function linePrice(price: number, discountPrice: number | null): number {
  return discountPrice ?? price;
}

/** The image a line shows: the primary image's url, else the first image's, else ''. */
export function lineImage(images: readonly Pick<ProductImage, 'url' | 'isPrimary'>[]): string {
  return (images.find((i) => i.isPrimary) ?? images[0])?.url ?? '';
}

/**
 * Why `choice` cannot be sold as `product`, or undefined when it can: a size the product is
 * not made in, or a colour that is neither one of its colour codes nor one of their names. A
 * product without sizes (colours) takes none: any text there would make a line of its own,
 * and lines of made-up sizes once split one product past every per-line cap (issue 27). An
 * empty choice asks for nothing (the storefront's cards add a product with neither).
 */
export function variantRefusal(
  product: ProductVariants,
  choice: VariantChoice,
): string | undefined {
  const { name, sizes, colors, colorsName } = product;
  if (choice.size && !sizes.includes(choice.size)) {
    const none = sizes.length === 0 ? ' (it has no sizes)' : '';
    return `Size ${choice.size} is not available for ${name}${none}`;
  }
  if (choice.color && ![...colors, ...colorsName].includes(choice.color)) {
    const none = colors.length === 0 ? ' (it has no colours)' : '';
    return `Colour ${choice.color} is not available for ${name}${none}`;
  }
  return undefined;
}

/**
 * Units of each product over `lines`, every size and colour together, in the order the
 * products first appear: the anti-hoarding caps are per product, however many lines (and
 * variants) split it; stock is per variant.
 */
export function productUnits(
  lines: readonly { productId: string; quantity: number }[],
): Map<string, number> {
  const units = new Map<string, number>();
  for (const l of lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  return units;
}

/** The refusal of more units of product `name` than the `available` ones (cart and reserve alike). */
export function stockRefusal(name: string, available: number): string {
  return available <= 0 ? `${name} is out of stock` : `Only ${available} of ${name} left in stock`;
}

/**
 * The facts of `product` (as one product's answer and its events show it, variants included)
 * at row version `version`. An event from before variants has none, and a draft shows none (it
 * is not on sale, issue 30): nothing can be sold from it until newer facts arrive.
 */
export function productFactsOf(product: Product, version: number): ProductFacts {
  return {
    id: product._id,
    name: product.name,
    image: lineImage(product.images),
    pricePaise: rupeesToPaise(linePrice(product.price, product.discountPrice)),
    countInStock: product.countInStock,
    variants: (product.status === 'draft' ? [] : (product.variants ?? [])).map((v) => ({
      id: v._id,
      sku: v.sku,
      size: v.size,
      color: v.color,
      colorName: v.colorName,
      pricePaise: rupeesToPaise(linePrice(v.price, v.discountPrice)),
      countInStock: v.countInStock,
      image: lineImage(v.images),
    })),
    version,
  };
}
