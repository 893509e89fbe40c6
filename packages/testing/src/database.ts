import type { Namespace } from '@arogya/contracts';
import pg from 'pg';
import type { TestEnv } from './env.js';

/** The URL of `service`'s own database in the test's namespace (`arogya_<prefix>_<service>`). */
export function serviceDatabaseUrl(env: TestEnv, ns: Namespace, service: string): string {
  const url = new URL(env.postgresUrl);
  url.pathname = `/${ns.database(service)}`;
  return url.toString();
}

/** A connected client of a service's database, with the `close()` that `testShop` stops. */
export type ServiceDatabase = pg.Client & { close(): Promise<void> };

/**
 * A client of `service`'s own database in the test's namespace, for a test that reads what the
 * service wrote (or plants a fault in it); connect it once the service has started (it made
 * the database). Among a `testShop`'s parts, or handed to its `own`, it is closed with the
 * shop, before the namespace's databases are dropped; otherwise the test calls `close()`.
 */
export async function serviceDatabase(
  env: TestEnv,
  ns: Namespace,
  service: string,
): Promise<ServiceDatabase> {
  const db = new pg.Client({ connectionString: serviceDatabaseUrl(env, ns, service) });
  db.on('error', () => undefined); // the namespace's databases are dropped WITH (FORCE)
  await db.connect();
  return Object.assign(db, { close: () => db.end() });
}

/** A row a scan found: its table (without the schema) and the row as JSON text. */
export interface RowMention {
  table: string;
  row: string;
}

/**
 * Every row of every table of `db` whose JSON mentions one of `needles` (any case): how an
 * erasure test proves a person is gone. Refuses (an assertion) when a table of `expected` is
 * not among those scanned, so that a renamed table cannot make the scan pass by missing it.
 */
export async function rowsMentioning(
  db: pg.Client,
  needles: string[],
  expected: string[] = [],
): Promise<RowMention[]> {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const missing = expected.filter((t) => !tables.some((x) => x.name === t));
  if (missing.length) throw new Error(`Tables not found to scan: ${missing.join(', ')}`);
  const found: RowMention[] = [];
  for (const { schema, name } of tables) {
    const { rows } = await db.query<{ row: string }>(
      `SELECT row_to_json(x)::text AS row FROM ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)} x
        WHERE row_to_json(x)::text ILIKE ANY ($1::text[])`,
      [needles.map((n) => `%${n.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)],
    );
    found.push(...rows.map((r) => ({ table: name, row: r.row })));
  }
  return found;
}
