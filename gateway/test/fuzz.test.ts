import { newGuestId, type Product } from '@arogya/contracts';
import {
  apiOf,
  eventsSettled,
  metricValue,
  signUp,
  jobsDone,
  startFullShop,
  testShop,
  FOOD_LABEL,
} from '@arogya/testing';
import { DEFAULT_MAIL_SANDBOX_CONFIG, startMailSandbox } from '@arogya/mail-sandbox';
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import pg from 'pg';

// A property-based fuzz test over every /api route (the gateway's OpenAPI document, and the
// webhook it leaves out): generated hostile bodies, query strings, path ids and headers, from
// an anonymous caller, a customer and an admin. Whatever comes in: never a 5xx, never a stack
// trace, a 4xx always has a message, and a 4xx leaves every table of every service as it was.
// FUZZ_RUNS (default 1500) sets the number of cases, FUZZ_SEED replays a run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const ADMIN = { email: 'fuzz-admin@test.local', password: 'fuzz-admin-pass' };

const shop = testShop('fuzz', async (env, ns, own) => {
  // the notifications service answers routes too (preferences, the contact form, webhooks)
  const mail = own(
    await startMailSandbox({ ...DEFAULT_MAIL_SANDBOX_CONFIG, smtpPort: 0, webPort: 0 }),
  );
  return {
    shop: own(
      await startFullShop(env, ns, { admin: ADMIN, notifications: { SMTP_URL: mail.smtpUrl } }),
    ),
  };
});
const base = () => shop.parts.shop.gateway.baseUrl;
const api = apiOf(base);

interface Route {
  method: string;
  path: string;
}
let routes: Route[] = [];
const tokens: Record<'admin' | 'customer', string> = { admin: '', customer: '' };
let productIds: string[] = [];
const databases: pg.Client[] = [];

// ---- hostile values -------------------------------------------------------------------------

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u200b',
  'fuzz-admin\u200b@test.local',
  '\u202eevil',
  '\u0085\u2028\u2029',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../etc/passwd',
  '%00',
  '%ZZ',
  '{{7*7}}',
  '${jndi:ldap://x/a}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '9'.repeat(40),
  '[1e19,1e19]',
  '["a","b"]',
  '{"$gt":""}',
  ' ',
  '',
  'x'.repeat(10_000),
  'गुरु\u200dजी',
);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const text = fc.oneof(
  nasty,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 10 }), loneSurrogate).map(([a, b]) => a + b),
);
const number = fc.oneof(
  fc.constantFrom(0, -1, 1, 999, 1000, 2 ** 31, 2 ** 53 + 2, 1e19, -1e19, 1e308, 0.5, -0.0001),
  fc.double(),
  fc.integer(),
);
const FIELDS = [
  'name',
  'email',
  'password',
  'productId',
  'quantity',
  'size',
  'color',
  'guestId',
  'userId',
  'items',
  'shippingAddress',
  'firstName',
  'lastName',
  'address',
  'city',
  'postalCode',
  'country',
  'phone',
  'paymentMethod',
  'totalPrice',
  'checkoutId',
  'razorpay_order_id',
  'razorpay_payment_id',
  'razorpay_signature',
  'credential',
  'role',
  'isAdmin',
  'status',
  'price',
  'discountPrice',
  'countInStock',
  'category',
  'sku',
  'images',
  'description',
  'isPublished',
  'reason',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
];
const key = fc.oneof(fc.constantFrom(...FIELDS), text);
const deep = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    number,
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(
      deep(40),
      deep(200),
      Array.from({ length: 5000 }, (_, i) => i),
    ),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 5 }),
  ),
}));

// ---- requests -------------------------------------------------------------------------------

/** A valid body with one field made hostile: gets past the first checks, deeper in. */
const nearValid = fc
  .tuple(
    fc.constantFrom(
      () => ({ name: 'Fuzz', email: 'fuzz@test.local', password: 'fuzz-pass-1' }),
      () => ({ productId: productIds[0], quantity: 1, guestId: newGuestId() }),
      () => ({ guestId: newGuestId() }),
      () => ({
        shippingAddress: {
          firstName: 'Fuzz',
          lastName: 'Tester',
          address: '1 MG Road',
          city: 'Pune',
          postalCode: '411001',
          country: 'India',
          phone: '9876543210',
        },
        paymentMethod: 'Razorpay',
      }),
      () => ({
        name: 'Fuzz Capsules',
        description: 'Fuzzed.',
        price: 100,
        countInStock: 5,
        sku: 'FUZZ-1',
        category: 'Supplements',
        label: FOOD_LABEL,
      }),
      () => ({
        razorpay_order_id: 'order_x',
        razorpay_payment_id: 'pay_x',
        razorpay_signature: 'x',
      }),
    ),
    fc.constantFrom(...FIELDS),
    value,
  )
  .map(([make, field, v]) => {
    const body = make() as Record<string, unknown>;
    const address = body.shippingAddress as Record<string, unknown> | undefined;
    if (address && field in address) address[field] = v;
    else Object.defineProperty(body, field, { value: v, enumerable: true, writable: true });
    return JSON.stringify(body) as string | undefined;
  });
