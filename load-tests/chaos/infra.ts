// The chaos run's own PostgreSQL, NATS (JetStream, file storage) and Redis: started from the
// machine's binaries on free ports, with their data in the run's temporary directory, so that
// killing them never touches the shared servers. Each can be killed, shut down and started
// again on the same port and data.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { answers, binary, freePort, LocalServer, ServerProcess } from '@arogya/testing';

export { LocalServer, startRedis } from '@arogya/testing';

/** PostgreSQL's programs: `CHAOS_PG_BIN`, else the newest /usr/lib/postgresql/<v>/bin, else PATH. */
function postgresBin(): string {
  if (process.env.CHAOS_PG_BIN) return process.env.CHAOS_PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return path.dirname(
    binary(
      'initdb',
      versions.map((v) => `${root}/${v}/bin/initdb`),
    ),
  );
}

/** Whom a server runs as: PostgreSQL refuses root, so as root it runs as user `postgres`. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0)
    throw new Error('Running as root, the chaos run needs a user "postgres" to run PostgreSQL as');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** The run's PostgreSQL cluster (trust authentication, user `postgres`). */
export class LocalPostgres extends LocalServer {
  /** Creates a cluster in `<dir>/postgres` (initdb) and starts it on a free port. */
  static async start(dir: string): Promise<LocalPostgres> {
    const bin = postgresBin();
    const user = serverUser();
    const data = path.join(dir, 'postgres');
    const sockets = path.join(dir, 'pg-sockets');
    for (const d of [data, sockets]) {
      mkdirSync(d, { recursive: true, mode: 0o700 });
      if (user) chownSync(d, user.uid, user.gid);
    }
    chmodSync(dir, 0o711); // PostgreSQL's user must reach its directories
    const init = spawnSync(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-instructions'],
      { encoding: 'utf8', ...user },
    );
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);
    const port = await freePort();
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const server = new ServerProcess(
      'PostgreSQL',
      path.join(bin, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        sockets,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=300',
      ],
      path.join(dir, 'postgres.log'),
      () => queries(url),
      user,
    );
    await server.start();
    return new LocalPostgres(server, port, url);
  }

  /** The URL of database `name`. */
  database(name: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }

  /** PostgreSQL's fast shutdown (SIGINT: clients cut off, transactions rolled back). */
  fastShutdown(): Promise<void> {
    return this.server.signal('SIGINT');
  }
}

/** Whether PostgreSQL at `url` answers a query. */
async function queries(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The run's NATS server, JetStream on, its streams stored in `<dir>/nats`. */
export async function startNats(dir: string): Promise<LocalServer> {
  const port = await freePort();
  const url = `nats://127.0.0.1:${port}`;
  const store = path.join(dir, 'nats');
  mkdirSync(store, { recursive: true });
  const server = new ServerProcess(
    'NATS',
    binary('nats-server', ['/usr/sbin/nats-server', '/usr/local/bin/nats-server']),
    ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store],
    path.join(dir, 'nats.log'),
    () => answers(url, port),
  );
  await server.start();
  return new LocalServer(server, port, url);
}
