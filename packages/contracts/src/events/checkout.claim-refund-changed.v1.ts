import { defineEvent } from '../envelope.js';
import type { RefundState } from '../orders.js';
import { hasFields } from './guards.js';

/**
 * Where a claim's refund stands with Razorpay (issue 33): accepted (`pending`), paid back
 * (`processed`) or not (`failed`). A claim's refund is not the order's: orders' refund state
 * stays the whole order's.
 */
export interface ClaimRefundChangedV1 {
  claimId: string;
  orderId: string;
  status: Exclude<RefundState, 'requested'>;
  amountPaise: number;
  razorpayRefundId: string | null;
  /** why it failed */
  reason?: string;
}

export const ClaimRefundChangedV1 = defineEvent<ClaimRefundChangedV1>()(
  'shop.checkout.claim-refund-changed.v1',
  (v): v is ClaimRefundChangedV1 =>
    hasFields(v, { claimId: 'string', orderId: 'string', status: 'string' }),
);
