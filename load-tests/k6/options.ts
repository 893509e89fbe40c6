// Scenarios and SLO thresholds of the shop's load tests. Plain data (no k6 imports), so a
// Node test can check them: every scenario runs an exported function of shop.ts, and every
// threshold is one k6 can parse. Pick scenarios with `--env PROFILE=smoke|load|soak|spike`.

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
const checkout: Scenario = { executor: 'constant-vus', exec: 'checkout', vus: 5, duration: '5m' };

/** The profiles: which scenarios run, and how hard. */
export const PROFILES: Record<string, Record<string, Scenario>> = {
  smoke: { smoke: { executor: 'constant-vus', exec: 'smoke', vus: 1, duration: '30s' } },
  load: { browse, cart, checkout },
  soak: {
    browse: { ...browse, rate: 20, duration: '2h' },
    cart: { ...cart, vus: 10, duration: '2h' },
    checkout: { ...checkout, vus: 2, duration: '2h' },
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
};

/** Service-level objectives, per scenario and per request name (`tags.name`). */
export const THRESHOLDS: Record<string, string[]> = {
  'http_req_failed{scenario:smoke}': ['rate<0.01'],
  'checks{scenario:smoke}': ['rate==1'],
  'http_req_failed{scenario:browse}': ['rate<0.01'],
  'http_req_duration{scenario:browse,name:category}': ['p(95)<150', 'p(99)<400'],
  'http_req_duration{scenario:browse,name:search}': ['p(95)<200', 'p(99)<500'],
  'http_req_duration{scenario:browse,name:product}': ['p(95)<150', 'p(99)<400'],
  'http_req_failed{scenario:cart}': ['rate<0.01'],
  'http_req_duration{scenario:cart,name:add-to-cart}': ['p(95)<300', 'p(99)<800'],
  'http_req_duration{scenario:cart,name:read-cart}': ['p(95)<250', 'p(99)<600'],
  'http_req_failed{scenario:checkout}': ['rate<0.02'],
  'http_req_duration{scenario:checkout,name:create-checkout}': ['p(95)<500', 'p(99)<1500'],
  'http_req_duration{scenario:checkout,name:verify-payment}': ['p(95)<500', 'p(99)<1500'],
  'checks{scenario:checkout}': ['rate>0.99'],
  'http_req_failed{scenario:spike}': ['rate<0.05'],
  'http_req_duration{scenario:spike}': ['p(99)<2000'],
};

/** The k6 options for `profile` (scenarios that are not running keep no thresholds). */
export function optionsFor(profile: string) {
  const scenarios = PROFILES[profile];
  if (!scenarios)
    throw new Error(`Unknown PROFILE "${profile}": use ${Object.keys(PROFILES).join(', ')}`);
  const running = new Set(Object.keys(scenarios));
  const thresholds = Object.fromEntries(
    Object.entries(THRESHOLDS).filter(([metric]) => {
      const scenario = /scenario:([\w-]+)/.exec(metric)?.[1];
      return !scenario || running.has(scenario);
    }),
  );
  return { scenarios, thresholds };
}
