import {
  taxDocumentFilename,
  toInvoiceView,
  type Caller,
  type ClaimCreditNoteView,
  type InvoiceView,
  type TaxDocument,
  type TaxDocumentKind,
  type TaxDocumentPdf,
} from '@arogya/contracts';
import { LOGGER, notFound, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ORDERS_CONFIG, type OrdersEnv } from '../config.js';
import type { OrderEntity } from '../orders/order.entity.js';
import { OrderRepository } from '../orders/order.repository.js';
import { invoiceSnapshotOf, type Seller } from './invoice-snapshot.js';
import { renderTaxDocumentPdf } from './invoice.pdf.js';
import { InvoiceRepository } from './invoice.repository.js';

/** What tells the time of a credit note (a test may set its own). */
export interface InvoiceClock {
  now(): Date;
}
export const INVOICE_CLOCK = Symbol('INVOICE_CLOCK');
export const systemClock: InvoiceClock = { now: () => new Date() };

const NO_DOCUMENT: Record<TaxDocumentKind, string> = {
  invoice: 'No invoice has been issued for this order',
  'credit-note': 'No credit note has been issued for this order',
};

/**
 * GST invoices and credit notes of orders. Issued inside the transaction that places or
 * cancels the order, so the order and its document commit together; each exactly once per
 * order (the unique key of the table, checked first so a replay is harmless).
 */
@Injectable()
export class InvoicesService {
  private readonly seller: Seller;

  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly orders: OrderRepository,
    @Inject(ORDERS_CONFIG) config: OrdersEnv,
    @Inject(INVOICE_CLOCK) private readonly clock: InvoiceClock,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    this.seller = {
      name: config.SHOP_LEGAL_NAME,
      gstin: config.SHOP_GSTIN,
      address: config.SHOP_ADDRESS,
      state: config.SHOP_STATE.name,
      stateCode: config.SHOP_STATE.gstCode,
    };
  }

  /** The invoice of a new order, dated when it was paid; none (logged) when it cannot have one. */
  async issueInvoice(m: EntityManager, order: OrderEntity): Promise<TaxDocument | null> {
    const existing = await this.invoices.ofOrder(order.id, 'invoice', m);
    if (existing) return existing;
    const snapshot = invoiceSnapshotOf(order, this.seller);
    if (typeof snapshot === 'string') {
      this.log.warn({ orderId: order.id, reason: snapshot }, 'Order not invoiced');
      return null;
    }
    const issuedAt = order.paidAt ?? this.clock.now();
    return this.invoices.issue(m, 'invoice', issuedAt, snapshot, null);
  }

  /** The credit note of a cancelled paid order: its invoice's full value, dated now. */
  async issueCreditNote(m: EntityManager, order: OrderEntity): Promise<TaxDocument | null> {
    const invoice = await this.invoices.ofOrder(order.id, 'invoice', m);
    if (!invoice) return null;
    const existing = await this.invoices.ofOrder(order.id, 'credit-note', m);
    if (existing) return existing;
    return this.invoices.issue(
      m,
      'credit-note',
      this.clock.now(),
      invoice.snapshot,
      invoice.number,
    );
  }

  /** The invoice of the caller's order (any for an admin), with its credit note if any. */
  async view(caller: Caller, orderId: string): Promise<InvoiceView> {
    await this.orders.owned(caller, orderId);
    const invoice = await this.invoices.ofOrder(orderId, 'invoice');
    if (!invoice) throw notFound(NO_DOCUMENT.invoice);
    return toInvoiceView(invoice, await this.invoices.ofOrder(orderId, 'credit-note'));
  }

  /** The credit notes of the caller's order's claims (any for an admin), oldest first. */
  async claimNotes(caller: Caller, orderId: string): Promise<ClaimCreditNoteView[]> {
    await this.orders.owned(caller, orderId);
    return (await this.invoices.ofClaims(orderId)).map((d) => ({
      ...toInvoiceView(d, null),
      claimId: d.claimId,
      invoiceNumber: d.invoiceNumber!,
    }));
  }

  /** One of them as a PDF, by its number. */
  async claimNotePdf(caller: Caller, orderId: string, number: string): Promise<TaxDocumentPdf> {
    await this.orders.owned(caller, orderId);
    const doc = await this.invoices.byNumber(orderId, number);
    if (!doc || doc.kind !== 'credit-note') throw notFound(NO_DOCUMENT['credit-note']);
    const bytes = await renderTaxDocumentPdf(doc);
    return { filename: taxDocumentFilename(doc.number), base64: bytes.toString('base64') };
  }

  /** A document's PDF, rendered from its snapshot; the owner's or (admin) any. */
  async pdf(caller: Caller, orderId: string, kind: TaxDocumentKind): Promise<TaxDocumentPdf> {
    await this.orders.owned(caller, orderId);
    const doc = await this.invoices.ofOrder(orderId, kind);
    if (!doc) throw notFound(NO_DOCUMENT[kind]);
    const bytes = await renderTaxDocumentPdf(doc);
    return { filename: taxDocumentFilename(doc.number), base64: bytes.toString('base64') };
  }
}
