import { RazorpayError } from '../errors.js';
import { disputeEvent } from '../webhooks/events.js';
import { notify, type Context } from './context.js';
import type { Dispute, DisputeEvidence, DisputePhase, DisputeStatus } from './entities.js';
import { newId } from './ids.js';
import { readFields, type Fields } from './input.js';
import { lapseIfDue } from './lapse.js';
import { debit, giveBack } from './refunds.js';

/** Razorpay's dispute phases, as `phase` takes them. */
export const DISPUTE_PHASES: readonly DisputePhase[] = [
  'fraud',
  'retrieval',
  'chargeback',
  'pre_arbitration',
  'arbitration',
];

/** What `POST /sandbox/disputes` and `sandbox.disputes.open` take. */
export interface DisputeInput {
  payment_id: string;
  /** Paise, 1 to the payment's amount; default: the payment's amount. */
  amount?: number;
  /** Default `chargeback`. */
  reason_code?: string;
  /** Unix seconds; default 7 days after now on the sandbox clock. */
  respond_by?: number;
  /** Default `chargeback`. */
  phase?: DisputePhase;
}

/** Where a dispute may be moved by the sandbox's controls (the bank's decision). */
export type DisputeResolution = 'under_review' | 'won' | 'lost' | 'closed';

export const DISPUTE_RESOLUTIONS: readonly DisputeResolution[] = [
  'under_review',
  'won',
  'lost',
  'closed',
];

/** Which statuses a dispute may move to from each status. */
const NEXT: Readonly<Record<DisputeStatus, readonly DisputeStatus[]>> = {
  open: ['under_review', 'won', 'lost', 'closed'],
  under_review: ['won', 'lost', 'closed'],
  won: [],
  lost: [],
  closed: [],
};

const RESPOND_WITHIN_SECONDS = 7 * 24 * 3600;

/** Evidence document lists `PATCH /v1/disputes/:id/contest` takes. */
const PROOF_FIELDS = [
  'shipping_proof',
  'billing_proof',
  'cancellation_proof',
  'customer_communication',
  'proof_of_service',
  'explanation_letter',
  'refund_confirmation',
  'access_activity_log',
  'refund_cancellation_policy',
  'term_and_conditions',
] as const;

function emptyEvidence(amount: number): DisputeEvidence {
  return {
    amount,
    summary: null,
    shipping_proof: null,
    billing_proof: null,
    cancellation_proof: null,
    customer_communication: null,
    proof_of_service: null,
    explanation_letter: null,
    refund_confirmation: null,
    access_activity_log: null,
    refund_cancellation_policy: null,
    term_and_conditions: null,
    others: null,
    submitted_at: null,
  };
}

function integerField(fields: Fields, name: string, min: number, max: number): number | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw RazorpayError.badRequest(`The ${name} must be an integer from ${min} to ${max}.`, name);
  }
  return value;
}

function stringField(fields: Fields, name: string, maxLength: number): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value === '' || value.length > maxLength) {
    throw RazorpayError.badRequest(
      `The ${name} must be a non-empty string of at most ${maxLength} characters.`,
      name,
    );
  }
  return value;
}

/** Sends `payment.dispute.<what>` with the payment and the dispute as they are now. */
function announce(ctx: Context, dispute: Dispute, what: string): void {
  const payment = ctx.ledger.payment(dispute.payment_id);
  ctx.ledger.changed(payment.order_id);
  notify(ctx, payment.id, [
    disputeEvent(`payment.dispute.${what}`, ctx.ledger.now(), dispute, payment),
  ]);
}

/**
 * The customer's bank disputes a captured payment (`POST /sandbox/disputes`): a new dispute,
 * `open`, whose amount is taken from the balance at once (Razorpay's Deduct at Onset:
 * `amount_deducted` = amount, and `settings.refundBalancePaise` goes down by it when tracked),
 * and `payment.dispute.created`. Refused (`400`, with `field`): an unknown or uncaptured
 * payment, one with a dispute still open or under review, bad values.
 */
export function openDispute(ctx: Context, body: unknown): Dispute {
  const { ledger } = ctx;
  const fields = readFields(body);
  const paymentId = stringField(fields, 'payment_id', 100);
  if (paymentId === undefined) {
    throw RazorpayError.badRequest('The payment_id field is required.', 'payment_id');
  }
  const payment = ledger.payments.get(paymentId);
  if (!payment) throw RazorpayError.badRequest('The id provided does not exist', 'payment_id');
  lapseIfDue(ctx, payment);
  if (!payment.captured) {
    throw RazorpayError.badRequest(
      `Only captured payments can be disputed; this payment is ${payment.status}.`,
      'payment_id',
    );
  }
  if (ledger.disputesOf(payment.id).some((d) => NEXT[d.status].length > 0)) {
    throw RazorpayError.badRequest(
      'The payment already has a dispute that is open or under review.',
      'payment_id',
    );
  }
  const amount = integerField(fields, 'amount', 1, payment.amount) ?? payment.amount;
  const reasonCode = stringField(fields, 'reason_code', 100) ?? 'chargeback';
  const now = ledger.now();
  const respondBy =
    integerField(fields, 'respond_by', 0, Number.MAX_SAFE_INTEGER) ?? now + RESPOND_WITHIN_SECONDS;
  const phase = fields.phase ?? 'chargeback';
  if (!DISPUTE_PHASES.includes(phase as DisputePhase)) {
    throw RazorpayError.badRequest(
      `The phase must be one of ${DISPUTE_PHASES.join(', ')}.`,
      'phase',
    );
  }
  const dispute: Dispute = {
    id: newId('disp'),
    entity: 'dispute',
    payment_id: payment.id,
    amount,
    currency: payment.currency,
    amount_deducted: amount,
    reason_code: reasonCode,
    respond_by: respondBy,
    status: 'open',
    phase: phase as DisputePhase,
    created_at: now,
    evidence: emptyEvidence(amount),
  };
  ledger.disputes.set(dispute.id, dispute);
  debit(ctx, dispute.id, amount);
  announce(ctx, dispute, 'created');
  return dispute;
}

