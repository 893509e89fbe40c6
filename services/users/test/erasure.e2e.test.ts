import type { AdminSummary, ErasureRequestView } from '@arogya/contracts';
import { DEFAULT_MAIL_SANDBOX_CONFIG, startMailSandbox } from '@arogya/mail-sandbox';
import {
  adminProduct,
  apiOf,
  buy,
  rowsMentioning,
  serviceDatabase,
  SHIPPING_ADDRESS,
  startFullShop,
  testShop,
  tokenRefused,
  until,
} from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';

const ADMIN = { email: 'erasure-admin@test.local', password: 'erasure-admin-pass' };
/** Every service's database: each is scanned. */
const DATABASES = ['users', 'catalog', 'cart', 'checkout', 'orders', 'notifications', 'fulfilment'];
/** What the law makes the shop keep: the invoices' (and credit notes') immutable snapshots. */
const KEPT_TABLES = new Set(['orders.invoices']);

/**
 * "Delete my account" end to end (DPDP): the whole shop with notifications sending to a real
 * SMTP server; a shopper who bought, opted in to WhatsApp and wrote to support asks for their
 * account to be deleted; afterwards no table of any service holds their name, e-mail, phone or
 * street except the invoice snapshots, and the admin's revenue is what it was.
 */
const shop = testShop('erasure', async (env, ns, own) => {
  const mail = own(
    await startMailSandbox({
      ...DEFAULT_MAIL_SANDBOX_CONFIG,
      host: '127.0.0.1',
      smtpPort: 0,
      webPort: 0,
    }),
  );
  const full = await startFullShop(env, ns, {
    admin: ADMIN,
    seed: false,
    notifications: {
      SMTP_URL: mail.smtpUrl,
      NOTIFY_RETRY_DELAY_MS: '250',
      WHATSAPP_ENABLED: 'false',
      SMS_ENABLED: 'false',
    },
  });
  return { ...full, mail };
});
const api = apiOf(() => shop.parts.gateway.baseUrl);

/** A person with details nobody else in the shop has, so that a scan can look for them. */
function person() {
  const tag = randomUUID().slice(0, 8);
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return {
    name: `Zubeida Qureshi ${tag}`,
    email: `zubeida-${tag}@test.local`,
    password: 'zubeida-pass-1',
    phone,
    street: `47 Lakeview Colony ${tag}`,
  };
}
type Person = ReturnType<typeof person>;

/** Signs `p` up, buys, opts in to WhatsApp and writes to support: data in every service. */
async function shopsAndWrites(p: Person, productId: string) {
  const reg = await api('POST', '/api/users/register', {
    name: p.name,
    email: p.email,
    password: p.password,
  });
  assert.equal(reg.status, 201);
  const token = reg.body.token as string;
  const shipping = { ...SHIPPING_ADDRESS, address: p.street, phone: p.phone };
  await api('POST', '/api/users/me/addresses', shipping, token);
  const c = await buy(api, shop.parts.sandbox.url, token, [{ productId, quantity: 1 }], shipping);
  await api('POST', '/api/cart', { productId, quantity: 1, userId: reg.body.user._id }, token);
  const prefs = await api(
    'PUT',
    '/api/notifications/preferences',
    { whatsappOptIn: true, whatsappPhone: p.phone },
    token,
  );
  assert.equal(prefs.status, 200, JSON.stringify(prefs.body));
  await api('POST', '/api/contact', {
    name: p.name,
    email: p.email,
    subject: 'Order',
    message: `Please call me on ${p.phone}`,
    website: '',
    elapsedMs: 9000,
  });
  // the order and its confirmation (with its invoice) are there before anything is erased
  await shop.parts.mail.waitFor(
    (m) => m.to.includes(p.email) && / is confirmed$/.test(m.subject),
    30_000,
  );
  return { token, userId: reg.body.user._id as string, checkoutId: c._id };
}

/** The rows of every table of every service that mention one of `needles` (case-insensitive). */
async function mentions(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const service of DATABASES) {
    const db = await serviceDatabase(shop.env, shop.ns, service);
    try {
      for (const { table, row } of await rowsMentioning(db, needles, ['outbox']))
        if (!KEPT_TABLES.has(`${service}.${table}`))
          found.push(`${service}.${table}: ${row.slice(0, 200)}`);
    } finally {
      await db.end();
    }
  }
  return found;
}

