import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users: e-mail stored lower-cased (unique regardless of case), optional password and Google id. */
export class CreateUsers1763700000200 implements MigrationInterface {
  name = 'CreateUsers1763700000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name           text NOT NULL,
        email          text NOT NULL UNIQUE CHECK (email = lower(email)),
        password_hash  text,
        role           text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin')),
        google_sub     text UNIQUE,
        token_version  integer NOT NULL DEFAULT 0,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX users_admins ON users (id) WHERE role = 'admin'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE users');
  }
}
