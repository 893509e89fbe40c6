import { isRecord } from '../envelope.js';
import type { PricedItem } from '../checkout.js';

/** True for a list of priced items (shared by checkout and order events). */
export const isPricedItems = (v: unknown): v is PricedItem[] =>
  Array.isArray(v) &&
  v.every(
    (i) =>
      isRecord(i) &&
      typeof i.productId === 'string' &&
      typeof i.quantity === 'number' &&
      typeof i.pricePaise === 'number',
  );
