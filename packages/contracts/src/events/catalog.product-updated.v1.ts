import { defineEvent, isRecord } from '../envelope.js';
import { isProduct, type Product } from '../products.js';

/** A product changed; `product` is its new state, `changed` the API fields that changed. */
export interface ProductUpdatedV1 {
  product: Product;
  changed: string[];
}

export const ProductUpdatedV1 = defineEvent<ProductUpdatedV1>()(
  'shop.catalog.product-updated.v1',
  (v): v is ProductUpdatedV1 => isRecord(v) && isProduct(v.product) && Array.isArray(v.changed),
);
