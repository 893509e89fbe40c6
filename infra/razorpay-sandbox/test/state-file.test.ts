import assert from 'node:assert/strict';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { CaptureRecord, Order, Payment, Refund } from '../src/index.js';
import { pay, refundWithKey, sdk, startSandbox, until } from './support.js';

interface LedgerAnswer {
  orders: Order[];
  payments: Payment[];
  refunds: Refund[];
  captures: CaptureRecord[];
}

const ledgerOf = async (url: string) =>
  (await (await fetch(`${url}/sandbox/ledger`)).json()) as LedgerAnswer;

describe('state file (SANDBOX_STATE_FILE)', () => {
  it('a restarted sandbox remembers orders, payments, captures and refunds', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-state-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const stateFile = join(dir, 'ledger.jsonl');
    const first = await startSandbox({ stateFile });
    const rzp = sdk(first);
    const paid = await rzp.orders.create({ amount: 50000, currency: 'INR', receipt: 'r1' });
    const paymentId = (await pay(first, paid.id, 'success')).body.razorpay_payment_id as string;
    const open = await rzp.orders.create({ amount: 12300, currency: 'INR' });
    first.settings.refundDelayMs = 60_000; // still pending when the process goes
    const refund = await refundWithKey(rzp, paymentId, { amount: 20000 }, 'key-1');
    await first.close();
    appendFileSync(stateFile, '{"order":{"id":"order_cut'); // a line cut short by a kill

    const second = await startSandbox({ stateFile });
    t.after(() => second.close());
    const again = sdk(second);
    assert.equal((await again.orders.fetch(paid.id)).status, 'paid');
    assert.equal((await again.orders.fetch(open.id)).status, 'created');
    const payment = await again.payments.fetch(paymentId);
    assert.equal(payment.status, 'captured');
    assert.equal(payment.amount_refunded, 20000);
    // the idempotency key still answers the same refund
    assert.equal((await refundWithKey(again, paymentId, { amount: 20000 }, 'key-1')).id, refund.id);
    // the pending refund settles after the restart
    await until(
      async () => (await again.payments.fetchRefund(paymentId, refund.id)).status === 'processed',
      5000,
      'the pending refund to settle',
    );
    const ledger = await ledgerOf(second.url);
    assert.deepEqual(ledger.orders.map((o) => o.id).sort(), [paid.id, open.id].sort());
    assert.deepEqual(
      ledger.captures.map((c) => c.payment_id),
      [paymentId],
    );
    assert.deepEqual(
      ledger.refunds.map((r) => [r.id, r.status]),
      [[refund.id, 'processed']],
    );
    // compacted at start: one line per order (and the changes since)
    const lines = readFileSync(stateFile, 'utf8').trim().split('\n');
    assert.ok(lines.every((l) => JSON.parse(l).order.id !== 'order_cut'));
  });

  it('without a state file, GET /sandbox/ledger lists what this run holds', async (t) => {
    const sandbox = await startSandbox();
    t.after(() => sandbox.close());
    const order = await sdk(sandbox).orders.create({ amount: 10000, currency: 'INR' });
    await pay(sandbox, order.id, 'failure');
    const ledger = await ledgerOf(sandbox.url);
    assert.deepEqual(
      ledger.payments.map((p) => [p.order_id, p.status]),
      [[order.id, 'failed']],
    );
    assert.deepEqual(ledger.captures, []);
  });
});
