// `main.js --migrate-only`: what each service's Kubernetes migration Job runs before a rollout.
import { databaseUrl, PLATFORM_MIGRATIONS } from '@arogya/platform';
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
import { readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';

const SERVICES = ['catalog', 'users', 'cart', 'checkout', 'orders'];

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

async function appliedMigrations(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'SELECT name FROM migrations ORDER BY id',
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

describe('--migrate-only', () => {
  let env: TestEnv;
  const ns = uniqueNamespace('mig');
  before(async () => {
    env = await testEnv();
  });
  after(async () => {
    await dropNamespace(env, ns);
  });

  for (const name of SERVICES) {
    it(`${name}: creates the database, applies every migration, exits 0, and again with nothing to do`, async () => {
      const own = readdirSync(`${REPO_ROOT}services/${name}/src/migrations`).filter((f) =>
        f.endsWith('.ts'),
      ).length;
      const first = await migrate(name, shopEnv(env, ns));
      assert.equal(first.code, 0, first.output);
      assert.match(first.output, /migrations are up to date/);
      const url = databaseUrl(env.postgresUrl, ns.database(name));
      const applied = await appliedMigrations(url);
      // the service's own migrations and the platform's (outbox, inbox, trace context)
      assert.equal(applied.length, PLATFORM_MIGRATIONS.length + own, applied.join(', '));
      for (const m of PLATFORM_MIGRATIONS) assert.ok(applied.includes(m.name), m.name);

      const again = await migrate(name, shopEnv(env, ns));
      assert.equal(again.code, 0, again.output);
      assert.deepEqual(await appliedMigrations(url), applied);
    });
  }

  it('exits 1 with the reason when the database cannot be reached', async () => {
    const res = await migrate(
      'orders',
      shopEnv(env, ns, { POSTGRES_URL: 'postgres://postgres@127.0.0.1:1/postgres' }),
    );
    assert.equal(res.code, 1, res.output);
    assert.match(res.output, /Migration failed/);
    assert.match(res.output, /ECONNREFUSED/);
  });
});
