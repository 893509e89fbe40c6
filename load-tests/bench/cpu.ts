// What a request costs, per part of the shop: CPU time per process, read from /proc while the
// bench runs (the gateway, a service, PostgreSQL, NATS, Redis, or the bench and its in-process
// Razorpay sandbox; Linux only, elsewhere the figures read 0), and PostgreSQL's transactions
// per database.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { ms, table } from './report.js';

/** A part of the shop whose CPU is counted: its processes, found anew at every sample. */
export interface CpuPart {
  name: string;
  pids: () => number[];
  /**
   * Processes among `pids` whose children's CPU counts too once they have ended (PostgreSQL's
   * postmaster: a backend that exits between two samples would otherwise take its CPU along).
   */
  reaping?: () => number[];
}

/** CPU seconds of each part at one moment. */
export type CpuSample = Map<string, number>;

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** The fields of `/proc/<pid>/stat` after the command name (state first), or undefined. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name may hold spaces and parentheses: fields count from the last ')'
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * User + system CPU seconds of process `pid` (0 when it is gone); with `children`, also the
 * CPU of its children that have ended and been waited for.
 */
export function cpuSeconds(pid: number, children = false): number {
  const f = statFields(pid);
  if (!f) return 0;
  const ticks = Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0);
  return ticks / clockTicks();
}

/** The parent of process `pid` (0 when it is gone). */
export const parentOf = (pid: number): number => Number(statFields(pid)?.[1] ?? 0);

/** Of `pids`, those whose parent is not among them (PostgreSQL's postmaster among its backends). */
export function roots(pids: number[]): number[] {
  const all = new Set(pids);
  return pids.filter((pid) => !all.has(parentOf(pid)));
}

/** The ids of the running processes whose command name (`/proc/<pid>/comm`) is `comm`. */
export function pidsNamed(comm: string): number[] {
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

/** The CPU seconds of every part now. */
export function sampleCpu(parts: CpuPart[]): CpuSample {
  const sample: CpuSample = new Map();
  for (const part of parts) {
    const reaping = new Set(part.reaping?.() ?? []);
    sample.set(
      part.name,
      part.pids().reduce((sum, pid) => sum + cpuSeconds(pid, reaping.has(pid)), 0),
    );
  }
  return sample;
}

/** CPU milliseconds per request of each part between two samples. */
export function cpuPerRequest(
  before: CpuSample,
  after: CpuSample,
  requests: number,
): [string, number][] {
  return [...after].map(([name, seconds]) => [
    name,
    requests > 0 ? ((seconds - (before.get(name) ?? 0)) * 1000) / requests : NaN,
  ]);
}

/** One row per measured target: CPU ms per request of each part, and their sum. */
export function cpuTable(rows: { label: string; perRequest: [string, number][] }[]): string {
  const names = rows[0]?.perRequest.map(([n]) => n) ?? [];
  return table(
    ['CPU ms per request', ...names, 'total'],
    rows.map((r) => [
      r.label,
      ...r.perRequest.map(([, v]) => ms(v)),
      ms(r.perRequest.reduce((s, [, v]) => s + (Number.isNaN(v) ? 0 : v), 0)),
    ]),
  );
}

/** CPU spent by every part during measured stretches, added up by key (a target, a rate…). */
export class CpuMeter {
  private readonly spent = new Map<string, CpuSample>();

  constructor(private readonly parts: CpuPart[]) {}

  /** Runs `fn`, adding the CPU every part spent meanwhile to `key`. */
  async measure<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const before = sampleCpu(this.parts);
    try {
      return await fn();
    } finally {
      const after = sampleCpu(this.parts);
      const total = this.spent.get(key) ?? new Map<string, number>();
      for (const [part, s] of after)
        total.set(part, (total.get(part) ?? 0) + s - (before.get(part) ?? 0));
      this.spent.set(key, total);
    }
  }

  /** CPU ms per request of each part over everything measured under `key`. */
  perRequest(key: string, requests: number): [string, number][] {
    return cpuPerRequest(new Map(), this.spent.get(key) ?? new Map(), requests);
  }
}

/** Transactions each database of the shop has run so far (PostgreSQL's own statistics). */
export interface TransactionCounter {
  sample(): Promise<Map<string, number>>;
  close(): Promise<void>;
}

/**
 * Reads `pg_stat_database` for the databases whose names start with `prefix`. PostgreSQL
 * flushes these statistics about once a second, so a sample waits that long first.
 */
export async function transactionCounter(
  postgresUrl: string,
  prefix: string,
): Promise<TransactionCounter> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  return {
    async sample() {
      await new Promise((r) => setTimeout(r, 1100));
      const { rows } = await client.query<{ datname: string; xacts: string }>(
        `SELECT datname, (xact_commit + xact_rollback)::text AS xacts FROM pg_stat_database
          WHERE starts_with(datname, $1)`,
        [prefix],
      );
      return new Map(rows.map((r) => [r.datname.slice(prefix.length), Number(r.xacts)]));
    },
    close: () => client.end(),
  };
}

/** "catalog 4.0 · cart 2.0 …": transactions per request of each database between two samples. */
export function transactionsPerRequest(
  before: Map<string, number>,
  after: Map<string, number>,
  requests: number,
): string {
  return [...after]
    .map(([db, n]) => [db, (n - (before.get(db) ?? 0)) / Math.max(requests, 1)] as const)
    .filter(([, per]) => per > 0)
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([db, per]) => `${db} ${per.toFixed(1)}`)
    .join(' · ');
}
