import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/**
 * A product's published reviews changed (issue 30): its rating (mean stars, one decimal; 0
 * with none) and count, as the product shows them. `version` rises with every change of the
 * product's reviews: a reader applies only a newer one.
 */
export interface ProductRatingChangedV1 {
  productId: string;
  rating: number;
  numReviews: number;
  version: number;
}

export const ProductRatingChangedV1 = defineEvent<ProductRatingChangedV1>()(
  'shop.orders.product-rating-changed.v1',
  (v): v is ProductRatingChangedV1 =>
    hasFields(v, {
      productId: 'string',
      rating: 'number',
      numReviews: 'number',
      version: 'number',
    }),
);
