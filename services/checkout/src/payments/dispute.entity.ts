import type { DisputeStatus } from '@arogya/contracts';
import { TimestampedEntity } from '@arogya/platform';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A shopper's dispute of a payment (a chargeback), as Razorpay last said (issue 27): while it
 * is open, nothing of its payment is refunded — Razorpay has already debited the amount.
 */
@Entity({ name: 'disputes' })
export class DisputeEntity extends TimestampedEntity {
  /** Razorpay's dispute id (`disp_…`). */
  @PrimaryColumn('text') id!: string;
  @Column('text', { name: 'razorpay_payment_id' }) razorpayPaymentId!: string;
  @Column('uuid', { name: 'checkout_id', nullable: true }) checkoutId!: string | null;
  @Column('uuid', { name: 'order_id', nullable: true }) orderId!: string | null;
  @Column('integer', { name: 'amount_paise' }) amountPaise!: number;
  /** What Razorpay took from the shop's balance for it. */
  @Column('integer', { name: 'amount_deducted_paise', default: 0 }) amountDeductedPaise!: number;
  @Column('text') status!: DisputeStatus;
  @Column('text', { name: 'reason_code' }) reasonCode!: string;
  @Column('timestamptz', { name: 'respond_by', nullable: true }) respondBy!: Date | null;
}
