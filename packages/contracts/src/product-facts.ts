import { rupeesToPaise } from './money.js';
import type { Product, ProductImage } from './products.js';

/**
 * What a cart shows and checks about a product, as the catalog last said it: the cart keeps
 * these in its own database (fed by catalog events, `CatalogCalls.facts` to rebuild), so that
 * no cart read or add waits for the catalog. The catalog's reserve at checkout stays the
 * authority on price and stock.
 */
export interface ProductFacts {
  id: string;
  name: string;
  /** What a line shows (`lineImage`). */
  image: string;
  /** What a line costs, in paise (`linePrice`). */
  pricePaise: number;
  /** Units a shopper can still buy: on hand minus reserved. */
  countInStock: number;
  sizes: string[];
  colors: string[];
  colorsName: string[];
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

/** What a line asks for: a size and a colour, either of them '' for "any". */
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
 * product without sizes (colours) takes any; an empty choice asks for nothing.
 */
export function variantRefusal(
  product: ProductVariants,
  choice: VariantChoice,
): string | undefined {
  const { name, sizes, colors, colorsName } = product;
  if (choice.size && sizes.length > 0 && !sizes.includes(choice.size)) {
    return `Size ${choice.size} is not available for ${name}`;
  }
  if (choice.color && colors.length > 0 && ![...colors, ...colorsName].includes(choice.color)) {
    return `Colour ${choice.color} is not available for ${name}`;
  }
  return undefined;
}

/** The refusal of more units of product `name` than the `available` ones (cart and reserve alike). */
export function stockRefusal(name: string, available: number): string {
  return available <= 0 ? `${name} is out of stock` : `Only ${available} of ${name} left in stock`;
}

/** The facts of `product` (as the API shows it) at row version `version`. */
export function productFactsOf(product: Product, version: number): ProductFacts {
  return {
    id: product._id,
    name: product.name,
    image: lineImage(product.images),
    pricePaise: rupeesToPaise(linePrice(product.price, product.discountPrice)),
    countInStock: product.countInStock,
    sizes: product.sizes,
    colors: product.colors,
    colorsName: product.colorsName,
    version,
  };
}
