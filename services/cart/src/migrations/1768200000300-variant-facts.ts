import { sqlMigration } from '@arogya/platform';

/**
 * Variants in the cart (issue 30): the projection keeps each product's variants (their ids,
 * SKUs, sizes, colours, prices, stock and images) instead of its sizes and colours, and a line
 * the variant it holds. Live facts from before variants are dropped, tombstones kept: the
 * cart rebuilds them from the catalog at start (`ProductFactsSync`), and lines take their
 * variant, price and SKU from the rebuilt facts.
 */
export const VariantFacts1768200000300 = sqlMigration(
  'VariantFacts1768200000300',
  [
    'DELETE FROM product_facts WHERE NOT deleted',
    `ALTER TABLE product_facts DROP COLUMN sizes, DROP COLUMN colors, DROP COLUMN colors_name,
       ADD COLUMN variants jsonb NOT NULL DEFAULT '[]'`,
    'ALTER TABLE cart_lines ADD COLUMN variant_id uuid, ADD COLUMN sku text',
  ],
  [
    'ALTER TABLE cart_lines DROP COLUMN variant_id, DROP COLUMN sku',
    `ALTER TABLE product_facts DROP COLUMN variants,
       ADD COLUMN sizes text[] NOT NULL DEFAULT '{}', ADD COLUMN colors text[] NOT NULL DEFAULT '{}',
       ADD COLUMN colors_name text[] NOT NULL DEFAULT '{}'`,
  ],
);
