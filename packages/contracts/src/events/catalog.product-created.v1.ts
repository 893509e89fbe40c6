import { defineEvent } from '../envelope.js';
import { hasFields, optional } from './guards.js';
import { isProduct, type Product } from '../products.js';

/** A product was added to the catalogue. */
export interface ProductCreatedV1 {
  product: Product;
  /**
   * The product row's version after this change (raised by every write to the row): a
   * projection applies an event only when it is newer than what it holds. Absent in events
   * written before versions existed.
   */
  version?: number;
}

export const ProductCreatedV1 = defineEvent<ProductCreatedV1>()(
  'shop.catalog.product-created.v1',
  (v): v is ProductCreatedV1 => hasFields(v, { product: isProduct, version: optional('number') }),
);
