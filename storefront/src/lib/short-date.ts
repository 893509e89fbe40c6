import { locale } from '../i18n/index.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "14 Mar 2028" ("14 मार्च 2028" in Hindi): a calendar day (`YYYY-MM-DD`, or an instant, read
 * as the day it is in India). English is spelt out here rather than by `Intl`, whose short
 * months differ by browser ("Sept"); Hindi takes its month's name from `Intl`.
 */
export function shortDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value
    : new Date(value).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return '—';
  const lang = locale();
  if (lang !== 'en-IN') {
    return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).toLocaleDateString(
      lang,
      { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    );
  }
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1] ?? ''} ${m[1]}`;
}
