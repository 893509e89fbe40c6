import { displayLocale } from '../i18n';

/** "28 Nov 2026, 5:30 pm": a moment as the console shows it (in its language), in the shop's time zone (India). */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(displayLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

/** "28 Nov 2026": the day of a moment, in the shop's time zone. */
export const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString(displayLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** "5:30 pm": the time of a moment, in the shop's time zone. */
export const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(displayLocale(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

/** "20 Jan 2027": a calendar date (`YYYY-MM-DD`: an expiry, a label's date) as the console shows it. */
export const calendarDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(displayLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
