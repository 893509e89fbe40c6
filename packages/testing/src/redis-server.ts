import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedis } from './local-servers.js';

/** A Redis server of a test's own (never the shared one), which the test may stop and start. */
export interface OwnRedis {
  url: string;
  /** Kills it (SIGKILL: an outage, not a shutdown) and waits until it has exited. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  start(): Promise<void>;
  /** Kills it and removes its directory. */
  close(): Promise<void>;
}

/**
 * Starts `redis-server` on a free port in a directory of its own, keeping nothing on disk;
 * with `password`, one that requires it, whose URL carries it.
 */
export async function startOwnRedis(password?: string): Promise<OwnRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'arogya-redis-'));
  const { server, url } = await startRedis(dir, { appendOnly: false, password });
  return {
    url,
    kill: () => server.signal('SIGKILL'),
    start: () => server.start(),
    close: async () => {
      await server.stop('SIGKILL', 0);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