describe('delete my account', () => {
  it('erases the person from every service but the invoices, and the revenue still adds up', async () => {
    const admin = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
    const product = await adminProduct(api, admin, {
      name: 'Triphala Churna',
      price: 349,
      countInStock: 50,
    });
    const leaver = person();
    const stayer = person();
    const gone = await shopsAndWrites(leaver, product._id);
    await shopsAndWrites(stayer, product._id);
    const needles = (p: Person) => [p.name, p.email, p.phone, p.street];
    assert.ok((await mentions(needles(leaver))).length > 10, 'the person is all over the shop');
    const before = (await api('GET', '/api/admin/summary', undefined, admin)).body as AdminSummary;

    // the download first: one file, from every service
    const file = await fetch(`${shop.parts.gateway.baseUrl}/api/users/me/data`, {
      headers: { authorization: `Bearer ${gone.token}` },
    });
    assert.equal(file.status, 200);
    assert.match(
      file.headers.get('content-disposition') ?? '',
      /attachment; filename="arogya-my-data-/,
    );
    const data = (await file.json()) as Record<string, Record<string, unknown>>;
    for (const part of ['users', 'cart', 'checkout', 'orders', 'notifications'])
      assert.ok(data[part], `${part} is in the file`);
    const text = JSON.stringify(data);
    assert.ok(text.includes(leaver.street) && text.includes(leaver.phone));
    assert.ok(!text.includes(stayer.email) && !text.includes(stayer.street), 'only their own');

    const wrong = await api(
      'POST',
      '/api/users/me/erasure',
      { password: 'not-it-at-all' },
      gone.token,
    );
    assert.equal(wrong.status, 400, 'the password confirms it');
    const asked = await api(
      'POST',
      '/api/users/me/erasure',
      { password: leaver.password },
      gone.token,
    );
    assert.equal(asked.status, 202, JSON.stringify(asked.body));
    const request = asked.body as ErasureRequestView;
    assert.equal(request.state, 'requested');
    assert.ok(Date.parse(request.dueBy) - Date.parse(request.requestedAt) >= 29 * 86_400_000);
    // the account stops at once
    await tokenRefused(api, gone.token);
    const login = await api('POST', '/api/users/login', {
      email: leaver.email,
      password: leaver.password,
    });
    assert.equal(login.status, 401);
    await shop.parts.mail.waitFor(
      (m) => m.to.includes(leaver.email) && /request to delete/.test(m.subject),
      20_000,
    );

    const done = await until(
      async () => {
        const r = await api(
          'GET',
          `/api/admin/data-requests?userId=${gone.userId}`,
          undefined,
          admin,
        );
        const [latest] = r.body as ErasureRequestView[];
        return latest?.state === 'completed' ? latest : undefined;
      },
      60_000,
      'the erasure to complete',
    );
    assert.deepEqual(done.pending, []);
    // the last message went out, then left nothing behind either
    await shop.parts.mail.waitFor(
      (m) => m.to.includes(leaver.email) && /has been deleted/.test(m.subject),
      20_000,
    );
    const left = await until(
      async () => {
        const hits = await mentions(needles(leaver));
        return hits.length === 0 ? hits : undefined;
      },
      30_000,
      'no trace of the person',
    ).catch(async () => mentions(needles(leaver)));
    assert.deepEqual(left, []);
    assert.ok((await mentions(needles(stayer))).length > 10, 'the other shopper is untouched');

    // the invoice's snapshot is kept, and the revenue is what it was
    const after = (await api('GET', '/api/admin/summary', undefined, admin)).body as AdminSummary;
    assert.equal(after.revenue, before.revenue);
    assert.equal(after.totalOrders, before.totalOrders);
    const orders = await serviceDatabase(shop.env, shop.ns, 'orders');
    try {
      const { rows } = await orders.query(
        `SELECT snapshot::text AS s FROM invoices WHERE order_id IN
           (SELECT id FROM orders WHERE user_id = $1)`,
        [gone.userId],
      );
      assert.equal(rows.length, 1);
      assert.ok(
        rows[0].s.includes(leaver.street),
        'the invoice keeps the buyer’s address as issued',
      );
    } finally {
      await orders.end();
    }
    // the address is free again: a new sign-up owns it
    const again = await api('POST', '/api/users/register', {
      name: 'New Zubeida',
      email: leaver.email,
      password: 'another-pass-2',
    });
    assert.equal(again.status, 201);
    assert.notEqual(again.body.user._id, gone.userId);
    // an admin may still remove the nameless account (its request goes with it)
    const removed = await api('DELETE', `/api/admin/users/${gone.userId}`, undefined, admin);
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
  });
});
