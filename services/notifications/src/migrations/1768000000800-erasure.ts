import { sqlMigration } from '@arogya/platform';

/**
 * A person's erasure (DPDP Act 2023, issue 29). `messages.erased_at` marks a message whose
 * recipient, contents and any error naming them were erased (`messages/message.erasure.ts`):
 * what stays is that it went, on which channel, when and in which state. `erasures` is the
 * record of each request done here (the account's id and what was erased, never who it was); it
 * also keeps an erased account from being written to again, and makes a message that ends after
 * the erasure forget its address. `messages_recipient` finds a person's messages by address.
 */
export const Erasure1768000000800 = sqlMigration(
  'Erasure1768000000800',
  [
    'ALTER TABLE messages ADD COLUMN erased_at timestamptz',
    'CREATE INDEX messages_recipient ON messages (lower(recipient))',
    `CREATE TABLE erasures (
       request_id text PRIMARY KEY,
       user_id text NOT NULL,
       erased jsonb NOT NULL,
       requested_at timestamptz,
       done_at timestamptz NOT NULL DEFAULT now())`,
    'CREATE INDEX erasures_user ON erasures (user_id)',
  ],
  [
    'DROP TABLE erasures',
    'DROP INDEX messages_recipient',
    'ALTER TABLE messages DROP COLUMN erased_at',
  ],
);
