import { sqlMigration } from '@arogya/platform';

/**
 * Account messages (issue 29) carry a one-time link or code. `secret_until` marks such a message
 * (NULL: it holds none) and says until when, at the latest, its secret variables are kept;
 * `redacted_at` says when they were replaced by "[redacted]" (see `messages/secrets.ts`). The
 * partial index is the sweep's: only the few messages still holding a secret are in it. A code
 * goes by WhatsApp to a number opted in on `preferences`, looked up by the number.
 */
export const MessageSecrets1768000000700 = sqlMigration(
  'MessageSecrets1768000000700',
  [
    'ALTER TABLE messages ADD COLUMN secret_until timestamptz',
    'ALTER TABLE messages ADD COLUMN redacted_at timestamptz',
    `CREATE INDEX messages_secret_held ON messages (secret_until)
       WHERE secret_until IS NOT NULL AND redacted_at IS NULL`,
    `CREATE INDEX preferences_whatsapp_phone ON preferences (whatsapp_phone)
       WHERE whatsapp_opt_in`,
  ],
  [
    'DROP INDEX preferences_whatsapp_phone',
    'DROP INDEX messages_secret_held',
    'ALTER TABLE messages DROP COLUMN redacted_at',
    'ALTER TABLE messages DROP COLUMN secret_until',
  ],
);
