import { StatusHistoryEntity, TimestampedEntity } from '@arogya/platform';
import type { CheckoutStatus, PricedItem, ShippingAddress } from '@arogya/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A checkout with its server-priced snapshot. Its status moves only in the transitions file. */
@Entity({ name: 'checkouts' })
export class CheckoutEntity extends TimestampedEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'user_id' })
  userId!: string;

  @Column('text', { name: 'user_name' })
  userName!: string;

  @Column('jsonb')
  items!: PricedItem[];

  @Column('jsonb', { name: 'shipping_address' })
  shippingAddress!: ShippingAddress;

  @Column('integer', { name: 'total_paise' })
  totalPaise!: number;

  @Column('text', { name: 'payment_method' })
  paymentMethod!: string;

  @Column('text')
  status!: CheckoutStatus;

  @Column('text', { name: 'razorpay_order_id', nullable: true })
  razorpayOrderId!: string | null;

  @Column('text', { name: 'razorpay_payment_id', nullable: true })
  razorpayPaymentId!: string | null;

  @Column('timestamptz', { name: 'paid_at', nullable: true })
  paidAt!: Date | null;

  @Column('uuid', { name: 'order_id', nullable: true })
  orderId!: string | null;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt!: Date;
}

/** One move of a checkout: who moved it, and why. */
/** One move of a checkout: who moved it, and why. */
@Entity({ name: 'checkout_history' })
export class CheckoutHistoryEntity extends StatusHistoryEntity<CheckoutStatus> {
  @Column('uuid', { name: 'checkout_id' })
  checkoutId!: string;
}
