import assert from 'node:assert/strict';
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import nodemailer from 'nodemailer';
import { DEFAULT_MAIL_SANDBOX_CONFIG, startMailSandbox, type MailEvent } from '../src/index.js';

/** A webhook receiver answering `statuses` in turn (then 200), keeping what it got. */
async function receiver(statuses: number[] = []) {
  const got: { event: MailEvent; auth: string | undefined }[] = [];
  const arrivals = new EventEmitter();
  /** Resolves once `n` events arrived (event-driven). */
  const received = (n: number) =>
    got.length >= n
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const check = () => {
            if (got.length < n) return;
            arrivals.off('event', check);
            resolve();
          };
          arrivals.on('event', check);
        });
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      res.statusCode = statuses.shift() ?? 200;
      if (res.statusCode === 200)
        got.push({ event: JSON.parse(body) as MailEvent, auth: req.headers.authorization });
      res.end();
      arrivals.emit('event');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    got,
    received,
    url: `http://postmark:s3cret@127.0.0.1:${port}/hook`,
    close: () => server.close(),
  };
}

describe("delivery and bounce webhooks, in Postmark's shape", () => {
  const closers: (() => unknown)[] = [];
  after(async () => {
    for (const c of closers) await c();
  });

  it('tells each recipient delivered, or bounced, with the metadata headers and basic auth; retries until 2xx', async () => {
    const r = await receiver([500]);
    closers.push(r.close);
    const sandbox = await startMailSandbox({
      ...DEFAULT_MAIL_SANDBOX_CONFIG,
      smtpPort: 0,
      webPort: 0,
      webhookUrl: r.url,
    });
    closers.push(() => sandbox.close());
    sandbox.webhooks.bounce('Gone@Example.in');
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: sandbox.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: 'shop@example.in',
      to: ['asha@example.in', 'gone@example.in'],
      subject: 'Your order',
      text: 'Hello',
      headers: { 'X-PM-Metadata-arogya-message-id': 'm-1' },
    });
    await r.received(2);
    const [first, second] = r.got;
    assert.equal(first!.auth, `Basic ${Buffer.from('postmark:s3cret').toString('base64')}`);
    const delivery = [first!.event, second!.event].find((e) => e.RecordType === 'Delivery');
    const bounce = [first!.event, second!.event].find((e) => e.RecordType === 'Bounce');
    assert.ok(delivery?.RecordType === 'Delivery' && bounce?.RecordType === 'Bounce');
    assert.equal(delivery.Recipient, 'asha@example.in');
    assert.deepEqual(delivery.Metadata, { 'arogya-message-id': 'm-1' });
    assert.equal(bounce.Email, 'gone@example.in');
    assert.equal(bounce.TypeCode, 1);
    assert.equal(bounce.Subject, 'Your order');
    assert.deepEqual(bounce.Metadata, { 'arogya-message-id': 'm-1' });
    assert.equal(delivery.MessageID, bounce.MessageID, 'one message, one id');
    // one at a time: the first's tries are recorded before the second is sent
    const [firstDelivery] = sandbox.webhooks.list();
    assert.deepEqual(
      firstDelivery!.attempts.map((a) => a.status),
      [500, 200],
      'refused once, then sent again',
    );
    assert.equal(firstDelivery!.state, 'delivered');
  });
});
