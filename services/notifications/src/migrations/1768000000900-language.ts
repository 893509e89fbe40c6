import { sqlMigration } from '@arogya/platform';

/**
 * The language of a shopper's messages (issue 31): `preferences.language`, English until they
 * choose Hindi; `messages.language`, the one a message was composed in when it went (null while
 * it waits: it is composed at send time, in the recipient's choice then).
 */
export const MessageLanguage1768000000900 = sqlMigration(
  'MessageLanguage1768000000900',
  [
    `ALTER TABLE preferences ADD COLUMN language text NOT NULL DEFAULT 'en'
       CONSTRAINT preferences_language CHECK (language IN ('en', 'hi'))`,
    `ALTER TABLE messages ADD COLUMN language text
       CONSTRAINT messages_language CHECK (language IN ('en', 'hi'))`,
  ],
  ['ALTER TABLE messages DROP COLUMN language', 'ALTER TABLE preferences DROP COLUMN language'],
);
