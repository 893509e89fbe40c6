import {
  chargesView,
  paiseToRupees,
  priceCharges,
  type Caller,
  type ChargesQuery,
  type ChargesQuote,
  type PaymentMethod,
} from '@arogya/contracts';
import { badRequest } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { CodDecisions } from '../cod/cod-decisions.js';
import { ItemOffers } from '../offers/offers.service.js';
import { Serviceability } from '../serviceability/serviceability.service.js';

/**
 * `GET /api/checkout/charges` (issue 32): what the checkout page's cart will come to at a PIN,
 * for each way of paying offered (cash on delivery where `decideCod` allows it, with its
 * reasons when not) — shipping, fees and offers by the very rules (`priceCharges`) and
 * settings a checkout is created with, so the total the shopper is shown is the one charged.
 * The subtotal, the lines' prices and the coupon's discount are the shopper's (the coupon's own
 * quote, on the subtotal less the item offers); the checkout itself re-prices them all.
 */
@Injectable()
export class ChargesQuotes {
  constructor(
    private readonly serviceability: Serviceability,
    private readonly decisions: CodDecisions,
    private readonly offers: ItemOffers,
  ) {}

  async quote(caller: Caller, q: ChargesQuery): Promise<ChargesQuote> {
    const terms = await this.serviceability.shipping(q.pin);
    const { zone, zoneFeePaise, fees } = terms;
    // the buy-x-get-y offers on the cart's lines, as a checkout of them would get them
    const itemOffers = await this.offers.price(q.lines);
    const items = q.subtotalPaise - itemOffers.reduce((sum, o) => sum + o.paise, 0);
    if (q.couponPaise > items)
      throw badRequest(
        `discount must be a rupee amount from 0 to ${paiseToRupees(items)} (the items after their offers)`,
      );
    const price = (method: PaymentMethod) =>
      priceCharges({
        subtotalPaise: q.subtotalPaise,
        itemOffers,
        couponPaise: q.couponPaise,
        zoneFeePaise,
        method,
        settings: fees,
      });
    const online = price('Razorpay');
    const inCash = price('COD');
    // cash on delivery is listed only where it is offered; the decision says why not (the
    // shopper reads the reasons, never the rules' figures, which are the admin's)
    const { rules: _rules, ...cod } = await this.decisions.decide({
      userId: caller.userId,
      pin: q.pin,
      productIds: q.productIds,
      codTotalPaise: inCash.totalPaise,
      terms,
    });
    const priced: { method: PaymentMethod; charges: typeof online }[] = [
      { method: 'Razorpay', charges: online },
    ];
    if (cod.offered) priced.push({ method: 'COD', charges: inCash });
    const rupees = (p: number | null) => (p === null ? null : paiseToRupees(p));
    return {
      zone,
      freeShippingOver: rupees(fees.freeShippingOverPaise),
      addForFreeShipping: rupees(online.addForFreeShippingPaise),
      methods: priced.map(({ method, charges: c }) => ({
        method,
        ...chargesView({ ...c, discountPaise: c.couponPaise }),
        total: paiseToRupees(c.totalPaise),
      })),
      cod,
    };
  }
}
