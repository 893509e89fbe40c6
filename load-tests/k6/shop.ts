// k6 load tests of the Arogya shop: `k6 run --env BASE_URL=https://shop.example --env PROFILE=load shop.ts`
// (k6 ≥ 0.57 runs TypeScript directly). See load-tests/README.md.
import { check, fail, group, sleep } from 'k6';
import crypto from 'k6/crypto';
import encoding from 'k6/encoding';
import http, { type RefinedResponse, type ResponseType } from 'k6/http';
import { Trend } from 'k6/metrics';
import { DEFAULT_ORDERS_PER_SECOND, optionsFor } from './options.ts';

const BASE = __ENV.BASE_URL ?? 'http://127.0.0.1:8080';
/** The Razorpay sandbox: where the checkout scenario "pays" (never the real Razorpay). */
const SANDBOX = __ENV.SANDBOX_URL ?? 'http://127.0.0.1:9300';
/** The sandbox's key secret, to check its signature exactly as the shop does. */
const KEY_SECRET = __ENV.RAZORPAY_KEY_SECRET ?? 'sandbox_key_secret';
const JSON_HEADERS = { 'content-type': 'application/json' };

export const options = optionsFor(
  __ENV.PROFILE ?? 'smoke',
  Number(__ENV.ORDERS_PER_SECOND ?? DEFAULT_ORDERS_PER_SECOND),
);

/** A purchase as the shopper waits for it: creating the checkout to the order placed. */
const checkoutDuration = new Trend('checkout_duration', true);

interface Product {
  _id: string;
  countInStock: number;
  price: number;
  discountPrice: number | null;
}

const ok = (res: RefinedResponse<ResponseType>, name: string, status = 200) =>
  check(res, { [`${name} ${status}`]: (r) => r.status === status });

/** A guest id as the storefront makes it: `guest_` + ms timestamp + unguessable randomness. */
const guestId = () =>
  `guest_${String(Date.now()).padStart(13, '0')}_${encoding.b64encode(crypto.randomBytes(18), 'rawurl')}`;

/** Products to work with, read once per VU. */
let catalogue: Product[] = [];
function products(): Product[] {
  if (catalogue.length === 0) {
    const res = http.get(`${BASE}/api/products?limit=60`, { tags: { name: 'catalogue' } });
    catalogue = (res.json() as unknown as Product[]).filter((p) => p.countInStock > 20);
    if (catalogue.length === 0) fail('the catalogue has no product in stock');
  }
  return catalogue;
}
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/** Smoke: every public read answers. */
export function smoke() {
  ok(
    http.get(`${BASE}/api/products?category=Protein&limit=24`, { tags: { name: 'category' } }),
    'category',
  );
  ok(http.get(`${BASE}/api/products?search=protien`, { tags: { name: 'search' } }), 'search');
  ok(
    http.get(`${BASE}/api/products/${pick(products())._id}`, { tags: { name: 'product' } }),
    'product',
  );
  ok(http.get(`${BASE}/`, { tags: { name: 'storefront' } }), 'storefront');
  sleep(1);
}

/** Browse: a shopper's reads (category page, search, a product and its similar ones). */
export function browse() {
  const category = pick([
    'Ayurvedic',
    'Protein',
    'Device',
    'Superfood',
    'Supplements',
    'Fitness',
    'Lifestyle',
    'Health Tech',
  ]);
  ok(
    http.get(`${BASE}/api/products?category=${encodeURIComponent(category)}&limit=24`, {
      tags: { name: 'category' },
    }),
    'category',
  );
  ok(
    http.get(
      `${BASE}/api/products?search=${pick(['ashwagandha', 'protein', 'moringa', 'yoga', 'turmerik'])}`,
      { tags: { name: 'search' } },
    ),
    'search',
  );
  const id = pick(products())._id;
  ok(http.get(`${BASE}/api/products/${id}`, { tags: { name: 'product' } }), 'product');
  ok(http.get(`${BASE}/api/products/similar/${id}`, { tags: { name: 'similar' } }), 'similar');
}

/** Cart: a guest adds two products, changes a quantity and reads the cart. */
export function cart() {
  const guest = guestId();
  const [a, b] = [pick(products()), pick(products())];
  for (const p of [a, b]) {
    ok(
      http.post(
        `${BASE}/api/cart`,
        JSON.stringify({ productId: p._id, quantity: 1, guestId: guest }),
        { headers: JSON_HEADERS, tags: { name: 'add-to-cart' } },
      ),
      'add-to-cart',
    );
  }
  ok(
    http.put(
      `${BASE}/api/cart`,
      JSON.stringify({ productId: a._id, quantity: 1, guestId: guest }),
      { headers: JSON_HEADERS, tags: { name: 'update-cart' } },
    ),
    'update-cart',
  );
  const read = http.get(`${BASE}/api/cart?guestId=${guest}`, { tags: { name: 'read-cart' } });
  check(read, {
    'read-cart has lines': (r) => ((r.json('products') as unknown[]) ?? []).length >= 1,
  });
  sleep(1);
}

