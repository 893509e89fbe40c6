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
