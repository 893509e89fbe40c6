import { GST_CATEGORY_DEFAULTS } from '@arogya/contracts';
import { sqlMigration } from '@arogya/platform';

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
const defaults = Object.entries(GST_CATEGORY_DEFAULTS);
/** `CASE lower(category) … END` of a default's field; a category without one: 2106 / 18 %. */
const byCategory = (field: 'hsn' | 'gstRate', otherwise: string) =>
  `CASE lower(category) ${defaults
    .map(
      ([c, d]) =>
        `WHEN ${quote(c.toLowerCase())} THEN ${field === 'hsn' ? quote(d.hsn) : d.gstRate}`,
    )
    .join(' ')} ELSE ${otherwise} END`;

/**
 * A product's HSN code and GST rate (issue 19, GST invoices). Existing products get their
 * category's default (GST_CATEGORY_DEFAULTS, for the accountant to confirm); the checks keep
 * what invoices need: 4, 6 or 8 digits, and a rate GST has.
 */
export const ProductGst1766200000200 = sqlMigration(
  'ProductGst1766200000200',
  [
    'ALTER TABLE products ADD COLUMN hsn text, ADD COLUMN gst_rate integer',
    `UPDATE products SET hsn = ${byCategory('hsn', "'2106'")}, gst_rate = ${byCategory('gstRate', '18')}`,
    `ALTER TABLE products ALTER COLUMN hsn SET NOT NULL, ALTER COLUMN gst_rate SET NOT NULL,
       ADD CONSTRAINT products_hsn_check CHECK (hsn ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'),
       ADD CONSTRAINT products_gst_rate_check CHECK (gst_rate IN (0, 5, 12, 18, 28))`,
  ],
  ['ALTER TABLE products DROP COLUMN hsn, DROP COLUMN gst_rate'],
);
