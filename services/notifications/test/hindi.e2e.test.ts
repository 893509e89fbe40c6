import { PrivacyExportCalls, type MessageView } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { adminProduct, until } from '@arogya/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN, notificationsDb, notifyShop, shopperBuys } from './support.js';

/**
 * A shopper's language (issue 31): one who chose Hindi gets their order's e-mail, WhatsApp
 * message and the SMS in WhatsApp's place in Hindi (₹ with Indian grouping, the date as Hindi
 * writes it); one who did not gets English as before.
 */
const { shop, api } = notifyShop('notifyhi', {}, { whatsapp: true });
let nc: NatsConnection;
let rpc: RpcClient;
let adminToken: string;
let productId: string;

before(async () => {
  await shop.ready;
  nc = await connect({ servers: shop.env.natsUrl });
  rpc = new RpcClient(nc, shop.ns, 10_000);
  adminToken = (await api('POST', '/api/users/login', ADMIN)).body.token;
  // two of these: ₹1,23,456.00, grouped the Indian way
  productId = (
    await adminProduct(api, adminToken, {
      name: 'Chyawanprash Gold',
      price: 61_728,
      countInStock: 100,
    })
  )._id;
});
after(async () => {
  await nc?.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;
const day = (locale: string, ymd: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${ymd}T00:00:00Z`));

/** The order's messages as notifications recorded them, once every one has gone out. */
async function sentMessages(orderId: string, channels: string[]) {
  return until(
    async () => {
      const db = await notificationsDb(shop);
      try {
        const { rows } = await db.query(
          `SELECT id, channel, language, status FROM messages
           WHERE order_id = $1 AND audience = 'shopper' ORDER BY channel`,
          [orderId],
        );
        const r = rows as { id: string; channel: string; language: string | null }[];
        const done = channels.every((c) => r.some((m) => m.channel === c && m.language));
        return done ? r : undefined;
      } finally {
        await db.close();
      }
    },
    30_000,
    `the order's ${channels.join(', ')} composed`,
  );
}

describe('messages in the shopper’s language', () => {
  it('a shopper who chose Hindi: the e-mail, the WhatsApp template (hi) and the SMS fallback (Hindi DLT) in Hindi', async () => {
    const whatsapp = shop.parts.whatsapp!;
    whatsapp.faults.undeliverable('919123400011'); // so the SMS goes in its place
    const { order, email, shopper } = await shopperBuys(shop, api, productId, async (t) => {
      const r = await api(
        'PUT',
        '/api/notifications/preferences',
        { language: 'hi', whatsappOptIn: true, whatsappPhone: '91234 00011' },
        t,
      );
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.language, 'hi');
    });
    assert.ok(order.estimatedDelivery, 'the order has a delivery promise');
    const number = `#${order._id.slice(-6)}`;
    const hindiDay = day('hi-IN', order.estimatedDelivery);
    assert.match(hindiDay, DEVANAGARI);

    // the e-mail: Hindi subject and body, ₹ grouped the Indian way, the date in Hindi
    const mail = await shop.parts.mail.waitFor(
      (m) => m.to.includes(email) && m.subject.includes(number),
      30_000,
    );
    assert.equal(mail.subject, `आपका Arogya ऑर्डर ${number} कन्फ़र्म हो गया है`);
    const text = mail.text ?? '';
    assert.match(text, /^आपके ऑर्डर के लिए धन्यवाद, Meera!/);
    assert.ok(text.includes(`अनुमानित डिलीवरी: ${hindiDay} तक।`), text);
    assert.ok(text.includes('Chyawanprash Gold x 2: ₹1,23,456.00'), 'the product as it is');
    assert.ok(text.includes('कुल भुगतान (सभी टैक्स सहित): ₹1,23,456.00'), text);
    assert.ok(!/Thank you|Total paid|Expected delivery/.test(text), 'no English left');
    const html = mail.html ?? '';
    assert.ok(html.includes('lang="hi"') && html.includes(hindiDay) && html.includes(number));
    assert.ok(html.includes('चुनें कि आपको कौन-से संदेश मिलें'), 'the footer in Hindi');
    assert.equal(mail.attachments.length, 1, 'the GST invoice still attached');

    // WhatsApp: the same template, language hi, the Hindi words
    const sent = await whatsapp.waitFor((m) => m.to === '919123400011', 30_000);
    assert.equal(sent.templateName, 'order_placed');
    assert.equal(sent.language, 'hi');
    assert.deepEqual(sent.parameters.slice(0, 4), ['Meera', number, '₹1,23,456.00', hindiDay]);
    assert.ok(
      sent.text.startsWith(`नमस्ते Meera, आपके ऑर्डर ${number} (₹1,23,456.00) के लिए धन्यवाद।`),
      sent.text,
    );

    // … undeliverable: the SMS in its place, by the Hindi (Unicode) DLT template
    const sms = await shop.parts.sms!.waitFor((m) => m.mobile === '919123400011', 30_000);
    assert.equal(sms.templateId, 'arogya_order_placed_hi');
    assert.equal(sms.dltTemplateId, '1107170000000000107');
    assert.ok(
      sms.text.startsWith(`नमस्ते Meera, Arogya पर आपके ऑर्डर ${number} (₹1,23,456.00)`),
      sms.text,
    );
    assert.equal(sms.encoding, 'UCS-2');

    // each recorded with the language it went in, which the console's message view shows
    const rows = await sentMessages(order._id, ['email', 'whatsapp', 'sms']);
    assert.deepEqual(
      rows.map((r) => [r.channel, r.language]),
      [
        ['email', 'hi'],
        ['sms', 'hi'],
        ['whatsapp', 'hi'],
      ],
    );
    const view = await api('GET', `/api/admin/messages/${rows[0]!.id}`, undefined, adminToken);
    assert.equal(view.status, 200);
    assert.equal((view.body as MessageView).language, 'hi');

    // the language travels with the rest of their choices: the export, the signed-out page
    const userId = (shopper.user as { _id: string })._id;
    const caller = { userId, name: 'Meera', role: 'customer' as const };
    const mine = await rpc.call(PrivacyExportCalls.notifications, { caller, email, phone: null });
    assert.equal((mine.preferences as { language: string }).language, 'hi');
    const exported = mine.messages as { channel: string; language: string | null }[];
    assert.ok(exported.some((m) => m.channel === 'email' && m.language === 'hi'));
    const link = /href="[^"]*\/messages\/preferences\?t=([^"&]+)"/.exec(
      html.replace(/&#x3D;/g, '='),
    )?.[1];
    assert.ok(link, 'the footer links to the preferences page');
    const byLink = await api('GET', `/api/notifications/preferences/${link}`);
    assert.equal(byLink.status, 200);
    assert.equal(byLink.body.language, 'hi');
    const back = await api('PUT', `/api/notifications/preferences/${link}`, { language: 'en' });
    assert.equal(back.status, 200, JSON.stringify(back.body));
    assert.equal(back.body.language, 'en');
    const french = await api('PUT', `/api/notifications/preferences/${link}`, { language: 'fr' });
    assert.equal(french.status, 400);
  });

  it('a shopper who did not choose gets English as before; another language is refused with 400', async () => {
    let token = '';
    const { order, email } = await shopperBuys(shop, api, productId, async (t) => {
      token = t;
      const r = await api(
        'PUT',
        '/api/notifications/preferences',
        { whatsappOptIn: true, whatsappPhone: '91234 00022' },
        t,
      );
      assert.equal(r.body.language, 'en', 'English until they choose');
    });
    const number = `#${order._id.slice(-6)}`;
    const mail = await shop.parts.mail.waitFor(
      (m) => m.to.includes(email) && m.subject.includes(number),
      30_000,
    );
    assert.equal(mail.subject, `Your Arogya order ${number} is confirmed`);
    assert.match(mail.text ?? '', /Total paid \(inclusive of all taxes\): ₹1,23,456\.00/);
    assert.ok(
      (mail.text ?? '').includes(`Expected delivery by ${day('en-IN', order.estimatedDelivery!)}`),
    );
    assert.doesNotMatch(mail.text ?? '', DEVANAGARI);
    const sent = await shop.parts.whatsapp!.waitFor((m) => m.to === '919123400022', 30_000);
    assert.equal(sent.language, 'en');
    assert.match(sent.text, /^Hello Meera, thank you for your order #\w{6} of ₹1,23,456\.00/);
    const rows = await sentMessages(order._id, ['email', 'whatsapp']);
    assert.deepEqual(
      rows.map((r) => [r.channel, r.language]),
      [
        ['email', 'en'],
        ['whatsapp', 'en'],
      ],
    );

    for (const bad of ['fr', 'HI', 42]) {
      const r = await api('PUT', '/api/notifications/preferences', { language: bad }, token);
      assert.equal(r.status, 400, String(bad));
      assert.match(JSON.stringify(r.body), /language must be one of: 'en' \(English\), 'hi'/);
    }
    const still = await api('GET', '/api/notifications/preferences', undefined, token);
    assert.equal(still.body.language, 'en', 'a refused change changes nothing');
  });

  it('the console previews a shopper’s template in either language (staff’s stay English)', async () => {
    const preview = (name: string, q = '') =>
      api('GET', `/api/admin/message-templates/${name}${q}`, undefined, adminToken);
    const hi = await preview('order-placed', '?language=hi');
    assert.equal(hi.status, 200, JSON.stringify(hi.body));
    assert.equal(hi.body.language, 'hi');
    assert.equal(hi.body.subject, 'आपका Arogya ऑर्डर #A1B2C3 कन्फ़र्म हो गया है');
    assert.ok(hi.body.text.includes('सोमवार, 7 दिसंबर'));
    assert.match(hi.body.whatsapp, /^नमस्ते Asha/);
    assert.deepEqual(hi.body.languages, ['en', 'hi']);
    const en = await preview('order-placed');
    assert.equal(en.body.language, 'en');
    assert.equal(en.body.subject, 'Your Arogya order #A1B2C3 is confirmed');
    const staff = await preview('staff-new-order', '?language=hi');
    assert.equal(staff.body.language, 'en');
    assert.deepEqual(staff.body.languages, ['en']);
    assert.equal((await preview('order-placed', '?language=fr')).status, 400);
  });
});
