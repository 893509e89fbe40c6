// Scenarios and SLO thresholds of the shop's load tests. Plain data (no k6 imports), so a
// Node test can check them: every scenario runs an exported function of shop.ts, and every
// threshold is one k6 can parse. Pick scenarios with
// `--env PROFILE=smoke|load|soak|spike|stress|breakpoint`, and the checkout rate in orders per
// second with `--env ORDERS_PER_SECOND=<n>` (default 5).

/** Orders per second the `load` profile places (and `stress` ramps to twice). */
export const DEFAULT_ORDERS_PER_SECOND = 5;

/** A k6 scenario, as much of it as the shop uses. */
export interface Scenario {
  executor: 'constant-vus' | 'constant-arrival-rate' | 'ramping-vus' | 'ramping-arrival-rate';
  exec: string;
  tags?: Record<string, string>;
  [key: string]: unknown;
}

const browse: Scenario = {
  executor: 'constant-arrival-rate',
  exec: 'browse',
  rate: 50,
  timeUnit: '1s',
  duration: '5m',
  preAllocatedVUs: 50,
  maxVUs: 200,
};
const cart: Scenario = { executor: 'constant-vus', exec: 'cart', vus: 20, duration: '5m' };

/**
 * Checkout at a target order rate (an open model): `rate` purchases start every second
 * whether or not earlier ones have finished, so a slow shop shows as latency and dropped
 * iterations rather than as fewer orders quietly placed. A purchase takes ~1–2 s, so the VUs
 * allocated cover several seconds of arrivals.
 */
const checkoutAt = (rate: number, duration: string): Scenario => ({
  executor: 'constant-arrival-rate',
  exec: 'checkout',
  rate,
  timeUnit: '1s',
  duration,
  preAllocatedVUs: Math.max(10, rate * 4),
  maxVUs: Math.max(50, rate * 20),
});

/** The profiles for `ordersPerSecond`: which scenarios run, and how hard. */
export function profiles(ordersPerSecond = DEFAULT_ORDERS_PER_SECOND) {
  const rate = ordersPerSecond;
  return {
    smoke: { smoke: { executor: 'constant-vus', exec: 'smoke', vus: 1, duration: '30s' } },
    load: { browse, cart, checkout: checkoutAt(rate, '5m') },
    soak: {
      browse: { ...browse, rate: 20, duration: '2h' },
      cart: { ...cart, vus: 10, duration: '2h' },
      checkout: checkoutAt(Math.max(1, Math.round(rate / 2)), '2h'),
    },
    // beyond the target: up to twice the order rate, held, and back; the SLOs still apply
    stress: {
      stress: {
        executor: 'ramping-arrival-rate',
        exec: 'checkout',
        startRate: 1,
        timeUnit: '1s',
        preAllocatedVUs: rate * 4,
        maxVUs: rate * 40,
        stages: [
          { target: rate, duration: '2m' },
          { target: rate * 2, duration: '3m' },
          { target: rate * 2, duration: '5m' },
          { target: 0, duration: '1m' },
        ],
      },
    },
    // where it breaks: the order rate climbs until a threshold aborts the run (abortOnFail);
    // the rate reached then is the breakpoint, read from the summary
    breakpoint: {
      breakpoint: {
        executor: 'ramping-arrival-rate',
        exec: 'checkout',
        startRate: 1,
        timeUnit: '1s',
        preAllocatedVUs: 50,
        maxVUs: 2000,
        stages: [{ target: rate * 20, duration: '20m' }],
      },
    },
    spike: {
      spike: {
        executor: 'ramping-arrival-rate',
        exec: 'browse',
        startRate: 10,
        timeUnit: '1s',
        preAllocatedVUs: 100,
        maxVUs: 1000,
        stages: [
          { target: 10, duration: '1m' },
          { target: 500, duration: '30s' },
          { target: 500, duration: '2m' },
          { target: 10, duration: '30s' },
          { target: 10, duration: '1m' },
        ],
      },
    },
  } satisfies Record<string, Record<string, Scenario>>;
}

