import {
  CASH_REFUND_DONE,
  CASH_REFUND_NOT_DELIVERED,
  cashRefundNote,
  conflict,
  indiaDate,
  paiseToRupees,
  reconciliationStatus,
  type AdminOrder,
  type Caller,
  type CashRefundInput,
  type CodReconciliationView,
  type CodRemittanceInput,
  type CodRemittanceView,
} from '@arogya/contracts';
import { defineJob, Jobs } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ORDERS_CONFIG, type OrdersEnv } from '../config.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { OrderEntity } from '../orders/order.entity.js';
import { OrderRepository } from '../orders/order.repository.js';
import { recordRefund } from '../orders/order.transitions.js';
import { toAdminOrder } from '../orders/order.view.js';
import { CodCashRepository, type RemittanceRow } from './cod-cash.repository.js';

/** How many days back each run reconciles (a late remittance or delivery is still counted). */
export const RECONCILE_DAYS = 35;
const DAY_MS = 24 * 60 * 60 * 1000;

const RECONCILE_COD = defineJob<Record<string, never>>('reconcile-cod-cash', () => ({}));

const remittanceView = (r: RemittanceRow): CodRemittanceView => ({
  _id: r.id,
  day: r.day,
  amount: paiseToRupees(r.amountPaise),
  reference: r.reference,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The cash of cash on delivery (issue 32): each India-time day's cash collected on delivery set
 * against the couriers' remittances recorded for it — by a repeatable job
 * (`COD_RECONCILE_EVERY_MS`, the last `RECONCILE_DAYS` days, today's figures provisional) and
 * again in the transaction that records a remittance; and the refund of a paid-in-cash order to
 * the shopper's account (UPI or bank transfer: no card to refund), which staff make and record.
 */
@Injectable()
export class CodCashService implements OnModuleInit {
  constructor(
    private readonly cash: CodCashRepository,
    private readonly orders: OrderRepository,
    private readonly invoices: InvoicesService,
    private readonly jobs: Jobs,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersEnv,
  ) {}

  onModuleInit() {
    this.jobs.define(RECONCILE_COD, {
      everyMs: this.config.COD_RECONCILE_EVERY_MS,
      run: () => this.reconcile(),
    });
  }

  /** Reconciles every day of the last `RECONCILE_DAYS` with cash collected or remitted. */
  async reconcile(now = new Date()): Promise<number> {
    const from = indiaDate(new Date(now.getTime() - RECONCILE_DAYS * DAY_MS));
    const days = await this.cash.daysToReconcile(from, indiaDate(now));
    await this.cash.reconcile(days);
    return days.length;
  }

  async reconciliation(): Promise<CodReconciliationView[]> {
    return (await this.cash.reconciliations()).map((r) => ({
      _id: r.day,
      day: r.day,
      orders: r.orders,
      collected: paiseToRupees(r.collectedPaise),
      remitted: paiseToRupees(r.remittedPaise),
      difference: paiseToRupees(r.remittedPaise - r.collectedPaise),
      status: reconciliationStatus(r.collectedPaise, r.remittedPaise),
      reconciledAt: r.reconciledAt.toISOString(),
    }));
  }

  async remittances(): Promise<CodRemittanceView[]> {
    return (await this.cash.remittances()).map(remittanceView);
  }

  /** Records a remittance (409 for a reference recorded before) and reconciles its day. */
  recordRemittance(caller: Caller, r: CodRemittanceInput): Promise<CodRemittanceView> {
    return this.cash.transaction(async (m) => {
      await this.cash.lockReconciliation(m);
      const row = await this.cash.addRemittance(m, r, caller.userId);
      if (!row) throw conflict(`Remittance ${r.reference} has been recorded already`);
      await this.cash.reconcile([r.day], m);
      return remittanceView(row);
    });
  }

  /**
   * A delivered cash order's money sent back to the shopper's account by staff, recorded once:
   * its refund processed (the reference kept), a note in its history, and its credit note.
   */
  cashRefund(caller: Caller, id: string, r: CashRefundInput): Promise<AdminOrder> {
    return this.orders.transaction(async (m) => {
      const order = await this.orders.get(id, m, true);
      if (order.paymentMethod !== 'COD' || order.status !== 'Delivered' || !order.isPaid)
        throw conflict(CASH_REFUND_NOT_DELIVERED);
      if (order.refundStatus !== null) throw conflict(CASH_REFUND_DONE);
      const changes = await recordRefund(
        m,
        order,
        'processed',
        `${r.method}:${r.reference}`,
        cashRefundNote(order.totalPaise, r),
        `admin:${caller.userId}`,
      );
      const refunded = { ...order, ...changes } as OrderEntity;
      const note = await this.invoices.issueCreditNote(m, refunded);
      if (note) refunded.creditNoteNumber = note.number;
      return toAdminOrder(refunded);
    });
  }
}
