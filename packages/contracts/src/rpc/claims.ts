import {
  parseClaimDecision,
  parseClaimInput,
  type ClaimDecision,
  type ClaimInput,
  type ClaimStatus,
  type ClaimView,
} from '../claims.js';
import { parseCashRefund, type CashRefundInput } from '../cod-cash.js';
import { ShopError } from '../errors.js';
import type { Caller } from '../users.js';
import { defineRpc } from './define.js';
import { adminOf, callerOf, entityIdOf, fieldsOf } from './fields.js';
import { asksCourier } from './fulfilment.js';

const CLAIM_STATUSES: readonly ClaimStatus[] = ['submitted', 'approved', 'refused'];

/** `{ caller, id }` of a claim, for an admin. */
const adminClaim = (p: unknown) => {
  const { caller, id } = fieldsOf(p);
  return { caller: adminOf(caller), id: entityIdOf(id, 'claim') };
};

/** The claims of the fulfilment service (`fulfilment.claims.*`), issue 33. */
export const ClaimCalls = {
  /**
   * A shopper reports delivered units of their order as damaged or defective: the claim. 404
   * not the caller's order; 409 units not delivered, past the window, or reported already.
   */
  create: defineRpc<{ caller: Caller; orderId: string } & ClaimInput, ClaimView>(
    'fulfilment.claims.create',
    (p) => {
      const { caller, orderId, ...rest } = fieldsOf(p);
      return {
        caller: callerOf(caller),
        orderId: entityIdOf(orderId, 'order'),
        ...parseClaimInput(rest),
      };
    },
  ),
  /** The claims of one of the caller's orders (any for an admin), newest first; 404 not theirs. */
  ofOrder: defineRpc<{ caller: Caller; orderId: string }, ClaimView[]>(
    'fulfilment.claims.of-order',
    (p) => {
      const { caller, orderId } = fieldsOf(p);
      return { caller: callerOf(caller), orderId: entityIdOf(orderId, 'order') };
    },
  ),
  /** Every claim (of `status`), those awaiting a decision first, oldest first among them. */
  list: defineRpc<{ caller: Caller; status?: ClaimStatus }, ClaimView[]>(
    'fulfilment.claims.list',
    (p) => {
      const { caller, status } = fieldsOf(p);
      if (status !== undefined && !(CLAIM_STATUSES as readonly unknown[]).includes(status))
        throw new ShopError(400, `status must be one of ${CLAIM_STATUSES.join(', ')}`);
      return { caller: adminOf(caller), ...(status ? { status: status as ClaimStatus } : {}) };
    },
  ),
  /** One claim; 404 none. */
  get: defineRpc<{ caller: Caller; id: string }, ClaimView>('fulfilment.claims.get', adminClaim),
  /**
   * Staff decide a claim: a replacement (its units held, then booked with the courier), a refund
   * (a credit note for those units, then the money back), or a refusal with its reason. 409
   * decided already, or no stock for a replacement; 503 the courier unreachable (approved; the
   * replacement is booked again with `bookReplacement`).
   */
  decide: defineRpc<{ caller: Caller; id: string } & ClaimDecision, ClaimView>(
    'fulfilment.claims.decide',
    (p) => {
      const { caller, id, ...rest } = fieldsOf(p);
      return {
        caller: adminOf(caller),
        id: entityIdOf(id, 'claim'),
        ...parseClaimDecision(rest),
      };
    },
    asksCourier,
  ),
  /** Books an approved replacement's parcel again (the courier could not be reached). */
  bookReplacement: defineRpc<{ caller: Caller; id: string }, ClaimView>(
    'fulfilment.claims.book-replacement',
    adminClaim,
    asksCourier,
  ),
  /** A cash order's claim refund, sent to the shopper's account by staff, recorded once. */
  refundToAccount: defineRpc<{ caller: Caller; id: string } & CashRefundInput, ClaimView>(
    'fulfilment.claims.refund-to-account',
    (p) => {
      const { caller, id, ...rest } = fieldsOf(p);
      const parsed = parseCashRefund(rest);
      if (!parsed.ok) throw new ShopError(400, parsed.message);
      return { caller: adminOf(caller), id: entityIdOf(id, 'claim'), ...parsed.value };
    },
  ),
} as const;
