// Shiprocket writes its times in Indian Standard Time without a zone, in several formats.

/** IST is UTC+05:30, with no daylight saving. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The parts of `ms` on an Indian wall clock. */
function ist(ms: number) {
  const iso = new Date(ms + IST_OFFSET_MS).toISOString();
  return {
    year: iso.slice(0, 4),
    month: iso.slice(5, 7),
    day: iso.slice(8, 10),
    time: iso.slice(11, 19),
  };
}

/** `2023-05-19 11:59:16`: scans, tracking, AWB and pickup dates. */
export function istDateTime(ms: number): string {
  const t = ist(ms);
  return `${t.year}-${t.month}-${t.day} ${t.time}`;
}

/** `23 05 2023 11:43:52`: a tracking webhook's `current_timestamp`. */
export function istWebhookTimestamp(ms: number): string {
  const t = ist(ms);
  return `${t.day} ${t.month} ${t.year} ${t.time}`;
}

/** `2022-11-25 11:17:52.878000`: PHP's `DateTime` as answers serialise it (`date`). */
export function istMicroseconds(ms: number): string {
  const millis = String(((ms % 1000) + 1000) % 1000).padStart(3, '0');
  return `${istDateTime(ms)}.${millis}000`;
}

/** `Jul 01, 2024`: a courier's `etd` in the serviceability answer. */
export function istShortDate(ms: number): string {
  const t = ist(ms);
  return `${MONTHS[Number(t.month) - 1]} ${t.day}, ${t.year}`;
}

/** PHP's serialised `DateTime` in Asia/Kolkata, as AWB and pickup answers carry it. */
export function phpDateTime(ms: number) {
  return { date: istMicroseconds(ms), timezone_type: 3, timezone: 'Asia/Kolkata' };
}

export const DAY_MS = 24 * 3600_000;
