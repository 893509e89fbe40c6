// CPU time per process, read from /proc while the bench runs: each scenario prints how many
// milliseconds of CPU every part of the shop spent per request, so a cost shows where it is
// paid (the gateway, a service, PostgreSQL, NATS, Redis, or the bench and its in-process
// Razorpay sandbox). Linux only; elsewhere the figures are left out.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { ms, table } from './report.js';

/** A part of the shop whose CPU is counted: its processes, found anew at every sample. */
export interface CpuPart {
  name: string;
  pids: () => number[];
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

/** User + system CPU seconds of process `pid` (0 when it is gone). */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name may hold spaces and parentheses: fields count from the last ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return (utime + stime) / clockTicks();
  } catch {
    return 0;
  }
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

/** Whether CPU time can be read here. */
export const cpuAvailable = (): boolean => cpuSeconds(process.pid) > 0;

/** The CPU seconds of every part now. */
export function sampleCpu(parts: CpuPart[]): CpuSample {
  const sample: CpuSample = new Map();
  for (const part of parts) {
    sample.set(
      part.name,
      part.pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0),
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
