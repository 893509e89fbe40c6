import { sqlMigration } from '@arogya/platform';

/**
 * The accounts whose personal data was erased (issue 29): an order paid after its buyer's
 * erasure (a payment that settled late) is made without their name and address.
 */
export const ErasedUsers1768100000500 = sqlMigration(
  'ErasedUsers1768100000500',
  [
    `CREATE TABLE erased_users (
       user_id uuid PRIMARY KEY,
       erased_at timestamptz NOT NULL DEFAULT now())`,
  ],
  ['DROP TABLE erased_users'],
);
