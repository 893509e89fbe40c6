import type { CouponKind } from '@arogya/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A coupon's terms (issue 19). Never deleted: disabled (`active` false). */
@Entity({ name: 'coupons' })
export class CouponEntity {
  /** upper case, `COUPON_CODE_RE` */
  @PrimaryColumn('text') code!: string;
  @Column('text') kind!: CouponKind;
  /** per cent (1–100), or paise off (> 0) */
  @Column('integer') value!: number;
  @Column('timestamptz', { name: 'valid_from', nullable: true }) validFrom!: Date | null;
  @Column('timestamptz', { name: 'valid_to', nullable: true }) validTo!: Date | null;
  @Column('bigint', {
    name: 'min_order_paise',
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  minOrderPaise!: number;
  @Column('integer', { name: 'max_uses', nullable: true }) maxUses!: number | null;
  @Column('integer', { name: 'max_uses_per_customer', nullable: true })
  maxUsesPerCustomer!: number | null;
  @Column('boolean', { name: 'first_order_only' }) firstOrderOnly!: boolean;
  @Column('boolean') active!: boolean;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

/** Where a checkout's use of a coupon stands. */
export type RedemptionStatus = 'held' | 'used' | 'released';

/**
 * One checkout's use of a coupon: held while the checkout awaits payment, used once paid,
 * released when the checkout expires or its order is cancelled. Status moves only in
 * `redemption.transitions.ts`.
 */
@Entity({ name: 'coupon_redemptions' })
export class CouponRedemptionEntity {
  @PrimaryColumn('uuid', { name: 'checkout_id' }) checkoutId!: string;
  @Column('text') code!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') status!: RedemptionStatus;
  @Column('integer', { name: 'discount_paise' }) discountPaise!: number;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
