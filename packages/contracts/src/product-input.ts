import { gstDefaultOf, GST_RATES, HSN_RE } from './gst.js';
import { rupeesToPaise } from './money.js';
import { GENDERS, PRODUCT_TAGS, type Parsed, type Product } from './products.js';
import {
  EMPTY_LABEL,
  FSSAI_LICENCE_RE,
  HOME_COUNTRY,
  PRODUCT_STATUSES,
  VEG_MARKS,
  type LabelFacts,
  type LabelParty,
} from './label-facts.js';
import type { VariantInput } from './variants.js';

/** A validated product write, as the catalog stores it (money in paise). */
export type ProductInput = Omit<
  Product,
  | '_id'
  | 'price'
  | 'discountPrice'
  | 'mrp'
  | 'variants'
  | 'label'
  | 'rating'
  | 'numReviews'
  | 'popularity'
  | 'createdAt'
  | 'updatedAt'
> & {
  pricePaise: number;
  discountPricePaise: number | null;
  /** the label's MRP (null: the price); for every variant a write makes from sizes and colours */
  mrpPaise: number | null;
  /**
   * The product's variants, in the order shoppers see them (issue 30). Absent: made from (or,
   * on update, kept in step with) `sizes` × `colors`, each at the product's price.
   */
  variants?: VariantInput[];
  /** on create every fact (`EMPTY_LABEL` for those not given); on update the facts given */
  label: LabelFacts;
};

/** Most variants of one product. */
export const VARIANTS_MAX = 60;

/** Fields the server owns: sent back by the admin console with a record, ignored on write. */
const READ_ONLY = new Set([
  '_id',
  'id',
  'createdAt',
  'updatedAt',
  'rating',
  'numReviews',
  'popularity',
  '__v',
]);
const REQUIRED = ['name', 'description', 'price', 'countInStock', 'sku', 'category'] as const;

/** What a created product has for the optional fields its body leaves out. */
const CREATE_DEFAULTS: Omit<
  ProductInput,
  'name' | 'description' | 'pricePaise' | 'countInStock' | 'sku' | 'category' | 'hsn' | 'gstRate'
> = {
  discountPricePaise: null,
  mrpPaise: null,
  brand: '',
  material: '',
  gender: 'Unisex',
  collections: [],
  sizes: [],
  colors: [],
  colorsName: [],
  tags: [],
  images: [],
  extraImages: [],
  videoUrl: null,
  status: 'published',
  label: EMPTY_LABEL,
};

type Field = (raw: unknown, name: string) => Parsed<unknown>;

const fail = (message: string) => ({ ok: false as const, message });
const ok = <T>(value: T) => ({ ok: true as const, value });

const text =
  (max: number, required = false): Field =>
  (raw, name) => {
    if (raw === null || raw === undefined) return required ? fail(`${name} is required`) : ok('');
    if (typeof raw !== 'string') return fail(`${name} must be text`);
    const v = raw.trim();
    if (required && v === '') return fail(`${name} is required`);
    if (v.length > max) return fail(`${name} must be at most ${max} characters`);
    return ok(v);
  };

const money =
  (nullable: boolean): Field =>
  (raw, name) => {
    if ((raw === null || raw === '' || raw === undefined) && nullable) return ok(null);
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 10_000_000) {
      return fail(`${name} must be a rupee amount between 0 and 10000000`);
    }
    try {
      return ok(rupeesToPaise(n));
    } catch {
      return fail(`${name} must have at most 2 decimals`);
    }
  };

const count: Field = (raw, name) => {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 1_000_000) {
    return fail(`${name} must be a whole number from 0 to 1000000`);
  }
  return ok(n);
};

