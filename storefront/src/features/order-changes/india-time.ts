import { locale } from '../../i18n/index.js';

/** "3:45 pm": a time of day as the shop keeps it, in India's time zone. */
export const indiaTime = (d: Date) =>
  d.toLocaleTimeString(locale(), { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