/** Reads `{ status }` of `POST /sandbox/disputes/:id/resolve`. */
export function readResolution(body: unknown): DisputeResolution {
  const status = readFields(body).status;
  if (!DISPUTE_RESOLUTIONS.includes(status as DisputeResolution)) {
    throw RazorpayError.badRequest(
      `The status must be one of ${DISPUTE_RESOLUTIONS.join(', ')}.`,
      'status',
    );
  }
  return status as DisputeResolution;
}

/**
 * Moves a dispute (`open` → `under_review` → `won` / `lost` / `closed`) and sends
 * `payment.dispute.<status>`. Won or closed: the deducted amount comes back
 * (`amount_deducted: 0`, and to `settings.refundBalancePaise` when it was taken from it);
 * lost: it stays deducted. Any other move answers `400` (`field: "status"`).
 */
export function moveDispute(ctx: Context, dispute: Dispute, status: DisputeResolution): Dispute {
  if (!NEXT[dispute.status].includes(status)) {
    throw RazorpayError.badRequest(
      `A dispute that is ${dispute.status} cannot become ${status}.`,
      'status',
    );
  }
  dispute.status = status;
  if (status === 'won' || status === 'closed') {
    giveBack(ctx, dispute.id, dispute.amount_deducted);
    dispute.amount_deducted = 0;
  }
  announce(ctx, dispute, status);
  return dispute;
}

/**
 * `POST /v1/disputes/:id/accept` (`disputes.accept`): the merchant gives in; an `open`
 * dispute turns `lost` (`payment.dispute.lost`). Anything else answers `400`.
 */
export function acceptDispute(ctx: Context, id: string): Dispute {
  const dispute = ctx.ledger.dispute(id);
  if (dispute.status !== 'open') {
    throw RazorpayError.refused(
      `Only an open dispute can be accepted; this dispute is ${dispute.status}.`,
    );
  }
  return moveDispute(ctx, dispute, 'lost');
}

/**
 * `PATCH /v1/disputes/:id/contest` (`disputes.contest`): stores the evidence given (`amount`,
 * `summary`, document id lists, `others`) on an `open` dispute; with `action: "submit"` the
 * dispute turns `under_review` (`payment.dispute.under_review`, `evidence.submitted_at` set),
 * with `"draft"` (the default) it stays open.
 */
export function contestDispute(ctx: Context, id: string, body: unknown): Dispute {
  const dispute = ctx.ledger.dispute(id);
  if (dispute.status !== 'open') {
    throw RazorpayError.refused(
      `Only an open dispute can be contested; this dispute is ${dispute.status}.`,
    );
  }
  const fields = readFields(body);
  const action = fields.action ?? 'draft';
  if (action !== 'draft' && action !== 'submit') {
    throw RazorpayError.badRequest('The action must be either draft or submit.', 'action');
  }
  const evidence: DisputeEvidence = { ...dispute.evidence };
  evidence.amount = integerField(fields, 'amount', 1, dispute.amount) ?? evidence.amount;
  evidence.summary = stringField(fields, 'summary', 1000) ?? evidence.summary;
  for (const name of PROOF_FIELDS) {
    const value = fields[name];
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v !== '')) {
      throw RazorpayError.badRequest(`The ${name} must be a list of document ids.`, name);
    }
    evidence[name] = [...(value as string[])];
  }
  if (fields.others !== undefined && fields.others !== null) {
    const others = fields.others;
    const valid =
      Array.isArray(others) &&
      others.every(
        (o) =>
          typeof o === 'object' &&
          o !== null &&
          typeof (o as Fields).type === 'string' &&
          Array.isArray((o as Fields).document_ids) &&
          ((o as Fields).document_ids as unknown[]).every((d) => typeof d === 'string'),
      );
    if (!valid) {
      throw RazorpayError.badRequest(
        'The others must be a list of { type, document_ids }.',
        'others',
      );
    }
    evidence.others = (others as { type: string; document_ids: string[] }[]).map((o) => ({
      type: o.type,
      document_ids: [...o.document_ids],
    }));
  }
  dispute.evidence = evidence;
  if (action === 'submit') {
    evidence.submitted_at = ctx.ledger.now();
    return moveDispute(ctx, dispute, 'under_review');
  }
  ctx.ledger.changed(ctx.ledger.payment(dispute.payment_id).order_id);
  return dispute;
}
