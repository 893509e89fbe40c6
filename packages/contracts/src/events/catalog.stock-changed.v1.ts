import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/** The units a shopper can buy changed (admin edit, reservation, sale, restock). */
export interface StockChangedV1 {
  productId: string;
  countInStock: number;
  reason: 'admin' | 'reserved' | 'released' | 'sold' | 'restocked';
}

export const StockChangedV1 = defineEvent<StockChangedV1>()(
  'shop.catalog.stock-changed.v1',
  (v): v is StockChangedV1 =>
    hasFields(v, { productId: 'string', countInStock: 'number', reason: 'string' }),
);
