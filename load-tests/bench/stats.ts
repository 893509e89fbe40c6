// The bench's only percentile function: every p50/p95/p99 it prints comes from here.

/**
 * The nearest-rank percentile `p` (0–100) of `xs`: the smallest value that at least `p` % of
 * the values are less than or equal to (`p` = 0 gives the minimum). No interpolation, so every
 * figure is a latency some request really had. `xs` need not be sorted and is not changed.
 */
export function percentile(xs: readonly number[], p: number): number {
  return percentiles(xs, [p])[0]!;
}

/** Several nearest-rank percentiles of `xs`, sorting it once. */
export function percentiles(xs: readonly number[], ps: readonly number[]): number[] {
  if (xs.length === 0) throw new RangeError('No values to take a percentile of');
  // A typed array sorts numerically; Array#sort without a comparator would sort as text.
  const sorted = Float64Array.from(xs).sort();
  return ps.map((p) => sorted[rankOf(p, sorted.length) - 1]!);
}

/** The 1-based nearest rank ⌈p·n/100⌉, at least 1. */
function rankOf(p: number, n: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`Percentile ${p} is not between 0 and 100`);
  // Rounded first, so that float noise cannot push an exact rank up by one (99.9 % of 1000).
  const exact = Math.round(((p * n) / 100) * 1e6) / 1e6;
  return Math.max(1, Math.ceil(exact));
}

/** What one step of a scenario did: its throughput, its latency percentiles and its errors. */
export interface StepSummary {
  /** Successful requests (or completed waits) per second. */
  rps: number;
  count: number;
  /** Milliseconds; NaN when no request of the step succeeded. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Unexpected statuses, socket errors and timeouts. */
  errors: number;
}

/** Summarises the latencies (ms) of `seconds` of load, plus the errors counted beside them. */
export function summarize(latencies: readonly number[], errors: number, seconds: number) {
  const [p50, p95, p99, max] =
    latencies.length === 0 ? [NaN, NaN, NaN, NaN] : percentiles(latencies, [50, 95, 99, 100]);
  return {
    rps: latencies.length / seconds,
    count: latencies.length,
    p50: p50!,
    p95: p95!,
    p99: p99!,
    max: max!,
    errors,
  } satisfies StepSummary;
}
