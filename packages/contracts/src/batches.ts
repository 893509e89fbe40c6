import type { Parsed } from './products.js';
import { isCalendarDate } from './serviceability.js';

/**
 * A batch (lot) of one variant, received with its expiry date (issue 30): checkout holds from
 * the batch that expires first, and a batch with fewer days left than the shop's threshold
 * (`BATCH_MIN_SHELF_LIFE_DAYS`) is no longer sold — its free units are written off by the
 * catalog's sweep; units held by checkouts then still sell.
 */
export interface ProductBatch {
  _id: string;
  productId: string;
  variantId: string;
  /** the batch (lot) number printed on the pack */
  code: string;
  /** YYYY-MM-DD, or null when the label gives none */
  manufacturedOn: string | null;
  /** YYYY-MM-DD: the label's expiry (use by) date */
  expiresOn: string;
  /** units received */
  received: number;
  /** units on hand: free and held */
  onHand: number;
  /** units checkouts hold */
  reserved: number;
  /** units taken off sale when the batch ran short of shelf life */
  writtenOff: number;
  /** the last day it is sold (its expiry less the threshold) */
  sellUntil: string;
  /** selling; expiring (within `BATCH_EXPIRY_WARNING_DAYS` of `sellUntil`); retired */
  state: 'selling' | 'expiring' | 'retired';
  createdAt: string;
  /** the product's name and the variant's label ("2 kg · Chocolate"), for lists across products */
  productName: string;
  variant: string;
}

/** A batch as the console receives it. */
export interface BatchInput {
  code: string;
  manufacturedOn: string | null;
  expiresOn: string;
  quantity: number;
}

const CODE_RE = /^[A-Za-z0-9][A-Za-z0-9\-/._]{0,39}$/;

/** Today's date in India (IST, UTC+5:30), YYYY-MM-DD: the date labels and shelf life speak of. */
export const todayInIndia = (now = Date.now()) =>
  new Date(now + 330 * 60_000).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (YYYY-MM-DD each). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Validates a batch received (`POST …/variants/:variantId/batches`). */
export function parseBatchInput(body: unknown, today: string): Parsed<BatchInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, message: 'Request body must be a JSON object' };
  const b = body as Record<string, unknown>;
  const unknown = Object.keys(b).find(
    (k) => !['code', 'manufacturedOn', 'expiresOn', 'quantity'].includes(k),
  );
  if (unknown) return { ok: false, message: `Unknown field: ${unknown}` };
  const code = typeof b.code === 'string' ? b.code.trim().toUpperCase() : '';
  if (!CODE_RE.test(code))
    return {
      ok: false,
      message: 'code must be the batch number: 1 to 40 letters, digits, -, /, _ or .',
    };
  if (typeof b.expiresOn !== 'string' || !isCalendarDate(b.expiresOn))
    return { ok: false, message: 'expiresOn must be a date (YYYY-MM-DD)' };
  const made = b.manufacturedOn ?? null;
  if (made !== null && made !== '' && (typeof made !== 'string' || !isCalendarDate(made)))
    return { ok: false, message: 'manufacturedOn must be a date (YYYY-MM-DD)' };
  const manufacturedOn = made === '' ? null : made;
  if (manufacturedOn !== null && manufacturedOn > today)
    return { ok: false, message: 'manufacturedOn must not be in the future' };
  if (manufacturedOn !== null && manufacturedOn >= b.expiresOn)
    return { ok: false, message: 'expiresOn must be after manufacturedOn' };
  const q =
    typeof b.quantity === 'string' && b.quantity.trim() !== '' ? Number(b.quantity) : b.quantity;
  if (typeof q !== 'number' || !Number.isInteger(q) || q < 1 || q > 1_000_000)
    return { ok: false, message: 'quantity must be a whole number from 1 to 1000000' };
  return { ok: true, value: { code, manufacturedOn, expiresOn: b.expiresOn, quantity: q } };
}

/** Validates a count of a batch (`PUT …/batches/:id`): the units on hand now. */
export function parseBatchCount(body: unknown): Parsed<{ onHand: number }> {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const unknown = Object.keys(b).find((k) => k !== 'onHand');
  if (unknown) return { ok: false, message: `Unknown field: ${unknown}` };
  const n = typeof b.onHand === 'string' && b.onHand.trim() !== '' ? Number(b.onHand) : b.onHand;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 1_000_000)
    return { ok: false, message: 'onHand must be a whole number from 0 to 1000000' };
  return { ok: true, value: { onHand: n } };
}

/** The refusal of a batch with too little shelf life to be sold. */
export function shortShelfLife(code: string, expiresOn: string, daysLeft: number, min: number) {
  return `Batch ${code} expires on ${expiresOn}: ${daysLeft} days of shelf life left, fewer than the ${min} a batch must have to be sold`;
}
