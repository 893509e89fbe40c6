import { defineEvent } from '../envelope.js';
import { hasFields, optional } from './guards.js';

/**
 * The units a shopper can buy changed (admin edit, reservation, sale, restock; a batch received
 * or counted is an admin edit; `expired`: batches with too little shelf life left taken off sale).
 */
export interface StockChangedV1 {
  productId: string;
  countInStock: number;
  reason: 'admin' | 'reserved' | 'released' | 'sold' | 'restocked' | 'expired';
  /** The product's category, so a reader can tell which listings may show it. */
  category?: string;
  /**
   * The product row's version after this change (raised by every write to the row): a
   * projection applies an event only when it is newer than what it holds. Absent in events
   * written before versions existed.
   */
  version?: number;
  /**
   * The product's popularity after a sale (which raises it), so a reader can show it without
   * asking. Absent for other reasons, and in events written before it was added.
   */
  popularity?: number;
  /**
   * Issue 30: the units a shopper can buy of every variant of the product after this change
   * (all of them, so the newest event alone tells the whole stock), in the variants' order.
   * Absent in events written before variants.
   */
  variants?: { id: string; countInStock: number }[];
}

export const StockChangedV1 = defineEvent<StockChangedV1>()(
  'shop.catalog.stock-changed.v1',
  (v): v is StockChangedV1 =>
    hasFields(v, {
      productId: 'string',
      countInStock: 'number',
      reason: 'string',
      category: optional('string'),
      version: optional('number'),
      popularity: optional('number'),
      variants: (v) => v === undefined || Array.isArray(v),
    }),
);
