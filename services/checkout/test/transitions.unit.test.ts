import { describeTransitions } from '@arogya/testing';
import { CheckoutTransitions } from '../src/checkouts/checkout.transitions.js';
import { RedemptionTransitions } from '../src/coupons/redemption.transitions.js';
import { RefundTransitions } from '../src/payments/refund.transitions.js';

describeTransitions('a checkout’s life', CheckoutTransitions, [
  [null, 'created'],
  ['created', 'payment_pending'],
  ['created', 'paid'],
  ['created', 'expired'],
  ['payment_pending', 'paid'],
  ['payment_pending', 'expired'],
  ['paid', 'finalized'],
  // issue 32: placed to be paid in cash on delivery, then its order made
  ['created', 'placed'],
  ['placed', 'finalized'],
]);

describeTransitions('a refund’s life', RefundTransitions, [
  [null, 'requested'],
  ['requested', 'pending'],
  ['requested', 'processed'],
  ['requested', 'failed'],
  ['pending', 'processed'],
  ['pending', 'failed'],
  // issue 27: Razorpay may still process a failed refund; an admin may retry it (requested
  // again) or record it refunded outside the shop (processed)
  ['failed', 'processed'],
  ['failed', 'requested'],
]);

describeTransitions('a coupon redemption’s life', RedemptionTransitions, [
  [null, 'held'],
  ['held', 'used'],
  ['held', 'released'],
  ['used', 'released'],
]);
