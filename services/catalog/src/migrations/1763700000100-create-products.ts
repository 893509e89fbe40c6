import { sqlMigration, TIMESTAMP_COLUMNS } from '@arogya/platform';

/**
 * Products with money in paise, stock split into on-hand and reserved (checkout reserves,
 * a sale turns a reservation into a decrement), a full-text vector (GIN-indexed) and a
 * lower-cased text for the typo-forgiving fallback, which compares `word_similarity`
 * against a fixed threshold: a scan, run only when full-text search finds nothing.
 */
export const CreateProducts1763700000100 = sqlMigration(
  'CreateProducts1763700000100',
  [
    'CREATE EXTENSION IF NOT EXISTS pg_trgm',
    `
      CREATE TABLE products (
        id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name                  text NOT NULL,
        description           text NOT NULL,
        price_paise           integer NOT NULL CHECK (price_paise >= 0),
        discount_price_paise  integer CHECK (discount_price_paise >= 0 AND discount_price_paise <= price_paise),
        effective_price_paise integer GENERATED ALWAYS AS (COALESCE(discount_price_paise, price_paise)) STORED,
        stock_on_hand         integer NOT NULL DEFAULT 0 CHECK (stock_on_hand >= 0),
        stock_reserved        integer NOT NULL DEFAULT 0 CHECK (stock_reserved >= 0 AND stock_reserved <= stock_on_hand),
        sku                   text NOT NULL UNIQUE,
        category              text NOT NULL,
        brand                 text NOT NULL DEFAULT '',
        material              text NOT NULL DEFAULT '',
        gender                text NOT NULL DEFAULT 'Unisex',
        collections           text[] NOT NULL DEFAULT '{}',
        sizes                 text[] NOT NULL DEFAULT '{}',
        colors                text[] NOT NULL DEFAULT '{}',
        colors_name           text[] NOT NULL DEFAULT '{}',
        tags                  text[] NOT NULL DEFAULT '{}',
        images                jsonb NOT NULL DEFAULT '[]',
        extra_images          jsonb NOT NULL DEFAULT '[]',
        video_url             text,
        rating                numeric(2,1) NOT NULL DEFAULT 0,
        num_reviews           integer NOT NULL DEFAULT 0,
        popularity            integer NOT NULL DEFAULT 0,
        search_vector         tsvector GENERATED ALWAYS AS (
                                setweight(to_tsvector('english', name), 'A') ||
                                setweight(to_tsvector('english', brand || ' ' || category), 'B') ||
                                setweight(to_tsvector('english', description), 'C')) STORED,
        search_text           text GENERATED ALWAYS AS (lower(name || ' ' || brand || ' ' || category)) STORED,
        ${TIMESTAMP_COLUMNS}
      )`,
    'CREATE INDEX products_search_vector ON products USING gin (search_vector)',
    'CREATE INDEX products_category ON products (lower(category), popularity DESC)',
    'CREATE INDEX products_collections ON products USING gin (collections)',
    'CREATE INDEX products_effective_price ON products (effective_price_paise)',
    'CREATE INDEX products_popularity ON products (popularity DESC, id)',
    'CREATE INDEX products_created_at ON products (created_at DESC, id)',
  ],
  ['DROP TABLE products'],
);
