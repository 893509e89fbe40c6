import { AccountMessageCalls, type AccountMessage } from '@arogya/contracts';
import { RpcClient, ShopError } from '@arogya/platform';
import { signUp, until } from '@arogya/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ADMIN, notificationsDb, notifyShop } from './support.js';

const { shop, api } = notifyShop('notifyacct', {}, { whatsapp: true });
let nc: NatsConnection;
let rpc: RpcClient;
let adminToken: string;

before(async () => {
  await shop.ready;
  nc = await connect({ servers: shop.env.natsUrl });
  rpc = new RpcClient(nc, shop.ns, 10_000);
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
});
after(async () => {
  await nc?.close();
});

/** A request as the users service makes it: a password reset unless told otherwise. */
const request = (more: Partial<AccountMessage>): AccountMessage => ({
  kind: 'password-reset',
  id: randomUUID(),
  userId: randomUUID(),
  name: 'Asha Rao',
  email: null,
  phone: null,
  link: null,
  code: null,
  expiresMinutes: null,
  details: {},
  ...more,
});

interface Row {
  id: string;
  channel: string;
  recipient: string;
  status: string;
  variables: Record<string, unknown>;
  redacted_at: Date | null;
  whole: string;
}

/** The messages written for a request (and the SMS any of them fell back to), oldest first. */
async function written(a: AccountMessage): Promise<Row[]> {
  const db = await notificationsDb(shop);
  try {
    const { rows } = await db.query(
      `SELECT m.id, m.channel, m.recipient, m.status, m.variables, m.redacted_at,
         m::text || coalesce((SELECT string_agg(coalesce(detail, ''), ' ') FROM message_history h
           WHERE h.message_id = m.id), '') AS whole
       FROM messages m
       WHERE source_event = $1
          OR source_event IN (SELECT 'fallback:' || id FROM messages WHERE source_event = $1)
       ORDER BY created_at, channel`,
      [`account:${a.kind}:${a.id}`],
    );
    return rows as Row[];
  } finally {
    await db.close();
  }
}

/** Waits until every message of the request is redacted and `done` says they are as expected. */
const redacted = (a: AccountMessage, done: (rows: Row[]) => boolean, what: string) =>
  until(
    async () => {
      const rows = await written(a);
      return rows.length && rows.every((r) => r.redacted_at) && done(rows) ? rows : undefined;
    },
    30_000,
    what,
  );

/** A shopper who opted in to WhatsApp on `phone` (as typed). */
async function optedIn(name: string, phone: string) {
  const s = await signUp(api, name);
  const r = await api(
    'PUT',
    '/api/notifications/preferences',
    { whatsappOptIn: true, whatsappPhone: phone },
    s.token,
  );
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return s.user;
}

