import {
  daysBetween,
  todayInIndia,
  type ProductBatch,
  type ProductVariant,
} from '@arogya/contracts';
import type { MessageKey, T } from '../i18n';

/** How the console names a batch's state. */
export const BATCH_STATE_LABELS = {
  selling: 'batches.state.selling',
  expiring: 'batches.state.expiring',
  retired: 'batches.state.retired',
} as const satisfies Record<ProductBatch['state'], MessageKey>;

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
export function daysFromToday(t: T, day: string, today = todayInIndia()): string {
  const n = daysBetween(today, day);
  if (n === 0) return t('batches.today');
  if (n === 1) return t('batches.tomorrow');
  if (n === -1) return t('batches.yesterday');
  return n > 0
    ? t('batches.inDays', { smart_count: n })
    : t('batches.daysAgo', { smart_count: -n });
}

/** "24 units", "1 unit". */
export const units = (t: T, n: number) => t('batches.units', { smart_count: n });
