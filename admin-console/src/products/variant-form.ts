import { variantSku, type ProductImage, type ProductVariant } from '@arogya/contracts';
import type { MessageKey, T } from '../i18n';

/**
 * A product's variants as the product forms edit them (issue 30), and what a save sends.
 * Amounts are rupees, as the API answers them; number inputs leave a blank as null.
 */
export interface VariantRow {
  /** an existing variant's id; none on a row added in the form */
  _id?: string;
  sku: string;
  size: string;
  color: string;
  colorName: string;
  mrp: number | null;
  price: number | null;
  discountPrice: number | null;
  countInStock: number | null;
  weightGrams: number | null;
  netQuantity: string;
  images: ProductImage[];
}

/** A variant as `POST`/`PUT /api/admin/products` take it in `variants`. */
export type VariantBody = Omit<ProductVariant, '_id' | 'mrp' | 'countInStock'> & {
  _id?: string;
  /** null: its price */
  mrp: number | null;
  /** absent on an existing variant: its stock is kept */
  countInStock?: number;
};

/** True for an input left empty (number inputs give null, text inputs ''). */
export const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** A row the form adds: everything to fill in, no stock. */
export const newVariantRow = (): VariantRow => ({
  sku: '',
  size: '',
  color: '',
  colorName: '',
  mrp: null,
  price: null,
  discountPrice: null,
  countInStock: 0,
  weightGrams: null,
  netQuantity: '',
  images: [],
});

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const amount = (v: unknown) => (isBlank(v) ? null : Number(v));

/**
 * The form's rows as a save sends them, in their order. An existing variant's stock is sent
 * only when it was changed here: shoppers go on buying while the form is open, and the figure
 * it loaded with would undo their purchases.
 */
export function variantsBody(rows: VariantRow[], saved: readonly ProductVariant[] = []) {
  const loaded = new Map(saved.map((v) => [v._id, v.countInStock]));
  return rows.map((row): VariantBody => {
    const stock = Number(row.countInStock ?? 0);
    const unchanged = row._id !== undefined && loaded.get(row._id) === stock;
    return {
      ...(row._id ? { _id: row._id } : {}),
      sku: text(row.sku).toUpperCase(),
      size: text(row.size),
      color: text(row.color),
      colorName: text(row.colorName),
      mrp: amount(row.mrp),
      price: Number(row.price),
      discountPrice: amount(row.discountPrice),
      ...(unchanged ? {} : { countInStock: stock }),
      weightGrams: isBlank(row.weightGrams) ? 0 : Number(row.weightGrams),
      netQuantity: text(row.netQuantity),
      images: row.images ?? [],
    };
  });
}

/** What a shopper pays for a row: its sale price, else its price (null: none given yet). */
const paid = (row: VariantRow) => amount(row.discountPrice) ?? amount(row.price);

/**
 * What the product will say once saved, as the catalog derives it: the cheapest variant's
 * price (the first of equals) and every variant's stock together.
 */
export function derivedFigures(rows: readonly VariantRow[]) {
  const priced = rows.map(paid).filter((p): p is number => p !== null && Number.isFinite(p));
  return {
    fromPrice: priced.length > 0 ? Math.min(...priced) : null,
    totalStock: rows.reduce((n, row) => n + (Number(row.countInStock) || 0), 0),
  };
}

/** The SKU the catalog makes for a row left blank: the product's own when it is the only one. */
export function madeSku(productSku: string, rows: readonly VariantRow[], row: VariantRow): string {
  const sku = text(productSku).toUpperCase();
  if (!sku) return '';
  return rows.length === 1
    ? sku
    : variantSku(sku, text(row.size), text(row.colorName) || text(row.color));
}

/** How a row is named on its card and its buttons: "4 kg · Charcoal", else by its place. */
export function rowName(t: T, row: VariantRow | undefined, index: number): string {
  const parts = rowParts(row);
  return parts.length > 0
    ? parts.join(' · ')
    : t('products.variants.fallbackName', { n: index + 1 });
}

/** A row's size and colour, those it has. */
export const rowParts = (row: VariantRow | undefined): string[] =>
  [text(row?.size), text(row?.colorName) || text(row?.color)].filter(Boolean);

/** The amounts a bulk price change may change. */
export const BULK_FIELDS = {
  discountPrice: 'products.variants.field.discountPrice',
  price: 'products.variants.field.price',
  mrp: 'products.variants.field.mrp',
} as const satisfies Record<string, MessageKey>;

export type BulkField = keyof typeof BULK_FIELDS;

/** Every row's `field` set to an amount, or changed by a percentage (− lowers it). */
export interface BulkChange {
  field: BulkField;
  how: 'set' | 'percent';
  value: number;
}

const toPaisa = (n: number) => Math.round(n * 100) / 100;

/** Why a bulk change cannot be applied, or undefined. */
export function bulkChangeError(change: Pick<BulkChange, 'how' | 'value'>): MessageKey | undefined {
  const { how, value } = change;
  if (!Number.isFinite(value)) return 'products.bulkPrice.enterNumber';
  if (how === 'set' && value < 0) return 'products.bulkPrice.atLeastZero';
  if (how === 'percent' && (value <= -100 || value > 1000))
    return 'products.bulkPrice.percentRange';
  if (toPaisa(value) !== value) return 'products.bulkPrice.twoDecimals';
  return undefined;
}

/**
 * The rows after a bulk change, rounded to the paisa. A percentage leaves a blank amount blank
 * (a variant without a sale price keeps none); the server judges the result like any edit.
 */
export function applyBulkChange(rows: readonly VariantRow[], change: BulkChange): VariantRow[] {
  return rows.map((row) => {
    const now = amount(row[change.field]);
    if (change.how === 'set') return { ...row, [change.field]: change.value };
    if (now === null) return row;
    return { ...row, [change.field]: toPaisa(now * (1 + change.value / 100)) };
  });
}

/** The input a variant refusal is about: "variants[1]: price must not…" → variants.1.price. */
const REFUSAL = /^variants\[(\d+)\](?:\.(\w+)|:? (\w+))?/;
const ROW_FIELDS = new Set<string>([
  'sku',
  'size',
  'color',
  'colorName',
  'mrp',
  'price',
  'discountPrice',
  'countInStock',
  'weightGrams',
  'netQuantity',
]);

/**
 * The server's refusal (a 400's message) as the error of the input it is about, for the form to
 * show beside it ("price must not be greater than the MRP": the card names the variant), or
 * undefined when it is about no one variant's input.
 */
export function refusalField(message: string): Record<string, string> | undefined {
  const m = REFUSAL.exec(message);
  if (!m) return undefined;
  const named = m[2] ?? m[3] ?? '';
  if (!ROW_FIELDS.has(named)) return { [`variants.${m[1]}.size`]: message };
  const rest = message.slice(m[0].length - named.length);
  return { [`variants.${m[1]}.${named}`]: rest };
}
