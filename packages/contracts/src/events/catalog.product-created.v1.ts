import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';
import { isProduct, type Product } from '../products.js';

/** A product was added to the catalogue. */
export interface ProductCreatedV1 {
  product: Product;
}

export const ProductCreatedV1 = defineEvent<ProductCreatedV1>()(
  'shop.catalog.product-created.v1',
  (v): v is ProductCreatedV1 => hasFields(v, { product: isProduct }),
);