/** Arrays may also come as comma-separated text (the edit form of SPEC §2). */
const textList =
  (maxItems: number, allowed?: readonly string[]): Field =>
  (raw, name) => {
    const list =
      raw === null || raw === undefined
        ? []
        : typeof raw === 'string'
          ? raw.split(',')
          : Array.isArray(raw)
            ? raw
            : null;
    if (list === null || list.some((v) => typeof v !== 'string')) {
      return fail(`${name} must be a list of text`);
    }
    const values = (list as string[]).map((v) => v.trim()).filter(Boolean);
    if (values.length > maxItems || values.some((v) => v.length > 100)) {
      return fail(`${name} accepts at most ${maxItems} values of up to 100 characters`);
    }
    if (allowed && values.some((v) => !allowed.includes(v))) {
      return fail(`${name} may only contain ${allowed.join(', ')}`);
    }
    return ok([...new Set(values)]);
  };

const URL_RE = /^(\/[\w\-./%]*|https?:\/\/[^\s"'<>]+)$/;
const imageUrl = (raw: unknown, name: string): Parsed<string> => {
  if (typeof raw !== 'string' || raw.length > 500 || !URL_RE.test(raw)) {
    return fail(`${name} must be a path or http(s) URL`);
  }
  return ok(raw);
};

const imageList =
  (withPrimary: boolean): Field =>
  (raw, name) => {
    if (raw === null || raw === undefined) return ok([]);
    if (!Array.isArray(raw) || raw.length > 20) return fail(`${name} must be a list of images`);
    const out: { url: string; altText: string; isPrimary?: boolean }[] = [];
    for (const [i, item] of raw.entries()) {
      const entry: unknown = typeof item === 'string' ? { url: item } : item;
      if (typeof entry !== 'object' || entry === null)
        return fail(`${name}[${i}] must be an image`);
      const e = entry as Record<string, unknown>;
      const url = imageUrl(e.url, `${name}[${i}].url`);
      if (!url.ok) return url;
      const alt = text(200)(e.altText, `${name}[${i}].altText`);
      if (!alt.ok) return alt;
      out.push(
        withPrimary
          ? { url: url.value, altText: alt.value as string, isPrimary: e.isPrimary === true }
          : { url: url.value, altText: alt.value as string },
      );
    }
    if (withPrimary && out.length > 0) {
      const primaries = out.filter((img) => img.isPrimary).length;
      if (primaries > 1) return fail(`${name} may have only one primary image`);
      if (primaries === 0) out[0]!.isPrimary = true;
    }
    return ok(out);
  };

const videoUrl: Field = (raw, name) => {
  if (raw === null || raw === undefined || raw === '') return ok(null);
  if (typeof raw !== 'string' || raw.length > 500 || !/^https:\/\/[^\s"'<>]+$/.test(raw)) {
    return fail(`${name} must be an https URL`);
  }
  return ok(raw);
};

const hsn: Field = (raw, name) => {
  const v = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : raw;
  return typeof v === 'string' && HSN_RE.test(v)
    ? ok(v)
    : fail(`${name} must be an HSN code of 4, 6 or 8 digits`);
};

const gstRate: Field = (raw, name) => {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return (GST_RATES as readonly unknown[]).includes(n)
    ? ok(n)
    : fail(`${name} must be one of ${GST_RATES.join(', ')} (per cent)`);
};

const VARIANT_FIELDS: Record<string, Field> = {
  sku: text(64),
  size: text(100),
  color: text(100),
  colorName: text(100),
  mrp: money(true),
  price: money(false),
  discountPrice: money(true),
  countInStock: count,
  weightGrams: count,
  netQuantity: text(50),
  images: imageList(true),
};
const VARIANT_KEY: Record<string, keyof VariantInput> = {
  _id: 'id',
  mrp: 'mrpPaise',
  price: 'pricePaise',
  discountPrice: 'discountPricePaise',
};
const SKU_RE = /^[A-Za-z0-9][A-Za-z0-9\-_.]*$/;

/**
 * A product's variants (issue 30): 1 to `VARIANTS_MAX`, each a different size and colour, each
 * SKU once; discount ≤ price ≤ MRP (no one may sell above the label's MRP). A variant keeps
 * its `_id` (an existing one) or has none (a new one); its SKU may be left '' (made from the
 * product's); its MRP '' (its price); its stock absent (an existing one's stays).
 */
const variantList: Field = (raw, name) => {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > VARIANTS_MAX)
    return fail(`${name} must be a list of 1 to ${VARIANTS_MAX} variants`);
  const out: VariantInput[] = [];
  for (const [i, item] of raw.entries()) {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return fail(`${name}[${i}] must be a variant`);
    const v: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item as Record<string, unknown>)) {
      if (key === '_id' || key === 'id') {
        if (value === undefined || value === null || value === '') continue;
        if (typeof value !== 'string' || !/^[0-9a-f-]{36}$/i.test(value))
          return fail(`${name}[${i}]._id must be a variant id`);
        v.id = value.toLowerCase();
        continue;
      }
      if (key === 'countInStock' && (value === undefined || value === null)) continue;
      if (key === 'expiresOn') continue; // the server's (its batches'), sent back with a record
      const field = Object.hasOwn(VARIANT_FIELDS, key) ? VARIANT_FIELDS[key] : undefined;
      if (!field) return fail(`Unknown field: ${name}[${i}].${key}`);
      const r = field(value, `${name}[${i}].${key}`);
      if (!r.ok) return r;
      v[VARIANT_KEY[key] ?? key] = r.value;
    }
    if (v.pricePaise === undefined) return fail(`${name}[${i}].price is required`);
    const sku = ((v.sku as string | undefined) ?? '').toUpperCase();
    if (sku && !SKU_RE.test(sku))
      return fail(`${name}[${i}].sku may contain only letters, digits, -, _ and .`);
    const variant: VariantInput = {
      ...(v.id !== undefined && { id: v.id as string }),
      sku,
      size: (v.size as string | undefined) ?? '',
      color: (v.color as string | undefined) ?? '',
      colorName: (v.colorName as string | undefined) ?? '',
      pricePaise: v.pricePaise as number,
      discountPricePaise: (v.discountPricePaise as number | null | undefined) ?? null,
      mrpPaise: (v.mrpPaise as number | null | undefined) ?? (v.pricePaise as number),
      ...(v.countInStock !== undefined && { countInStock: v.countInStock as number }),
      weightGrams: (v.weightGrams as number | undefined) ?? 0,
      netQuantity: (v.netQuantity as string | undefined) || ((v.size as string | undefined) ?? ''),
      images: (v.images as VariantInput['images'] | undefined) ?? [],
    };
    const refusal = priceRefusal(variant, `${name}[${i}]`);
    if (refusal) return fail(refusal);
    const twin = out.findIndex((o) => o.size === variant.size && o.color === variant.color);
    if (twin >= 0) return fail(`${name}[${i}] has the same size and colour as ${name}[${twin}]`);
    if (variant.sku && out.some((o) => o.sku === variant.sku))
      return fail(`${name}[${i}].sku ${variant.sku} is given twice`);
    if (variant.id && out.some((o) => o.id === variant.id))
      return fail(`${name}[${i}]._id is given twice`);
    out.push(variant);
  }
  return ok(out);
};

