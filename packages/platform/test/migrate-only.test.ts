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
import { existsSync, readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';

const SERVICES = ['catalog', 'users', 'cart', 'checkout', 'orders', 'notifications', 'fulfilment'];

/** Runs service `name`'s main.js with `args` until it exits (a started service is killed). */
function run(name: string, env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [`services/${name}/dist/src/main.js`, ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env, LOG_LEVEL: 'info' }, timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
        resolve({ code, output: stdout + stderr });
      },
    );
  });
}

const migrate = (name: string, env: Record<string, string>) => run(name, env, ['--migrate-only']);

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
      // fulfilment (issue 33's skeleton) has no migration of its own yet, nor the folder
      const dir = `${REPO_ROOT}services/${name}/src/migrations`;
      const own = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.ts')).length : 0;
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

  it('MIGRATE_ON_START=false: a service refuses to start before its Job ran, names what is pending, and starts after', async () => {
    const gated = uniqueNamespace('gate');
    try {
      const refused = await run('orders', shopEnv(env, gated, { MIGRATE_ON_START: 'false' }));
      assert.equal(refused.code, 1, refused.output);
      assert.match(refused.output, /migration\(s\) not run yet \(MessagingTables1763700000000, /);
      assert.match(refused.output, /run the release's migration Job first/);
      const url = databaseUrl(env.postgresUrl, gated.database('orders'));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query(`SELECT to_regclass('migrations') AS t`);
      await client.end();
      assert.equal(rows[0].t, null, 'nothing was migrated');

      assert.equal((await migrate('orders', shopEnv(env, gated))).code, 0);
      // migrated: the service starts (it runs until killed once it logs "orders ready")
      const started = await new Promise<string>((resolve) => {
        const child = execFile(
          process.execPath,
          ['services/orders/dist/src/main.js'],
          {
            cwd: REPO_ROOT,
            env: {
              ...process.env,
              ...shopEnv(env, gated, { MIGRATE_ON_START: 'false' }),
              OPS_PORT: '0',
            },
            timeout: 60_000,
          },
          (_err, stdout, stderr) => resolve(stdout + stderr),
        );
        child.stdout!.on('data', (chunk: Buffer) => {
          if (/orders ready/.test(chunk.toString())) child.kill('SIGTERM');
        });
      });
      assert.doesNotMatch(started, /not run yet/);
      assert.match(started, /orders ready/);
    } finally {
      await dropNamespace(env, gated);
    }
  });

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
