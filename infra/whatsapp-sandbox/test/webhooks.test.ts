import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyWhatsAppSignature } from '../src/index.js';
import {
  control,
  PHONE_ID,
  SECRET,
  sendOrderShipped,
  statusOf,
  WABA_ID,
  withReceiver,
  type Received,
} from './support.js';

function assertSigned(hook: Received): void {
  assert.equal(hook.headers['content-type'], 'application/json');
  const header = hook.headers['x-hub-signature-256'];
  assert.match(String(header), /^sha256=[0-9a-f]{64}$/);
  assert.equal(
    verifyWhatsAppSignature(SECRET, hook.rawBody, header),
    true,
    'verifies over the raw body',
  );
  const tampered = hook.rawBody.replace('"whatsapp"', '"whatsapp "');
  assert.notEqual(tampered, hook.rawBody);
  assert.equal(verifyWhatsAppSignature(SECRET, tampered, header), false, 'a tampered body fails');
  assert.equal(verifyWhatsAppSignature('another_secret', hook.rawBody, header), false);
}

describe('status webhooks', () => {
  it('sends sent then delivered, signed, in the Cloud API shape, after the handshake', async (t) => {
    const { receiver, sandbox } = await withReceiver(t);
    const res = await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1001']);
    const wamid = res.body.messages[0].id;
    const [sent, delivered] = await receiver.waitForPosts(2);

    // Meta's verification GET came first, with the verify token and a challenge
    assert.equal(receiver.handshakes.length, 1);
    const hs = receiver.handshakes[0]!.url.searchParams;
    assert.equal(hs.get('hub.mode'), 'subscribe');
    assert.equal(hs.get('hub.verify_token'), 'sandbox_verify_token');
    assert.match(hs.get('hub.challenge') ?? '', /^\d+$/);
    assert.equal(sandbox.webhooks.endpoint().verification?.ok, true);

    for (const hook of [sent!, delivered!]) {
      assertSigned(hook);
      assert.equal(hook.body.object, 'whatsapp_business_account');
      assert.equal(hook.body.entry[0].id, WABA_ID);
      const change = hook.body.entry[0].changes[0];
      assert.equal(change.field, 'messages');
      assert.equal(change.value.messaging_product, 'whatsapp');
      assert.deepEqual(change.value.metadata, {
        display_phone_number: '919000000001',
        phone_number_id: PHONE_ID,
      });
    }
    const [s, d] = [statusOf(sent!.body), statusOf(delivered!.body)];
    assert.deepEqual([s.status, d.status], ['sent', 'delivered']);
    for (const status of [s, d]) {
      assert.equal(status.id, wamid);
      assert.equal(status.recipient_id, '919876543210');
      assert.match(status.timestamp, /^\d{10}$/);
      assert.deepEqual(status.pricing, {
        billable: true,
        pricing_model: 'PMP',
        type: 'regular',
        category: 'utility',
      });
      assert.equal(status.conversation.origin.type, 'utility');
    }
    assert.match(s.conversation.expiration_timestamp, /^\d{10}$/);
    assert.equal(d.conversation.id, s.conversation.id);
    assert.ok(Number(s.timestamp) <= Number(d.timestamp));

    await sandbox.webhooks.waitFor((d) => d.event === 'delivered' && d.state === 'delivered');
    const listed = await control(sandbox, 'GET', '/sandbox/webhooks');
    assert.equal(listed.body.endpoint.enabled, true);
    assert.deepEqual(
      listed.body.items.map((w: { event: string; state: string; attempts: unknown[] }) => [
        w.event,
        w.state,
        w.attempts.length,
      ]),
      [
        ['sent', 'delivered', 1],
        ['delivered', 'delivered', 1],
      ],
    );
  });

  it('adds read with read receipts on; no conversation object from v24.0 on', async (t) => {
    const { receiver, sandbox } = await withReceiver(t, [], { readReceipts: true });
    await control(sandbox, 'POST', '/sandbox/inbound', { from: '919876543210', text: 'hi' });
    const res = await fetch(`${sandbox.url}/v24.0/${PHONE_ID}/messages`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sandbox_whatsapp_token',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: '919876543210',
        type: 'text',
        text: { body: 'Your parcel is out for delivery' },
      }),
    });
    assert.equal(res.status, 200);
    const hooks = await receiver.waitForPosts(4);
    assert.equal(hooks[0]!.body.entry[0].changes[0].value.messages[0].text.body, 'hi');
    const statuses = hooks.slice(1).map((h) => statusOf(h.body));
    assert.deepEqual(
      statuses.map((s) => s.status),
      ['sent', 'delivered', 'read'],
    );
    for (const s of statuses) {
      assert.equal('conversation' in s, false);
      assert.deepEqual(s.pricing, {
        billable: false,
        pricing_model: 'PMP',
        type: 'free_customer_service',
        category: 'service',
      });
    }
    const message = await sandbox.waitFor((m) => m.status === 'read');
    assert.deepEqual(
      message.statuses.map((s) => s.status),
      ['accepted', 'sent', 'delivered', 'read'],
    );
  });

  it('sends failed with 131026 for a number marked undeliverable', async (t) => {
    const { receiver, sandbox } = await withReceiver(t);
    const marked = await control(sandbox, 'POST', '/sandbox/faults', {
      undeliverable: '+91 99999 00000',
    });
    assert.deepEqual(marked.body.undeliverable, ['919999900000']);
    const res = await sendOrderShipped(sandbox, '919999900000', ['Ravi', 'A-2']);
    assert.equal(res.status, 200, 'accepted first, as the Cloud API does');
    const [hook] = await receiver.waitForPosts(1);
    assertSigned(hook!);
    const status = statusOf(hook!.body);
    assert.equal(status.status, 'failed');
    assert.equal(status.recipient_id, '919999900000');
    assert.deepEqual(status.errors, [
      {
        code: 131026,
        title: 'Message undeliverable',
        message: 'Message undeliverable',
        error_data: { details: 'Message Undeliverable.' },
      },
    ]);
    const failed = await sandbox.waitFor((m) => m.status === 'failed');
    assert.deepEqual(failed.statuses.at(-1)?.error, {
      code: 131026,
      title: 'Message undeliverable',
    });
    // no sent/delivered follow
    await sandbox.webhooks.waitFor((d) => d.event === 'failed' && d.state === 'delivered');
    assert.deepEqual(
      sandbox.webhooks.list().map((d) => d.event),
      ['failed'],
    );
  });

  it('retries with backoff when the receiver answers 500, same body and signature', async (t) => {
    const { receiver, sandbox } = await withReceiver(t, [500, 503], {
      webhookRetryDelaysMs: [30, 60, 90],
    });
    await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1']);
    const hooks = await receiver.waitForPosts(4);
    assert.deepEqual(
      hooks.map((h) => statusOf(h.body).status),
      ['sent', 'sent', 'sent', 'delivered'],
    );
    assert.equal(
      new Set(hooks.slice(0, 3).map((h) => h.rawBody)).size,
      1,
      'byte-identical retries',
    );
    for (const hook of hooks) assertSigned(hook);
    const last = await sandbox.webhooks.waitFor(
      (d) => d.event === 'delivered' && d.state === 'delivered',
    );
    const first = sandbox.webhooks.list()[0]!;
    assert.equal(first.state, 'delivered');
    assert.deepEqual(
      first.attempts.map((a) => a.status),
      [500, 503, 200],
    );
    assert.equal(first.attempts[0]!.error, 'HTTP 500');
    const gap = Date.parse(first.attempts[2]!.at) - Date.parse(first.attempts[1]!.at);
    assert.ok(gap >= 55, `backs off (${gap} ms before the third try)`);
    assert.equal(last.attempts.length, 1);
  });

  it('gives up after its retries and records the failure', async (t) => {
    const { receiver, sandbox } = await withReceiver(t, [500, 500, 500], {
      webhookRetryDelaysMs: [10, 10],
    });
    await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1']);
    const failed = await sandbox.webhooks.waitFor((d) => d.state === 'failed');
    assert.equal(failed.event, 'sent');
    assert.deepEqual(
      failed.attempts.map((a) => a.status),
      [500, 500, 500],
    );
    // the queue moves on: delivered still arrives
    await receiver.waitForPosts(4);
    assert.equal(statusOf(receiver.posts[3]!.body).status, 'delivered');
  });
});