/** Why a variant's prices cannot be so: a discount above its price, a price above its MRP. */
export function priceRefusal(
  v: Pick<VariantInput, 'mrpPaise' | 'pricePaise' | 'discountPricePaise'>,
  name = 'the variant',
): string | undefined {
  if (v.discountPricePaise !== null && v.discountPricePaise > v.pricePaise)
    return `${name}: discountPrice must not be greater than price`;
  if (v.pricePaise > v.mrpPaise) return `${name}: price must not be greater than the MRP`;
  return undefined;
}

const oneOf =
  (allowed: readonly string[], nullable: boolean): Field =>
  (raw, name) => {
    if (nullable && (raw === null || raw === undefined || raw === '')) return ok(null);
    const v = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
    return allowed.includes(v as string)
      ? ok(v)
      : fail(`${name} must be one of ${allowed.join(', ')}${nullable ? ' (or null)' : ''}`);
  };

/** Who made, packed or imported it: a name and an address, or null (nobody named). */
const party: Field = (raw, name) => {
  if (raw === null || raw === undefined || raw === '') return ok(null);
  if (typeof raw !== 'object' || Array.isArray(raw))
    return fail(`${name} must be a name and an address`);
  const r = raw as Record<string, unknown>;
  const extra = Object.keys(r).find((k) => k !== 'name' && k !== 'address');
  if (extra) return fail(`Unknown field: ${name}.${extra}`);
  const n = text(200)(r.name, `${name}.name`);
  if (!n.ok) return n;
  const a = text(500)(r.address, `${name}.address`);
  if (!a.ok) return a;
  if (n.value === '' && a.value === '') return ok(null);
  if (n.value === '' || a.value === '')
    return fail(`${name} needs both a name and an address, as the label prints them`);
  return ok({ name: n.value as string, address: a.value as string } satisfies LabelParty);
};

