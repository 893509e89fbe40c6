import autocannon from 'autocannon';

/** Throughput and latency of one load run. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** How each request is made (default: GET `url`). */
export interface RequestShape {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** A fresh body for every request. */
  body?: () => string;
}

/** Runs a closed-loop load against `url` for `seconds` with `connections` open. */
export async function load(
  url: string,
  seconds: number,
  connections: number,
  shape: RequestShape = {},
): Promise<LoadResult> {
  const { method = 'GET', headers, body } = shape;
  const r = await autocannon({
    url,
    duration: seconds,
    connections,
    pipelining: 1,
    requests: [
      {
        method,
        headers,
        setupRequest: (req) => (body ? { ...req, body: body() } : req),
      },
    ],
  });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** Median of several runs, field by field (noisy machines: never trust one run). */
export function medianOf(runs: LoadResult[]): LoadResult {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  };
}

/** Percentile `p` (0–100) of `xs`. */
export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}
