import type { Parsed } from '@arogya/contracts';
import type { CourierQuote } from '../couriers/courier.js';

/** The courier a booking goes with, and why (kept in the service's log). */
export interface CourierChoice {
  courierId: number;
  courierName: string;
  why: string;
}

const byRate = (a: CourierQuote, b: CourierQuote) =>
  a.ratePaise - b.ratePaise || (a.etdDays ?? Infinity) - (b.etdDays ?? Infinity);
const bySpeed = (a: CourierQuote, b: CourierQuote) =>
  (a.etdDays ?? Infinity) - (b.etdDays ?? Infinity) || a.ratePaise - b.ratePaise;

/**
 * The courier for a parcel, by the shop's rules (issue 33): one that collects cash when the
 * parcel is cash on delivery; of those, the cheapest that still keeps the date promised to the
 * shopper (`daysLeft`: whole days from today to it; null when nothing was promised: the
 * cheapest); when none can keep it any more, the fastest (the promise is already late: lose
 * the least). A courier that gives no estimate is taken to keep no promise. Refused (with the
 * reason) when no courier carries it at all.
 */
export function chooseCourier(
  quotes: CourierQuote[],
  o: { cod: boolean; daysLeft: number | null; pin: string },
): Parsed<CourierChoice> {
  const able = quotes.filter((q) => !o.cod || q.cod);
  if (able.length === 0)
    return {
      ok: false,
      message: o.cod
        ? `No courier collects cash on delivery at ${o.pin}`
        : `No courier delivers to ${o.pin}`,
    };
  const pick = (q: CourierQuote, why: string) => ({
    ok: true as const,
    value: { courierId: q.courierId, courierName: q.courierName, why },
  });
  if (o.daysLeft === null) return pick([...able].sort(byRate)[0]!, 'the cheapest');
  const keeps = able.filter((q) => q.etdDays !== null && q.etdDays <= o.daysLeft!);
  if (keeps.length > 0)
    return pick([...keeps].sort(byRate)[0]!, `the cheapest of those due within ${o.daysLeft} days`);
  return pick([...able].sort(bySpeed)[0]!, 'the fastest: none can keep the promise now');
}