describe('account messages (AccountMessageCalls.send from the users service)', () => {
  it('e-mails a password reset with its link in HTML and text, once per id; once sent the link is gone from the database, and it cannot be resent', async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@test.local`;
    const token = randomBytes(24).toString('base64url');
    const link = `${shop.parts.gateway.baseUrl}/reset-password?token=${token}`;
    const a = request({ email, link, expiresMinutes: 30 });
    assert.deepEqual(await rpc.call(AccountMessageCalls.send, a), { queued: 1 });

    const mail = await shop.parts.mail.waitFor((m) => m.to.includes(email), 20_000);
    assert.equal(mail.subject, 'Reset your Arogya password');
    // the HTML part escapes `=` in attributes (`&#x3D;`), as a browser reads it
    const html = (mail.html ?? '').replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
    assert.ok(html.includes(`href="${link}"`), 'the button opens the link');
    assert.ok(mail.text?.includes(link), 'the text part carries it too');
    assert.match(mail.text ?? '', /works for 30 minutes/);
    assert.match(mail.text ?? '', /If you did not ask for this, ignore this e-mail: your password/);

    // the users service asks again (a retry after a time-out): nothing more is written or sent
    assert.deepEqual(await rpc.call(AccountMessageCalls.send, a), { queued: 0 });
    const [row, ...more] = await redacted(a, () => true, 'the reset link redacted');
    assert.deepEqual(more, [], 'one message for the id');
    assert.equal(row!.channel, 'email');
    assert.ok(['sent', 'delivered'].includes(row!.status), row!.status);
    assert.equal(row!.variables.link, '[redacted]');
    assert.equal(row!.variables.firstName, 'Asha');
    assert.ok(!row!.whole.includes(token), 'the token is nowhere in the row or its history');
    assert.equal(shop.parts.mail.messages().filter((m) => m.to.includes(email)).length, 1);

    const view = await api('GET', `/api/admin/messages/${row!.id}`, undefined, adminToken);
    assert.equal(view.status, 200);
    assert.ok(!JSON.stringify(view.body).includes(token), 'the console never shows it');
    const resend = await api(
      'POST',
      `/api/admin/messages/${row!.id}/resend`,
      undefined,
      adminToken,
    );
    assert.equal(resend.status, 409);
    assert.equal(
      resend.body.message,
      'This message held a one-time link or code: ask the person to request a new one',
    );
  });

  it('tells of an erasure with what the law keeps; a message without a secret can be resent', async () => {
    const email = `erase-${randomUUID().slice(0, 8)}@test.local`;
    const a = request({
      kind: 'erasure-requested',
      email,
      details: { completeBy: 'Saturday, 26 December', kept: 'GST invoices, for 8 years' },
    });
    assert.deepEqual(await rpc.call(AccountMessageCalls.send, a), { queued: 1 });
    const mail = await shop.parts.mail.waitFor((m) => m.to.includes(email), 20_000);
    assert.equal(mail.subject, 'We have your request to delete your Arogya account');
    assert.match(mail.text ?? '', /by Saturday, 26 December/);
    assert.match(mail.text ?? '', /The law makes us keep some records: GST invoices, for 8 years/);
    const [row] = await until(
      async () => {
        const rows = await written(a);
        return rows[0]?.status === 'delivered' ? rows : undefined;
      },
      20_000,
      'the notice delivered',
    );
    assert.equal(row!.redacted_at, null, 'nothing to redact');
    const resend = await api(
      'POST',
      `/api/admin/messages/${row!.id}/resend`,
      undefined,
      adminToken,
    );
    assert.equal(resend.status, 201, JSON.stringify(resend.body));
  });

  it('sends a sign-in code by SMS to a number with no WhatsApp opt-in, and keeps it no longer than that', async () => {
    const a = request({ kind: 'sign-in-code', userId: null, name: '', phone: '+91 98111 00001' });
    a.code = '493817';
    a.expiresMinutes = 5;
    assert.deepEqual(await rpc.call(AccountMessageCalls.send, a), { queued: 1 });
    const text = await shop.parts.sms!.waitFor((m) => m.mobile === '919811100001', 20_000);
    assert.equal(text.templateId, 'arogya_sign_in_code');
    assert.equal(text.category, 'transactional');
    assert.equal(
      text.text,
      '493817 is your Arogya sign-in code. It works for 5 minutes. Never share it: Arogya will never ask for it. -Arogya',
    );
    assert.deepEqual(shop.parts.whatsapp!.messages('919811100001'), [], 'no WhatsApp');
    const [row] = await redacted(a, () => true, 'the code redacted');
    assert.equal(row!.channel, 'sms');
    assert.equal(row!.recipient, '919811100001');
    assert.equal(row!.variables.code, '[redacted]');
    assert.ok(!row!.whole.includes('493817'));
  });

  it('sends a sign-in code by WhatsApp (the AUTHENTICATION template) to an opted-in number', async () => {
    const user = await optedIn('Ravi', '98222 00002');
    const a = request({
      kind: 'sign-in-code',
      userId: user._id,
      name: 'Ravi Kumar',
      phone: '919822200002',
      code: '205781',
      expiresMinutes: 5,
    });
    assert.deepEqual(await rpc.call(AccountMessageCalls.send, a), { queued: 1 });
    const sent = await shop.parts.whatsapp!.waitFor((m) => m.to === '919822200002', 20_000);
    assert.equal(sent.templateName, 'sign_in_code');
    assert.equal(sent.category, 'AUTHENTICATION');
    assert.deepEqual(sent.parameters, ['205781']);
    assert.equal(
      sent.text,
      '205781 is your verification code. For your security, do not share this code.',
    );
    // WhatsApp's status webhook says delivered: the code goes then, not before
    const [row, ...more] = await redacted(
      a,
      (rows) => rows[0]?.status === 'delivered',
      'the WhatsApp code delivered and redacted',
    );
    assert.deepEqual(more, [], 'no SMS as well');
    assert.equal(row!.channel, 'whatsapp');
    assert.equal(row!.variables.code, '[redacted]');
    assert.deepEqual(shop.parts.sms!.messages('919822200002'), []);
  });

  it('sends a code WhatsApp cannot deliver by SMS, through the fallback, and neither message keeps it', async () => {
    shop.parts.whatsapp!.faults.undeliverable('919833300003');
    const user = await optedIn('Meena', '9833300003');
    const a = request({
      kind: 'phone-code',
      userId: user._id,
      name: 'Meena',
      phone: '919833300003',
      code: '318264',
      expiresMinutes: 10,
    });
    assert.deepEqual(await rpc.call(AccountMessageCalls.send, a), { queued: 1 });
    const text = await shop.parts.sms!.waitFor((m) => m.mobile === '919833300003', 30_000);
    assert.equal(text.templateId, 'arogya_phone_code');
    assert.match(text.text, /^318264 is your Arogya code to add this phone .* 10 minutes\./);
    const rows = await redacted(
      a,
      (r) => r.length === 2 && ['sent', 'delivered'].includes(r[1]!.status),
      'both messages redacted',
    );
    assert.deepEqual(
      rows.map((r) => [r.channel, r.status === 'failed' ? 'failed' : 'sent or delivered']),
      [
        ['whatsapp', 'failed'],
        ['sms', 'sent or delivered'],
      ],
    );
    for (const r of rows) assert.ok(!r.whole.includes('318264'), `${r.channel}: no code left`);
  });

  it('redacts a code whose minutes are up even when its message never ends (no status came)', async () => {
    const whatsapp = shop.parts.whatsapp!;
    const user = await optedIn('Kavya', '9844400004');
    whatsapp.webhooks.disable();
    try {
      const a = request({
        kind: 'sign-in-code',
        userId: user._id,
        phone: '919844400004',
        code: '771902',
        expiresMinutes: 5,
      });
      await rpc.call(AccountMessageCalls.send, a);
      await whatsapp.waitFor((m) => m.to === '919844400004', 20_000);
      const [sent] = await until(
        async () => {
          const r = await written(a);
          return r[0]?.status === 'sent' ? r : undefined;
        },
        20_000,
        'the code sent',
      );
      assert.equal(sent!.redacted_at, null, 'kept while WhatsApp may still fail it');
      assert.equal(sent!.variables.code, '771902');
      // five minutes pass
      const db = await notificationsDb(shop);
      try {
        await db.query(
          `UPDATE messages SET secret_until = now() - interval '1 second'
          WHERE id = $1`,
          [sent!.id],
        );
      } finally {
        await db.close();
      }
      const [row] = await redacted(a, () => true, 'the sweep redacting the expired code');
      assert.equal(row!.status, 'sent');
      assert.equal(row!.variables.code, '[redacted]');
    } finally {
      whatsapp.webhooks.enable();
    }
  });

  it('never sends a link that ran out while the mail server was away: the message fails instead', async () => {
    const { mail } = shop.parts;
    const email = `late-${randomUUID().slice(0, 8)}@test.local`;
    const a = request({ email, link: `${shop.parts.gateway.baseUrl}/reset-password?token=late` });
    await mail.faults.down();
    try {
      await rpc.call(AccountMessageCalls.send, a);
      const [queued] = await until(
        async () => {
          const r = await written(a);
          return r[0]?.status === 'queued' && /ECONN|ESOCKET/.test(r[0].whole) ? r : undefined;
        },
        20_000,
        'a refused try',
      );
      // its thirty minutes pass while SMTP is down
      const db = await notificationsDb(shop);
      try {
        await db.query(
          `UPDATE messages SET secret_until = now() - interval '1 second' WHERE id = $1`,
          [queued!.id],
        );
      } finally {
        await db.close();
      }
      await redacted(a, () => true, 'the expired link redacted while queued');
    } finally {
      await mail.faults.up();
    }
    const [row] = await until(
      async () => {
        const r = await written(a);
        return r[0]?.status === 'failed' ? r : undefined;
      },
      20_000,
      'the message failed',
    );
    assert.match(row!.whole, /expired before it could be sent/);
    assert.deepEqual(
      mail.messages().filter((m) => m.to.includes(email)),
      [],
      'no e-mail saying "[redacted]"',
    );
  });

  it('refuses (400) what it could not send: no e-mail for an e-mail kind, a code not of 6 digits, no link', async () => {
    const refused = async (a: AccountMessage, why: RegExp) => {
      await assert.rejects(
        rpc.call(AccountMessageCalls.send, a),
        (e: unknown) => e instanceof ShopError && e.status === 400 && why.test(e.message),
      );
      // … by the service itself, not only by the caller's own parse
      const reply = await nc.request(
        shop.ns.subject(AccountMessageCalls.send.subject),
        JSON.stringify(a),
        { timeout: 10_000 },
      );
      assert.equal(reply.headers?.get('rpc-status'), '400');
      assert.match((reply.json() as { message: string }).message, why);
      assert.deepEqual(await written(a), [], 'nothing written');
    };
    await refused(
      request({ email: null, link: 'http://localhost/reset-password?token=x' }),
      /^password-reset needs an e-mail$/,
    );
    await refused(
      request({ kind: 'sign-in-code', phone: '9876543210', code: '12345' }),
      /^code must be 6 digits$/,
    );
    await refused(
      request({ kind: 'verify-email', email: 'nolink@test.local' }),
      /^verify-email needs a link$/,
    );
  });
});
