import { signWhatsAppPayload } from '@arogya/whatsapp-sandbox';
import { until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { notificationsDb, notifyShop, productToBuy, shopperBuys } from './support.js';

const { shop, api } = notifyShop('notifywa', {}, { whatsapp: true });
let productId: string;

before(async () => {
  await shop.ready;
  productId = (await productToBuy(api, 'Brahmi Tablets'))._id;
});

/** The WhatsApp message of `orderId` as notifications recorded it. */
async function recorded(orderId: string) {
  const db = await notificationsDb(shop);
  try {
    const { rows } = await db.query(
      `SELECT status, recipient, provider_message_id FROM messages
       WHERE order_id = $1 AND channel = 'whatsapp'`,
      [orderId],
    );
    return rows as { status: string; recipient: string; provider_message_id: string | null }[];
  } finally {
    await db.close();
  }
}

describe('WhatsApp order updates (the Cloud API sandbox, signed webhooks)', () => {
  it('an opted-in shopper gets the template with the right variables; the signed status webhook makes it delivered', async () => {
    const whatsapp = shop.parts.whatsapp!;
    const { order, email } = await shopperBuys(shop, api, productId, async (token) => {
      const r = await api(
        'PUT',
        '/api/notifications/preferences',
        { whatsappOptIn: true, whatsappPhone: '+91 98765 43210' },
        token,
      );
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.whatsappPhone, '919876543210');
    });
    const sent = await whatsapp.waitFor(
      (m) => m.parameters.includes(`#${order._id.slice(-6)}`),
      20_000,
    );
    assert.equal(sent.to, '919876543210');
    assert.equal(sent.templateName, 'order_placed');
    assert.equal(sent.language, 'en');
    assert.deepEqual(sent.parameters.slice(0, 3), [
      'Meera',
      `#${order._id.slice(-6)}`,
      '₹2,998.00',
    ]);
    assert.match(sent.parameters[4]!, new RegExp(`/order/${order._id}$`));
    assert.match(sent.text, /thank you for your order #\w{6} of ₹2,998\.00/);
    // the e-mail goes as well (the order's, not the sign-up's verification link)
    await shop.parts.mail.waitFor(
      (m) => m.to.includes(email) && / is confirmed$/.test(m.subject),
      20_000,
    );
    // sent, then delivered, told by the sandbox's signed webhooks through the gateway
    const rows = await until(
      async () => {
        const r = await recorded(order._id);
        return r[0]?.status === 'delivered' ? r : undefined;
      },
      30_000,
      'the WhatsApp message delivered',
    );
    assert.deepEqual(rows, [
      { status: 'delivered', recipient: '919876543210', provider_message_id: sent.id },
    ]);
  });

  it('a forged webhook is refused (401) and changes nothing; an undeliverable number gets the SMS instead; Meta’s handshake needs the verify token', async () => {
    const whatsapp = shop.parts.whatsapp!;
    // not on WhatsApp: marked before the order, whose message could otherwise go out first
    whatsapp.faults.undeliverable('919123456780');
    const { order } = await shopperBuys(shop, api, productId, async (token) => {
      await api(
        'PUT',
        '/api/notifications/preferences',
        { whatsappOptIn: true, whatsappPhone: '9123456780' },
        token,
      );
    });
    const sent = await whatsapp.waitFor((m) => m.to === '919123456780', 20_000);
    const forged = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            { field: 'messages', value: { statuses: [{ id: sent.id, status: 'delivered' }] } },
          ],
        },
      ],
    });
    const post = (signature: string) =>
      fetch(`${shop.parts.gateway.baseUrl}/api/webhooks/whatsapp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body: forged,
      });
    const wrongKey = await post(signWhatsAppPayload('not-the-app-secret', forged));
    assert.equal(wrongKey.status, 401);
    assert.equal((await post('sha256=00')).status, 401);
    // the number is undeliverable: the real webhook says failed (error 131026)
    const rows = await until(
      async () => {
        const r = await recorded(order._id);
        return r[0]?.status === 'failed' ? r : undefined;
      },
      30_000,
      'the WhatsApp message failed',
    );
    assert.equal(rows[0]!.status, 'failed', 'the forged "delivered" changed nothing');
    const db = await notificationsDb(shop);
    try {
      const { rows: history } = await db.query(
        `SELECT h.status, h.detail FROM message_history h JOIN messages m ON m.id = h.message_id
         WHERE m.order_id = $1 AND m.channel = 'whatsapp' ORDER BY h.id`,
        [order._id],
      );
      assert.deepEqual(
        history.map((h: { status: string }) => h.status),
        ['queued', 'sent', 'failed'],
      );
      assert.match(history[2].detail, /131026/);
    } finally {
      await db.close();
    }

    // … and the same words went by SMS (DLT template), delivered as MSG91's report says
    const text = await shop.parts.sms!.waitFor(
      (m) => m.mobile === '919123456780' && m.status === 'delivered',
      20_000,
    );
    assert.equal(text.templateId, 'arogya_order_placed');
    assert.match(text.text, new RegExp(`order #${order._id.slice(-6)} of ₹2,998\\.00`));
    await until(
      async () => {
        const db2 = await notificationsDb(shop);
        try {
          const { rows: sms } = await db2.query(
            `SELECT status, provider_message_id FROM messages WHERE order_id = $1 AND channel = 'sms'`,
            [order._id],
          );
          return sms[0]?.status === 'delivered' && sms[0].provider_message_id === text.requestId;
        } finally {
          await db2.close();
        }
      },
      20_000,
      'the SMS recorded as delivered',
    );
    const unsigned = await fetch(`${shop.parts.gateway.baseUrl}/api/webhooks/sms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-secret': 'guess' },
      body: JSON.stringify({ requestId: text.requestId, number: text.mobile, status: '2' }),
    });
    assert.equal(unsigned.status, 401, 'a report without the shared secret is refused');

    const hub = (token: string) =>
      fetch(
        `${shop.parts.gateway.baseUrl}/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      );
    const ok = await hub('sandbox_verify_token');
    assert.equal(ok.status, 200);
    assert.equal(await ok.text(), '1158201444');
    assert.equal((await hub('guess')).status, 403);
  });
});
