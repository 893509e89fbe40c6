/**
 * Business days in India time (issue 19): the delivery promise counts days in Asia/Kolkata
 * (UTC+05:30 all year, no daylight saving), from the day after the order day, skipping Sundays
 * and the shop's holidays.
 */
import { indiaDate } from '@arogya/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `at` falls on in India, YYYY-MM-DD (the contracts' one rule). */
export { indiaDate };

const dayAfter = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
const isSunday = (date: string): boolean => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

/**
 * The `n`th business day after `orderDay` (YYYY-MM-DD): the order day itself never counts, nor
 * does a Sunday or a day in `holidays`. With `n` = 0, the order day.
 */
export function addBusinessDays(orderDay: string, n: number, holidays: ReadonlySet<string>) {
  let day = orderDay;
  for (let counted = 0; counted < n;) {
    day = dayAfter(day);
    if (!isSunday(day) && !holidays.has(day)) counted += 1;
  }
  return day;
}