const rawBody = fc.constantFrom(
  '{',
  '{"a":',
  'null',
  '"x"',
  '[]',
  '\u0000',
  '{"name":"\\u0000"}',
  '{"name":"\\ud800"}',
  '{"__proto__":{"isAdmin":true}}',
  '['.repeat(5000) + ']'.repeat(5000),
  'name=x&email=y',
  '',
);
const body = fc.oneof(
  nearValid,
  value.map((v) => JSON.stringify(v) as string | undefined),
  rawBody,
  fc.constant(undefined),
);
const QUERY_KEYS = ['category', 'search', 'limit', 'page', 'sort', 'range', 'filter', 'guestId'];
const query = fc.dictionary(
  fc.oneof(fc.constantFrom(...QUERY_KEYS, 'collection', 'userId', 'brand'), text),
  fc.oneof(text, number.map(String)),
  { maxKeys: 3 },
);
const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});
const caller = fc.constantFrom('anonymous', 'customer', 'admin', 'forged' as const);
const headers = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/xml',
    ),
    'x-correlation-id': fc.oneof(printable, fc.constant('x'.repeat(5000))),
    traceparent: fc.oneof(
      printable,
      fc.constant('00-' + 'f'.repeat(32) + '-' + '0'.repeat(16) + '-01'),
    ),
    'cache-control': fc.constantFrom('no-cache', 'max-age=-1', 'x'.repeat(100)),
    'x-forwarded-for': printable,
    accept: printable,
  },
  { requiredKeys: [] },
);

interface Case {
  route: Route;
  id: string;
  query: Record<string, string>;
  body: string | undefined;
  caller: 'anonymous' | 'customer' | 'admin' | 'forged';
  forged: string;
  headers: Record<string, string>;
}
const cases = (all: Route[]) =>
  fc.record<Case>({
    route: fc.constantFrom(...all),
    id: fc.oneof(text, fc.constantFrom(...productIds), fc.uuid()),
    query,
    body,
    caller,
    forged: printable,
    headers,
  });

/**
 * `encodeURIComponent`, which throws on a lone surrogate, sending it as a hostile client would:
 * its three WTF-8 bytes (not valid UTF-8).
 */
const encode = (v: string) =>
  v.replace(/[\s\S]/gu, (ch) => {
    const c = ch.charCodeAt(0);
    if (ch.length > 1 || c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
    const bytes = [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)];
    return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });

function request(c: Case): { url: string; init: RequestInit } {
  const path = c.route.path.replace(/\{[^}]+\}/g, () => encode(c.id));
  const qs = Object.entries(c.query)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .join('&');
  const auth: Record<string, string> =
    c.caller === 'anonymous'
      ? {}
      : { authorization: `Bearer ${c.caller === 'forged' ? c.forged : tokens[c.caller]}` };
  const hasBody = c.route.method !== 'GET' && c.body !== undefined;
  return {
    url: `${base()}${path}${qs ? `?${qs}` : ''}`,
    init: {
      method: c.route.method,
      headers: { 'content-type': 'application/json', ...c.headers, ...auth },
      body: hasBody ? c.body : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    },
  };
}

// ---- what "nothing written" means -------------------------------------------------------------

