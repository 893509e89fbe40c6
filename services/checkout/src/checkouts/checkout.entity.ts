import { PurchaseEntity, StatusHistoryEntity } from '@arogya/platform';
import type { CheckoutStatus, CodDecision } from '@arogya/contracts';
import { Column, Entity } from 'typeorm';

/** A checkout with its server-priced snapshot. Its status moves only in the transitions file. */
@Entity({ name: 'checkouts' })
export class CheckoutEntity extends PurchaseEntity {
  @Column('text') status!: CheckoutStatus;
  @Column('uuid', { name: 'order_id', nullable: true }) orderId!: string | null;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  /** When reconciliation last asked Razorpay about it, and how often in a row it found nothing. */
  @Column('timestamptz', { name: 'last_reconciled_at', nullable: true })
  lastReconciledAt!: Date | null;
  @Column('integer', { name: 'reconcile_misses', default: 0 }) reconcileMisses!: number;
  /**
   * Until when a payment of its Razorpay order may still be captured: reconciliation watches it
   * until then, whatever its status, and asks once more after (issue 27).
   */
  @Column('timestamptz', { name: 'capture_until', nullable: true }) captureUntil!: Date | null;
  /**
   * Issue 32: whether cash on delivery was offered for it, and why not (the shopper's reasons
   * and the rules with their figures, which the admin reads on its order); null before.
   */
  @Column('jsonb', { name: 'cod_decision', nullable: true }) codDecision!: CodDecision | null;
}

/** One move of a checkout: who moved it, and why. */
@Entity({ name: 'checkout_history' })
export class CheckoutHistoryEntity extends StatusHistoryEntity<CheckoutStatus> {
  @Column('uuid', { name: 'checkout_id' }) checkoutId!: string;
}