const LABEL_FIELDS: Record<keyof LabelFacts, Field> = {
  manufacturer: party,
  packer: party,
  importer: party,
  countryOfOrigin: (raw, name) => {
    const r = text(60)(raw, name);
    return r.ok && r.value === '' ? ok(HOME_COUNTRY) : r;
  },
  shelfLifeMonths: (raw, name) => {
    if (raw === null || raw === undefined || raw === '') return ok(null);
    const n = typeof raw === 'string' ? Number(raw) : raw;
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 120
      ? ok(n)
      : fail(`${name} must be a whole number of months from 1 to 120 (or null)`);
  },
  fssaiLicence: (raw, name) => {
    if (raw === null || raw === undefined || raw === '') return ok(null);
    const v =
      typeof raw === 'string'
        ? raw.replace(/[\s-]/g, '')
        : typeof raw === 'number'
          ? String(raw)
          : raw;
    return typeof v === 'string' && FSSAI_LICENCE_RE.test(v)
      ? ok(v)
      : fail(`${name} must be an FSSAI licence number of 14 digits`);
  },
  vegMark: oneOf(VEG_MARKS, true),
};

/** The label facts a body gives (issue 30): each one checked; those not given stay out. */
const label: Field = (raw, name) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return fail(`${name} must be an object of label facts`);
  const out: Partial<Record<keyof LabelFacts, unknown>> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const field = Object.hasOwn(LABEL_FIELDS, key)
      ? LABEL_FIELDS[key as keyof LabelFacts]
      : undefined;
    if (!field) return fail(`Unknown field: ${name}.${key}`);
    const r = field(value, `${name}.${key}`);
    if (!r.ok) return r;
    out[key as keyof LabelFacts] = r.value;
  }
  return ok(out);
};

const FIELDS: Record<string, Field> = {
  name: text(200, true),
  description: text(5000, true),
  price: money(false),
  discountPrice: money(true),
  mrp: money(true),
  countInStock: count,
  variants: variantList,
  sku: (raw, name) => {
    const r = text(64, true)(raw, name);
    if (!r.ok) return r;
    return SKU_RE.test(r.value as string)
      ? ok((r.value as string).toUpperCase())
      : fail(`${name} may contain only letters, digits, -, _ and .`);
  },
  category: text(100, true),
  brand: text(100),
  material: text(100),
  gender: (raw, name) => {
    const r = text(20)(raw, name);
    if (!r.ok || r.value === '') return r.ok ? ok('Unisex') : r;
    const match = GENDERS.find((g) => g.toLowerCase() === (r.value as string).toLowerCase());
    return match ? ok(match) : fail(`${name} must be one of ${GENDERS.join(', ')}`);
  },
  collections: textList(10),
  collection: textList(10),
  sizes: textList(30),
  colors: textList(30),
  colorsName: textList(30),
  tags: (raw, name) => {
    const upper = Array.isArray(raw)
      ? raw.map((v) => (typeof v === 'string' ? v.toUpperCase() : v))
      : typeof raw === 'string'
        ? raw.toUpperCase()
        : raw;
    return textList(3, PRODUCT_TAGS)(upper, name);
  },
  images: imageList(true),
  extraImages: imageList(false),
  videoUrl,
  hsn,
  gstRate,
  status: oneOf(PRODUCT_STATUSES, false),
  label,
};

