import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Dispute, Order, Payment, Refund } from './entities.js';
import type { CaptureRecord, Ledger, OrderPaymentConfig, RefundRequest } from './ledger.js';

/** Everything the sandbox knows of one order, as one line of the state file. */
interface OrderRecord {
  order: Order;
  payment?: OrderPaymentConfig;
  /** Oldest first, as they were made. */
  payments: Payment[];
  refunds: Refund[];
  captures: CaptureRecord[];
  refundRequests: RefundRequest[];
  /** `X-Refund-Idempotency` keys of its payments: `[payment id + ' ' + key, refund id]`. */
  refundKeys: [string, string][];
  /** The body each key was first sent with: `[payment id + ' ' + key, canonical JSON]`. */
  refundKeyBodies?: [string, string][];
  /** Disputes of its payments, oldest first. */
  disputes?: Dispute[];
  /** Its payments made with `webhooks: false`. */
  quiet: string[];
}

/**
 * The ledger kept in a file (`SANDBOX_STATE_FILE`), so that a restart, even a SIGKILL, forgets
 * nothing Razorpay would remember. A change to an order, its payments or their refunds appends
 * one line holding the whole order, written before the answer that made the change goes out
 * (in a microtask of the change's turn, and at the latest in `onSend`). At start the file is
 * read, the last line of each order winning (a torn last line is skipped), and written again
 * with one line per order. Not kept: webhooks still to be sent and late authorisations to come.
 * Disputes are kept with the order of their payment.
 */
export class Journal {
  private readonly dirty = new Set<string>();
  private scheduled = false;

  constructor(
    private readonly path: string,
    private readonly ledger: Ledger,
  ) {}

  /** Fills the ledger from the file (if any), compacts the file and starts recording changes. */
  open(): void {
    const records = new Map<string, OrderRecord>();
    if (existsSync(this.path)) {
      for (const line of readFileSync(this.path, 'utf8').split('\n')) {
        if (line === '') continue;
        try {
          const record = JSON.parse(line) as OrderRecord;
          records.set(record.order.id, record);
        } catch {
          // a line cut short by a kill mid-write: what it held was never answered
        }
      }
    }
    for (const r of records.values()) this.restore(r);
    const tmp = `${this.path}.tmp`;
    writeFileSync(tmp, [...records.values()].map((r) => `${JSON.stringify(r)}\n`).join(''));
    renameSync(tmp, this.path);
    this.ledger.onChange = (orderId) => this.changed(orderId);
  }

  private restore(r: OrderRecord): void {
    const { ledger } = this;
    ledger.orders.set(r.order.id, r.order);
    if (r.payment) ledger.orderPayment.set(r.order.id, r.payment);
    for (const p of r.payments) ledger.payments.set(p.id, p);
    for (const x of r.refunds) ledger.refunds.set(x.id, x);
    ledger.captures.push(...r.captures);
    ledger.refundRequests.push(...r.refundRequests);
    for (const [key, refundId] of r.refundKeys) ledger.refundKeys.set(key, refundId);
    for (const [key, body] of r.refundKeyBodies ?? []) ledger.refundKeyBodies.set(key, body);
    for (const d of r.disputes ?? []) ledger.disputes.set(d.id, d);
    for (const id of r.quiet) ledger.quietPayments.add(id);
  }

  private changed(orderId: string): void {
    this.dirty.add(orderId);
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => this.flush());
  }

  /** Appends the orders changed since the last flush. */
  flush(): void {
    this.scheduled = false;
    if (this.dirty.size === 0) return;
    const lines = [...this.dirty].map((id) => `${JSON.stringify(this.record(id))}\n`);
    this.dirty.clear();
    appendFileSync(this.path, lines.join(''));
  }

  private record(orderId: string): OrderRecord {
    const { ledger } = this;
    const payments = ledger.paymentsOf(orderId).reverse();
    const ids = new Set(payments.map((p) => p.id));
    const payment = ledger.orderPayment.get(orderId);
    return {
      order: ledger.order(orderId),
      ...(payment && { payment }),
      payments,
      refunds: payments.flatMap((p) => ledger.refundsOf(p.id).reverse()),
      captures: ledger.captures.filter((c) => c.order_id === orderId),
      refundRequests: ledger.refundRequests.filter((q) => ids.has(q.payment_id)),
      refundKeys: [...ledger.refundKeys].filter(([key]) => ids.has(key.split(' ')[0]!)),
      refundKeyBodies: [...ledger.refundKeyBodies].filter(([key]) => ids.has(key.split(' ')[0]!)),
      disputes: [...ledger.disputes.values()].filter((d) => ids.has(d.payment_id)),
      quiet: [...ids].filter((id) => ledger.quietPayments.has(id)),
    };
  }
}
