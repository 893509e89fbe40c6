// The chaos run's report: the faults as they happened, the invariants per fault, the errors
// shoppers saw by kind, the dead letters with their causes, and each invariant's verdict with
// its evidence.
import { table } from '../bench/report.js';
import type { FaultRecord } from './faults.js';
import type { Check, Facts, Violation } from './invariants.js';
import type { ShopperError } from './load.js';
import type { UnexpectedExit } from './shop.js';

/** How long after a fault's recovery its checkouts and errors still count as its own. */
export const AFTER_MS = 10_000;

/** A stretch of the run: one fault's, from the fault to `AFTER_MS` after every process was ready. */
interface Window {
  label: string;
  from: number;
  /** Every process ready again (or the fault's end when they never were). */
  ready: number;
  to: number;
}

function windows(faults: FaultRecord[]): Window[] {
  return faults.map((f, i) => {
    const ready = f.readyAt ?? f.at + f.downMs;
    const next = faults[i + 1]?.at ?? Infinity;
    return { label: f.name, from: f.at, ready, to: Math.min(ready + AFTER_MS, next) };
  });
}

/** The window `at` falls in ('-' outside every fault's). */
const windowOf = (ws: Window[], at: number | undefined) =>
  at === undefined ? undefined : (ws.find((w) => at >= w.from && at < w.to)?.label ?? '-');

const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** Everything the report is made of. */
export interface RunOutcome {
  t0: number;
  faults: FaultRecord[];
  failures: ShopperError[];
  facts: Facts;
  checks: Check[];
  exits: UnexpectedExit[];
}

/** The faults: when, how long down, when every process was ready again, what shoppers saw. */
function faultTable(o: RunOutcome, ws: Window[]): string {
  return table(
    [
      'fault',
      'at (s)',
      'down for (s)',
      'ready again after (s)',
      'shopper errors during',
      'after',
      'note',
    ],
    o.faults.map((f, i) => {
      const w = ws[i]!;
      const during = o.failures.filter((e) => e.at >= w.from && e.at < w.ready).length;
      const after = o.failures.filter((e) => e.at >= w.ready && e.at < w.to).length;
      return [
        f.what,
        seconds(f.at - o.t0),
        seconds(f.downMs),
        f.readyAt === undefined ? 'NEVER' : seconds(f.readyAt - f.at),
        String(during),
        String(after),
        f.note,
      ];
    }),
  );
}

/** Per fault (and outside them): the checkouts made then, and what broke of them. */
function perFaultTable(o: RunOutcome, ws: Window[]): string {
  const { facts, checks } = o;
  const labels = [...ws.map((w) => w.label), '-'];
  const orders = new Set(facts.orders.map((x) => x.checkout_id));
  const refunded = new Set(facts.shopRefunds.map((r) => r.checkout_id));
  const count = (vs: Violation[], label: string) =>
    vs.filter((v) => windowOf(ws, v.at) === label).length;
  const byCheck = ['captured', 'orders', 'carts', 'final', 'cash'].map((id) =>
    checks.find((c) => c.id === id)!,
  );
  return table(
    [
      'checkouts made during',
      'made',
      'paid',
      'refunded',
      'expired',
      '1 order or 1 refund',
      'orders paid',
      'carts cleared',
      'none stuck',
      'cash orders one way',
      'dead letters',
    ],
    labels.map((label) => {
      const made = facts.checkouts.filter((c) => windowOf(ws, c.created) === label);
      const verdicts = byCheck.map((c) => {
        const n = count(c.violations, label);
        return n === 0 ? 'ok' : `${n} BROKEN`;
      });
      const dead = facts.dlq.filter((d) => windowOf(ws, d.at) === label).length;
      return [
        label === '-' ? '(no fault)' : label,
        String(made.length),
        String(made.filter((c) => orders.has(c.id)).length),
        String(made.filter((c) => refunded.has(c.id)).length),
        String(made.filter((c) => c.status === 'expired').length),
        ...verdicts,
        String(dead),
      ];
    }),
  );
}

/** Errors shoppers saw, by kind, with the faults they came with. */
function errorTable(o: RunOutcome, ws: Window[]): string {
  const kinds = new Map<string, Map<string, number>>();
  for (const e of o.failures) {
    const w = windowOf(ws, e.at) ?? '-';
    const by = kinds.get(e.kind) ?? new Map<string, number>();
    by.set(w, (by.get(w) ?? 0) + 1);
    kinds.set(e.kind, by);
  }
  const rows = [...kinds]
    .map(([kind, by]) => {
      const total = [...by.values()].reduce((a, b) => a + b, 0);
      const where = [...by]
        .sort((a, b) => b[1] - a[1])
        .map(([w, n]) => `${w === '-' ? 'no fault' : w} ${n}`)
        .join(', ');
      return { total, row: [kind, String(total), where] };
    })
    .sort((a, b) => b.total - a.total)
    .map((r) => r.row);
  return rows.length
    ? table(['kind (step: answer)', 'count', 'during or after (fault count)'], rows)
    : 'none';
}

/** The dead letters, each with its cause. */
function deadLetters(o: RunOutcome): string[] {
  if (o.facts.dlq.length === 0) return ['none'];
  return o.facts.dlq.map(
    (d) =>
      `at ${seconds(d.at - o.t0)} s  ${d.consumer}  ${d.subject}  event ${d.eventId}  after ${d.deliveries} deliveries  cause: ${d.error}`,
  );
}

/** Each invariant's verdict, with at most `most` violations as evidence. */
export function verdicts(checks: Check[], most = 20): string[] {
  const lines: string[] = [];
  for (const c of checks) {
    lines.push(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.summary}`);
    for (const v of c.violations.slice(0, most)) lines.push(`        ${v.text}`);
    if (c.violations.length > most) lines.push(`        … and ${c.violations.length - most} more`);
  }
  return lines;
}

/** The whole report. */
export function report(o: RunOutcome): string {
  const ws = windows(o.faults);
  const exits = o.exits.map(
    (x) =>
      `${x.process} at ${seconds(x.at - o.t0)} s (during ${windowOf(ws, x.at) ?? '-'}), ${x.restarted ? 'started again' : 'NOT started again'}`,
  );
  return [
    '== Faults (one at a time; times from the start of the load; "after": the 10 s after every process was ready again) ==',
    faultTable(o, ws),
    '',
    ...(exits.length
      ? [
          'Processes that ended unasked (started again by the run, as an orchestrator would):',
          ...exits.map((x) => `  ${x}`),
          '',
        ]
      : []),
    `== Invariants per fault (checkouts by when they were made: from the fault to ${AFTER_MS / 1000} s after recovery) ==`,
    perFaultTable(o, ws),
    '',
    '== Errors shoppers saw, by kind ==',
    errorTable(o, ws),
    '',
    `== Dead letters (${o.facts.dlq.length}) ==`,
    ...deadLetters(o),
    '',
    '== Invariants ==',
    ...verdicts(o.checks),
  ].join('\n');
}
