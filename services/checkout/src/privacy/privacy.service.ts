import {
  ERASED_NAME,
  erasedAddress,
  ErasureDone,
  isEntityId,
  paiseToRupees,
  type ExportSection,
  type UserErasureRequestedV1,
} from '@arogya/contracts';
import { appendToOutbox, erasePublishedEvents } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { toCheckoutView } from '../checkouts/checkout.view.js';
import { PrivacyRepository } from './privacy.repository.js';

/** What the checkout service keeps of an erased person, and why (in `checkout.erasure-done`). */
export const CHECKOUT_KEEPS = [
  'Checkouts, coupon uses, refunds and disputes: their ids, items, amounts, statuses, dates and payment ids, under the account id but without the name or address, so that payments and refunds still add up',
  'Razorpay’s own records of the payments (the payer’s contact and payment method): held by Razorpay under its own obligations, beyond the shop’s reach',
  'Events the checkout service already published: in the shop’s event stream until it drops them (7 days)',
];

/** Texts the erased records carry themselves: never a word that names the person. */
const ERASED_WORDS = new Set(
  [ERASED_NAME, ...Object.values(erasedAddress(''))].map((w) => w.toLowerCase()),
);

/**
 * `words` as one regular expression (PostgreSQL's), each taken literally, longest first so that
 * a full name goes as one.
 */
const anyOf = (words: string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A person's data in the checkout service (DPDP Act 2023): exported on request, and on
 * `users.erasure-requested` anonymised where money must still add up and erased elsewhere.
 */
@Injectable()
export class PrivacyService {
  constructor(private readonly privacy: PrivacyRepository) {}

  /**
   * In the inbox's transaction `m`: free text of refunds that names the person is blanked out,
   * their checkouts lose name and address, the service's published events that mention them
   * are scrubbed, and `checkout.erasure-done` says what went and what stays. A second request
   * finds nothing more to erase and answers done all the same.
   */
  async erase(m: EntityManager, request: UserErasureRequestedV1): Promise<void> {
    const { userId, email, phone } = request;
    const needles = [userId, email, phone].filter((n): n is string => !!n);
    let refunds = 0;
    let checkouts = 0;
    // an id that is no user id names no checkout (the columns are uuids)
    if (isEntityId(userId)) {
      const words = [...(await this.privacy.wordsAbout(m, userId)), email, phone, phone?.slice(2)]
        .filter((w): w is string => !!w && w.trim().length >= 3)
        .filter((w) => !ERASED_WORDS.has(w.toLowerCase()));
      if (words.length) refunds = await this.privacy.scrubRefundText(m, userId, anyOf(words));
      checkouts = await this.privacy.anonymise(m, userId);
    }
    const publishedEvents = await erasePublishedEvents(m, needles);
    await appendToOutbox(m, ErasureDone.checkout, {
      requestId: request.requestId,
      userId,
      service: 'checkout',
      erased: { checkouts, refundNotes: refunds, publishedEvents },
      kept: CHECKOUT_KEEPS,
    });
  }

  /**
   * The checkout service's part of "Download my data": the person's checkouts (as the shopper
   * sees them, with their Razorpay ids), coupon uses, refunds and disputes, newest first.
   */
  async export(userId: string): Promise<ExportSection> {
    const held = await this.privacy.ofUser(userId);
    return {
      checkouts: held.checkouts.map((c) => ({
        ...toCheckoutView(c),
        razorpayOrderId: c.razorpayOrderId,
        razorpayPaymentId: c.razorpayPaymentId,
      })),
      couponRedemptions: held.redemptions.map((r) => ({
        checkoutId: r.checkoutId,
        code: r.code,
        status: r.status,
        discount: paiseToRupees(r.discountPaise),
        createdAt: r.createdAt.toISOString(),
      })),
      refunds: held.refunds.map((r) => ({
        checkoutId: r.checkoutId,
        orderId: r.orderId,
        reason: r.reason,
        status: r.status,
        amount: paiseToRupees(r.amountPaise),
        razorpayPaymentId: r.razorpayPaymentId,
        razorpayRefundId: r.razorpayRefundId,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      })),
      disputes: held.disputes.map((d) => ({
        id: d.id,
        checkoutId: d.checkoutId,
        orderId: d.orderId,
        razorpayPaymentId: d.razorpayPaymentId,
        amount: paiseToRupees(d.amountPaise),
        status: d.status,
        reasonCode: d.reasonCode,
        respondBy: iso(d.respondBy),
        createdAt: d.createdAt.toISOString(),
      })),
    };
  }
}
