import { sqlMigration } from '@arogya/platform';

/**
 * Ratings from real reviews only (issue 30): until now no shopper could write a review, so
 * every product's rating and count were the seed's invention — gone. From here on they are
 * what the orders service's `product-rating-changed` says (published reviews), applied only
 * when newer than `ratings_version`.
 */
export const RealRatings1768300000300 = sqlMigration(
  'RealRatings1768300000300',
  [
    'ALTER TABLE products ADD COLUMN ratings_version bigint NOT NULL DEFAULT 0',
    'UPDATE products SET rating = 0, num_reviews = 0',
  ],
  ['ALTER TABLE products DROP COLUMN ratings_version'],
);