/** The profiles at the default order rate. */
export const PROFILES: Record<string, Record<string, Scenario>> = profiles();

/** Every step of a purchase, as the script tags its requests. */
export const CHECKOUT_STEPS = [
  'create-checkout',
  'create-order',
  'sandbox-pay',
  'verify-payment',
  'mark-paid',
  'finalize',
] as const;

/** A k6 threshold: its expression, or one that stops the run when crossed. */
export type Threshold =
  string | { threshold: string; abortOnFail: boolean; delayAbortEval: string };

/** A threshold's expression, e.g. `p(95)<500`. */
export const expressionOf = (t: Threshold) => (typeof t === 'string' ? t : t.threshold);

/** The SLOs of a purchase, for each scenario that runs one. */
function checkoutThresholds(scenario: string, abortOnFail = false): Record<string, Threshold[]> {
  const slo = (expression: string): Threshold =>
    abortOnFail ? { threshold: expression, abortOnFail: true, delayAbortEval: '30s' } : expression;
  return {
    [`http_req_failed{scenario:${scenario}}`]: [slo('rate<0.02')],
    [`checks{scenario:${scenario}}`]: [slo('rate>0.99')],
    ...Object.fromEntries(
      CHECKOUT_STEPS.map((step) => [
        `http_req_duration{scenario:${scenario},name:${step}}`,
        step === 'sandbox-pay' ? [slo('p(95)<300')] : [slo('p(95)<500'), slo('p(99)<1500')],
      ]),
    ),
    // from creating the checkout to the order placed, as the shopper waits for it
    [`checkout_duration{scenario:${scenario}}`]: [slo('p(95)<3000'), slo('p(99)<6000')],
    // the target rate was really offered: no purchase dropped for want of a free VU
    [`dropped_iterations{scenario:${scenario}}`]: [slo('count<1')],
  };
}

/** Service-level objectives, per scenario and per request name (`tags.name`). */
export const THRESHOLDS: Record<string, Threshold[]> = {
  'http_req_failed{scenario:smoke}': ['rate<0.01'],
  'checks{scenario:smoke}': ['rate==1'],
  'http_req_failed{scenario:browse}': ['rate<0.01'],
  'http_req_duration{scenario:browse,name:category}': ['p(95)<150', 'p(99)<400'],
  'http_req_duration{scenario:browse,name:search}': ['p(95)<200', 'p(99)<500'],
  'http_req_duration{scenario:browse,name:product}': ['p(95)<150', 'p(99)<400'],
  'http_req_failed{scenario:cart}': ['rate<0.01'],
  'http_req_duration{scenario:cart,name:add-to-cart}': ['p(95)<300', 'p(99)<800'],
  'http_req_duration{scenario:cart,name:read-cart}': ['p(95)<250', 'p(99)<600'],
  ...checkoutThresholds('checkout'),
  ...checkoutThresholds('stress'),
  ...checkoutThresholds('breakpoint', true),
  'http_req_failed{scenario:spike}': ['rate<0.05'],
  'http_req_duration{scenario:spike}': ['p(99)<2000'],
};

/**
 * The k6 options for `profile` at `ordersPerSecond` (scenarios that are not running keep no
 * thresholds).
 */
export function optionsFor(profile: string, ordersPerSecond = DEFAULT_ORDERS_PER_SECOND) {
  if (!Number.isFinite(ordersPerSecond) || ordersPerSecond <= 0)
    throw new Error(`ORDERS_PER_SECOND must be a positive number, not ${ordersPerSecond}`);
  const all: Record<string, Record<string, Scenario>> = profiles(ordersPerSecond);
  const scenarios = all[profile];
  if (!scenarios)
    throw new Error(`Unknown PROFILE "${profile}": use ${Object.keys(all).join(', ')}`);
  const running = new Set(Object.keys(scenarios));
  const thresholds = Object.fromEntries(
    Object.entries(THRESHOLDS).filter(([metric]) => {
      const scenario = /scenario:([\w-]+)/.exec(metric)?.[1];
      return !scenario || running.has(scenario);
    }),
  );
  return { scenarios, thresholds };
}
