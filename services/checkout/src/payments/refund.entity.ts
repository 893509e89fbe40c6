import { TimestampedEntity } from '@arogya/platform';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RefundReason, RefundStatus } from './refund.transitions.js';

/**
 * A refund the shop owes: a cancelled order's payment, or a payment no order could take.
 * Its status moves only in the transitions file.
 */
@Entity({ name: 'refunds' })
export class RefundEntity extends TimestampedEntity {
  /** Razorpay's `X-Refund-Idempotency` key: the order id, or the checkout id of a late payment. */
  @PrimaryColumn('text') id!: string;
  @Column('uuid', { name: 'order_id', nullable: true }) orderId!: string | null;
  @Column('uuid', { name: 'checkout_id' }) checkoutId!: string;
  @Column('text', { name: 'razorpay_payment_id' }) razorpayPaymentId!: string;
  @Column('integer', { name: 'amount_paise' }) amountPaise!: number;
  @Column('text') reason!: RefundReason;
  @Column('text') status!: RefundStatus;
  @Column('text', { name: 'razorpay_refund_id', nullable: true }) razorpayRefundId!: string | null;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  /** Rounds of tries so far: Razorpay could not take it yet (in flight, balance, our key). */
  @Column('integer', { default: 0 }) round!: number;
  /** The key an admin's retry issues it under (a failed refund's key is spent); null: `id`. */
  @Column('text', { name: 'idempotency_key', nullable: true }) idempotencyKey!: string | null;
  /** Who recorded that it was refunded outside the shop, and their reference for it. */
  @Column('text', { name: 'resolved_by', nullable: true }) resolvedBy!: string | null;
  @Column('text', { name: 'resolution_reference', nullable: true }) resolutionReference!:
    string | null;
}

/** The `X-Refund-Idempotency` key a refund is issued under now. */
export const keyOfRefund = (r: Pick<RefundEntity, 'id' | 'idempotencyKey'>) =>
  r.idempotencyKey ?? r.id;
