import { offerRuns, type ItemOfferView } from '@arogya/contracts';
import { dateTime } from '../common/dateTime';
import type { T } from '../i18n';

/** An offer row as the console reads it. */
export type OfferRow = ItemOfferView & { id: string };

/** Where an offer stands now: running, paused (not active), not started yet, or over. */
export type OfferState = 'running' | 'paused' | 'scheduled' | 'ended';

export function offerState(o: OfferRow, now = new Date()): OfferState {
  if (!o.active) return 'paused';
  if (offerRuns(o, now)) return 'running';
  return o.startsAt && new Date(o.startsAt) > now ? 'scheduled' : 'ended';
}

/** "Always", "From …", "Until …", "… – …". */
export function windowOf(t: T, o: OfferRow): string {
  if (o.startsAt && o.endsAt) return `${dateTime(o.startsAt)} – ${dateTime(o.endsAt)}`;
  if (o.startsAt) return t('coupons.from', { day: dateTime(o.startsAt) });
  if (o.endsAt) return t('coupons.until', { day: dateTime(o.endsAt) });
  return t('coupons.always');
}

/** "Buy 2 get 1 free", in the console's language. */
export const termsOf = (t: T, o: Pick<OfferRow, 'buy' | 'get'>) =>
  t('offers.terms', { buy: o.buy, get: o.get });
