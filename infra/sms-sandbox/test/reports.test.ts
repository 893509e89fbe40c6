import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { verifySmsSignature, verifySmsWebhookSecret } from '../src/index.js';
import {
  call,
  flow,
  SALE,
  SECRET,
  sendOtp,
  startSandbox,
  withReceiver,
  type Received,
} from './support.js';

function assertSigned(hook: Received): void {
  assert.equal(hook.headers['content-type'], 'application/json');
  assert.equal(hook.headers['x-webhook-secret'], SECRET);
  assert.equal(verifySmsWebhookSecret(SECRET, hook.headers['x-webhook-secret']), true);
  const signature = hook.headers['x-sandbox-signature'];
  assert.match(String(signature), /^sha256=[0-9a-f]{64}$/);
  assert.equal(
    verifySmsSignature(SECRET, hook.rawBody, signature),
    true,
    'verifies over the raw body',
  );
  const tampered = hook.rawBody.replace('"status":"', '"status":"0');
  assert.notEqual(tampered, hook.rawBody);
  assert.equal(verifySmsSignature(SECRET, tampered, signature), false, 'a tampered body fails');
  assert.equal(verifySmsSignature('other', hook.rawBody, signature), false);
}

describe('delivery reports', () => {
  it('reports delivered in MSG91 webhook (v3) shape, with the secret header and a signature', async (t) => {
    const { receiver, sandbox } = await withReceiver(t);
    const res = await sendOtp(sandbox, '919876543210');
    const [hook] = await receiver.waitFor(1);
    assertSigned(hook!);
    const { date, ...rest } = hook!.body;
    assert.match(date, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'IST date as MSG91 writes it');
    assert.deepEqual(rest, {
      requestId: res.body.message,
      number: '919876543210',
      senderId: 'AROGYA',
      status: '1',
      desc: 'DELIVERED',
      failedReason: '',
      credit: '1',
      campaignName: 'API',
      userId: 'sandbox',
    });
    await sandbox.webhooks.waitFor((d) => d.state === 'delivered'); // its answer was read
    const [delivery] = (await call(sandbox, 'GET', '/sandbox/webhooks')).body.items;
    assert.equal(delivery.event, 'delivered');
    assert.equal(delivery.state, 'delivered');
    assert.equal(delivery.body, hook!.rawBody);
    assert.deepEqual(
      delivery.attempts.map((a: { status: number }) => a.status),
      [200],
    );
  });

  it('reports failed for an undeliverable number', async (t) => {
    const { receiver, sandbox } = await withReceiver(t);
    const marked = await call(sandbox, 'POST', '/sandbox/faults', {
      undeliverable: '+91 99999 00000',
    });
    assert.deepEqual(marked.body.undeliverable, ['919999900000']);
    assert.equal((await sendOtp(sandbox, '919999900000')).status, 200, 'accepted first');
    const [hook] = await receiver.waitFor(1);
    assertSigned(hook!);
    assert.equal(hook!.body.status, '2');
    assert.equal(hook!.body.desc, 'FAILED');
    assert.notEqual(hook!.body.failedReason, '');
    const text = await sandbox.waitFor((m) => m.status === 'failed');
    assert.equal(text.statuses.at(-1)?.code, '2');
  });

  it('rejects promotional texts to DND numbers (NDNC), delivers transactional ones', async (t) => {
    const { receiver, sandbox } = await withReceiver(t);
    sandbox.faults.dnd('919811111111');
    await flow(sandbox, {
      template_id: SALE.template_id,
      recipients: [{ mobiles: '919811111111,919876543210', discount: '20%' }],
    });
    await sendOtp(sandbox, '919811111111');
    const hooks = await receiver.waitFor(3);
    assert.deepEqual(
      hooks.map((h) => [h.body.number, h.body.status, h.body.desc]),
      [
        ['919811111111', '9', 'NDNC'],
        ['919876543210', '1', 'DELIVERED'],
        ['919811111111', '1', 'DELIVERED'],
      ],
    );
    assert.deepEqual(
      sandbox.messages('919811111111').map((m) => [m.category, m.status]),
      [
        ['promotional', 'rejected'],
        ['transactional', 'delivered'],
      ],
    );
  });

  it('retries with backoff when the receiver answers 500, then 200', async (t) => {
    const { receiver, sandbox } = await withReceiver(t, [500, 502], {
      webhookRetryDelaysMs: [30, 60],
    });
    await sendOtp(sandbox, '919876543210');
    const hooks = await receiver.waitFor(3);
    assert.equal(new Set(hooks.map((h) => h.rawBody)).size, 1, 'the same bytes each time');
    for (const hook of hooks) assertSigned(hook);
    const delivery = await sandbox.webhooks.waitFor((d) => d.state === 'delivered');
    assert.deepEqual(
      delivery.attempts.map((a) => a.status),
      [500, 502, 200],
    );
    const gap = Date.parse(delivery.attempts[2]!.at) - Date.parse(delivery.attempts[1]!.at);
    assert.ok(gap >= 55, `backs off (${gap} ms)`);
  });

  it('gives up after its retries, records it, and goes on with the next report', async (t) => {
    const { receiver, sandbox } = await withReceiver(t, [500, 500], { webhookRetryDelaysMs: [10] });
    await flow(sandbox, {
      template_id: SALE.template_id,
      recipients: [{ mobiles: '919876543210,919811111111', discount: '10%' }],
    });
    const failed = await sandbox.webhooks.waitFor((d) => d.state === 'failed');
    assert.equal(failed.mobile, '919876543210');
    assert.deepEqual(
      failed.attempts.map((a) => [a.status, a.error]),
      [
        [500, 'HTTP 500'],
        [500, 'HTTP 500'],
      ],
    );
    const next = await sandbox.webhooks.waitFor((d) => d.state === 'delivered');
    assert.equal(next.mobile, '919811111111');
    assert.equal(receiver.received.length, 3);
  });

  it('can be switched off and on; sends nothing without a URL', async (t) => {
    const { receiver, sandbox } = await withReceiver(t);
    assert.equal((await call(sandbox, 'POST', '/sandbox/webhooks/disable')).body.enabled, false);
    await sendOtp(sandbox, '919876543210');
    await sandbox.webhooks.waitFor((d) => d.state === 'disabled');
    assert.equal(receiver.received.length, 0);
    assert.equal((await call(sandbox, 'POST', '/sandbox/webhooks/enable')).body.enabled, true);
    await sendOtp(sandbox, '919811111111');
    const [hook] = await receiver.waitFor(1);
    assert.equal(hook!.body.number, '919811111111');

    const quiet = await startSandbox(t);
    await sendOtp(quiet, '919876543210');
    await quiet.waitFor((m) => m.status === 'delivered');
    assert.deepEqual(quiet.webhooks.list(), []);
    assert.deepEqual(quiet.webhooks.endpoint(), { url: null, enabled: true });
  });
});
