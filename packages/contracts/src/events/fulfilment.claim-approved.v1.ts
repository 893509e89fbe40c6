import { defineEvent } from '../envelope.js';
import type { ClaimRemedy } from '../claims.js';
import { hasFields } from './guards.js';

/** Units of one order line in an approved claim: the line's place in the order, and what it is. */
export interface ClaimedLine {
  line: number;
  productId: string;
  variantId: string | null;
  size: string;
  color: string;
  quantity: number;
}

/**
 * Staff approved a claim (issue 33). A refund: orders issues a credit note for exactly those
 * units and says what it came to (`claim-credited`), which checkout refunds. A replacement: the
 * catalog turns the units held for it into a sale (they leave in a parcel of their own, no charge).
 */
export interface ClaimApprovedV1 {
  claimId: string;
  orderId: string;
  userId: string;
  remedy: ClaimRemedy;
  lines: ClaimedLine[];
}

export const ClaimApprovedV1 = defineEvent<ClaimApprovedV1>()(
  'shop.fulfilment.claim-approved.v1',
  (v): v is ClaimApprovedV1 =>
    hasFields(v, { claimId: 'string', orderId: 'string', remedy: 'string' }) &&
    Array.isArray((v as { lines?: unknown }).lines),
);
