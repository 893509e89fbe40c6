import type { CouponView } from '@arogya/contracts';
import { formatMoney } from '../common/money';
import { displayLocale, type T } from '../i18n';

/** A coupon row as the console reads it. */
export type CouponRow = CouponView & { id: string };

/** "10%" or "₹100.00". */
export const discountOf = (c: CouponRow) =>
  c.kind === 'percent' ? `${c.value}%` : formatMoney(c.value);

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(displayLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/** "Always", "From 1 Dec 2026", "Until 31 Dec 2026", "1 Dec 2026 – 31 Dec 2026". */
export function validityOf(t: T, c: CouponRow): string {
  if (c.validFrom && c.validTo) return `${day(c.validFrom)} – ${day(c.validTo)}`;
  if (c.validFrom) return t('coupons.from', { day: day(c.validFrom) });
  if (c.validTo) return t('coupons.until', { day: day(c.validTo) });
  return t('coupons.always');
}

/** "3 used, 1 held / 100", "0 used / no limit". */
export function usesOf(t: T, c: CouponRow): string {
  const held = c.uses.held ? `, ${t('coupons.held', { held: c.uses.held })}` : '';
  return `${t('coupons.used', { used: c.uses.used })}${held} / ${c.maxUses ?? t('coupons.noLimit')}`;
}

/** "—" or "₹500.00". */
export const minOrderOf = (c: CouponRow) => (c.minOrder > 0 ? formatMoney(c.minOrder) : '—');
