import { defineEvent } from '../envelope.js';
import { hasFields, optional } from './guards.js';
import { isProduct, type Product } from '../products.js';

/** A product changed; `product` is its new state, `changed` the API fields that changed. */
export interface ProductUpdatedV1 {
  product: Product;
  changed: string[];
  /**
   * The product row's version after this change (raised by every write to the row): a
   * projection applies an event only when it is newer than what it holds. Absent in events
   * written before versions existed.
   */
  version?: number;
}

export const ProductUpdatedV1 = defineEvent<ProductUpdatedV1>()(
  'shop.catalog.product-updated.v1',
  (v): v is ProductUpdatedV1 =>
    hasFields(v, { product: isProduct, changed: Array.isArray, version: optional('number') }),
);
