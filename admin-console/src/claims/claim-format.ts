import type {
  ClaimLineView,
  ClaimReason,
  ClaimRefundState,
  ClaimRemedy,
  ClaimStatus,
  ClaimView,
} from '@arogya/contracts';
import type { MessageKey } from '../i18n';

/** A claim as `GET /api/admin/claims` and `/:id` answer it (its `id` is its `_id`). */
export type ClaimRow = ClaimView & { id: string };

/** How the console names where a claim stands. */
export const CLAIM_STATUS_LABELS = {
  submitted: 'claims.status.submitted',
  approved: 'claims.status.approved',
  refused: 'claims.status.refused',
} as const satisfies Record<ClaimStatus, MessageKey>;

/** The status filter's choices, those awaiting staff first ("All" is its empty choice). */
export const CLAIM_STATUS_CHOICES = (['submitted', 'approved', 'refused'] as const).map((id) => ({
  id,
  name: CLAIM_STATUS_LABELS[id],
}));

/** What the shopper says is wrong. */
export const CLAIM_REASON_LABELS = {
  damaged: 'claims.reason.damaged',
  defective: 'claims.reason.defective',
  'wrong-item': 'claims.reason.wrong-item',
} as const satisfies Record<ClaimReason, MessageKey>;

/** A remedy: what the shopper asked for, or what staff approved. */
export const CLAIM_REMEDY_LABELS = {
  replacement: 'claims.remedy.replacement',
  refund: 'claims.remedy.refund',
} as const satisfies Record<ClaimRemedy, MessageKey>;

/** Where an approved refund stands, in words. */
export const CLAIM_REFUND_STATE_LABELS = {
  requested: 'claims.refundState.requested',
  pending: 'claims.refundState.pending',
  processed: 'claims.refundState.processed',
  failed: 'claims.refundState.failed',
  'to-account': 'claims.refundState.to-account',
} as const satisfies Record<ClaimRefundState, MessageKey>;

/** "1 × Moringa Powder (500 g)": one claimed line, its variant when it has one. */
export const lineText = (l: ClaimLineView) => {
  const options = [l.size, l.color].filter(Boolean).join(', ');
  return `${l.quantity} × ${l.name}${options ? ` (${options})` : ''}`;
};

/** "1 × Moringa Powder, 2 × Amla Juice": the units a claim is about. */
export const itemsText = (c: Pick<ClaimView, 'lines'>) => c.lines.map(lineText).join(', ');

/** The claim's page in the console. */
export const claimPath = (id: string) => `/claims/${encodeURIComponent(id)}/show`;

/** How long after a decision its page still looks for news by itself. */
const NEWS_WINDOW_MS = 5 * 60_000;

/**
 * Whether the claim's page waits for news the server brings by itself, in the minutes after
 * the decision: an approved refund's credit note (its amount) and Razorpay's answer, or an
 * approved replacement's parcel. Later news (a refund settled days after) waits for a reload.
 */
export const awaitsNews = (c: ClaimView | undefined, now = Date.now()) =>
  !!c?.decidedAt &&
  c.status === 'approved' &&
  now - Date.parse(c.decidedAt) < NEWS_WINDOW_MS &&
  (c.remedy === 'refund'
    ? !c.refund ||
      c.refund.amount === null ||
      c.refund.state === null ||
      c.refund.state === 'requested' ||
      c.refund.state === 'pending'
    : !c.replacementShipmentId);
