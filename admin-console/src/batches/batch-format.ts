import {
  daysBetween,
  todayInIndia,
  type ProductBatch,
  type ProductVariant,
} from '@arogya/contracts';

/** How the console names a batch's state. */
export const BATCH_STATE_LABELS: Record<ProductBatch['state'], string> = {
  selling: 'Selling',
  expiring: 'Expiring soon',
  retired: 'Off sale',
};

/**
 * A variant as the batches name it ("2 kg · Chocolate", as the catalog labels a batch's
 * variant), else by its SKU (a product sold as one has neither size nor colour).
 */
export const variantName = (v: Pick<ProductVariant, 'size' | 'color' | 'colorName' | 'sku'>) =>
  [v.size, v.colorName || v.color].filter(Boolean).join(' · ') || v.sku;

/** The batches of one variant, in the order the catalog lists them (by expiry). */
export interface VariantBatches {
  variantId: string;
  batches: ProductBatch[];
}

/** A product's batches by variant, the variants in the order the catalog gives them. */
export function byVariant(batches: readonly ProductBatch[]): VariantBatches[] {
  const groups = new Map<string, ProductBatch[]>();
  for (const b of batches) groups.set(b.variantId, [...(groups.get(b.variantId) ?? []), b]);
  return [...groups].map(([variantId, list]) => ({ variantId, batches: list }));
}

/**
 * How far off a day is, said plainly: "today", "tomorrow", "in 15 days", "yesterday",
 * "3 days ago" (India's today, the clock shelf life is counted by).
 */
export function daysFromToday(day: string, today = todayInIndia()): string {
  const n = daysBetween(today, day);
  if (n === 0) return 'today';
  if (n === 1) return 'tomorrow';
  if (n === -1) return 'yesterday';
  return n > 0 ? `in ${n} days` : `${-n} days ago`;
}

/** "24 units", "1 unit". */
export const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;
