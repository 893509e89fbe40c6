import type { ShippingAddress } from '@arogya/contracts';
import i18n, { locale } from '../../i18n/index.js';

const valid = (d: Date) => !Number.isNaN(d.getTime());

/** "12 Mar 2026, 4:05 pm" — an order's date and time, in the language shown (Indian style). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return valid(d) ? d.toLocaleString(locale(), { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

/** "1 December 2026" ("1 दिसंबर 2026"). */
export function formatLongDate(d: Date): string {
  return valid(d)
    ? d.toLocaleDateString(locale(), { day: 'numeric', month: 'long', year: 'numeric' })
    : '—';
}

/** "Udaipur, INDIA", or 'N/A' without an address (SPEC §2 My Orders "Shipping"). */
export function cityCountry(address: Partial<ShippingAddress> | null | undefined): string {
  const parts = [address?.city, address?.country].filter((p): p is string => !!p?.trim());
  return parts.length ? parts.join(', ') : i18n.t('notAvailable', { ns: 'orders' });
}
