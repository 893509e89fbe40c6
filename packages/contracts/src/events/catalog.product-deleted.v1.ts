import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/** A product was removed from the catalogue. */
export interface ProductDeletedV1 {
  productId: string;
  sku: string;
}

export const ProductDeletedV1 = defineEvent<ProductDeletedV1>()(
  'shop.catalog.product-deleted.v1',
  (v): v is ProductDeletedV1 => hasFields(v, { productId: 'string', sku: 'string' }),
);
