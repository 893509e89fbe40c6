import { defineEvent } from '../envelope.js';
import { hasFields, optional } from './guards.js';

/** A product was removed from the catalogue. */
export interface ProductDeletedV1 {
  productId: string;
  sku: string;
  /** The version the row had when it was deleted (see `ProductUpdatedV1.version`). */
  version?: number;
}

export const ProductDeletedV1 = defineEvent<ProductDeletedV1>()(
  'shop.catalog.product-deleted.v1',
  (v): v is ProductDeletedV1 =>
    hasFields(v, { productId: 'string', sku: 'string', version: optional('number') }),
);
