import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';
import { isProduct, type Product } from '../products.js';

/** A product changed; `product` is its new state, `changed` the API fields that changed. */
export interface ProductUpdatedV1 {
  product: Product;
  changed: string[];
}

export const ProductUpdatedV1 = defineEvent<ProductUpdatedV1>()(
  'shop.catalog.product-updated.v1',
  (v): v is ProductUpdatedV1 => hasFields(v, { product: isProduct, changed: Array.isArray }),
);
