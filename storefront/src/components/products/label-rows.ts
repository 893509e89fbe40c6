import {
  isFood,
  rupeesToPaise,
  unitSalePrice,
  type LabelParty,
  type Product,
  type ProductVariant,
  type VegMark,
} from '@arogya/contracts';
import type { TFunction } from 'i18next';
import { rupees } from '../../lib/format.js';
import { shortDate } from '../../lib/short-date.js';
import { salePrice } from './product-utils.js';

/** The units a unit sale price can be per (`label.units.<unit>`). */
const UNITS = [
  'g',
  'kg',
  'ml',
  'l',
  'capsule',
  'tablet',
  'softgel',
  'sachet',
  'bar',
  'piece',
  'unit',
  'pack',
  'strip',
  'gummy',
] as const;
type Unit = (typeof UNITS)[number];
const isUnit = (u: string): u is Unit => (UNITS as readonly string[]).includes(u);

/**
 * The unit sale price of what `variant` costs ("₹5.10 per g", "₹5.10 प्रति ग्राम"), or null for a
 * single unit. Here, not in product-utils, so that the grids' price tags do not carry it.
 */
export function unitPriceOf(
  v: Pick<ProductVariant, 'netQuantity' | 'price' | 'discountPrice'>,
  t: TFunction<'products'>,
): string | null {
  const text = unitSalePrice(v.netQuantity, rupeesToPaise(salePrice(v.price, v.discountPrice)));
  // the contract writes it in English ("<price> per <unit>"): said again in the language shown
  const m = text && /^(.+) per (\w+)$/.exec(text);
  if (!m) return text;
  const unit = m[2]!;
  return t('label.perUnit', { price: m[1], unit: isUnit(unit) ? t(`label.units.${unit}`) : unit });
}

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
export function labelRows(
  product: Product,
  variant: ProductVariant,
  t: TFunction<'products'>,
): LabelRow[] {
  const label = product.label;
  const rows: LabelRow[] = [];
  const party = (term: string, p: LabelParty | null | undefined) => {
    if (p?.name) rows.push({ term, value: p.name, ...(p.address ? { address: p.address } : {}) });
  };
  const fact = (term: string, value: string | null | undefined) => {
    if (value) rows.push({ term, value });
  };

  party(t('label.manufacturer'), label?.manufacturer);
  party(t('label.packer'), label?.packer);
  party(t('label.importer'), label?.importer);
  fact(t('label.countryOfOrigin'), label?.countryOfOrigin);
  fact(t('label.netQuantity'), variant.netQuantity);
  fact(t('label.bestBefore'), bestBefore(product, variant, t));
  fact(
    t('label.mrp'),
    variant.mrp > 0 ? t('label.mrpValue', { amount: rupees(variant.mrp) }) : null,
  );
  fact(t('label.unitPrice'), unitPriceOf(variant, t));
  if (isFood(product.category)) {
    fact(t('label.fssai'), label?.fssaiLicence);
    if (label?.vegMark) {
      rows.push({
        term: t('label.vegMark'),
        value: t(`veg.${label.vegMark}`),
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
function bestBefore(
  product: Product,
  variant: ProductVariant,
  t: TFunction<'products'>,
): string | null {
  if (variant.expiresOn) return t('label.useBy', { date: shortDate(variant.expiresOn) });
  const months = product.label?.shelfLifeMonths;
  return months ? t('label.shelfLife', { count: months }) : null;
}

/** The veg / non-veg mark shown by a food's name, or null (not a food, or no mark given). */
export const foodMark = (product: Product): VegMark | null =>
  (isFood(product.category) && product.label?.vegMark) || null;
