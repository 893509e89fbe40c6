import { sqlMigration, TIMESTAMP_COLUMNS } from '@arogya/platform';

/** Users: e-mail stored lower-cased (unique regardless of case), optional password and Google id. */
export const CreateUsers1763700000200 = sqlMigration(
  'CreateUsers1763700000200',
  [
    `
      CREATE TABLE users (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name           text NOT NULL,
        email          text NOT NULL UNIQUE CHECK (email = lower(email)),
        password_hash  text,
        role           text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin')),
        google_sub     text UNIQUE,
        token_version  integer NOT NULL DEFAULT 0,
        ${TIMESTAMP_COLUMNS}
      )`,
    `CREATE INDEX users_admins ON users (id) WHERE role = 'admin'`,
  ],
  ['DROP TABLE users'],
);
