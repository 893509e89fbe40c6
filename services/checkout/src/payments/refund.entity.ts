import { TimestampedEntity } from '@arogya/platform';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RefundStatus } from './refund.transitions.js';

/** The refund of a cancelled order's payment. Its status moves only in the transitions file. */
@Entity({ name: 'refunds' })
export class RefundEntity extends TimestampedEntity {
  @PrimaryColumn('uuid', { name: 'order_id' }) orderId!: string;
  @Column('uuid', { name: 'checkout_id' }) checkoutId!: string;
  @Column('text', { name: 'razorpay_payment_id' }) razorpayPaymentId!: string;
  @Column('integer', { name: 'amount_paise' }) amountPaise!: number;
  @Column('text') status!: RefundStatus;
  @Column('text', { name: 'razorpay_refund_id', nullable: true }) razorpayRefundId!: string | null;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
}