/** Checkout: sign up, check out, pay in the sandbox, verify (signature checked like Razorpay's), finalize. */
/**
 * This VU's customer, registered on its first checkout and kept: registrations are rate
 * limited per address (10 a minute by default), as a real shop's sign-ups would be.
 */
let customerToken: string | undefined;

export function checkout() {
  group('checkout', () => {
    if (!customerToken) {
      const email = `k6-${__VU}-${Date.now()}@load.test`;
      const reg = http.post(
        `${BASE}/api/users/register`,
        JSON.stringify({ name: 'Load Tester', email, password: 'load-test-pass' }),
        { headers: JSON_HEADERS, tags: { name: 'register' } },
      );
      if (!ok(reg, 'register', 201)) return;
      customerToken = reg.json('token') as string;
    }
    const auth = { ...JSON_HEADERS, authorization: `Bearer ${customerToken}` };
    const p = pick(products());
    const created = http.post(
      `${BASE}/api/checkout`,
      JSON.stringify({
        checkoutItems: [{ productId: p._id, quantity: 1 }],
        shippingAddress: {
          firstName: 'Load',
          lastName: 'Tester',
          address: '1 Benchmark Road',
          city: 'Udaipur',
          postalCode: '313001',
          country: 'INDIA',
          phone: '9000000000',
        },
        paymentMethod: 'Razorpay',
      }),
      { headers: auth, tags: { name: 'create-checkout' } },
    );
    if (!ok(created, 'create-checkout', 201)) return;
    const started = Date.now() - created.timings.duration;
    const checkoutId = created.json('_id') as string;
    const order = http.post(`${BASE}/api/createOrder`, JSON.stringify({ courseId: checkoutId }), {
      headers: auth,
      tags: { name: 'create-order' },
    });
    if (!ok(order, 'create-order')) return;
    const paid = http.post(
      `${SANDBOX}/sandbox/pay`,
      JSON.stringify({ key: order.json('key'), order_id: order.json('id'), outcome: 'success' }),
      { headers: JSON_HEADERS, tags: { name: 'sandbox-pay' } },
    );
    if (!ok(paid, 'sandbox-pay')) return;
    const r = paid.json() as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
    const expected = crypto.hmac(
      'sha256',
      KEY_SECRET,
      `${r.razorpay_order_id}|${r.razorpay_payment_id}`,
      'hex',
    );
    check(r, {
      'signature is Razorpay’s HMAC of order|payment': (x) => x.razorpay_signature === expected,
    });
    const verified = http.post(
      `${BASE}/api/verifyPayment`,
      JSON.stringify({
        order_id: r.razorpay_order_id,
        payment_id: r.razorpay_payment_id,
        signature: r.razorpay_signature,
      }),
      { headers: auth, tags: { name: 'verify-payment' } },
    );
    check(verified, { 'payment verified': (v) => v.json('success') === true });
    ok(
      http.put(
        `${BASE}/api/checkout/${checkoutId}/pay`,
        JSON.stringify({ paymentStatus: 'paid', paymentDetails: r }),
        { headers: auth, tags: { name: 'mark-paid' } },
      ),
      'mark-paid',
      201,
    );
    const fin = http.post(`${BASE}/api/checkout/${checkoutId}/finalize`, null, {
      headers: { authorization: auth.authorization },
      tags: { name: 'finalize' },
    });
    if (
      check(fin, { 'order placed': (f) => f.status === 200 && f.json('status') === 'Processing' })
    )
      checkoutDuration.add(Date.now() - started);
  });
  // no think time: the scenarios' arrival rate sets the pace
}

/** The end-of-test summary's parts the shop reads. */
interface Summary {
  metrics: Record<
    string,
    { values: Record<string, number>; thresholds?: Record<string, { ok: boolean }> }
  >;
}

/**
 * The results: every threshold's verdict and the figures an SRE looks for first, on standard
 * output, and the whole summary as JSON in SUMMARY_JSON (default `k6-summary.json`) for
 * dashboards and release records. (Prometheus remote write: `-o experimental-prometheus-rw`,
 * see load-tests/README.md.)
 */
export function handleSummary(data: Summary) {
  const lines: string[] = [];
  for (const [metric, m] of Object.entries(data.metrics)) {
    for (const [expression, t] of Object.entries(m.thresholds ?? {}))
      lines.push(`${t.ok ? 'PASS' : 'FAIL'}  ${metric}  ${expression}`);
  }
  const value = (metric: string, key: string) => data.metrics[metric]?.values[key];
  const figures = [
    ['purchases completed', value('checkout_duration', 'count')],
    ['purchase p95 (ms)', value('checkout_duration', 'p(95)')],
    ['dropped iterations', value('dropped_iterations', 'count') ?? 0],
    ['requests/s', value('http_reqs', 'rate')],
    ['failed requests (rate)', value('http_req_failed', 'rate')],
  ]
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === 'number' ? Math.round(v * 100) / 100 : v}`);
  return {
    stdout: `${lines.sort().join('\n')}\n\n${figures.join('\n')}\n`,
    [__ENV.SUMMARY_JSON ?? 'k6-summary.json']: JSON.stringify(data, null, 2),
  };
}
