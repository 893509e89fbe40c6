import type { ChargesView } from '@arogya/contracts';
import type { TFunction } from 'i18next';
import { serverText } from '../../i18n/server-text.js';
import { minusRupees, rupees } from '../../lib/format.js';

/** One line of a purchase's charges below its items, as the summaries show it. */
export interface ChargeRow {
  id: string;
  label: string;
  amount: string;
  /** money taken off (shown in green) */
  saving: boolean;
  /** a buy-x-get-y offer: it comes off the items before the coupon, and is listed so */
  beforeCoupon: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any namespace's `t` will do
type AnyT = TFunction<any, any>;

/** The rows of offers taken off (`i`-th of a purchase's offers: `offer-<i>`). */
export const offerRows = (
  t: AnyT,
  offers: { kind: ChargesView['offers'][number]['kind']; name: string; amount: number }[],
): ChargeRow[] =>
  offers.map((o, i) => ({
    id: `offer-${i}`,
    label: serverText(t, o.name),
    amount: minusRupees(o.amount),
    saving: true,
    beforeCoupon: o.kind === 'buy-x-get-y',
  }));

/**
 * The offers taken off, shipping ("Free" when nothing) and the cash-on-delivery fee of a
 * checkout, an order or a preview (issue 32), in the shopper's language: the checkout's
 * summary, the confirmation and the order page list the same lines.
 */
export function chargeRows(t: AnyT, c: Omit<ChargesView, 'offerDiscount'>) {
  const rows = offerRows(t, c.offers);
  rows.push({
    id: 'shipping',
    label: t('common:charges.shipping'),
    amount: c.shippingPrice > 0 ? rupees(c.shippingPrice) : t('common:charges.free'),
    saving: false,
    beforeCoupon: false,
  });
  if (c.codFee > 0)
    rows.push({
      id: 'cod-fee',
      label: t('common:charges.codFee'),
      amount: rupees(c.codFee),
      saving: false,
      beforeCoupon: false,
    });
  return rows;
}
