import type { AppliedOffer, PricedItem, ShippingAddress } from '@arogya/contracts';
import {
  Column,
  CreateDateColumn,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** Columns every aggregate row has: when it was made and last changed (`created_at`, `updated_at`). */
export abstract class TimestampedEntity {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/**
 * One move of an aggregate's status, as its transitions file records it: from (none for a new
 * one) → to, who or what made it, and a note (a payment id, an order id, a refund).
 * Each aggregate's history entity adds the column naming its aggregate.
 */
export abstract class StatusHistoryEntity<S extends string = string> {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id!: string;
  @Column('text', { name: 'from_status', nullable: true }) from!: S | null;
  @Column('text', { name: 'to_status' }) to!: S;
  @Column('text') actor!: string;
  @Column('text', { nullable: true }) note!: string | null;
  @Column('timestamptz', { default: () => 'now()' }) at!: Date;
}

/**
 * What a payment settles, as both checkout (before) and orders (after) keep it: who bought
 * what, where it goes, for how much, and the Razorpay payment. `checkout.payment-verified.v1`
 * carries it from one to the other; the columns are `PURCHASE_COLUMNS`.
 */
export abstract class PurchaseEntity extends TimestampedEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text', { name: 'user_name' }) userName!: string;
  @Column('jsonb') items!: PricedItem[];
  @Column('jsonb', { name: 'shipping_address' }) shippingAddress!: ShippingAddress;
  @Column('integer', { name: 'total_paise' }) totalPaise!: number;
  @Column('text', { name: 'payment_method' }) paymentMethod!: string;
  @Column('text', { name: 'razorpay_order_id', nullable: true }) razorpayOrderId!: string | null;
  @Column('text', { name: 'razorpay_payment_id', nullable: true }) razorpayPaymentId!:
    string | null;
  @Column('timestamptz', { name: 'paid_at', nullable: true }) paidAt!: Date | null;
  /** The coupon's discount; `totalPaise` is after it (issue 19). */
  @Column('integer', { name: 'discount_paise', default: 0 }) discountPaise!: number;
  @Column('text', { name: 'coupon_code', nullable: true }) couponCode!: string | null;
  /** The delivery promise made at checkout (YYYY-MM-DD, India time); null when none applied. */
  @Column('date', { name: 'estimated_delivery', nullable: true }) estimatedDelivery!: string | null;
  /** Issue 32: shipping, the COD fee and the offers (no code) of the purchase; in `totalPaise`. */
  @Column('integer', { name: 'shipping_paise', default: 0 }) shippingPaise!: number;
  @Column('integer', { name: 'cod_fee_paise', default: 0 }) codFeePaise!: number;
  @Column('integer', { name: 'offer_discount_paise', default: 0 }) offerDiscountPaise!: number;
  @Column('jsonb', { default: () => "'[]'" }) offers!: AppliedOffer[];
}
