import { ShopError } from './errors.js';
import type { RefundState } from './orders.js';
import { fieldsOf } from './rpc/fields.js';

/**
 * Claims (issue 33): a shopper reports that delivered items arrived damaged or defective, within
 * the policy's window after their parcel was delivered, with photos; staff approve (a
 * replacement sent free, or a refund of exactly those units with a credit note for them) or
 * refuse, saying why. Money in rupees.
 */
export const CLAIM_WINDOW_HOURS = 48;

/** Most photos of one claim. */
export const CLAIM_PHOTOS_MAX = 5;
/** The longest description a claim takes. */
export const CLAIM_NOTE_MAX = 1000;
/** The longest reason a refusal gives. */
export const CLAIM_REFUSAL_MAX = 500;

export const CLAIM_REASONS = ['damaged', 'defective', 'wrong-item'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** What makes a claim good: the same product sent again, or those units' money back. */
export const CLAIM_REMEDIES = ['replacement', 'refund'] as const;
export type ClaimRemedy = (typeof CLAIM_REMEDIES)[number];

/** `submitted` until staff decide: `approved` (with its remedy) or `refused`. */
export type ClaimStatus = 'submitted' | 'approved' | 'refused';

/**
 * Where a claim's refund stands: as a card refund's (`requested` … `processed` / `failed`), or
 * `to-account` — a cash-on-delivery order's money, which staff send to the shopper's account
 * (UPI or bank transfer) and record.
 */
export type ClaimRefundState = RefundState | 'to-account';

/** Units of one order line a claim is about: the line's place in the order (0 first). */
export interface ClaimLineInput {
  line: number;
  quantity: number;
}

/** What a shopper sends: which units, what is wrong, what they would like, and photos. */
export interface ClaimInput {
  lines: ClaimLineInput[];
  reason: ClaimReason;
  /** what they ask for; staff decide */
  remedy: ClaimRemedy;
  note: string;
  /** photos stored by the shop (`POST /api/claims/photos`): `/uploads/…` */
  photos: string[];
}

/** A line of a claim as shown: the order line's product and the units claimed. */
export interface ClaimLineView extends ClaimLineInput {
  productId: string;
  name: string;
  size: string;
  color: string;
}

/** A claim as its shopper and staff read it. */
export interface ClaimView {
  _id: string;
  orderId: string;
  /** `#A1B2C3`: the order as shoppers know it */
  orderNumber: string;
  /** who made it (staff's list names them) */
  customer: { userId: string; name: string };
  lines: ClaimLineView[];
  reason: ClaimReason;
  remedy: ClaimRemedy;
  note: string;
  photos: string[];
  status: ClaimStatus;
  /** what staff decided (the remedy they chose, maybe not the one asked), when, and why not */
  decidedAt: string | null;
  refusal: string | null;
  /** an approved refund: its amount, credit note and where it stands (null until known) */
  refund: {
    amount: number | null;
    creditNoteNumber: string | null;
    state: ClaimRefundState | null;
    /** a cash order's refund to account: how and the reference staff recorded */
    reference: string | null;
  } | null;
  /** an approved replacement's shipment, once it is booked (or being booked) */
  replacementShipmentId: string | null;
  /** the payment: a cash order's refund goes to the shopper's account */
  paymentMethod: 'Razorpay' | 'COD';
  createdAt: string;
}

/** Staff's decision on a claim. */
export type ClaimDecision =
  { decision: 'replacement' } | { decision: 'refund' } | { decision: 'refuse'; reason: string };

/** What a claim is refused with (the storefront and console translate them). */
export const CLAIM_MESSAGES = {
  noLines: 'Choose the items that arrived damaged or defective',
  badLine: 'Choose items of this order',
  lineTwice: 'An item is named twice: choose its quantity once',
  badQuantity: 'Quantities must be whole numbers of at least 1',
  badReason: 'Choose what is wrong: damaged, defective or the wrong item',
  badRemedy: 'Choose what you would like: a replacement or a refund',
  badNote: `Describe the problem in 10 to ${CLAIM_NOTE_MAX} characters`,
  noPhoto: 'Add at least one photo of the item and its packaging',
  badPhotos: `Add at most ${CLAIM_PHOTOS_MAX} photos uploaded to the shop (POST /api/claims/photos)`,
  notDelivered: 'Only delivered items can be reported: this one has not been delivered yet',
  tooLate: `Damage must be reported within ${CLAIM_WINDOW_HOURS} hours of delivery`,
  tooMany: (name: string, left: number) =>
    left === 0
      ? `${name} has been reported already`
      : `Only ${left} of ${name} can still be reported`,
  decided: 'This claim has been decided already',
  badDecision: 'Decide with replacement, refund or refuse',
  badRefusal: `Say why it is refused, in 5 to ${CLAIM_REFUSAL_MAX} characters`,
  noStock: (name: string) =>
    `Not enough ${name} in stock for a replacement: refund it instead, or add stock first`,
  notToAccount: 'Only an approved refund of a cash order is sent to the account by staff',
} as const;

/** A claim photo is one the shop stored, never a link elsewhere. */
export const CLAIM_PHOTO_RE = /^\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  (list as readonly unknown[]).includes(v);

/** A claim's body, checked; 400 with what is wrong. Parses its own answer to itself. */
export function parseClaimInput(value: unknown): ClaimInput {
  const f = fieldsOf(value);
  const fail = (m: string) => new ShopError(400, m);
  if (!Array.isArray(f.lines) || f.lines.length === 0) throw fail(CLAIM_MESSAGES.noLines);
  if (f.lines.length > 100) throw fail(CLAIM_MESSAGES.badLine);
  const seen = new Set<number>();
  const lines = f.lines.map((l: unknown) => {
    const { line, quantity } = fieldsOf(l);
    if (!Number.isSafeInteger(line) || (line as number) < 0) throw fail(CLAIM_MESSAGES.badLine);
    if (!Number.isSafeInteger(quantity) || (quantity as number) < 1)
      throw fail(CLAIM_MESSAGES.badQuantity);
    if (seen.has(line as number)) throw fail(CLAIM_MESSAGES.lineTwice);
    seen.add(line as number);
    return { line: line as number, quantity: quantity as number };
  });
  if (!isOneOf(CLAIM_REASONS, f.reason)) throw fail(CLAIM_MESSAGES.badReason);
  if (!isOneOf(CLAIM_REMEDIES, f.remedy)) throw fail(CLAIM_MESSAGES.badRemedy);
  const note = typeof f.note === 'string' ? f.note.trim() : '';
  if (note.length < 10 || note.length > CLAIM_NOTE_MAX) throw fail(CLAIM_MESSAGES.badNote);
  const photos = f.photos ?? [];
  if (
    !Array.isArray(photos) ||
    photos.length > CLAIM_PHOTOS_MAX ||
    photos.some((p) => typeof p !== 'string' || !CLAIM_PHOTO_RE.test(p))
  )
    throw fail(CLAIM_MESSAGES.badPhotos);
  if (photos.length === 0) throw fail(CLAIM_MESSAGES.noPhoto);
  return { lines, reason: f.reason, remedy: f.remedy, note, photos: photos as string[] };
}

/** Staff's decision, checked; 400 with what is wrong. */
export function parseClaimDecision(value: unknown): ClaimDecision {
  const f = fieldsOf(value);
  if (f.decision === 'replacement' || f.decision === 'refund') return { decision: f.decision };
  if (f.decision !== 'refuse') throw new ShopError(400, CLAIM_MESSAGES.badDecision);
  const reason = typeof f.reason === 'string' ? f.reason.trim() : '';
  if (reason.length < 5 || reason.length > CLAIM_REFUSAL_MAX)
    throw new ShopError(400, CLAIM_MESSAGES.badRefusal);
  return { decision: 'refuse', reason };
}

/**
 * Whether units delivered at `deliveredAt` may still be claimed at `now`: within
 * `CLAIM_WINDOW_HOURS` of delivery.
 */
export const withinClaimWindow = (deliveredAt: string, now = Date.now()) =>
  now - Date.parse(deliveredAt) <= CLAIM_WINDOW_HOURS * 3_600_000;
