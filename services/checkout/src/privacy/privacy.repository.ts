import { ERASED_NAME } from '@arogya/contracts';
import { AggregateRepository, anonymisePurchases } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { CheckoutEntity } from '../checkouts/checkout.entity.js';
import { CouponRedemptionEntity } from '../coupons/coupon.entity.js';
import { DisputeEntity } from '../payments/dispute.entity.js';
import { RefundEntity } from '../payments/refund.entity.js';

/** Rows an UPDATE changed (TypeORM answers `[rows, count]`). */
const changed = (result: unknown) => (result as [unknown, number])[1];

/**
 * What the checkout service holds about a person, across its modules' tables: their checkouts
 * (name and shipping address), the coupon uses, refunds and disputes of those (ids, amounts,
 * dates), and free text in refunds that may name them (an admin's reference, a retry note).
 */
@Injectable()
export class PrivacyRepository extends AggregateRepository {
  /** Everything held about user `userId`, newest first. */
  async ofUser(userId: string) {
    const m = this.ds.manager;
    const newest = { createdAt: 'DESC' } as const;
    const checkouts = await m.find(CheckoutEntity, { where: { userId }, order: newest });
    const ids = checkouts.map((c) => c.id);
    const payments = checkouts.flatMap((c) => (c.razorpayPaymentId ? [c.razorpayPaymentId] : []));
    const none = Promise.resolve([]);
    const [redemptions, refunds, disputes] = await Promise.all([
      m.find(CouponRedemptionEntity, { where: { userId }, order: newest }),
      ids.length ? m.find(RefundEntity, { where: { checkoutId: In(ids) }, order: newest }) : none,
      ids.length
        ? m.find(DisputeEntity, {
            where: [{ checkoutId: In(ids) }, { razorpayPaymentId: In(payments) }],
            order: newest,
          })
        : none,
    ]);
    return { checkouts, redemptions, refunds, disputes };
  }

  /**
   * The words that name user `userId` here (not yet erased): the names, address lines and
   * numbers of their checkouts, and their name where a refund records them acting as staff
   * (`Name (userId)`).
   */
  async wordsAbout(m: EntityManager, userId: string): Promise<string[]> {
    const rows = (await m.query(
      `SELECT DISTINCT w FROM checkouts c,
              LATERAL (VALUES (c.user_name), (c.shipping_address ->> 'firstName'),
                              (c.shipping_address ->> 'lastName'), (c.shipping_address ->> 'address'),
                              (c.shipping_address ->> 'phone')) v (w)
        WHERE c.user_id = $1 AND c.user_name <> $3
       UNION
       SELECT substring(t FROM '(?:retried by )?(.+) \\(' || $2 || '\\)')
         FROM refunds r, LATERAL (VALUES (r.resolved_by), (r.last_error)) v (t)
        WHERE t LIKE '%(' || $2 || ')%'`,
      [userId, userId, ERASED_NAME],
    )) as { w: string | null }[];
    return rows.flatMap((r) => (r.w ? [r.w] : []));
  }

  /**
   * Replaces what `pattern` (a case-insensitive regular expression) finds with "(erased)" in
   * the free text of the refunds of user `userId`'s checkouts, and of refunds that record them
   * acting (`(userId)`); answers how many refunds changed.
   */
  async scrubRefundText(m: EntityManager, userId: string, pattern: string): Promise<number> {
    return changed(
      await m.query(
        `UPDATE refunds r
            SET last_error = regexp_replace(r.last_error, $3, '(erased)', 'gi'),
                resolved_by = regexp_replace(r.resolved_by, $3, '(erased)', 'gi'),
                resolution_reference = regexp_replace(r.resolution_reference, $3, '(erased)', 'gi')
          WHERE (r.checkout_id IN (SELECT id FROM checkouts WHERE user_id = $1)
                 OR concat_ws(' ', r.last_error, r.resolved_by) LIKE '%(' || $2 || ')%')
            AND concat_ws(' ', r.last_error, r.resolved_by, r.resolution_reference) ~* $3`,
        [userId, userId, pattern],
      ),
    );
  }

  /** User `userId`'s checkouts carry no name or address afterwards (`anonymisePurchases`). */
  anonymise(m: EntityManager, userId: string): Promise<number> {
    return anonymisePurchases(m, 'checkouts', userId);
  }
}
