import { formatInr } from './money.js';

/**
 * The categories sold as food (whey, superfood powders, supplements): the Food Safety and
 * Standards Act wants their FSSAI licence number and the veg / non-veg mark on the listing,
 * and they are sold with enough shelf life left (issue 30).
 */
export const FOOD_CATEGORIES = ['Protein', 'Superfood', 'Supplements'] as const;

/** True when products of `category` are food (`FOOD_CATEGORIES`). */
export const isFood = (category: string) =>
  (FOOD_CATEGORIES as readonly string[]).includes(category);

/** A draft is seen only in the console; a published product is on sale. */
export const PRODUCT_STATUSES = ['draft', 'published'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** FSSAI's green dot (veg) or brown triangle (non-veg). */
export const VEG_MARKS = ['veg', 'non-veg'] as const;
export type VegMark = (typeof VEG_MARKS)[number];

/** An FSSAI licence or registration number: 14 digits. */
export const FSSAI_LICENCE_RE = /^\d{14}$/;

/** The country a product's label names when the brand says none. */
export const HOME_COUNTRY = 'India';

/** Who made, packed or imported the goods, as the label names them. */
export interface LabelParty {
  name: string;
  address: string;
}

/**
 * What the Legal Metrology (Packaged Commodities) Rules 2011 (rule 6, and rule 6(10) for
 * e-commerce) and FSSAI's labelling rules want a listing to declare, beyond the MRP and the net
 * quantity (each variant's own: `ProductVariant.mrp`, `.netQuantity`).
 */
export interface LabelFacts {
  manufacturer: LabelParty | null;
  /** when someone other than the manufacturer packed it */
  packer: LabelParty | null;
  /** required when the country of origin is not India */
  importer: LabelParty | null;
  countryOfOrigin: string;
  /** "Best before N months from manufacture" (null: not a perishable) */
  shelfLifeMonths: number | null;
  /** foods: their FSSAI licence number */
  fssaiLicence: string | null;
  /** foods: the veg / non-veg mark */
  vegMark: VegMark | null;
}

/** A new product's label facts, before the brand gives any. */
export const EMPTY_LABEL: LabelFacts = {
  manufacturer: null,
  packer: null,
  importer: null,
  countryOfOrigin: HOME_COUNTRY,
  shelfLifeMonths: null,
  fssaiLicence: null,
  vegMark: null,
};

/**
 * Why a product cannot be on sale with these facts, or undefined when it can: a food needs its
 * FSSAI licence and veg / non-veg mark, imported goods their importer. A draft may lack them.
 */
export function publishRefusal(p: {
  name: string;
  category: string;
  status: ProductStatus;
  label: LabelFacts;
}): string | undefined {
  if (p.status !== 'published') return undefined;
  const draft = 'save it as a draft (status "draft") until you have it';
  if (isFood(p.category)) {
    if (!p.label.fssaiLicence)
      return `${p.name} is a food (${p.category}): it needs its FSSAI licence number (label.fssaiLicence, 14 digits) to be published; ${draft}`;
    if (!p.label.vegMark)
      return `${p.name} is a food (${p.category}): it needs its veg or non-veg mark (label.vegMark) to be published; ${draft}`;
  }
  if (p.label.countryOfOrigin.toLowerCase() !== HOME_COUNTRY.toLowerCase() && !p.label.importer)
    return `${p.name} is made in ${p.label.countryOfOrigin}: it needs its importer's name and address (label.importer) to be published; ${draft}`;
  return undefined;
}

/** A net quantity read from its label text: so much of a unit. */
interface Quantity {
  amount: number;
  unit: 'g' | 'ml' | 'count';
  /** for counts: what one of them is called ("capsule") */
  each: string;
}

const MASS_VOLUME: Record<string, { unit: 'g' | 'ml'; factor: number }> = {
  mg: { unit: 'g', factor: 0.001 },
  g: { unit: 'g', factor: 1 },
  gm: { unit: 'g', factor: 1 },
  kg: { unit: 'g', factor: 1000 },
  ml: { unit: 'ml', factor: 1 },
  l: { unit: 'ml', factor: 1000 },
  ltr: { unit: 'ml', factor: 1000 },
};

/** Words a count's label uses, by the singular a unit price names. */
const COUNT_WORDS: Record<string, string> = {
  capsule: 'capsule',
  capsules: 'capsule',
  caps: 'capsule',
  tablet: 'tablet',
  tablets: 'tablet',
  tabs: 'tablet',
  softgel: 'softgel',
  softgels: 'softgel',
  sachet: 'sachet',
  sachets: 'sachet',
  bar: 'bar',
  bars: 'bar',
  piece: 'piece',
  pieces: 'piece',
  pcs: 'piece',
  unit: 'unit',
  units: 'unit',
  n: 'unit',
  pack: 'pack',
  packs: 'pack',
  strip: 'strip',
  strips: 'strip',
  gummy: 'gummy',
  gummies: 'gummy',
};

/**
 * "500 g", "1.5 kg", "250ml", "60 capsules", "1 N", "2 x 5 kg" (a pair: 10 kg): the quantity,
 * or null when unreadable.
 */
export function parseNetQuantity(text: string): Quantity | null {
  const m = /^\s*(?:(\d+)\s*[x×]\s*)?(\d+(?:\.\d+)?)\s*([a-z]+)\.?\s*$/i.exec(text);
  if (!m) return null;
  const amount = Number(m[1] ?? 1) * Number(m[2]);
  const word = m[3]!.toLowerCase();
  if (!(amount > 0)) return null;
  const mv = MASS_VOLUME[word];
  if (mv) return { amount: amount * mv.factor, unit: mv.unit, each: '' };
  const each = COUNT_WORDS[word];
  return each && Number.isInteger(amount) ? { amount, unit: 'count', each } : null;
}

/**
 * The unit sale price the 2022 amendment of rule 2(m) asks for: per gram (millilitre) below
 * 1 kg (1 litre), per kilogram (litre) from it, per unit for counts of more than one; from the
 * price a shopper pays. Null when the net quantity cannot be read or is a single unit.
 */
export function unitSalePrice(netQuantity: string, pricePaise: number): string | null {
  const q = parseNetQuantity(netQuantity);
  if (!q) return null;
  const per = (paise: number, unit: string) => `${formatInr(Math.round(paise))} per ${unit}`;
  if (q.unit === 'count') return q.amount > 1 ? per(pricePaise / q.amount, q.each) : null;
  const big = q.unit === 'g' ? 'kg' : 'l';
  return q.amount >= 1000
    ? per((pricePaise * 1000) / q.amount, big)
    : per(pricePaise / q.amount, q.unit);
}

/** "Best before 18 months from manufacture". */
export const bestBeforeText = (months: number) =>
  `Best before ${months} month${months === 1 ? '' : 's'} from manufacture`;
