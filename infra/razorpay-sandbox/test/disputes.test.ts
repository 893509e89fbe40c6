import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { DEFAULT_CONFIG, type Dispute } from '../src/index.js';
import {
  call,
  deliveries,
  eventNames,
  pay,
  sdkFailure,
  startReceiver,
  startSandbox,
  sdk,
  withReceiver,
  type ReceivedWebhook,
} from './support.js';

const WEEK = 7 * 24 * 3600;

function assertSigned(hook: ReceivedWebhook): void {
  assert.equal(
    validateWebhookSignature(
      hook.rawBody,
      hook.headers['x-razorpay-signature'] as string,
      DEFAULT_CONFIG.webhookSecret,
    ),
    true,
  );
}

describe('disputes (chargebacks)', () => {
  it('opens a dispute of a captured payment: Razorpay’s entity, amount deducted, payment.dispute.created', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    const order = await rzp.orders.create({ amount: 80000, currency: 'INR' });
    const paymentId = (await pay(sandbox, order.id, 'success')).body.razorpay_payment_id;
    await receiver.waitFor(3);
    const before = sandbox.state.ledger.now();
    const res = await call(`${sandbox.url}/sandbox/disputes`, 'POST', { payment_id: paymentId });
    assert.equal(res.status, 200);
    const dispute = res.body as Dispute;
    assert.match(dispute.id, /^disp_[A-Za-z0-9]{14}$/);
    assert.ok(dispute.created_at >= before && dispute.created_at <= before + 5);
    assert.deepEqual(dispute, {
      id: dispute.id,
      entity: 'dispute',
      payment_id: paymentId,
      amount: 80000,
      currency: 'INR',
      amount_deducted: 80000,
      reason_code: 'chargeback',
      respond_by: dispute.created_at + WEEK,
      status: 'open',
      phase: 'chargeback',
      created_at: dispute.created_at,
      evidence: {
        amount: 80000,
        summary: null,
        shipping_proof: null,
        billing_proof: null,
        cancellation_proof: null,
        customer_communication: null,
        proof_of_service: null,
        explanation_letter: null,
        refund_confirmation: null,
        access_activity_log: null,
        refund_cancellation_policy: null,
        term_and_conditions: null,
        others: null,
        submitted_at: null,
      },
    });
    const [created] = (await receiver.waitFor(4)).slice(3);
    assertSigned(created as ReceivedWebhook);
    assert.equal(created?.body.event, 'payment.dispute.created');
    assert.deepEqual(created?.body.contains, ['payment', 'dispute']);
    assert.deepEqual(created?.body.payload.dispute.entity, dispute);
    assert.deepEqual(created?.body.payload.payment.entity, await rzp.payments.fetch(paymentId));
    const listed = (await deliveries(sandbox)).at(-1);
    assert.equal(listed?.event, 'payment.dispute.created');
    assert.equal(listed?.dispute_id, dispute.id);
    assert.equal(listed?.payment_id, paymentId);

    // the SDK's disputes resource reads it; the payment itself is unchanged
    assert.deepEqual(await rzp.disputes.fetch(dispute.id), dispute);
    const all = await rzp.disputes.all();
    assert.equal(all.entity, 'collection');
    assert.deepEqual(
      all.items.map((d) => d.id),
      [dispute.id],
    );
    assert.equal((await rzp.payments.fetch(paymentId)).status, 'captured');
    const ledger = (await call(`${sandbox.url}/sandbox/ledger`, 'GET')).body;
    assert.deepEqual(ledger.disputes, [dispute]);
    assert.deepEqual(sandbox.state.ledger.disputesOf(paymentId), [dispute]);
  });

  it('takes amount, reason_code, respond_by and phase; resolves to won, lost or closed with their webhooks', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await rzp.orders.create({ amount: 10000, currency: 'INR' });
      ids.push((await pay(sandbox, order.id, 'success')).body.razorpay_payment_id);
    }
    await receiver.waitFor(9);
    await call(`${sandbox.url}/sandbox/settings`, 'PATCH', { refundBalancePaise: 50000 });
    const open = async (body: object) =>
      (await call(`${sandbox.url}/sandbox/disputes`, 'POST', body)).body as Dispute;
    const won = await open({
      payment_id: ids[0],
      amount: 4000,
      reason_code: '4837',
      respond_by: 1_900_000_000,
      phase: 'pre_arbitration',
    });
    assert.deepEqual(
      [won.amount, won.amount_deducted, won.reason_code, won.respond_by, won.phase],
      [4000, 4000, '4837', 1_900_000_000, 'pre_arbitration'],
    );
    const lost = await open({ payment_id: ids[1] });
    const closed = await open({ payment_id: ids[2], phase: 'fraud' });
    assert.equal(sandbox.settings.refundBalancePaise, 50000 - 4000 - 10000 - 10000);

    const resolve = (id: string, status: string) =>
      call(`${sandbox.url}/sandbox/disputes/${id}/resolve`, 'POST', { status });
    const review = await resolve(won.id, 'under_review');
    assert.equal(review.status, 200);
    assert.equal(review.body.status, 'under_review');
    const wonNow = await resolve(won.id, 'won');
    assert.deepEqual([wonNow.body.status, wonNow.body.amount_deducted], ['won', 0]);
    const lostNow = await resolve(lost.id, 'lost');
    assert.deepEqual([lostNow.body.status, lostNow.body.amount_deducted], ['lost', 10000]);
    const closedNow = await resolve(closed.id, 'closed');
    assert.deepEqual([closedNow.body.status, closedNow.body.amount_deducted], ['closed', 0]);
    assert.equal(
      sandbox.settings.refundBalancePaise,
      50000 - 10000,
      'won and closed disputes give their amount back, a lost one keeps it',
    );

    const hooks = (await receiver.waitFor(16)).slice(9);
    assert.deepEqual(eventNames(hooks), [
      'payment.dispute.created',
      'payment.dispute.created',
      'payment.dispute.created',
      'payment.dispute.under_review',
      'payment.dispute.won',
      'payment.dispute.lost',
      'payment.dispute.closed',
    ]);
    for (const hook of hooks) assertSigned(hook);
    assert.equal(hooks[4]?.body.payload.dispute.entity.status, 'won');
    assert.equal(hooks[4]?.body.payload.payment.entity.id, ids[0]);
    assert.deepEqual(
      (await rzp.disputes.all({ count: 2 })).items.map((d) => d.id),
      [closed.id, lost.id],
      'newest first, paged',
    );
    assert.deepEqual(
      (await rzp.disputes.all({ count: 2, skip: 2 })).items.map((d) => d.id),
      [won.id],
    );

    for (const [id, status] of [
      [won.id, 'lost'],
      [lost.id, 'won'],
      [closed.id, 'under_review'],
      [won.id, 'open'],
    ] as const) {
      const refused = await resolve(id, status);
      assert.equal(refused.status, 400, `${id} → ${status}`);
      assert.equal(refused.body.error.field, 'status');
    }
    assert.equal((await resolve('disp_Unknown000000', 'won')).status, 404);
  });

  it('refuses disputes of payments not captured, twice-open ones and bad values, with the field', async (t) => {
    const { sandbox, rzp } = await withReceiver(t);
    const held = await rzp.orders.create({ amount: 10000, currency: 'INR' });
    const heldId = (await pay(sandbox, held.id, 'authorized', { webhooks: false })).body
      .razorpay_payment_id;
    const paid = await rzp.orders.create({ amount: 10000, currency: 'INR' });
    const paidId = (await pay(sandbox, paid.id, 'success', { webhooks: false })).body
      .razorpay_payment_id;
    const cases: Array<[unknown, string]> = [
      [{}, 'payment_id'],
      [{ payment_id: 'pay_DoesNotExist001' }, 'payment_id'],
      [{ payment_id: heldId }, 'payment_id'],
      [{ payment_id: paidId, amount: 10001 }, 'amount'],
      [{ payment_id: paidId, amount: 0 }, 'amount'],
      [{ payment_id: paidId, amount: '100' }, 'amount'],
      [{ payment_id: paidId, phase: 'appeal' }, 'phase'],
      [{ payment_id: paidId, reason_code: '' }, 'reason_code'],
      [{ payment_id: paidId, respond_by: -1 }, 'respond_by'],
    ];
    for (const [body, field] of cases) {
      const res = await call(`${sandbox.url}/sandbox/disputes`, 'POST', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.body.error.code, 'BAD_REQUEST_ERROR');
      assert.equal(res.body.error.field, field, JSON.stringify(body));
    }
    assert.equal((await call(`${sandbox.url}/sandbox/disputes`, 'GET')).body.count, 0);
    const first = await call(`${sandbox.url}/sandbox/disputes`, 'POST', { payment_id: paidId });
    assert.equal(first.status, 200);
    const again = await call(`${sandbox.url}/sandbox/disputes`, 'POST', { payment_id: paidId });
    assert.equal(again.status, 400, 'one open dispute per payment');
    assert.deepEqual(await deliveries(sandbox), [], 'webhooks: false covers disputes too');
    const unknown = await sdkFailure(rzp.disputes.fetch('disp_DoesNotExist01'));
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.error.description, 'The id provided does not exist');
    const anonymous = await fetch(`${sandbox.url}/v1/disputes`);
    assert.equal(anonymous.status, 401, 'the API needs Basic auth');
  });

  it('accepts and contests through the SDK: lost, or under_review with the evidence', async (t) => {
    const { receiver, sandbox, rzp } = await withReceiver(t);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const order = await rzp.orders.create({ amount: 20000, currency: 'INR' });
      ids.push((await pay(sandbox, order.id, 'success')).body.razorpay_payment_id);
    }
    await receiver.waitFor(6);
    const accepted = sandbox.disputes.open({ payment_id: ids[0] as string });
    const contested = sandbox.disputes.open({ payment_id: ids[1] as string, amount: 15000 });
    const lost = await rzp.disputes.accept(accepted.id);
    assert.deepEqual([lost.status, lost.amount_deducted], ['lost', 20000]);
    const again = await sdkFailure(rzp.disputes.accept(accepted.id));
    assert.equal(again.statusCode, 400);
    assert.match(again.error.description, /Only an open dispute can be accepted/);

    const draft = await rzp.disputes.contest(contested.id, {
      summary: 'goods delivered',
      shipping_proof: ['doc_EFtmUsbwpXwBH9'],
      others: [{ type: 'receipt_signed_by_customer', document_ids: ['doc_EFtmUsbwpXwBH1'] }],
      action: 'draft',
    });
    assert.equal(draft.status, 'open');
    assert.equal(draft.evidence.summary, 'goods delivered');
    assert.deepEqual(draft.evidence.shipping_proof, ['doc_EFtmUsbwpXwBH9']);
    assert.equal(draft.evidence.submitted_at, null);
    const badAction = await sdkFailure(
      rzp.disputes.contest(contested.id, { action: 'maybe' } as never),
    );
    assert.equal(badAction.error.field, 'action');
    const submitted = await rzp.disputes.contest(contested.id, {
      amount: 15000,
      billing_proof: ['doc_EFtmUsbwpXwBG9'],
      action: 'submit',
    });
    assert.equal(submitted.status, 'under_review');
    assert.equal(submitted.evidence.summary, 'goods delivered', 'the draft is kept');
    assert.deepEqual(submitted.evidence.billing_proof, ['doc_EFtmUsbwpXwBG9']);
    assert.equal(typeof submitted.evidence.submitted_at, 'number');
    assert.deepEqual(await rzp.disputes.fetch(contested.id), submitted);

    const won = sandbox.disputes.resolve(contested.id, 'won');
    assert.equal(won.status, 'won');
    assert.throws(() => sandbox.disputes.resolve(contested.id, 'lost'), /cannot become lost/);
    assert.deepEqual(
      sandbox.disputes.list().map((d) => [d.id, d.status]),
      [
        [accepted.id, 'lost'],
        [contested.id, 'won'],
      ],
    );
    assert.deepEqual(eventNames(await receiver.waitFor(11)).slice(6), [
      'payment.dispute.created',
      'payment.dispute.created',
      'payment.dispute.lost',
      'payment.dispute.under_review',
      'payment.dispute.won',
    ]);
  });

  it('keeps disputes in the state file', async (t) => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-disputes-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const stateFile = join(dir, 'ledger.jsonl');
    const receiver = await startReceiver();
    t.after(() => receiver.close());
    const first = await startSandbox({ stateFile, webhookUrl: receiver.url });
    const order = await sdk(first).orders.create({ amount: 30000, currency: 'INR' });
    const paymentId = (await pay(first, order.id, 'success')).body.razorpay_payment_id;
    const dispute = first.disputes.open({ payment_id: paymentId, reason_code: 'fraud' });
    await first.close();

    const second = await startSandbox({ stateFile });
    t.after(() => second.close());
    assert.deepEqual(await sdk(second).disputes.fetch(dispute.id), dispute);
    assert.equal(second.disputes.resolve(dispute.id, 'lost').status, 'lost');
  });
});
