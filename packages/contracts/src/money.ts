import type { Parsed } from './products.js';

/**
 * Money is integer paise inside the shop; the API speaks rupees (ARCHITECTURE §3).
 * These helpers are the only place where the two meet.
 */

/** Converts a rupee amount (up to 2 decimals) to integer paise; throws on anything else. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees) || rupees < 0) {
    throw new RangeError(`Not a valid rupee amount: ${rupees}`);
  }
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6 || !Number.isSafeInteger(paise)) {
    throw new RangeError(`Rupee amount has more than 2 decimals: ${rupees}`);
  }
  return paise;
}

/** Converts integer paise to a rupee number for the API (e.g. 129950 → 1299.5). */
export function paiseToRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be an integer: ${paise}`);
  return paise / 100;
}

/** Formats paise as Indian rupees with Indian digit grouping, e.g. 12345600 → "₹1,23,456.00". */
export function formatInr(paise: number): string {
  return INR.format(paiseToRupees(paise));
}

/** Made once: an `Intl.NumberFormat` costs far more to make than to use. */
const INR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** Rounded percentage saved by a discount, as the product card's "% OFF" chip shows it. */
export function percentOff(pricePaise: number, discountPricePaise: number | null): number {
  if (discountPricePaise === null || pricePaise <= 0 || discountPricePaise >= pricePaise) return 0;
  return Math.round(((pricePaise - discountPricePaise) / pricePaise) * 100);
}

/** The most any fee or offer may be: ₹10,000. */
export const FEE_MAX_PAISE = 1_000_000;
/** The most the free-shipping threshold and the offer's minimum may be: ₹10 lakh. */
export const THRESHOLD_MAX_PAISE = 100_000_000;

/** A rupee amount (2 decimals at most) from 0 to `maxPaise`, in paise; a message otherwise. */
export function rupeeField(v: unknown, name: string, maxPaise: number): Parsed<number> {
  const bad = `${name} must be a rupee amount from 0 to ${paiseToRupees(maxPaise)}`;
  if (typeof v !== 'number') return { ok: false, message: bad };
  try {
    const paise = rupeesToPaise(v);
    return paise <= maxPaise ? { ok: true, value: paise } : { ok: false, message: bad };
  } catch {
    return { ok: false, message: bad };
  }
}
