import { sqlMigration, TIMESTAMP_COLUMNS } from '@arogya/platform';

/** `variantSku` of contracts/variants.ts in SQL: the product's SKU, then each part's letters and digits. */
const skuPart = (col: string) => `regexp_replace(upper(${col}), '[^A-Z0-9]+', '', 'g')`;

/**
 * Variants (issue 30): what a product is sold as, each with its own SKU, prices, MRP, stock,
 * weight, net quantity and images. The product row keeps what lists sort and filter by (the
 * cheapest variant's prices, every variant's stock together, the sizes and colours), written
 * with its variants in the same transaction.
 *
 * Every existing product becomes one variant per size × colour (one when it has neither), in
 * the order of its sizes, then colours, each at the product's price (the only price there
 * was). Its stock is shared out evenly; the first variant also takes every unit checkouts hold,
 * and the reservations, which never said a size, move to it: no unit is lost or doubled.
 * A product's one variant keeps the product's SKU; others add their size and colour to it.
 */
export const ProductVariants1768200000100 = sqlMigration(
  'ProductVariants1768200000100',
  [
    `CREATE TABLE product_variants (
        id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id            uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        position              integer NOT NULL,
        sku                   text NOT NULL UNIQUE,
        size                  text NOT NULL DEFAULT '',
        color                 text NOT NULL DEFAULT '',
        color_name            text NOT NULL DEFAULT '',
        mrp_paise             integer NOT NULL,
        price_paise           integer NOT NULL CHECK (price_paise >= 0 AND price_paise <= mrp_paise),
        discount_price_paise  integer CHECK (discount_price_paise >= 0 AND discount_price_paise <= price_paise),
        effective_price_paise integer GENERATED ALWAYS AS (COALESCE(discount_price_paise, price_paise)) STORED,
        stock_on_hand         integer NOT NULL DEFAULT 0 CHECK (stock_on_hand >= 0),
        stock_reserved        integer NOT NULL DEFAULT 0 CHECK (stock_reserved >= 0 AND stock_reserved <= stock_on_hand),
        weight_grams          integer NOT NULL DEFAULT 0 CHECK (weight_grams >= 0),
        net_quantity          text NOT NULL DEFAULT '',
        images                jsonb NOT NULL DEFAULT '[]',
        ${TIMESTAMP_COLUMNS},
        UNIQUE (product_id, size, color)
      )`,
    'CREATE INDEX product_variants_product ON product_variants (product_id, position)',
    `INSERT INTO product_variants (product_id, position, sku, size, color, color_name, mrp_paise,
            price_paise, discount_price_paise, stock_on_hand, stock_reserved, net_quantity)
     SELECT p.id, c.n,
            CASE WHEN c.total = 1 THEN p.sku ELSE left(array_to_string(array_remove(
              ARRAY[p.sku, ${skuPart('c.size')}, ${skuPart("COALESCE(NULLIF(c.color_name, ''), c.color)")}], ''), '-'), 64) END,
            c.size, c.color, c.color_name, p.price_paise, p.price_paise, p.discount_price_paise,
            (p.stock_on_hand - p.stock_reserved) / c.total
              + CASE WHEN c.n <= (p.stock_on_hand - p.stock_reserved) % c.total THEN 1 ELSE 0 END
              + CASE WHEN c.n = 1 THEN p.stock_reserved ELSE 0 END,
            CASE WHEN c.n = 1 THEN p.stock_reserved ELSE 0 END,
            c.size
       FROM products p CROSS JOIN LATERAL (
         SELECT row_number() OVER (ORDER BY s.i, k.j)::int AS n, count(*) OVER ()::int AS total,
                s.size, k.color, COALESCE(p.colors_name[k.j], '') AS color_name
           FROM unnest(CASE WHEN cardinality(p.sizes) = 0 THEN ARRAY[''] ELSE p.sizes END)
                  WITH ORDINALITY AS s(size, i)
          CROSS JOIN unnest(CASE WHEN cardinality(p.colors) = 0 THEN ARRAY[''] ELSE p.colors END)
                  WITH ORDINALITY AS k(color, j)) c`,
    'ALTER TABLE products ADD COLUMN mrp_paise integer',
    'UPDATE products SET mrp_paise = price_paise',
    'ALTER TABLE products ALTER COLUMN mrp_paise SET NOT NULL',
    // a reservation holds one variant; one of a product deleted since keeps its product's id
    'ALTER TABLE stock_reservations ADD COLUMN variant_id uuid',
    `UPDATE stock_reservations r SET variant_id = COALESCE(
       (SELECT v.id FROM product_variants v WHERE v.product_id = r.product_id AND v.position = 1),
       r.product_id)`,
    'ALTER TABLE stock_reservations ALTER COLUMN variant_id SET NOT NULL',
    'ALTER TABLE stock_reservations DROP CONSTRAINT stock_reservations_pkey',
    'ALTER TABLE stock_reservations ADD PRIMARY KEY (checkout_id, variant_id)',
    'ALTER TABLE stock_reservation_history ADD COLUMN variant_id uuid',
  ],
  [
    'ALTER TABLE stock_reservation_history DROP COLUMN variant_id',
    'ALTER TABLE stock_reservations DROP CONSTRAINT stock_reservations_pkey',
    'ALTER TABLE stock_reservations DROP COLUMN variant_id',
    'ALTER TABLE stock_reservations ADD PRIMARY KEY (checkout_id, product_id)',
    'ALTER TABLE products DROP COLUMN mrp_paise',
    'DROP TABLE product_variants',
  ],
);
