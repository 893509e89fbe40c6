import {
  AccountMessageCalls,
  CONSENT_WORDING,
  ERASURE_KEEPS,
  ErasureDone,
  OrderStatusChangedV1,
  PrivacyExportCalls,
  SendRequestedV1,
  UserErasureRequestedV1,
  type AccountMessage,
  type ErasureDoneV1,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { buy, eventsInStream, publishEvent, until } from '@arogya/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ERASED_NOT_SENT } from '../src/messages/message.erasure.js';
import { ADMIN, notificationsDb, notifyShop, productToBuy, STAFF } from './support.js';

const { shop, api } = notifyShop('notifyprv', {}, { whatsapp: true });
let nc: NatsConnection;
let rpc: RpcClient;
let adminToken: string;
let productId: string;

before(async () => {
  await shop.ready;
  nc = await connect({ servers: shop.env.natsUrl });
  rpc = new RpcClient(nc, shop.ns, 10_000);
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  productId = (await productToBuy(api, 'Triphala Churna'))._id;
});
after(async () => {
  await nc?.close();
});

/** A shopper as this file makes them: a full name, an address and a mobile number of their own. */
interface Shopper {
  first: string;
  last: string;
  email: string;
  /** 10 digits */
  mobile: string;
  userId: string;
  orderId: string;
}

const name = (s: Pick<Shopper, 'first' | 'last'>) => `${s.first} ${s.last}`;
/** What must not be found anywhere once a shopper is erased. */
const traces = (s: Shopper) => [s.email, s.mobile, name(s), s.first, s.last];

/**
 * A shopper who signs up, opts in to WhatsApp (with their number) and to marketing e-mail,
 * buys (a confirmation by e-mail and WhatsApp, the staff's notice naming them) and writes to
 * support from their address, mentioning their number.
 */
async function shopper(first: string, last: string, mobile: string): Promise<Shopper> {
  const email = `${first}.${last}.${randomUUID().slice(0, 6)}@test.local`.toLowerCase();
  const reg = await api('POST', '/api/users/register', {
    name: `${first} ${last}`,
    email,
    password: 'shopper-pass-1',
  });
  assert.equal(reg.status, 201, JSON.stringify(reg.body));
  const token = reg.body.token as string;
  const userId = (reg.body.user as { _id: string })._id;
  const prefs = await api(
    'PUT',
    '/api/notifications/preferences',
    { whatsappOptIn: true, whatsappPhone: `+91 ${mobile}`, marketingEmail: true },
    token,
  );
  assert.equal(prefs.status, 200, JSON.stringify(prefs.body));
  await buy(api, shop.parts.sandbox.url, token, [{ productId, quantity: 1 }]);
  const contact = await api('POST', '/api/contact', {
    name: `${first} ${last}`,
    email,
    subject: `Question from ${first}`,
    message: `Please call me back on +91 ${mobile}.`,
    website: '',
    elapsedMs: 12_000,
  });
  assert.equal(contact.status, 202, JSON.stringify(contact.body));
  const confirmation = await shop.parts.mail.waitFor(
    (m) => m.to.includes(email) && / is confirmed$/.test(m.subject),
    30_000,
  );
  await shop.parts.whatsapp!.waitFor((m) => m.to === `91${mobile}`, 30_000);
  const orderId = await until(
    async () =>
      (
        await query<{ order_id: string }>(`SELECT order_id FROM orders_seen WHERE user_id = $1`, [
          userId,
        ])
      )[0]?.order_id,
    10_000,
    'the order seen',
  );
  assert.ok(confirmation.subject.includes(orderId.slice(-6)), confirmation.subject);
  return { first, last, email, mobile, userId, orderId };
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const db = await notificationsDb(shop);
  try {
    return (await db.query(sql, params)).rows as T[];
  } finally {
    await db.close();
  }
}

/**
 * Every row of every table of the notifications database whose text holds one of `needles`
 * (any case), by table; `messages` as its personal columns only (its state moves on).
 */
async function rowsHolding(needles: string[]): Promise<Record<string, string[]>> {
  const tables = await query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  assert.ok(tables.length >= 10, `the tables (${tables.map((t) => t.table_name).join(', ')})`);
  const found: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const row =
      table === 'messages'
        ? `(t.id, t.recipient, t.dedupe_key, t.user_id, t.order_id, t.variables, t.subject)::text`
        : 't::text';
    const rows = await query<{ row: string }>(
      `SELECT ${row} AS row FROM "${table}" t
       WHERE lower(t::text) LIKE ANY ($1::text[]) ORDER BY 1`,
      [needles.map((n) => `%${n.toLowerCase()}%`)],
    );
    if (rows.length) found[table] = rows.map((r) => r.row);
  }
  return found;
}

