import { sqlMigration, TIMESTAMP_COLUMNS } from '@arogya/platform';

/**
 * Reviews (issue 30): a shopper who received a line of an order reviews its variant once;
 * `product_ratings` keeps each product's published figures with a version its event carries.
 * `variant_key` is the variant's id, or '' for a line bought before variants.
 */
export const Reviews1768300000500 = sqlMigration(
  'Reviews1768300000500',
  [
    `CREATE TABLE reviews (
        id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id   uuid NOT NULL,
        variant_key  text NOT NULL,
        variant      text NOT NULL DEFAULT '',
        product_name text NOT NULL,
        user_id      uuid NOT NULL,
        order_id     uuid NOT NULL REFERENCES orders (id),
        author       text NOT NULL,
        rating       smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        title        text NOT NULL,
        body         text NOT NULL,
        photos       text[] NOT NULL DEFAULT '{}' CHECK (cardinality(photos) <= 3),
        status       text NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'published', 'hidden')),
        reply        text,
        replied_at   timestamptz,
        moderated_at timestamptz,
        ${TIMESTAMP_COLUMNS},
        UNIQUE (user_id, product_id, variant_key))`,
    'CREATE INDEX reviews_product ON reviews (product_id, status, created_at DESC)',
    'CREATE INDEX reviews_status ON reviews (status, created_at DESC)',
    `CREATE TABLE product_ratings (
        product_id  uuid PRIMARY KEY,
        rating      numeric(2, 1) NOT NULL,
        num_reviews integer NOT NULL,
        version     bigint NOT NULL,
        ${TIMESTAMP_COLUMNS})`,
  ],
  ['DROP TABLE product_ratings', 'DROP TABLE reviews'],
);
