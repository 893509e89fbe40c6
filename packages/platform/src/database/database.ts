import pg from 'pg';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';

/** The URL of database `name` on the server that `serverUrl` points at. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** PostgreSQL's invalid_catalog_name: the database does not exist. */
const NO_SUCH_DATABASE = '3D000';

/** Whether database `name` can be connected to (false only when it does not exist). */
async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, name) });
  try {
    await client.connect();
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === NO_SUCH_DATABASE) return false;
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Makes sure database `name` exists. It connects to it first, so a role that owns its
 * database but may not create one (production: CloudNativePG's managed roles, through the
 * pooler) never touches the `postgres` database. When it is missing, `auto` creates it if the
 * role may (superuser or CREATEDB; safe when several processes race to do it) and otherwise
 * fails saying who must; `never` fails at once.
 */
async function ensureDatabase(
  serverUrl: string,
  name: string,
  create: 'auto' | 'never',
): Promise<void> {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid database name: ${name}`);
  if (await databaseExists(serverUrl, name)) return;
  const role = decodeURIComponent(new URL(serverUrl).username) || '(default user)';
  if (create === 'never')
    throw new Error(
      `Database ${name} does not exist and POSTGRES_CREATE_DATABASE=never: create it ` +
        `(owned by ${role}) first`,
    );
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    const { rows } = await client.query<{ may: boolean }>(
      'SELECT rolsuper OR rolcreatedb AS may FROM pg_roles WHERE rolname = current_user',
    );
    if (!rows[0]?.may)
      throw new Error(
        `Database ${name} does not exist and role ${role} may not create it (no CREATEDB): ` +
          'create it owned by this role, or connect as a role that may',
      );
    try {
      await client.query(`CREATE DATABASE "${name}"`);
    } catch (err) {
      // 42P04 duplicate_database, 23505 unique_violation: another process created it first
      const code = (err as { code?: string }).code;
      if (code !== '42P04' && code !== '23505') throw err;
    }
  } finally {
    await client.end();
  }
}

export interface DatabaseOptions {
  serverUrl: string;
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: (Function | string)[];
  poolSize?: number;
  applicationName?: string;
  /** Run pending migrations (default), or only check that none is pending (`false`). */
  migrate?: boolean;
  /** When the database is missing: create it if the role may (`auto`, default) or fail. */
  createDatabase?: 'auto' | 'never';
}

/** The names of `ds`'s migrations not yet recorded in its `migrations` table, oldest first. */
export async function pendingMigrations(ds: DataSource): Promise<string[]> {
  const [table] = (await ds.query(`SELECT to_regclass('migrations') AS t`)) as { t: unknown }[];
  const applied = new Set(
    table?.t
      ? ((await ds.query('SELECT name FROM migrations')) as { name: string }[]).map((r) => r.name)
      : [],
  );
  return ds.migrations.map((m) => m.name ?? m.constructor.name).filter((n) => !applied.has(n));
}

/**
 * Opens the service's own database: creates it when missing (see `createDatabase`), connects,
 * and runs pending migrations under an advisory lock so that replicas starting together
 * migrate once. With `migrate: false` it runs none and refuses (naming them) when some are
 * pending: the gate that keeps a service from running on a schema its release's migration Job
 * has not made.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<DataSource> {
  await ensureDatabase(opts.serverUrl, opts.name, opts.createDatabase ?? 'auto');
  const config: DataSourceOptions = {
    type: 'postgres',
    url: databaseUrl(opts.serverUrl, opts.name),
    entities: opts.entities,
    migrations: opts.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
    extra: {
      max: opts.poolSize ?? 10,
      application_name: opts.applicationName ?? opts.name,
    },
  };
  const ds = new DataSource(config);
  await ds.initialize();
  if (opts.migrate === false) {
    const pending = await pendingMigrations(ds);
    if (pending.length === 0) return ds;
    await ds.destroy();
    throw new Error(
      `${opts.name}: ${pending.length} migration(s) not run yet (${pending.join(', ')}) and ` +
        'MIGRATE_ON_START=false: run the release\'s migration Job first (k8s/release.sh; k8s/README.md, "Applying")',
    );
  }
  const runner = ds.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', ['arogya:migrations']);
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', ['arogya:migrations']);
    await runner.release();
  }
  return ds;
}

/** `text` for use inside a LIKE/ILIKE pattern: its `%`, `_` and `\` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
