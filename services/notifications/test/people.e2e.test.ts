import { CONSENT_WORDING } from '@arogya/contracts';
import { eventsSettled, signUp, until } from '@arogya/testing';
import { Redis } from 'ioredis';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { ADMIN, notificationsDb, notifyShop, productToBuy, shopperBuys, STAFF } from './support.js';

// the digest's hour is looked for every second, and every hour is past it
const { shop, api } = notifyShop('notifyppl', {
  DIGEST_HOUR_IST: '0',
  DIGEST_CHECK_EVERY_MS: '1000',
});
let adminToken: string;

before(async () => {
  await shop.ready;
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
});

/** The preferences link of the newest e-mail to `email` (its footer's "Choose which messages you get"). */
async function preferencesLink(email: string) {
  const m = await shop.parts.mail.waitFor(
    (x) => x.to.includes(email) && / is confirmed$/.test(x.subject),
    20_000,
  );
  // the HTML part escapes `=` in attributes (`&#x3D;`), as a browser reads it
  const html = (m.html ?? '').replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
  const href = /href="([^"]*\/messages\/preferences\?t=[^"]+)"/.exec(html)?.[1];
  assert.ok(href, 'the e-mail links to the preferences page');
  return new URL(href).searchParams.get('t')!;
}

describe('people decide (preferences, consent, links that work signed out)', () => {
  it('a shopper opts in to WhatsApp with a number as typed; each choice is recorded with its wording', async () => {
    const s = await signUp(api, 'Kiran');
    const none = await api('GET', '/api/notifications/preferences', undefined, s.token);
    assert.equal(none.status, 200);
    assert.deepEqual(
      { ...none.body, wording: undefined },
      {
        email: none.body.email,
        whatsappOptIn: false,
        whatsappPhone: null,
        marketingEmail: false,
        language: 'en',
        wording: undefined,
      },
    );
    assert.deepEqual(none.body.wording, CONSENT_WORDING);
    const noPhone = await api(
      'PUT',
      '/api/notifications/preferences',
      { whatsappOptIn: true },
      s.token,
    );
    assert.equal(noPhone.status, 400);
    assert.equal(noPhone.body.message, 'Please enter the mobile number for WhatsApp updates');
    const badPhone = await api(
      'PUT',
      '/api/notifications/preferences',
      { whatsappOptIn: true, whatsappPhone: '12345' },
      s.token,
    );
    assert.equal(badPhone.status, 400);
    assert.match(badPhone.body.message, /10-digit Indian mobile number/);
    const ok = await api(
      'PUT',
      '/api/notifications/preferences',
      { whatsappOptIn: true, whatsappPhone: '098765 43210', marketingEmail: true },
      s.token,
    );
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.whatsappPhone, '919876543210');
    await api('PUT', '/api/notifications/preferences', { whatsappOptIn: false }, s.token);
    const signedOut = await api('GET', '/api/notifications/preferences');
    assert.equal(signedOut.status, 401);
    const db = await notificationsDb(shop);
    try {
      const { rows } = await db.query(
        'SELECT purpose, granted, recipient, wording, via FROM consents WHERE user_id = $1 ORDER BY id',
        [s.user._id],
      );
      assert.deepEqual(rows, [
        {
          purpose: 'whatsapp',
          granted: true,
          recipient: '919876543210',
          wording: CONSENT_WORDING.whatsapp,
          via: 'account',
        },
        {
          purpose: 'marketing-email',
          granted: true,
          recipient: null,
          wording: CONSENT_WORDING.marketing,
          via: 'account',
        },
        {
          purpose: 'whatsapp',
          granted: false,
          recipient: '919876543210',
          wording: CONSENT_WORDING.whatsapp,
          via: 'account',
        },
      ]);
    } finally {
      await db.close();
    }
  });

  it("an e-mail's link opens the shopper's choices signed out; a changed link is refused; one-click unsubscribe works", async () => {
    const productId = (await productToBuy(api, 'Shatavari Granules'))._id;
    const { shopper, email } = await shopperBuys(shop, api, productId);
    const token = await preferencesLink(email);
    const mine = await api('GET', `/api/notifications/preferences/${token}`);
    assert.equal(mine.status, 200, JSON.stringify(mine.body));
    assert.equal(mine.body.email, email);
    const on = await api('PUT', `/api/notifications/preferences/${token}`, {
      marketingEmail: true,
    });
    assert.equal(on.body.marketingEmail, true);
    const [body, mac] = token.split('.') as [string, string];
    const forged = `${body}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const refused = await api('PUT', `/api/notifications/preferences/${forged}`, {
      marketingEmail: false,
    });
    assert.equal(refused.status, 403);
    assert.match(refused.body.message, /This link is not valid/);
    const off = await api('POST', `/api/notifications/unsubscribe?t=${token}`);
    assert.equal(off.status, 200, JSON.stringify(off.body));
    assert.deepEqual(off.body, { unsubscribed: true, email });
    const now = await api('GET', '/api/notifications/preferences', undefined, shopper.token);
    assert.equal(now.body.marketingEmail, false);
    const db = await notificationsDb(shop);
    try {
      const { rows } = await db.query(
        `SELECT granted, via FROM consents WHERE user_id = $1 AND purpose = 'marketing-email' ORDER BY id`,
        [shopper.user._id],
      );
      assert.deepEqual(rows, [
        { granted: true, via: 'e-mail link' },
        { granted: false, via: 'unsubscribe link' },
      ]);
    } finally {
      await db.close();
    }
  });
});

describe('the contact form is delivered', () => {
  const form = (email: string, more: Record<string, unknown> = {}) => ({
    name: 'Asha Rao',
    email,
    subject: 'Where is my order?',
    message: 'Hello,\nmy order has not arrived.',
    website: '',
    elapsedMs: 12_000,
    ...more,
  });

  it('is stored with a reference, acknowledged to the sender and sent to support, who reply to the sender', async () => {
    const info = await api('GET', '/api/contact');
    assert.equal(info.body.grievanceOfficer.name, 'Priya Sharma');
    const r = await api('POST', '/api/contact', form('asha.contact@test.local'));
    assert.equal(r.status, 202, JSON.stringify(r.body));
    assert.match(r.body.reference, /^C-\d{8}-[2-9A-Z]{4}$/);
    const ack = await shop.parts.mail.waitFor(
      (m) => m.to.includes('asha.contact@test.local'),
      20_000,
    );
    assert.equal(ack.subject, `We have your message (${r.body.reference})`);
    assert.match(ack.text ?? '', /my order has not arrived/);
    assert.match(ack.text ?? '', /grievance officer, Priya Sharma/);
    const copy = await shop.parts.mail.waitFor(
      (m) => m.to.includes('support@arogya.local') && m.subject.includes(r.body.reference),
      20_000,
    );
    assert.equal(copy.headers['reply-to'], 'asha.contact@test.local');
  });

  it('answers robots the same, and sends them nothing; refuses what is not a message', async () => {
    const honeypot = await api(
      'POST',
      '/api/contact',
      form('bot1@test.local', { website: 'http://spam' }),
    );
    const quick = await api('POST', '/api/contact', form('bot2@test.local', { elapsedMs: 400 }));
    assert.equal(honeypot.status, 202);
    assert.equal(quick.status, 202);
    const bad = await api('POST', '/api/contact', form('not-an-address'));
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message, 'Please enter a valid e-mail address');
    const empty = await api('POST', '/api/contact', form('x@test.local', { message: '  ' }));
    assert.equal(empty.body.message, 'Please enter your message');
    // a real message sent after the robots' arrives, and theirs never did
    await api('POST', '/api/contact', form('person@test.local'));
    await shop.parts.mail.waitFor((m) => m.to.includes('person@test.local'), 20_000);
    const all = shop.parts.mail.messages();
    assert.ok(!all.some((m) => m.to.some((t) => t.startsWith('bot'))));
    const db = await notificationsDb(shop);
    try {
      const { rows } = await db.query(
        `SELECT email, spam FROM contact_requests WHERE email LIKE 'bot%' ORDER BY email`,
      );
      assert.deepEqual(rows, [
        { email: 'bot1@test.local', spam: 'hidden field filled' },
        { email: 'bot2@test.local', spam: 'sent 400 ms after the form showed' },
      ]);
    } finally {
      await db.close();
    }
  });

  it('takes at most CONTACT_DAILY_LIMIT (5) messages a day from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await api('POST', '/api/contact', form('chatty@test.local'))).status);
    assert.deepEqual(codes, [202, 202, 202, 202, 202, 429]);
  });
});

describe('staff hear what they must', () => {
  it('the console sets who hears what; a product falling to the threshold alerts once, again only after a restock', async () => {
    const bad = await api(
      'PUT',
      '/api/admin/notification-settings',
      { orderEmails: ['nope'], financeEmails: [], lowStockThreshold: 2, dailyDigest: true },
      adminToken,
    );
    assert.equal(bad.status, 400);
    const settings = {
      orderEmails: [STAFF, 'stock@shop.test'],
      financeEmails: ['finance@shop.test'],
      lowStockThreshold: 2,
      dailyDigest: true,
    };
    const put = await api('PUT', '/api/admin/notification-settings', settings, adminToken);
    assert.equal(put.status, 200, JSON.stringify(put.body));
    assert.deepEqual(
      (await api('GET', '/api/admin/notification-settings', undefined, adminToken)).body,
      settings,
    );
    const shopper = await signUp(api, 'Stock');
    const asCustomer = await api(
      'GET',
      '/api/admin/notification-settings',
      undefined,
      shopper.token,
    );
    assert.equal(asCustomer.status, 403);

    const p = await productToBuy(api, 'Moringa Powder');
    // each change reaches notifications before the next is made: events of one product may be
    // handled out of order (the newest version wins, so a restock overtaken would be skipped)
    const setStock = async (countInStock: number) => {
      const r = await api('PUT', `/api/admin/products/${p._id}`, { countInStock }, adminToken);
      await eventsSettled(shop.env, shop.ns, [
        shop.parts.services.catalog,
        shop.parts.notifications!,
      ]);
      return r;
    };
    assert.equal((await setStock(2)).status, 200);
    const alert = await shop.parts.mail
      .waitFor(
        (m) => m.to.includes('stock@shop.test') && m.subject.includes('Moringa Powder'),
        20_000,
      )
      .catch((e) => {
        console.log(shop.parts.notifications!.logs());
        throw e;
      });
    assert.equal(alert.subject, 'Low stock: Moringa Powder (2 left)');
    await setStock(1); // still low: no second alert
    await setStock(10); // restocked
    await setStock(0); // low again: a second alert
    await until(
      () =>
        shop.parts.mail
          .messages()
          .filter(
            (m) => m.to.includes('stock@shop.test') && m.subject.startsWith('Low stock: Moringa'),
          ).length === 2 || undefined,
      20_000,
      'the second alert',
    );
    const subjects = shop.parts.mail
      .messages()
      .filter((m) => m.to.includes('stock@shop.test') && m.subject.startsWith('Low stock: Moringa'))
      .map((m) => m.subject)
      .sort();
    assert.deepEqual(subjects, [
      'Low stock: Moringa Powder (0 left)',
      'Low stock: Moringa Powder (2 left)',
    ]);
  });

  it("sends the staff's daily digest once a day, however often its hour is looked for", async () => {
    const digest = await shop.parts.mail.waitFor(
      (m) => m.subject.startsWith('Arogya ') && m.subject.includes(' orders, '),
      20_000,
    );
    assert.match(digest.text ?? '', /In the 24 hours to .*: \d+ orders worth ₹/);
    // several checks later (one a second), still one digest for the day
    const db = await notificationsDb(shop);
    try {
      await until(
        async () => {
          const { rows } = await db.query(
            `SELECT count(*)::int AS n FROM message_history h JOIN messages m ON m.id = h.message_id
             WHERE m.template = 'staff-daily-digest'`,
          );
          return rows[0].n >= 2 || undefined; // queued and sent
        },
        10_000,
        'the digest recorded',
      );
      const before = shop.parts.mail.messages().filter((m) => m.subject === digest.subject).length;
      await jobsDoneTwice();
      const after = shop.parts.mail.messages().filter((m) => m.subject === digest.subject).length;
      assert.equal(before, 1);
      assert.equal(after, 1);
      const { rows } = await db.query(
        `SELECT count(DISTINCT source_event)::int AS days FROM messages WHERE template = 'staff-daily-digest'`,
      );
      assert.equal(rows[0].days, 1);
    } finally {
      await db.close();
    }
  });
});

/** Lets the digest's checks run a few more times (each a second apart), condition-based. */
async function jobsDoneTwice() {
  const start = await digestChecks();
  await until(
    async () => ((await digestChecks()) >= start + 2 ? true : undefined),
    15_000,
    'two more digest checks',
  );
}

/** How many times the digest job has run (BullMQ's completed set of the service's queue). */
async function digestChecks(): Promise<number> {
  const redis = new Redis(shop.env.redisUrl, { maxRetriesPerRequest: 3 });
  try {
    const key = `${shop.ns.redisPrefix()}:bull:notifications-jobs:completed`;
    const ids = await redis.zrange(key, 0, -1);
    return ids.filter((id) => id.includes('staff-daily-digest')).length;
  } finally {
    redis.disconnect();
  }
}
