import { defineEvent, isRecord } from '../envelope.js';

/** A product was removed from the catalogue. */
export interface ProductDeletedV1 {
  productId: string;
  sku: string;
}

export const ProductDeletedV1 = defineEvent<ProductDeletedV1>()(
  'shop.catalog.product-deleted.v1',
  (v): v is ProductDeletedV1 =>
    isRecord(v) && typeof v.productId === 'string' && typeof v.sku === 'string',
);
