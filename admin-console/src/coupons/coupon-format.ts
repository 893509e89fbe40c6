import type { CouponView } from '@arogya/contracts';
import { formatMoney } from '../common/money';

/** A coupon row as the console reads it. */
export type CouponRow = CouponView & { id: string };

/** "10%" or "₹100.00". */
export const discountOf = (c: CouponRow) =>
  c.kind === 'percent' ? `${c.value}%` : formatMoney(c.value);

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** "Always", "From 1 Dec 2026", "Until 31 Dec 2026", "1 Dec 2026 – 31 Dec 2026". */
export function validityOf(c: CouponRow): string {
  if (c.validFrom && c.validTo) return `${day(c.validFrom)} – ${day(c.validTo)}`;
  if (c.validFrom) return `From ${day(c.validFrom)}`;
  if (c.validTo) return `Until ${day(c.validTo)}`;
  return 'Always';
}

/** "3 used, 1 held / 100", "0 used / no limit". */
export function usesOf(c: CouponRow): string {
  const held = c.uses.held ? `, ${c.uses.held} held` : '';
  return `${c.uses.used} used${held} / ${c.maxUses ?? 'no limit'}`;
}

/** "—" or "₹500.00". */
export const minOrderOf = (c: CouponRow) => (c.minOrder > 0 ? formatMoney(c.minOrder) : '—');
