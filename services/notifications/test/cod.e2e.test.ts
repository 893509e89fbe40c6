import { CodCodeIssuedV1, type MessageView } from '@arogya/contracts';
import { eventsSettled, jobsDone, publishEvent, signUp, until } from '@arogya/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ADMIN, notificationsDb, notifyShop } from './support.js';

/**
 * Cash on delivery (issue 32): the orders service's `cod-code-issued` becomes one SMS to the
 * shipping phone, by the DLT template of the shopper's language, through the MSG91 sandbox;
 * recorded once however often the event comes, and listed with its order in the console.
 */
const { shop, api } = notifyShop('notifycod', {}, { whatsapp: true });
let nc: NatsConnection;
let adminToken: string;

before(async () => {
  await shop.ready;
  nc = await connect({ servers: shop.env.natsUrl });
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
});
after(async () => {
  await nc?.close();
});

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

/** A COD order's code for `userId`, to `phone` (10 digits), published `times` times. */
async function codeIssued(userId: string, phone: string, times = 1) {
  const data: CodCodeIssuedV1 = {
    orderId: randomUUID(),
    userId,
    phone,
    code: String(100_000 + Math.floor(Math.random() * 900_000)),
    totalPricePaise: 70_600,
    confirmBy: new Date(Date.now() + 2 * 3_600_000).toISOString(),
  };
  await publishEvent(nc, shop.ns, CodCodeIssuedV1, data, times);
  return data;
}

const inIndia = (iso: string, locale: string, o: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, {
    ...o,
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(new Date(iso));

describe('the cash-on-delivery code by SMS', () => {
  it('one SMS to the shipping phone with the code, the order, the amount and the deadline; once, whatever the redeliveries', async () => {
    const sms = shop.parts.sms!;
    // an account with an e-mail and no phone: the code goes to the shipping address's
    const shopper = await signUp(api, 'Kavya');
    const c = await codeIssued(shopper.user._id, '9123400071', 3);
    const number = `#${c.orderId.slice(-6)}`;
    const text = await sms.waitFor((m) => m.mobile === '919123400071', 30_000);
    assert.equal(text.templateId, 'arogya_cod_code');
    assert.equal(text.dltTemplateId, '1107170000000000113');
    const time = inIndia(c.confirmBy, 'en-IN', { hour: 'numeric', minute: '2-digit' });
    const day = inIndia(c.confirmBy, 'en-IN', { day: 'numeric', month: 'long' });
    assert.equal(
      text.text,
      `${c.code} is your code to confirm Arogya order ${number}. Enter it on our website by ${time} on ${day} or the order will be cancelled. Pay ₹706.00 in cash on delivery. -Arogya`,
    );

    await eventsSettled(shop.env, shop.ns, [shop.parts.notifications!]);
    await jobsDone(shop.env, shop.ns, 'notifications');
    assert.equal(sms.messages('919123400071').length, 1, 'one SMS, whatever the redeliveries');

    // recorded as every message is: listed with its order, its code gone once sent
    const list = await api(
      'GET',
      `/api/admin/messages?filter=${enc({ orderId: c.orderId })}`,
      undefined,
      adminToken,
    );
    assert.equal(list.status, 200, JSON.stringify(list.body));
    const rows = list.body as MessageView[];
    assert.deepEqual(
      rows.map((m) => [m.template, m.channel, m.recipient, m.userId]),
      [['cod-code', 'sms', '919123400071', shopper.user._id]],
    );
    assert.equal(rows[0]!.subject, `Your code to confirm Arogya order ${number}`);
    assert.equal(rows[0]!.language, 'en');
    const db = await notificationsDb(shop);
    try {
      const stored = await until(
        async () => {
          const { rows: r } = await db.query(
            `SELECT status, category, variables->>'code' AS code FROM messages WHERE order_id = $1`,
            [c.orderId],
          );
          return r[0]?.code === '[redacted]' ? r : undefined;
        },
        20_000,
        'the code redacted once sent',
      );
      assert.equal(stored.length, 1);
      assert.equal(stored[0].category, 'transactional');
    } finally {
      await db.close();
    }
  });

  it('in Hindi for a shopper who chose Hindi: the Unicode DLT template', async () => {
    const shopper = await signUp(api, 'Ishaan');
    const r = await api('PUT', '/api/notifications/preferences', { language: 'hi' }, shopper.token);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const c = await codeIssued(shopper.user._id, '9123400072');
    const text = await shop.parts.sms!.waitFor((m) => m.mobile === '919123400072', 30_000);
    assert.equal(text.templateId, 'arogya_cod_code_hi');
    assert.equal(text.dltTemplateId, '1107170000000000114');
    assert.equal(text.encoding, 'UCS-2');
    const day = inIndia(c.confirmBy, 'hi-IN', { day: 'numeric', month: 'long' });
    assert.ok(
      text.text.startsWith(
        `${c.code} आपके Arogya ऑर्डर #${c.orderId.slice(-6)} को कन्फ़र्म करने का कोड है। इसे ${day}, `,
      ),
      text.text,
    );
    assert.ok(text.text.includes('डिलीवरी पर ₹706.00 कैश में चुकाएँ।'), text.text);
  });
});
