import { sqlMigration, TIMESTAMP_COLUMNS } from '@arogya/platform';

/**
 * Batches and shelf life (issue 30): a variant's stock can be received as batches (lots), each
 * with its expiry; `reservation_batches` says which batches a checkout's hold (and then its
 * sale) took units from, earliest expiry first. A variant with batches is `batched`: only then
 * does a hold look at batches. Units received before batches (or without one) stay the
 * variant's own: `stock_on_hand` counts them with the live batches' units.
 */
export const ProductBatches1768300000200 = sqlMigration(
  'ProductBatches1768300000200',
  [
    `CREATE TABLE product_batches (
        id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id      uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        variant_id      uuid NOT NULL REFERENCES product_variants (id) ON DELETE CASCADE,
        code            text NOT NULL,
        manufactured_on date,
        expires_on      date NOT NULL,
        received        integer NOT NULL CHECK (received > 0),
        on_hand         integer NOT NULL CHECK (on_hand >= 0),
        reserved        integer NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= on_hand),
        written_off     integer NOT NULL DEFAULT 0 CHECK (written_off >= 0),
        retired_at      timestamptz,
        ${TIMESTAMP_COLUMNS},
        UNIQUE (variant_id, code),
        CHECK (manufactured_on IS NULL OR manufactured_on < expires_on))`,
    // holds take from the live batch that expires first; the sweep looks for live ones due
    `CREATE INDEX product_batches_fefo ON product_batches (variant_id, expires_on, created_at)
       WHERE retired_at IS NULL`,
    'CREATE INDEX product_batches_due ON product_batches (expires_on) WHERE retired_at IS NULL',
    'CREATE INDEX product_batches_product ON product_batches (product_id)',
    `CREATE TABLE reservation_batches (
        checkout_id uuid NOT NULL,
        variant_id  uuid NOT NULL,
        batch_id    uuid NOT NULL REFERENCES product_batches (id) ON DELETE CASCADE,
        quantity    integer NOT NULL CHECK (quantity > 0),
        PRIMARY KEY (checkout_id, variant_id, batch_id))`,
    'CREATE INDEX reservation_batches_batch ON reservation_batches (batch_id)',
    'ALTER TABLE product_variants ADD COLUMN batched boolean NOT NULL DEFAULT false',
  ],
  [
    'ALTER TABLE product_variants DROP COLUMN batched',
    'DROP TABLE reservation_batches',
    'DROP TABLE product_batches',
  ],
);
