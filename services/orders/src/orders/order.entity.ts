import { PurchaseEntity, StatusHistoryEntity } from '@arogya/platform';
import type { CodDecision, DisputeStatus, OrderStatus, RefundState } from '@arogya/contracts';
import { Column, Entity } from 'typeorm';

/** An order: one per checkout (the unique key that makes creation exactly-once). */
@Entity({ name: 'orders' })
export class OrderEntity extends PurchaseEntity {
  @Column('uuid', { name: 'checkout_id', unique: true }) checkoutId!: string;
  @Column('text', { name: 'shipping_method', default: 'Standard' }) shippingMethod!: string;
  @Column('boolean', { name: 'is_paid', default: false }) isPaid!: boolean;
  @Column('boolean', { name: 'is_delivered', default: false }) isDelivered!: boolean;
  @Column('timestamptz', { name: 'delivered_at', nullable: true }) deliveredAt!: Date | null;
  @Column('text') status!: OrderStatus;
  @Column('text', { name: 'refund_id', nullable: true }) refundId!: string | null;
  /** A cancelled paid order's refund: requested with the cancellation, then as checkout tells. */
  @Column('text', { name: 'refund_status', nullable: true }) refundStatus!: RefundState | null;
  /** The numbers of its GST invoice and credit note, once issued (`invoices/`). */
  @Column('text', { name: 'invoice_number', nullable: true }) invoiceNumber!: string | null;
  @Column('text', { name: 'credit_note_number', nullable: true }) creditNoteNumber!: string | null;
  /** A dispute (chargeback) of its payment, as checkout last told (issue 27). */
  @Column('text', { name: 'dispute_id', nullable: true }) disputeId!: string | null;
  @Column('text', { name: 'dispute_status', nullable: true }) disputeStatus!: DisputeStatus | null;
  @Column('timestamptz', { name: 'dispute_respond_by', nullable: true })
  disputeRespondBy!: Date | null;
  /**
   * Issue 32, cash on delivery: the hash of the code that confirms the order, until when it
   * may, the wrong tries so far, and when the courier collected the cash (it is then paid).
   */
  @Column('text', { name: 'cod_code_hash', nullable: true }) codCodeHash!: string | null;
  @Column('timestamptz', { name: 'cod_confirm_by', nullable: true }) codConfirmBy!: Date | null;
  @Column('integer', { name: 'cod_tries', default: 0 }) codTries!: number;
  @Column('timestamptz', { name: 'cash_collected_at', nullable: true })
  cashCollectedAt!: Date | null;
  /** when the courier brought a cash order back (return to origin) */
  @Column('timestamptz', { name: 'returned_at', nullable: true }) returnedAt!: Date | null;
  /** the cash-on-delivery decision its checkout took, with the reasons (null before issue 32) */
  @Column('jsonb', { name: 'cod_decision', nullable: true }) codDecision!: CodDecision | null;
}

/** One change in an order's life: a status move, or a note such as a refund (from = to). */
@Entity({ name: 'order_history' })
export class OrderHistoryEntity extends StatusHistoryEntity<string> {
  @Column('uuid', { name: 'order_id' }) orderId!: string;
}
