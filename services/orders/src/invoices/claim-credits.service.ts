import {
  ClaimApprovedV1,
  ClaimCreditedV1,
  ClaimRefundChangedV1,
  creditedUnits,
  formatInr,
  totalsOf,
  type InvoiceLine,
  type InvoiceSnapshot,
} from '@arogya/contracts';
import { appendToOutbox, EventConsumers, LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrderRepository } from '../orders/order.repository.js';
import { recordOnOrder } from '../orders/order.transitions.js';
import { InvoiceRepository } from './invoice.repository.js';
import { INVOICE_CLOCK, type InvoiceClock } from './invoices.service.js';

/**
 * A claim approved as a refund (issue 33) is credited here, in the inbox's transaction: a credit
 * note of its invoice for exactly the claimed units (`creditedUnits`: the line's discount and tax
 * in proportion, every unit of a line adding up to the line to the paisa over several claims),
 * a line in the order's history, and `claim-credited` with its total — the amount checkout
 * refunds. The order's own status and refund stay the whole order's; the refund's outcome
 * (`claim-refund-changed`) is a line in its history.
 */
@Injectable()
export class ClaimCreditsService implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly orders: OrderRepository,
    private readonly invoices: InvoiceRepository,
    @Inject(INVOICE_CLOCK) private readonly clock: InvoiceClock,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'orders-claim-approved',
      event: ClaimApprovedV1,
      handle: (event, m) => this.credit(m, event.data),
    });
    this.consumers.register({
      consumer: 'orders-claim-refund-changed',
      event: ClaimRefundChangedV1,
      handle: async ({ data: e }, m) => {
        const order = await this.orders.byId(e.orderId, m);
        if (!order || e.status === 'pending') return;
        const said = e.status === 'processed' ? 'refunded' : `not refunded (${e.reason ?? ''})`;
        await recordOnOrder(m, order.id, order.status, order.status, {
          actor: 'refund',
          note: `Claim ${e.claimId.slice(-6)}: ${formatInr(e.amountPaise)} ${said}`,
        });
      },
    });
  }

  async credit(m: EntityManager, e: ClaimApprovedV1): Promise<void> {
    if (e.remedy !== 'refund') return;
    const order = await this.orders.byId(e.orderId, m);
    if (!order) return; // erased since: nothing to credit
    const invoice = await this.invoices.ofOrder(order.id, 'invoice', m);
    const earlier = await this.invoices.ofClaims(order.id, m);
    if (earlier.some((d) => d.claimId === e.claimId)) return;
    const lines = invoice ? this.lines(e, invoice.snapshot, order.items, earlier) : 'no invoice';
    if (!invoice || typeof lines === 'string') {
      // fulfilment checked the units against the order's; this is a fault to look into
      this.log.error(
        { claimId: e.claimId, orderId: e.orderId, reason: lines },
        'Claim not credited',
      );
      return;
    }
    const snapshot = { ...invoice.snapshot, lines, totals: totalsOf(lines) };
    const note = await this.invoices.issue(
      m,
      'credit-note',
      this.clock.now(),
      snapshot,
      invoice.number,
      e.claimId,
    );
    const amountPaise = snapshot.totals.netPaise;
    const units = lines.map((l) => `${l.quantity} × ${l.description}`).join(', ');
    await recordOnOrder(m, order.id, order.status, order.status, {
      actor: 'claim',
      note: `Credit note ${note.number} for ${units}: ${formatInr(amountPaise)} to refund`,
    });
    await appendToOutbox(m, ClaimCreditedV1, {
      claimId: e.claimId,
      orderId: order.id,
      userId: order.userId,
      creditNoteNumber: note.number,
      amountPaise,
      paymentMethod: order.paymentMethod === 'COD' ? 'COD' : 'Razorpay',
      checkoutId: order.checkoutId,
      razorpayPaymentId: order.razorpayPaymentId,
    });
  }

  /**
   * The claim's units as credit note lines, each after the units of its line credited before;
   * or why not (a line not the order's, or more units than it has left).
   */
  private lines(
    e: ClaimApprovedV1,
    { lines: invoiced, supply }: InvoiceSnapshot,
    items: { productId: string; size: string; color: string }[],
    earlier: { snapshot: { lines: InvoiceLine[] } }[],
  ): InvoiceLine[] | string {
    const intra = supply === 'intra-state';
    const out: InvoiceLine[] = [];
    for (const c of e.lines) {
      const l = invoiced[c.line];
      const item = items[c.line];
      if (!l || !item || item.productId !== c.productId || item.size !== c.size)
        return `line ${c.line} is not the order's`;
      const from = earlier
        .flatMap((d) => d.snapshot.lines)
        .filter((x) => x.line === c.line)
        .reduce((n, x) => n + x.quantity, 0);
      if (from + c.quantity > l.quantity) return `line ${c.line} has ${l.quantity - from} left`;
      out.push(creditedUnits(l, c.line, from, c.quantity, intra));
    }
    return out;
  }
}
