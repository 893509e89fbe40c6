import { StatusHistoryEntity, TimestampedEntity } from '@arogya/platform';
import type { OrderStatus, PricedItem, ShippingAddress } from '@arogya/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An order: one per checkout (the unique key that makes creation exactly-once). */
@Entity({ name: 'orders' })
export class OrderEntity extends TimestampedEntity {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid', { name: 'checkout_id', unique: true })
  checkoutId!: string;

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

  @Column('text', { name: 'shipping_method', default: 'Standard' })
  shippingMethod!: string;

  @Column('boolean', { name: 'is_paid', default: false })
  isPaid!: boolean;

  @Column('timestamptz', { name: 'paid_at', nullable: true })
  paidAt!: Date | null;

  @Column('boolean', { name: 'is_delivered', default: false })
  isDelivered!: boolean;

  @Column('timestamptz', { name: 'delivered_at', nullable: true })
  deliveredAt!: Date | null;

  @Column('text')
  status!: OrderStatus;

  @Column('text', { name: 'razorpay_order_id', nullable: true })
  razorpayOrderId!: string | null;

  @Column('text', { name: 'razorpay_payment_id', nullable: true })
  razorpayPaymentId!: string | null;

  @Column('text', { name: 'refund_id', nullable: true })
  refundId!: string | null;
}

/** One change in an order's life: a status move, or a note such as a refund. */
/** One change in an order's life: a status move, or a note such as a refund (from = to). */
@Entity({ name: 'order_history' })
export class OrderHistoryEntity extends StatusHistoryEntity<string> {
  @Column('uuid', { name: 'order_id' })
  orderId!: string;
}
