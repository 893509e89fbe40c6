import {
  bestBeforeText,
  isFood,
  rupeesToPaise,
  unitSalePrice,
  type LabelParty,
  type Product,
  type ProductVariant,
  type VegMark,
} from '@arogya/contracts';
import { rupees } from '../../lib/format.js';
import { shortDate } from '../../lib/short-date.js';
import { salePrice } from './product-utils.js';
import { VEG_MARK_NAMES } from './VegMark.js';

/**
 * The unit sale price of what `variant` costs ("₹5.10 per g"), or null for a single unit. Here,
 * not in product-utils, so that the grids' price tags do not carry it.
 */
export const unitPriceOf = (v: Pick<ProductVariant, 'netQuantity' | 'price' | 'discountPrice'>) =>
  unitSalePrice(v.netQuantity, rupeesToPaise(salePrice(v.price, v.discountPrice)));

/** One declaration of the "Product details" list: a term and what the label says of it. */
export interface LabelRow {
  term: string;
  /** the fact; a party's name */
  value: string;
  /** a party's address, under its name */
  address?: string;
  /** the veg / non-veg row's symbol (its value is the symbol's name) */
  mark?: VegMark;
}

/**
 * What the listing declares of `product` as `variant` (issue 30), in the order of rule 6 of the
 * Legal Metrology (Packaged Commodities) Rules, which rule 6(10) asks an e-commerce listing to
 * show: who made, packed and imported it, where, how much, until when and for what; then, for
 * foods, FSSAI's licence and mark. A fact the catalogue does not have (a product from before
 * label facts, a party nobody gave) is left out rather than shown empty.
 */
export function labelRows(product: Product, variant: ProductVariant): LabelRow[] {
  const label = product.label;
  const rows: LabelRow[] = [];
  const party = (term: string, p: LabelParty | null | undefined) => {
    if (p?.name) rows.push({ term, value: p.name, ...(p.address ? { address: p.address } : {}) });
  };
  const fact = (term: string, value: string | null | undefined) => {
    if (value) rows.push({ term, value });
  };

  party('Manufacturer', label?.manufacturer);
  party('Packer', label?.packer);
  party('Importer', label?.importer);
  fact('Country of origin', label?.countryOfOrigin);
  fact('Net quantity', variant.netQuantity);
  fact('Best before', bestBefore(product, variant));
  fact('MRP', variant.mrp > 0 ? `${rupees(variant.mrp)} (inclusive of all taxes)` : null);
  fact('Unit sale price', unitPriceOf(variant));
  if (isFood(product.category)) {
    fact('FSSAI licence no.', label?.fssaiLicence);
    if (label?.vegMark) {
      rows.push({
        term: 'Veg / non-veg',
        value: VEG_MARK_NAMES[label.vegMark],
        mark: label.vegMark,
      });
    }
  }
  return rows;
}

/**
 * A variant stocked by batches ships its earliest expiry first, so that day is what a shopper
 * can count on ("Use by 14 Mar 2028 or later"); else the label's shelf life from manufacture.
 */
function bestBefore(product: Product, variant: ProductVariant): string | null {
  if (variant.expiresOn) return `Use by ${shortDate(variant.expiresOn)} or later`;
  const months = product.label?.shelfLifeMonths;
  return months ? bestBeforeText(months) : null;
}

/** The veg / non-veg mark shown by a food's name, or null (not a food, or no mark given). */
export const foodMark = (product: Product): VegMark | null =>
  (isFood(product.category) && product.label?.vegMark) || null;
