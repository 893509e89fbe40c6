import { sqlMigration } from '@arogya/platform';

/**
 * The notifications service's own data (issue 28). `messages`: one row per message, unique per
 * (event, template, channel, recipient) through `dedupe_key`, so a redelivered event writes
 * nothing twice; its `status` (the API's `state`) moves only forward (see `message.transitions.ts`) and every move
 * is a row of `message_history`. `preferences` and `consents` hold what each shopper chose and
 * the record of each choice (DPDP: who, when, the wording agreed to, how). `staff_settings` is
 * who on the team hears what.
 */
export const CreateNotifications1768000000600 = sqlMigration(
  'CreateNotifications1768000000600',
  [
    `CREATE TABLE messages (
       id uuid PRIMARY KEY,
       dedupe_key text NOT NULL UNIQUE,
       source_event text NOT NULL,
       template text NOT NULL,
       channel text NOT NULL CHECK (channel IN ('email', 'whatsapp', 'sms')),
       recipient text NOT NULL,
       audience text NOT NULL CHECK (audience IN ('shopper', 'staff')),
       category text NOT NULL CHECK (category IN ('transactional', 'marketing')),
       user_id uuid,
       order_id uuid,
       variables jsonb NOT NULL,
       subject text,
       status text NOT NULL CHECK (status IN ('queued', 'sent', 'delivered', 'failed', 'bounced')),
       attempts integer NOT NULL DEFAULT 0,
       last_error text,
       provider_message_id text UNIQUE,
       resent_from uuid REFERENCES messages (id),
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now(),
       sent_at timestamptz,
       delivered_at timestamptz)`,
    'CREATE INDEX messages_source_event ON messages (source_event)',
    'CREATE INDEX messages_order ON messages (order_id, created_at) WHERE order_id IS NOT NULL',
    'CREATE INDEX messages_user ON messages (user_id, created_at) WHERE user_id IS NOT NULL',
    `CREATE INDEX messages_queued ON messages (created_at) WHERE status = 'queued'`,
    `CREATE TABLE message_history (
       id bigserial PRIMARY KEY,
       message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
       status text NOT NULL,
       at timestamptz NOT NULL DEFAULT now(),
       detail text)`,
    'CREATE INDEX message_history_message ON message_history (message_id, id)',
    `CREATE TABLE preferences (
       user_id uuid PRIMARY KEY,
       whatsapp_phone text,
       whatsapp_opt_in boolean NOT NULL DEFAULT false,
       marketing_email boolean NOT NULL DEFAULT false,
       updated_at timestamptz NOT NULL DEFAULT now())`,
    `CREATE TABLE consents (
       id bigserial PRIMARY KEY,
       user_id uuid,
       recipient text,
       purpose text NOT NULL CHECK (purpose IN ('whatsapp', 'marketing-email')),
       granted boolean NOT NULL,
       wording text NOT NULL,
       via text NOT NULL,
       at timestamptz NOT NULL DEFAULT now())`,
    'CREATE INDEX consents_user ON consents (user_id, at)',
    `CREATE TABLE orders_seen (
       order_id uuid PRIMARY KEY,
       user_id uuid NOT NULL,
       first_name text NOT NULL,
       total_paise integer NOT NULL,
       estimated_delivery text,
       placed_at timestamptz NOT NULL DEFAULT now(),
       cancelled_at timestamptz)`,
    `CREATE TABLE products_seen (
       product_id uuid PRIMARY KEY,
       name text NOT NULL,
       count_in_stock integer,
       version integer,
       low_alerted boolean NOT NULL DEFAULT false,
       updated_at timestamptz NOT NULL DEFAULT now())`,
    `CREATE TABLE contact_requests (
       reference text PRIMARY KEY,
       name text NOT NULL,
       email text NOT NULL,
       subject text NOT NULL,
       message text NOT NULL,
       ip text NOT NULL,
       spam text,
       created_at timestamptz NOT NULL DEFAULT now())`,
    'CREATE INDEX contact_requests_email ON contact_requests (email, created_at)',
    `CREATE TABLE staff_settings (
       key text PRIMARY KEY,
       value jsonb NOT NULL,
       updated_at timestamptz NOT NULL DEFAULT now())`,
  ],
  [
    'DROP TABLE staff_settings',
    'DROP TABLE orders_seen',
    'DROP TABLE contact_requests',
    'DROP TABLE products_seen',
    'DROP TABLE consents',
    'DROP TABLE preferences',
    'DROP TABLE message_history',
    'DROP TABLE messages',
  ],
);
