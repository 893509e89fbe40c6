import { sqlMigration } from '@arogya/platform';

/**
 * Accounts people can recover and trust (issue 29).
 * - `email` is the address an account owns (unique). An account made by signing up with an
 *   address another account owns holds it only as `requested_email` (it owns no address): the
 *   answer to that sign-up looks like any other, and the owner is told instead.
 * - `email_verified_at`: when the owner of the address proved it (a link, a reset, Google).
 * - `phone`: a verified Indian mobile (91 and 10 digits) that signs in with a code.
 * - `account_tokens`: the links that verify an address or reset a password, single-use and
 *   expiring, stored only as the SHA-256 of their secret.
 * - `otp_codes`: one-time codes, stored as argon2 hashes, with their tries.
 * - `consents`: what the person agreed to at sign-up, with the version and the time (DPDP).
 * - `addresses`: the address book that fills the checkout (one default per person).
 * - `erasure_requests`: "delete my account" (DPDP), its state and the services still erasing;
 *   `users.erased_at` marks an account whose personal data is gone (the row stays: orders and
 *   invoices name its id).
 * Accounts made with Google, and the first admin, count as verified.
 */
export const Accounts1768100000200 = sqlMigration(
  'Accounts1768100000200',
  [
    `ALTER TABLE users ALTER COLUMN email DROP NOT NULL`,
    `ALTER TABLE users
       ADD COLUMN requested_email text CHECK (requested_email = lower(requested_email)),
       ADD COLUMN email_verified_at timestamptz,
       ADD COLUMN phone text UNIQUE CHECK (phone ~ '^91[6-9][0-9]{9}$'),
       ADD COLUMN erased_at timestamptz,
       ADD CONSTRAINT users_reachable
         CHECK (email IS NOT NULL OR requested_email IS NOT NULL OR phone IS NOT NULL
                OR erased_at IS NOT NULL)`,
    `CREATE INDEX users_requested_email ON users (requested_email, created_at)
       WHERE requested_email IS NOT NULL`,
    `UPDATE users SET email_verified_at = created_at WHERE google_sub IS NOT NULL OR role = 'admin'`,
    `CREATE TABLE account_tokens (
       id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
       user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
       purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
       email text NOT NULL,
       token_hash bytea NOT NULL,
       expires_at timestamptz NOT NULL,
       used_at timestamptz,
       created_at timestamptz NOT NULL DEFAULT now())`,
    `CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose, created_at)`,
    `CREATE TABLE otp_codes (
       id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
       phone text NOT NULL,
       purpose text NOT NULL CHECK (purpose IN ('sign-in', 'add-phone')),
       user_id uuid REFERENCES users (id) ON DELETE CASCADE,
       code_hash text NOT NULL,
       tries integer NOT NULL DEFAULT 0,
       expires_at timestamptz NOT NULL,
       used_at timestamptz,
       created_at timestamptz NOT NULL DEFAULT now())`,
    `CREATE INDEX otp_codes_phone ON otp_codes (phone, created_at)`,
    `CREATE TABLE consents (
       id bigserial PRIMARY KEY,
       user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
       purpose text NOT NULL CHECK (purpose IN ('terms', 'privacy')),
       version text NOT NULL,
       granted boolean NOT NULL,
       via text NOT NULL,
       at timestamptz NOT NULL DEFAULT now())`,
    `CREATE INDEX consents_user ON consents (user_id, at)`,
    `CREATE TABLE addresses (
       id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
       user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
       first_name text NOT NULL,
       last_name text NOT NULL,
       address text NOT NULL,
       city text NOT NULL,
       postal_code text NOT NULL,
       state text NOT NULL,
       country text NOT NULL,
       phone text NOT NULL,
       is_default boolean NOT NULL DEFAULT false,
       created_at timestamptz NOT NULL DEFAULT now(),
       updated_at timestamptz NOT NULL DEFAULT now())`,
    `CREATE INDEX addresses_user ON addresses (user_id, created_at)`,
    `CREATE UNIQUE INDEX addresses_one_default ON addresses (user_id) WHERE is_default`,
    `CREATE TABLE erasure_requests (
       id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
       user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
       status text NOT NULL CHECK (status IN ('requested', 'completed')),
       pending text[] NOT NULL,
       requested_at timestamptz NOT NULL DEFAULT now(),
       due_by timestamptz NOT NULL,
       completed_at timestamptz)`,
    `CREATE UNIQUE INDEX erasure_requests_open ON erasure_requests (user_id)
       WHERE status = 'requested'`,
    `CREATE INDEX erasure_requests_requested ON erasure_requests (requested_at DESC)`,
  ],
  [
    'DROP TABLE erasure_requests',
    'DROP TABLE addresses',
    'DROP TABLE consents',
    'DROP TABLE otp_codes',
    'DROP TABLE account_tokens',
    `DELETE FROM users WHERE email IS NULL`,
    `ALTER TABLE users DROP CONSTRAINT users_reachable, DROP COLUMN phone, DROP COLUMN erased_at,
       DROP COLUMN email_verified_at, DROP COLUMN requested_email`,
    `ALTER TABLE users ALTER COLUMN email SET NOT NULL`,
  ],
);
