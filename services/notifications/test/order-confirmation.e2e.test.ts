import { eventsSettled, jobsDone, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { DeadLetter } from '@arogya/contracts';
import {
  ADMIN,
  notificationsDb,
  notifyShop,
  productToBuy,
  redeliverOrderPlaced,
  shopperBuys,
  STAFF,
} from './support.js';

// six tries, 0.25 s apart and doubling: given up on after about 8 s
const { shop, api } = notifyShop('notify', { NOTIFY_SEND_ATTEMPTS: '6' });
let productId: string;

/** The order confirmation to `email` (a new shopper is also asked to confirm their address). */
const confirmationTo = (email: string) => (m: { to: string[]; subject: string }) =>
  m.to.includes(email) && m.subject.includes('is confirmed');

before(async () => {
  await shop.ready;
  productId = (await productToBuy(api, 'Triphala Churna'))._id;
});

describe('order confirmation by e-mail (real SMTP: the mail sandbox)', () => {
  it('a paid order produces exactly one confirmation, with the order number, total and GST invoice', async () => {
    const { mail } = shop.parts;
    const { order, email } = await shopperBuys(shop, api, productId);
    const number = `#${order._id.slice(-6)}`;
    const confirmation = await mail.waitFor(confirmationTo(email), 20_000);
    assert.match(confirmation.subject, new RegExp(`order ${number} is confirmed`));
    assert.ok(confirmation.html?.includes(number), 'the HTML part names the order');
    assert.match(confirmation.text ?? '', /Total paid \(inclusive of all taxes\): ₹2,998\.00/);
    assert.match(confirmation.text ?? '', /Triphala Churna x 2: ₹2,998\.00/);
    assert.match(confirmation.text ?? '', new RegExp(`/order/${order._id}`));
    const [pdf] = confirmation.attachments;
    assert.equal(confirmation.attachments.length, 1);
    assert.equal(pdf!.contentType, 'application/pdf');
    assert.match(pdf!.filename, /\.pdf$/);
    assert.equal(pdf!.content.subarray(0, 5).toString(), '%PDF-', 'a real PDF');
    assert.equal(
      confirmation.headers['list-unsubscribe'],
      undefined,
      'transactional: no unsubscribe',
    );
    const notice = await mail.waitFor(
      (m) => m.to.includes(STAFF) && m.subject.includes(number),
      20_000,
    );
    assert.match(notice.subject, /New order #\w{6}: ₹2,998\.00/);

    // the same event again (a redelivery): nothing more is sent
    await redeliverOrderPlaced(shop.env.natsUrl, shop.ns, order._id);
    await eventsSettled(shop.env, shop.ns, [shop.parts.notifications!]);
    await jobsDone(shop.env, shop.ns, 'notifications');
    const toShopper = mail.messages().filter(confirmationTo(email));
    assert.equal(toShopper.length, 1, 'one confirmation, whatever the redeliveries');
    // sent, then delivered as the relay's webhook says (Postmark's shape, through the gateway)
    const db = await notificationsDb(shop);
    try {
      const rows = await until(
        async () => {
          const { rows: r } = await db.query(
            'SELECT channel, status, attempts FROM messages WHERE order_id = $1 ORDER BY audience',
            [order._id],
          );
          return r.every((x: { status: string }) => x.status === 'delivered') ? r : undefined;
        },
        20_000,
        'both messages delivered',
      );
      assert.deepEqual(rows, [
        { channel: 'email', status: 'delivered', attempts: 1 },
        { channel: 'email', status: 'delivered', attempts: 1 },
      ]);
    } finally {
      await db.close();
    }
  });

  it('with SMTP down the order is placed at once, and the e-mail arrives after recovery', async () => {
    const { mail } = shop.parts;
    await mail.faults.down();
    try {
      const { order, email } = await shopperBuys(shop, api, productId);
      assert.equal(order.status, 'Processing', 'the order did not wait for the e-mail');
      const db = await notificationsDb(shop);
      try {
        // the send has been tried, and refused, a few times while SMTP is away
        await until(
          async () => {
            const { rows } = await db.query(
              `SELECT attempts, status, last_error FROM messages WHERE order_id = $1 AND recipient = $2`,
              [order._id, email],
            );
            return rows[0]?.attempts >= 3 ? rows[0] : undefined;
          },
          20_000,
          'three refused tries',
        ).then((row) => {
          assert.equal(row.status, 'queued');
          assert.match(row.last_error, /ECONNREFUSED|ESOCKET|ECONNECTION/);
        });
        assert.equal(mail.messages().filter(confirmationTo(email)).length, 0);
        await mail.faults.up();
        const confirmation = await mail.waitFor(confirmationTo(email), 30_000);
        assert.match(confirmation.subject, /is confirmed/);
        // recorded once SMTP's answer is in (it commits just after the mail arrives)
        await until(
          async () => {
            const { rows } = await db.query(
              `SELECT status FROM messages WHERE order_id = $1 AND recipient = $2`,
              [order._id, email],
            );
            return rows.length === 1 && rows[0].status === 'sent';
          },
          10_000,
          'the message recorded as sent',
        );
        assert.equal(mail.messages().filter(confirmationTo(email)).length, 1);
      } finally {
        await db.close();
      }
    } finally {
      await mail.faults.up();
    }
  });

  it('a send that fails every try is dead-lettered on the console page; replaying it sends the e-mail', async () => {
    const { mail } = shop.parts;
    const admin = (await api('POST', '/api/users/login', ADMIN)).body.token as string;
    await mail.faults.down();
    try {
      const { order, email } = await shopperBuys(shop, api, productId);
      const db = await notificationsDb(shop);
      try {
        const failed = await until(
          async () => {
            const { rows } = await db.query(
              'SELECT id, status, attempts FROM messages WHERE order_id = $1 AND recipient = $2',
              [order._id, email],
            );
            return rows[0]?.status === 'failed' ? rows[0] : undefined;
          },
          30_000,
          'the send given up on',
        );
        assert.equal(failed.attempts, 6);
        const letter = await until(
          async () =>
            (
              (await api('GET', '/api/admin/dead-letters', undefined, admin)).body as DeadLetter[]
            ).find(
              (l) =>
                (l.payload as { data?: { messageId?: string } })?.data?.messageId === failed.id,
            ),
          10_000,
          'the dead letter of the send',
        );
        assert.equal(letter.consumer, 'notifications-send');
        assert.equal(letter.subject, 'shop.notifications.send-requested.v1');
        assert.equal(letter.deliveries, 6);
        assert.match(letter.error, /ECONNREFUSED|ESOCKET|ECONNECTION/);
        await mail.faults.up();
        const replay = await api('POST', `/api/admin/dead-letters/${letter._id}/replay`, {}, admin);
        assert.equal(replay.status, 200, JSON.stringify(replay.body));
        const confirmation = await mail.waitFor(confirmationTo(email), 20_000);
        assert.match(confirmation.subject, /is confirmed/);
        await until(
          async () => {
            const { rows: now } = await db.query(
              'SELECT status FROM messages WHERE order_id = $1 AND recipient = $2',
              [order._id, email],
            );
            return now[0]?.status === 'sent';
          },
          10_000,
          'the message recorded as sent',
        );
      } finally {
        await db.close();
      }
    } finally {
      await mail.faults.up();
    }
  });

  it("an address that bounces is marked bounced by the relay's webhook; a webhook without the password is refused", async () => {
    const { mail } = shop.parts;
    // the shopper's address bounces: SMTP accepts the mail, the relay reports the bounce after
    const next = await shopperBuys(shop, api, productId, async (token) => {
      const me = await api('GET', '/api/notifications/preferences', undefined, token);
      mail.webhooks.bounce(me.body.email);
    });
    const db = await notificationsDb(shop);
    try {
      const bounced = await until(
        async () => {
          const { rows } = await db.query(
            'SELECT id, status FROM messages WHERE order_id = $1 AND recipient = $2',
            [next.order._id, next.email],
          );
          return rows[0]?.status === 'bounced' ? rows[0] : undefined;
        },
        20_000,
        'the confirmation bounced',
      );
      const { rows: history } = await db.query(
        'SELECT status, detail FROM message_history WHERE message_id = $1 ORDER BY id',
        [bounced.id],
      );
      assert.deepEqual(
        history.map((h: { status: string }) => h.status),
        ['queued', 'sent', 'bounced'],
      );
      assert.match(history[2].detail, /550 5\.1\.1/);
      const forged = await fetch(`${shop.parts.gateway.baseUrl}/api/webhooks/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from('postmark:guess-guess-guess').toString('base64')}`,
        },
        body: JSON.stringify({
          RecordType: 'Delivery',
          Metadata: { 'arogya-message-id': bounced.id },
        }),
      });
      assert.equal(forged.status, 401);
      const { rows: after } = await db.query('SELECT status FROM messages WHERE id = $1', [
        bounced.id,
      ]);
      assert.deepEqual(after, [{ status: 'bounced' }]);
    } finally {
      await db.close();
    }
  });
});
