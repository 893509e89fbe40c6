// Production connects each service as its own role, which owns its database and may not
// create one (CloudNativePG managed roles and Database resources): the service must migrate
// and run without ever creating a database, and say clearly when its database is missing.
import { databaseUrl, openDatabase, PLATFORM_MIGRATIONS } from '@arogya/platform';
import {
  dropNamespace,
  REPO_ROOT,
  shopEnv,
  testEnv,
  uniqueNamespace,
  type TestEnv,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';

/** `url` with `user` instead of its user (the local server trusts 127.0.0.1). */
const asRole = (url: string, user: string) => {
  const u = new URL(url);
  u.username = user;
  u.password = '';
  return u.toString();
};

function migrate(name: string, env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [`services/${name}/dist/src/main.js`, '--migrate-only'],
      { cwd: REPO_ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'info' }, timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        resolve({ code, output: stdout + stderr });
      },
    );
  });
}

describe('a service role that owns its database but may not create one', () => {
  let env: TestEnv;
  const ns = uniqueNamespace('role');
  const role = `${ns.prefix}_catalog`;
  let admin: pg.Client;
  const exists = async (db: string) =>
    ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [db])).rowCount ?? 0) > 0;

  before(async () => {
    env = await testEnv();
    admin = new pg.Client({ connectionString: env.postgresUrl });
    await admin.connect();
    await admin.query(`CREATE ROLE "${role}" LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
    await admin.query(`CREATE DATABASE "${ns.database('catalog')}" OWNER "${role}"`);
    await admin.query(`REVOKE ALL ON DATABASE "${ns.database('catalog')}" FROM PUBLIC`);
  });
  after(async () => {
    await dropNamespace(env, ns);
    await admin.query(`DROP ROLE IF EXISTS "${role}"`);
    await admin.end();
  });

  it('migrates catalog (pg_trgm included) with POSTGRES_CREATE_DATABASE=never, then reads and writes', async () => {
    const url = asRole(env.postgresUrl, role);
    const res = await migrate(
      'catalog',
      shopEnv(env, ns, { POSTGRES_URL: url, POSTGRES_CREATE_DATABASE: 'never' }),
    );
    assert.equal(res.code, 0, res.output);
    assert.match(res.output, /migrations are up to date/);
    const client = new pg.Client({ connectionString: databaseUrl(url, ns.database('catalog')) });
    await client.connect();
    try {
      const { rows } = await client.query<{ rolsuper: boolean; owner: string }>(
        `SELECT r.rolsuper, pg_get_userbyid(d.datdba) AS owner
           FROM pg_roles r, pg_database d WHERE r.rolname = current_user AND d.datname = current_database()`,
      );
      assert.deepEqual(rows[0], { rolsuper: false, owner: role });
      await client.query(
        "INSERT INTO outbox (id, type, envelope) VALUES (gen_random_uuid(), 't', '{}')",
      );
      const n = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
      assert.equal(n.rows[0]!.n, 1);
    } finally {
      await client.end();
    }
  });

  it('opens its existing database with the default (auto) without touching the postgres database', async () => {
    const url = asRole(env.postgresUrl, role);
    // the role may not even connect to "postgres" here: only its own database is reachable
    await admin.query(`REVOKE CONNECT ON DATABASE postgres FROM PUBLIC`);
    try {
      const ds = await openDatabase({
        serverUrl: url,
        name: ns.database('catalog'),
        entities: [],
        migrations: PLATFORM_MIGRATIONS,
      });
      await ds.destroy();
    } finally {
      await admin.query(`GRANT CONNECT ON DATABASE postgres TO PUBLIC`);
    }
  });

  it('fails saying why when its database is missing and it may not create one', async () => {
    const missing = ns.database('orders');
    await assert.rejects(
      openDatabase({
        serverUrl: asRole(env.postgresUrl, role),
        name: missing,
        entities: [],
        migrations: [],
      }),
      new RegExp(`Database ${missing} does not exist and role ${role} may not create it`),
    );
    assert.equal(await exists(missing), false);
  });

  it('never creates a database with POSTGRES_CREATE_DATABASE=never, even as superuser', async () => {
    const missing = ns.database('cart');
    await assert.rejects(
      openDatabase({
        serverUrl: env.postgresUrl,
        name: missing,
        entities: [],
        migrations: [],
        createDatabase: 'never',
      }),
      /does not exist and POSTGRES_CREATE_DATABASE=never/,
    );
    assert.equal(await exists(missing), false);
  });
});
