// The bench's tables: one row per step (and target), throughput, p50/p95/p99, errors, the
// ratio to the baseline where there is one, and the k6 script's SLO for that step.
import { expressionOf, THRESHOLDS } from '../k6/options.js';
import type { Recorder, StepReport } from './runner.js';
import type { StepSummary } from './stats.js';

/** Milliseconds with the precision that is meaningful at that size; `—` for none. */
export function ms(x: number): string {
  if (Number.isNaN(x)) return '—';
  return x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0);
}

const ratio = (x: number, base: number) =>
  Number.isFinite(x / base) ? `${(x / base).toFixed(2)}×` : '—';

/** Lays out rows under a header, columns padded (numbers right-aligned). */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = header.map((_, i) => rows.every((r) => /^[\d.—×-]*( ms)?$/.test(r[i] ?? '')));
  const line = (r: string[]) =>
    r
      .map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The figures of one row: req/s, p50, p95, p99 (ms), errors. */
export const figures = (s: StepSummary) => [
  s.rps.toFixed(s.rps < 10 ? 1 : 0),
  ms(s.p50),
  ms(s.p95),
  ms(s.p99),
  String(s.errors),
];

/** `req/s ÷ baseline` and `p99 ÷ baseline` of a row. */
export const ratios = (s: StepSummary, base: StepSummary) => [
  ratio(s.rps, base.rps),
  ratio(s.p99, Math.max(base.p99, 0.01)),
];

/** The k6 script's latency SLO for `step` of `scenario`, checked against `s` (p95 and p99). */
function slo(scenario: string, step: string, s: StepSummary): string {
  const expressions = THRESHOLDS[`http_req_duration{scenario:${scenario},name:${step}}`];
  if (!expressions) return '';
  return expressions
    .map(expressionOf)
    .map((e) => {
      const m = /^p\((\d+)\)\s*<\s*(\d+)$/.exec(e);
      if (!m) return e;
      const [, p, limit] = m;
      const value = p === '95' ? s.p95 : p === '99' ? s.p99 : NaN;
      const verdict = Number.isNaN(value) ? '?' : value < Number(limit) ? 'met' : 'MISSED';
      return `p${p}<${limit} ${verdict}`;
    })
    .join(', ');
}

/** The k6 script's error-rate SLO of `scenario`, checked against all its steps' errors. */
function failedRateLine(scenario: string, steps: StepReport[]): string {
  const errors = steps.reduce((n, r) => n + r.summary.errors, 0);
  const total = steps.reduce((n, r) => n + r.summary.errors + r.summary.count, 0);
  const rate = total ? errors / total : 0;
  const first = THRESHOLDS[`http_req_failed{scenario:${scenario}}`]?.[0];
  const expression = first === undefined ? undefined : expressionOf(first);
  const m = expression && /^rate<([\d.]+)$/.exec(expression);
  const verdict = m ? ` (k6 SLO ${expression}: ${rate < Number(m[1]) ? 'met' : 'MISSED'})` : '';
  return `failed: ${errors} of ${total} requests and waits (${(rate * 100).toFixed(2)} %)${verdict}`;
}

/** The causes of the errors of each step, most frequent first, or nothing when there were none. */
export function errorLines(steps: StepReport[], indent = '  '): string[] {
  const lines: string[] = [];
  for (const { step, causes } of steps) {
    for (const [cause, n] of causes.slice(0, 5)) lines.push(`${indent}${step}: ${n} × ${cause}`);
    if (causes.length > 5) lines.push(`${indent}${step}: … and ${causes.length - 5} other causes`);
  }
  return lines;
}

/**
 * A scenario's table: a row per step and target, and when there are several targets, the
 * ratios of each to the first (the baseline).
 */
export function scenarioTable(
  scenario: string,
  targets: { name: string; steps: StepReport[] }[],
): string {
  const several = targets.length > 1;
  const rows: string[][] = [];
  for (const { step } of targets[0]!.steps) {
    const base = targets[0]!.steps.find((s) => s.step === step)!.summary;
    for (const [i, t] of targets.entries()) {
      const s = t.steps.find((x) => x.step === step)?.summary;
      if (!s) continue;
      rows.push([
        i === 0 ? step : '',
        ...(several ? [t.name] : []),
        ...figures(s),
        ...(several ? (i === 0 ? ['', ''] : ratios(s, base)) : []),
        t.name === 'gateway' ? slo(scenario, step, s) : '',
      ]);
    }
  }
  const header = [
    'step',
    ...(several ? ['target'] : []),
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
    ...(several ? ['req/s ÷ base', 'p99 ÷ base'] : []),
    'k6 SLO (gateway)',
  ];
  return table(header, rows);
}

/** Lines under a scenario table: iterations, the error-rate SLO, and every error's cause. */
export function scenarioFooter(scenario: string, name: string, rec: Recorder): string[] {
  const steps = rec.report();
  const rate = (rec.iterations / rec.seconds).toFixed(1);
  const lines = [
    `${name}: ${rec.iterations} iterations in ${rec.seconds.toFixed(1)} s (${rate}/s); ${failedRateLine(scenario, steps)}`,
  ];
  const errors = errorLines(steps, '    ');
  if (errors.length) lines.push('  errors:', ...errors);
  return lines;
}
