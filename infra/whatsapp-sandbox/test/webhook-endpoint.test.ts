import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifyWhatsAppSignature } from '../src/index.js';
import {
  control,
  SECRET,
  sendOrderShipped,
  startSandbox,
  statusOf,
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

describe('the webhook endpoint', () => {
  it('sends nothing when the verification handshake fails, and records why', async (t) => {
    for (const mode of ['forbidden', 'wrong-echo'] as const) {
      const { receiver, sandbox } = await withReceiver(t, [], {}, mode);
      await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1']);
      await sandbox.webhooks.waitFor((d) => d.event === 'delivered' && d.state === 'unverified');
      assert.equal(receiver.handshakes.length, 1, 'one handshake');
      assert.equal(receiver.posts.length, 0, `no webhook after a ${mode} handshake`);
      const { verification } = sandbox.webhooks.endpoint();
      assert.equal(verification?.ok, false);
      assert.match(verification?.error ?? '', mode === 'forbidden' ? /HTTP 403/ : /did not echo/);
      assert.deepEqual(
        sandbox.webhooks.list().map((d) => d.state),
        ['unverified', 'unverified'],
      );
    }
  });

  it('runs the handshake again on POST /sandbox/webhooks/verify', async (t) => {
    const { receiver, sandbox } = await withReceiver(t, [], {}, 'forbidden');
    await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1']);
    await sandbox.webhooks.waitFor((d) => d.event === 'delivered' && d.state === 'unverified');
    receiver.handshake = 'echo'; // the shop fixed its verify token
    const verified = await control(sandbox, 'POST', '/sandbox/webhooks/verify');
    assert.equal(verified.status, 200);
    assert.equal(verified.body.ok, true);
    assert.equal(receiver.handshakes.length, 2);
    await sendOrderShipped(sandbox, '919876543211', ['Ravi', 'A-2']);
    const hooks = await receiver.waitForPosts(2);
    assert.deepEqual(
      hooks.map((h) => statusOf(h.body).status),
      ['sent', 'delivered'],
    );
  });

  it('can be switched off and on', async (t) => {
    const { receiver, sandbox } = await withReceiver(t);
    const off = await control(sandbox, 'POST', '/sandbox/webhooks/disable');
    assert.equal(off.body.enabled, false);
    await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1']);
    await sandbox.webhooks.waitFor((d) => d.event === 'delivered' && d.state === 'disabled');
    assert.equal(receiver.posts.length, 0);
    const on = await control(sandbox, 'POST', '/sandbox/webhooks/enable');
    assert.equal(on.body.enabled, true);
    await sendOrderShipped(sandbox, '919876543211', ['Ravi', 'A-2']);
    const hooks = await receiver.waitForPosts(2);
    assert.deepEqual(
      hooks.map((h) => statusOf(h.body).recipient_id),
      ['919876543211', '919876543211'],
    );
  });

  it('sends an inbound message webhook when a customer writes', async (t) => {
    const { receiver, sandbox } = await withReceiver(t);
    const message = sandbox.inbound('+919876543210', 'Is ashwagandha in stock?', 'Asha');
    const [hook] = await receiver.waitForPosts(1);
    assertSigned(hook!);
    const value = hook!.body.entry[0].changes[0].value;
    assert.deepEqual(value.contacts, [{ profile: { name: 'Asha' }, wa_id: '919876543210' }]);
    assert.equal(value.messages[0].from, '919876543210');
    assert.equal(value.messages[0].id, message.id);
    assert.equal(value.messages[0].type, 'text');
    assert.deepEqual(value.messages[0].text, { body: 'Is ashwagandha in stock?' });
    assert.match(value.messages[0].timestamp, /^\d{10}$/);
    assert.equal(sandbox.inboundMessages('919876543210').length, 1);
  });

  it('sends no webhooks without a URL', async (t) => {
    const sandbox = await startSandbox(t);
    await sendOrderShipped(sandbox, '919876543210', ['Asha', 'A-1']);
    await sandbox.waitFor((m) => m.status === 'delivered');
    assert.deepEqual(sandbox.webhooks.list(), []);
    assert.equal(sandbox.webhooks.endpoint().url, null);
  });
});
