import { sqlMigration } from '@arogya/platform';

/** `EMPTY_LABEL` of contracts/label-facts.ts. */
const EMPTY_LABEL = JSON.stringify({
  manufacturer: null,
  packer: null,
  importer: null,
  countryOfOrigin: 'India',
  shelfLifeMonths: null,
  fssaiLicence: null,
  vegMark: null,
});

/**
 * Label facts and drafts (issue 30): what the Legal Metrology and FSSAI rules want a listing
 * to declare, kept in the API's shape (`LabelFacts`), and whether shoppers see the product.
 *
 * Every existing product stays published with empty facts: taking the catalogue off sale
 * would be worse than the facts it lacks. The first edit of a food that lacks its licence
 * asks for it (a published product must satisfy `publishRefusal`); the console shows the
 * refusal at the field.
 */
export const ProductLabel1768300000100 = sqlMigration(
  'ProductLabel1768300000100',
  [
    `ALTER TABLE products ADD COLUMN status text NOT NULL DEFAULT 'published'
       CHECK (status IN ('draft', 'published'))`,
    `ALTER TABLE products ADD COLUMN label jsonb NOT NULL DEFAULT '${EMPTY_LABEL}'::jsonb
       CHECK (label->>'fssaiLicence' IS NULL OR label->>'fssaiLicence' ~ '^[0-9]{14}$')`,
  ],
  ['ALTER TABLE products DROP COLUMN label', 'ALTER TABLE products DROP COLUMN status'],
);