const INPUT_KEY: Record<string, keyof ProductInput> = {
  price: 'pricePaise',
  discountPrice: 'discountPricePaise',
  mrp: 'mrpPaise',
  collection: 'collections',
};

/** A product's fields that its variants decide, when a body gives `variants`. */
const VARIANT_OWNED = [
  'price',
  'discountPrice',
  'mrp',
  'countInStock',
  'sizes',
  'colors',
  'colorsName',
];

/**
 * Validates an admin's product body. `create` needs every required field of SPEC §5; `update`
 * takes any subset ("matched on id"). Unknown fields are refused; server-owned fields ignored.
 */
export function parseProductInput(
  body: unknown,
  mode: 'create' | 'update',
): Parsed<Partial<ProductInput>> {
  // (create answers a complete ProductInput: see CREATE_DEFAULTS)
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return fail('Request body must be a JSON object');
  }
  const input: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(body)) {
    if (READ_ONLY.has(key)) continue;
    // own keys only: `constructor`, `toString` or `__proto__` are no fields of a product
    const field = Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
    if (!field) return fail(`Unknown field: ${key}`);
    const r = field(raw, key);
    if (!r.ok) return r;
    input[INPUT_KEY[key] ?? key] = r.value;
  }
  const variants = input.variants as VariantInput[] | undefined;
  if (variants) {
    if (mode === 'create') {
      // a new product's variants say these: its own are ignored (on update the catalog
      // compares: a record sent back whole carries both, and what changed decides)
      for (const k of VARIANT_OWNED) delete input[INPUT_KEY[k] ?? k];
      if (variants.some((v) => v.id)) return fail('A new product has no variant ids yet');
      const first = variants[0]!;
      input.pricePaise = first.pricePaise;
      input.countInStock = variants.reduce((n, v) => n + (v.countInStock ?? 0), 0);
    }
  }
  if (mode === 'create') {
    for (const key of REQUIRED) {
      if (input[INPUT_KEY[key] ?? key] === undefined) return fail(`${key} is required`);
    }
    // HSN and GST rate not given: the category's default (GST_CATEGORY_DEFAULTS)
    if (input.hsn === undefined || input.gstRate === undefined) {
      const tax = gstDefaultOf(input.category as string);
      if (!tax) return fail('hsn and gstRate are required: the category has no GST default');
      input.hsn ??= tax.hsn;
      input.gstRate ??= tax.gstRate;
    }
    // a new product is complete: every optional field gets its default
    for (const [key, value] of Object.entries(CREATE_DEFAULTS)) {
      if (input[key] === undefined) input[key] = structuredClone(value);
    }
    input.label = { ...EMPTY_LABEL, ...(input.label as Partial<LabelFacts>) };
  }
  const price = input.pricePaise as number | undefined;
  const discount = input.discountPricePaise as number | null | undefined;
  if (price !== undefined && discount !== undefined && discount !== null && discount > price) {
    return fail('discountPrice must not be greater than price');
  }
  // (an update is checked per variant by the catalog: a record sent back whole with a higher
  // price repeats its old MRP, which then rises with the price)
  const mrp = input.mrpPaise as number | null | undefined;
  if (
    mode === 'create' &&
    price !== undefined &&
    mrp !== undefined &&
    mrp !== null &&
    price > mrp
  ) {
    return fail('price must not be greater than the MRP');
  }
  const colors = input.colors as string[] | undefined;
  const names = input.colorsName as string[] | undefined;
  if (colors && names && names.length > 0 && names.length !== colors.length) {
    return fail('colorsName must have one name per colour');
  }
  return ok(input as Partial<ProductInput>);
}
