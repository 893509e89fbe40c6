import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MailWaitTimeoutError, type MessageSummary } from '../src/index.js';
import { call, getJson, mail, startTestSandbox, transport } from './support.js';

/** A small PDF with every byte value in it, so that any re-encoding would show. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
]);

const HTML =
  '<!doctype html><html><head></head><body><h1>Order AR-1042 confirmed</h1><p>Tom &amp; Jerry</p></body></html>';

interface List {
  total: number;
  messages: MessageSummary[];
}

describe('receiving mail', () => {
  it('keeps a message with HTML, text and a PDF, and the API reports every field', async (t) => {
    const sandbox = await startTestSandbox(t);
    const arrived = sandbox.waitFor((m) => m.subject === 'Your order AR-1042', 5000);
    const info = await transport(sandbox).sendMail({
      from: '"Arogya Orders" <orders@arogya.test>',
      to: 'Priya Sharma <priya@example.com>',
      cc: 'ops@arogya.test',
      bcc: 'audit@arogya.test',
      subject: 'Your order AR-1042',
      text: 'Thank you for your order AR-1042.',
      html: HTML,
      messageId: '<order-AR-1042@arogya.test>',
      date: new Date('2025-01-02T03:04:05Z'),
      headers: { 'X-Arogya-Order': 'AR-1042' },
      list: { unsubscribe: { url: 'https://arogya.test/unsubscribe?u=1', comment: 'Unsubscribe' } },
      attachments: [
        { filename: 'invoice-AR-1042.pdf', content: PDF, contentType: 'application/pdf' },
      ],
    });
    assert.deepEqual(info.accepted.sort(), [
      'audit@arogya.test',
      'ops@arogya.test',
      'priya@example.com',
    ]);
    const stored = await arrived;

    const { status, body } = await getJson<MessageSummary>(sandbox, `/api/messages/${stored.id}`);
    assert.equal(status, 200);
    assert.match(body.id, /^[A-Za-z0-9_-]{8}$/);
    assert.ok(Math.abs(Date.parse(body.receivedAt) - Date.now()) < 10_000);
    assert.deepEqual(body.envelope, {
      from: 'orders@arogya.test',
      to: ['priya@example.com', 'ops@arogya.test', 'audit@arogya.test'],
    });
    assert.equal(body.from, 'orders@arogya.test');
    assert.deepEqual(body.to, ['priya@example.com']);
    assert.deepEqual(body.cc, ['ops@arogya.test']);
    assert.equal(body.subject, 'Your order AR-1042');
    assert.equal(body.date, '2025-01-02T03:04:05.000Z');
    assert.equal(body.messageId, '<order-AR-1042@arogya.test>');
    assert.equal(body.headers.from, '"Arogya Orders" <orders@arogya.test>');
    assert.equal(body.headers.to, '"Priya Sharma" <priya@example.com>');
    assert.equal(body.headers.subject, 'Your order AR-1042');
    assert.equal(body.headers['x-arogya-order'], 'AR-1042');
    assert.equal(
      body.headers['list-unsubscribe'],
      '<https://arogya.test/unsubscribe?u=1> (Unsubscribe)',
    );
    assert.equal(body.headers.bcc, undefined, 'Bcc never travels in the headers');
    assert.equal(body.text?.trim(), 'Thank you for your order AR-1042.');
    assert.equal(body.html, HTML);
    assert.deepEqual(body.attachments, [
      {
        index: 0,
        filename: 'invoice-AR-1042.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        contentId: null,
      },
    ]);
    assert.ok(body.size > PDF.length, 'raw size covers the base64 attachment');
    assert.deepEqual(
      JSON.parse(JSON.stringify(sandbox.messages()[0])).attachments[0].size,
      PDF.length,
    );
    assert.equal(sandbox.messages()[0]?.attachments[0]?.content.equals(PDF), true);
  });

  it('serves an attachment with the same bytes, its type and a download disposition', async (t) => {
    const sandbox = await startTestSandbox(t);
    await transport(sandbox).sendMail(
      mail('priya@example.com', 'Invoice', {
        attachments: [
          { filename: 'notes.txt', content: 'hello' },
          { filename: 'रसीद AR-1042.pdf', content: PDF, contentType: 'application/pdf' },
        ],
      }),
    );
    const message = await sandbox.waitFor((m) => m.subject === 'Invoice');
    const res = await fetch(`${sandbox.webUrl}/api/messages/${message.id}/attachments/1`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'application/pdf');
    assert.equal(
      res.headers.get('content-disposition'),
      `attachment; filename="____ AR-1042.pdf"; filename*=UTF-8''${encodeURIComponent('रसीद AR-1042.pdf')}`,
    );
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), PDF);
    const missing = await getJson<{ error: string }>(
      sandbox,
      `/api/messages/${message.id}/attachments/2`,
    );
    assert.equal(missing.status, 404);
    assert.match(missing.body.error, /no attachment 2/);
  });

  it('lists newest first, filters by to, subject and q, and deletes', async (t) => {
    const sandbox = await startTestSandbox(t);
    const smtp = transport(sandbox);
    await smtp.sendMail(mail('priya@example.com', 'Order shipped'));
    await smtp.sendMail(mail('ravi@example.com', 'Order delivered'));
    await smtp.sendMail(mail('priya@example.com', 'Password reset', { bcc: 'Audit@Arogya.test' }));

    const all = await getJson<List>(sandbox, '/api/messages');
    assert.equal(all.body.total, 3);
    assert.deepEqual(
      all.body.messages.map((m) => m.subject),
      ['Password reset', 'Order delivered', 'Order shipped'],
    );
    const subjects = async (query: string) =>
      (await getJson<List>(sandbox, `/api/messages?${query}`)).body.messages.map((m) => m.subject);
    assert.deepEqual(await subjects('to=PRIYA@example.com'), ['Password reset', 'Order shipped']);
    assert.deepEqual(await subjects('to=priya'), [], 'to is a whole address');
    assert.deepEqual(
      await subjects('to=audit@arogya.test'),
      ['Password reset'],
      'Bcc via the envelope',
    );
    assert.deepEqual(await subjects('subject=order'), ['Order delivered', 'Order shipped']);
    assert.deepEqual(await subjects('to=priya@example.com&subject=order'), ['Order shipped']);
    assert.deepEqual(await subjects('q=ravi'), ['Order delivered']);
    assert.deepEqual(await subjects('q=RESET'), ['Password reset']);
    const limited = await getJson<List>(sandbox, '/api/messages?limit=1');
    assert.deepEqual([limited.body.total, limited.body.messages.length], [3, 1]);
    assert.equal((await getJson<{ error: string }>(sandbox, '/api/messages?limit=x')).status, 400);

    const [newest] = all.body.messages;
    assert.equal((await call(sandbox, 'DELETE', `/api/messages/${newest?.id}`)).status, 204);
    assert.equal((await call(sandbox, 'DELETE', `/api/messages/${newest?.id}`)).status, 404);
    assert.equal(sandbox.messages().length, 2);
    const cleared = await call(sandbox, 'DELETE', '/api/messages');
    assert.deepEqual(cleared, { status: 204, body: undefined });
    assert.deepEqual((await getJson<List>(sandbox, '/api/messages')).body, {
      total: 0,
      messages: [],
    });
    assert.equal((await getJson<{ error: string }>(sandbox, '/api/messages/nope')).status, 404);
  });

  it('keeps at most maxMessages, forgetting the oldest', async (t) => {
    const sandbox = await startTestSandbox(t, { maxMessages: 2 });
    const smtp = transport(sandbox);
    for (const n of [1, 2, 3]) await smtp.sendMail(mail('priya@example.com', `n${n}`));
    assert.deepEqual(
      sandbox.messages().map((m) => m.subject),
      ['n3', 'n2'],
    );
  });

  it('waitFor resolves on arrival, finds earlier messages, and times out clearly', async (t) => {
    const sandbox = await startTestSandbox(t);
    const smtp = transport(sandbox);
    const waiting = sandbox.waitFor((m) => m.to.includes('late@example.com'), 5000);
    await smtp.sendMail(mail('other@example.com', 'Not this one'));
    await smtp.sendMail(mail('late@example.com', 'This one'));
    assert.equal((await waiting).subject, 'This one');
    assert.equal(
      (await sandbox.waitFor((m) => m.subject === 'Not this one', 1)).to[0],
      'other@example.com',
    );

    const started = Date.now();
    const err = await sandbox
      .waitFor((m) => m.subject === 'never', 150)
      .then(
        () => assert.fail('expected a timeout'),
        (e: unknown) => e,
      );
    assert.ok(err instanceof MailWaitTimeoutError);
    assert.match(err.message, /within 150 ms \(2 messages in the inbox, newest first:/);
    assert.match(err.message, /to late@example.com: "This one"/);
    assert.ok(Date.now() - started >= 140);

    const pending = sandbox.waitFor(() => false, 60_000);
    sandbox.clear();
    assert.equal(sandbox.messages().length, 0);
    await sandbox.close();
    await assert.rejects(pending, /closed while waiting/);
  });

  it('answers /health', async (t) => {
    const sandbox = await startTestSandbox(t);
    assert.deepEqual(await getJson(sandbox, '/health'), { status: 200, body: { status: 'ok' } });
    const unknown = await getJson<{ error: string }>(sandbox, '/api/nothing');
    assert.equal(unknown.status, 404);
    assert.match(unknown.body.error, /GET \/api\/nothing/);
  });
});
