const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "14 Mar 2028": a calendar day (`YYYY-MM-DD`, or an instant, read as the day it is in India).
 * Spelt out here rather than by `Intl`, whose short months differ by browser ("Sept").
 */
export function shortDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value
    : new Date(value).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return '—';
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1] ?? ''} ${m[1]}`;
}