/** Waits until no message waits to be sent or to hear it was delivered. */
const settled = () =>
  until(
    async () => {
      const [{ n }] = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM messages WHERE status IN ('queued', 'sent')`,
      );
      return n === 0 ? true : undefined;
    },
    60_000,
    'every message delivered',
  );

const exportOf = (s: Shopper) =>
  rpc.call(PrivacyExportCalls.notifications, {
    caller: { userId: s.userId, name: name(s), role: 'customer' },
    email: s.email,
    phone: `91${s.mobile}`,
  });

const accountMessage = (s: Shopper, more: Partial<AccountMessage>): AccountMessage => ({
  kind: 'password-changed',
  id: randomUUID(),
  userId: s.userId,
  name: name(s),
  email: s.email,
  phone: null,
  link: null,
  code: null,
  expiresMinutes: null,
  details: {},
  ...more,
});

/** The one message written for an account message request. */
const messageOf = async (a: AccountMessage) =>
  (
    await query<{ id: string; status: string; recipient: string; last_error: string | null }>(
      `SELECT id, status, recipient, last_error FROM messages WHERE source_event = $1`,
      [`account:${a.kind}:${a.id}`],
    )
  )[0];

const doneOf = (requestId: string, count = 1) =>
  until(
    async () => {
      const done = await eventsInStream(
        nc,
        shop.ns,
        ErasureDone.notifications,
        (d) => d.requestId === requestId,
      );
      return done.length >= count ? done.map((e) => e.data) : undefined;
    },
    30_000,
    'erasure-done',
  );

describe('a person’s right to see and erase their data (DPDP Act 2023)', () => {
  let ishita: Shopper;
  let tanvi: Shopper;
  let first: ErasureDoneV1;
  let tanviBefore: Record<string, string[]>;
  /** the e-mails the sandbox had when the erasure was asked for */
  let mailBefore: Set<string>;
  const requestId = randomUUID();

  it('exports what it holds about the person, and nothing about anyone else', async () => {
    ishita = await shopper('Ishita', 'Vardhan', '9811122233');
    tanvi = await shopper('Tanvi', 'Kulkarni', '9822233344');
    await settled();
    const mine = await exportOf(ishita);
    const text = JSON.stringify(mine);
    for (const t of [...traces(tanvi), tanvi.userId]) assert.ok(!text.includes(t), `no ${t}`);
    assert.deepEqual(mine.preferences && { ...(mine.preferences as object), updatedAt: 0 }, {
      whatsappOptIn: true,
      whatsappPhone: `91${ishita.mobile}`,
      marketingEmail: true,
      language: 'en',
      updatedAt: 0,
    });
    const consents = mine.consents as { purpose: string; wording: string; recipient: string }[];
    assert.deepEqual(consents.map((c) => [c.purpose, c.wording, c.recipient]).sort(), [
      ['marketing-email', CONSENT_WORDING.marketing, null],
      ['whatsapp', CONSENT_WORDING.whatsapp, `91${ishita.mobile}`],
    ]);
    const messages = mine.messages as {
      template: string;
      channel: string;
      recipient: string;
      variables: Record<string, unknown>;
      createdAt: string;
    }[];
    const sorted = [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    assert.deepEqual(messages, sorted, 'newest first');
    for (const [template, channel, recipient] of [
      ['order-placed', 'email', ishita.email],
      ['order-placed', 'whatsapp', `91${ishita.mobile}`],
      ['contact-ack', 'email', ishita.email],
    ])
      assert.ok(
        messages.some(
          (m) => m.template === template && m.channel === channel && m.recipient === recipient,
        ),
        `${template} by ${channel}`,
      );
    assert.ok(!messages.some((m) => m.recipient === STAFF), 'not the staff’s messages');
    for (const m of messages)
      for (const k of ['link', 'code'])
        if (k in m.variables) assert.equal(m.variables[k], '[redacted]', 'never a secret');
    const contact = mine.contactRequests as { name: string; email: string; message: string }[];
    assert.deepEqual(
      contact.map((c) => [c.name, c.email]),
      [[name(ishita), ishita.email]],
    );
  });

  it('erases every trace of the person on user-erasure-requested, fails what was queued for them, sends the notice of the request, and reports what it erased and kept', async () => {
    const tables = ['consents', 'contact_requests', 'messages', 'orders_seen', 'preferences'];
    // the scan sees the person where they are: both shoppers are in the same tables
    assert.deepEqual(Object.keys(await rowsHolding(traces(ishita))), tables);
    tanviBefore = await rowsHolding([...traces(tanvi), tanvi.userId]);
    assert.deepEqual(Object.keys(tanviBefore), tables);
    // she is on the team too: finance's alerts go to her
    const team = {
      orderEmails: [STAFF],
      financeEmails: [ishita.email],
      lowStockThreshold: 0,
      dailyDigest: false,
    };
    const put = await api('PUT', '/api/admin/notification-settings', team, adminToken);
    assert.equal(put.status, 200, JSON.stringify(put.body));
    // SMTP is away: a notice of a password change and the notice of the request wait, queued
    mailBefore = new Set(shop.parts.mail.messages().map((m) => m.id));
    await shop.parts.mail.faults.down();
    const changed = accountMessage(ishita, {});
    const notice = accountMessage(ishita, {
      kind: 'erasure-requested',
      id: requestId,
      details: { completeBy: 'Saturday, 26 December', kept: ERASURE_KEEPS },
    });
    for (const a of [changed, notice]) await rpc.call(AccountMessageCalls.send, a);
    assert.equal((await messageOf(changed))?.status, 'queued');

    await publishEvent(nc, shop.ns, UserErasureRequestedV1, {
      requestId,
      userId: ishita.userId,
      email: ishita.email,
      phone: `91${ishita.mobile}`,
      requestedAt: new Date().toISOString(),
    });
    [first] = (await doneOf(requestId)) as [ErasureDoneV1];
    assert.equal(first.service, 'notifications');
    assert.equal(first.userId, ishita.userId);
    assert.ok(first.kept.some((k) => k.startsWith('consents:')));
    assert.equal(first.erased.messagesCancelled, 1, 'the password notice');
    assert.equal(first.erased.preferences, 1);
    assert.equal(first.erased.consents, 1, 'the number left the WhatsApp consent');
    assert.equal(first.erased.contactRequests, 1);
    assert.equal(first.erased.ordersSeen, 1);
    assert.equal(first.erased.staffSettings, 1);
    const settings = await until(
      async () => {
        const now = await api('GET', '/api/admin/notification-settings', undefined, adminToken);
        return now.body.financeEmails.includes(ishita.email) ? undefined : now.body;
      },
      5_000,
      'her address off the team’s lists',
    );
    assert.deepEqual(settings, { ...team, financeEmails: [] });
    assert.ok(first.erased.messages! >= 6, JSON.stringify(first.erased));

    await shop.parts.mail.faults.up();
    const sent = await shop.parts.mail.waitFor(
      (m) => m.to.includes(ishita.email) && /delete your Arogya account/.test(m.subject),
      60_000,
    );
    assert.match(sent.text ?? '', /by Saturday, 26 December/);
    const noticeRow = await until(
      async () =>
        (await messageOf(notice))?.recipient === 'erased' ? messageOf(notice) : undefined,
      30_000,
      'the notice sent, then its address forgotten',
    );
    assert.ok(['sent', 'delivered'].includes(noticeRow!.status));
    const changedRow = await messageOf(changed);
    assert.deepEqual([changedRow?.status, changedRow?.last_error], ['failed', ERASED_NOT_SENT]);
  });

  it('sends nothing queued for them afterwards: not a replayed dead letter, not a resend, not a later order update', async () => {
    const [changed] = await query<{ id: string }>(
      `SELECT id FROM messages WHERE user_id = $1 AND template = 'password-changed'`,
      [ishita.userId],
    );
    const replay = await publishEvent(nc, shop.ns, SendRequestedV1, { messageId: changed!.id });
    await until(
      async () =>
        (await query(`SELECT 1 FROM processed_events WHERE event_id = $1`, [replay.id]))[0],
      20_000,
      'the replay handled',
    );
    const resend = await api(
      'POST',
      `/api/admin/messages/${changed!.id}/resend`,
      undefined,
      adminToken,
    );
    assert.equal(resend.status, 409);
    assert.equal(resend.body.message, 'This message’s recipient was erased at their request');
    const shipped = await publishEvent(nc, shop.ns, OrderStatusChangedV1, {
      orderId: ishita.orderId,
      userId: ishita.userId,
      from: 'Processing',
      to: 'Shipped',
    });
    await until(
      async () =>
        (await query(`SELECT 1 FROM processed_events WHERE event_id = $1`, [shipped.id]))[0],
      20_000,
      'the order update handled',
    );
    await settled();
    assert.deepEqual(
      await query(`SELECT template FROM messages WHERE source_event = $1`, [shipped.id]),
      [],
      'nobody told of the shipment',
    );
    const sinceErasure = shop.parts.mail
      .messages()
      .filter((m) => !mailBefore.has(m.id) && m.to.includes(ishita.email));
    assert.deepEqual(
      sinceErasure.map((m) => m.subject),
      ['We have your request to delete your Arogya account'],
      'only the notice of the request',
    );
  });

  it('delivers the last message (erasure-completed) to the address, then forgets it; no table holds a trace of the person, and the other shopper’s rows are as they were', async () => {
    const last = accountMessage(ishita, {
      kind: 'erasure-completed',
      id: requestId,
      details: { kept: ERASURE_KEEPS },
    });
    await rpc.call(AccountMessageCalls.send, last);
    const mail = await shop.parts.mail.waitFor(
      (m) => m.to.includes(ishita.email) && /has been deleted/.test(m.subject),
      30_000,
    );
    assert.match(mail.text ?? '', /The law makes us keep some records: Your GST invoices/);
    await settled();
    const row = await messageOf(last);
    assert.deepEqual([row?.recipient, row?.status], ['erased', 'delivered']);

    assert.deepEqual(await rowsHolding(traces(ishita)), {}, 'no name, address or number left');
    assert.deepEqual(await rowsHolding([...traces(tanvi), tanvi.userId]), tanviBefore);
    const consents = await query<{
      purpose: string;
      granted: boolean;
      wording: string;
      via: string;
      recipient: string | null;
    }>(
      `SELECT purpose, granted, wording, via, recipient FROM consents WHERE user_id = $1 ORDER BY id`,
      [ishita.userId],
    );
    assert.deepEqual(
      consents.map((c) => [c.purpose, c.granted, c.via, c.recipient]),
      [
        ['whatsapp', true, 'account', null],
        ['marketing-email', true, 'account', null],
        ['whatsapp', false, 'account erasure', null],
        ['marketing-email', false, 'account erasure', null],
      ],
      'the proof of each consent stays, without the number',
    );
    assert.ok(consents.every((c) => Object.values(CONSENT_WORDING).includes(c.wording as never)));
  });

  it('exports nothing of the erased person but the record of their consents; the same request again erases nothing more and answers again', async () => {
    const mine = await exportOf(ishita);
    const text = JSON.stringify(mine);
    for (const t of traces(ishita))
      assert.ok(!text.toLowerCase().includes(t.toLowerCase()), `no ${t}`);
    assert.equal(mine.preferences, null);
    assert.deepEqual(mine.contactRequests, []);
    assert.equal((mine.consents as unknown[]).length, 4);
    const theirs = JSON.stringify(await exportOf(tanvi));
    assert.ok(theirs.includes(tanvi.email) && theirs.includes(name(tanvi)));

    await publishEvent(nc, shop.ns, UserErasureRequestedV1, {
      requestId,
      userId: ishita.userId,
      email: ishita.email,
      phone: `91${ishita.mobile}`,
      requestedAt: new Date().toISOString(),
    });
    const [, again] = (await doneOf(requestId, 2)) as [ErasureDoneV1, ErasureDoneV1];
    // what it found the second time: only its first report, published since, which named the account
    assert.deepEqual(again.erased, {
      ...first.erased,
      outboxEvents: first.erased.outboxEvents! + 1,
    });
    assert.deepEqual(await rowsHolding(traces(ishita)), {});
  });
});