/** Every table of every service's database, as a digest of its rows. */
async function fingerprint(): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  await Promise.all(
    databases.map(async (db) => {
      const { rows: tables } = await db.query<{ t: string }>(
        `SELECT table_name AS t FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
      );
      const parts = tables.map(
        ({ t }) =>
          `SELECT '${t}' AS t, count(*)::text || ':' || coalesce(md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))), '') AS d FROM "${t}" x`,
      );
      const { rows } = await db.query<{ t: string; d: string }>(parts.join(' UNION ALL '));
      for (const r of rows) digests.set(`${db.database}.${r.t}`, r.d);
    }),
  );
  return digests;
}
const changed = (a: Map<string, string>, b: Map<string, string>) =>
  [...b.keys()].filter((k) => a.get(k) !== b.get(k));

const STACK = /\n\s+at .+:\d+:\d+|node_modules|\bat (async )?[\w.<>]+ \(/;

before(async () => {
  await shop.ready;
  const doc = (await (await fetch(`${base()}/api/docs/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path })),
  );
  // left out of the document
  routes.push(
    { method: 'POST', path: '/api/webhooks/razorpay' },
    { method: 'GET', path: '/api/webhooks/whatsapp' },
    { method: 'POST', path: '/api/webhooks/whatsapp' },
    { method: 'POST', path: '/api/webhooks/sms' },
    { method: 'POST', path: '/api/webhooks/email' },
  );
  tokens.admin = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
  tokens.customer = (await signUp(api, 'fuzz')).token;
  productIds = ((await api('GET', '/api/products?limit=5')).body as Product[]).map((p) => p._id);
  const { env, ns } = shop;
  for (const service of [
    'users',
    'catalog',
    'cart',
    'checkout',
    'orders',
    'notifications',
    'fulfilment',
  ]) {
    const url = new URL(env.postgresUrl);
    url.pathname = `/${ns.database(service)}`;
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    databases.push(db);
  }
});

describe('fuzzing every /api route with hostile input', () => {
  it('never answers 5xx or a stack trace, always a message on 4xx, and writes nothing on a 4xx', async (t) => {
    try {
      assert.ok(routes.length >= 35, `every route is in the OpenAPI document (${routes.length})`);
      const { shop: full } = shop.parts;
      const processes = [full.gateway, ...Object.values(full.services), full.notifications!];
      const serverErrors = () =>
        metricValue(full.gateway.opsUrl, 'http_requests_total', 'status="5');
      const errorsBefore = await serverErrors();
      const statuses = new Map<number, number>();
      const touched = new Set<string>();
      // the fingerprint sees a write: a guest's first cart line
      await eventsSettled(shop.env, shop.ns, processes);
      const empty = await fingerprint();
      const line = { guestId: newGuestId(), productId: productIds[0], quantity: 1 };
      assert.equal((await api('POST', '/api/cart', line)).status, 200);
      await eventsSettled(shop.env, shop.ns, processes);
      let state = await fingerprint();
      assert.ok(
        changed(empty, state).some((table) => table.endsWith('_cart.cart_lines')),
        `the cart's write is seen: ${changed(empty, state).join(', ')}`,
      );
      let count = 0;

      const run = await fc.check(
        fc.asyncProperty(cases(routes), async (c) => {
          count += 1;
          const { url, init } = request(c);
          const res = await fetch(url, init);
          const raw = await res.text();
          const sent = `${c.headers['content-type'] ?? 'application/json'} ${String(init.body).slice(0, 200)}`;
          const what = `${init.method} ${url.slice(0, 300)} (${c.caller}, ${sent}) → ${res.status} ${raw.slice(0, 300)}`;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          touched.add(`${c.route.method} ${c.route.path}`);
          assert.ok(res.status < 500, what);
          assert.doesNotMatch(raw, STACK, `no stack trace: ${what}`);
          if (res.status >= 400) {
            if (init.method !== 'HEAD' && res.headers.get('content-type')?.includes('json')) {
              const message = (JSON.parse(raw) as { message?: unknown }).message;
              assert.ok(typeof message === 'string' && message.length > 0, `a message: ${what}`);
            }
            const after = await fingerprint();
            assert.deepEqual(changed(state, after), [], `nothing written on a 4xx: ${what}`);
          } else {
            // a valid request may write, and its events may write further: let them finish
            if (init.method !== 'GET') {
              await eventsSettled(shop.env, shop.ns, processes);
              // … and the messages they asked for go out (a send writes its state)
              await jobsDone(shop.env, shop.ns, 'notifications');
            }
            state = await fingerprint();
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      if (run.failed) {
        const error =
          run.errorInstance instanceof Error ? run.errorInstance.message : run.errorInstance;
        assert.fail(`case ${count} (seed ${SEED}): ${String(error)}`);
      }

      assert.equal(await serverErrors(), errorsBefore, 'the gateway counted no 5xx');
      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      t.diagnostic(
        `${count} cases over ${touched.size}/${routes.length} routes (seed ${SEED}): ${byStatus.join(', ')}`,
      );
      assert.equal(touched.size, routes.length, 'every route was tried');
    } finally {
      await Promise.all(databases.map((db) => db.end()));
    }
  });
});
