import { paiseToRupees, priceItemOffers, rupeesToPaise, type LiveOffer } from '@arogya/contracts';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../api/client.js';

/** One ask per page load (the gateway lets it be a minute old). */
let asked: Promise<LiveOffer[]> | null = null;

/**
 * The buy-x-get-y offers running now (issue 32, `GET /api/offers`): the products' badges and
 * the cart's preview. None while they load or when they could not be had (the checkout is
 * priced by the server whatever this says).
 */
export function useLiveOffers(): LiveOffer[] {
  const [offers, setOffers] = useState<LiveOffer[]>([]);
  useEffect(() => {
    let live = true;
    asked ??= api<LiveOffer[]>('GET', '/api/offers');
    asked.then(
      (found) => live && setOffers(found),
      () => {
        asked = null; // the next page asks again
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return offers;
}

/** The offers on one product (usually one). */
export function useOffersOn(productId: string): LiveOffer[] {
  const offers = useLiveOffers();
  return offers.filter((o) => o.productId === productId);
}

/** A cart line as the offers read it (rupees). */
export interface OfferCartLine {
  productId: string;
  quantity: number;
  price: number;
}

/**
 * What the offers running now take off `lines`, by the server's own rule (`priceItemOffers`):
 * each offer's line (its name as the server gives it, rupees), and what they come to.
 */
export function useItemOffers(lines: OfferCartLine[]): {
  lines: { name: string; amount: number }[];
  amount: number;
} {
  const offers = useLiveOffers();
  const key = lines.map((l) => `${l.productId}:${l.quantity}:${l.price}`).join(',');
  return useMemo(() => {
    const applied = priceItemOffers(
      lines.map((l) => ({ ...l, pricePaise: rupeesToPaise(l.price) })),
      offers,
    );
    const paise = applied.reduce((sum, o) => sum + o.paise, 0);
    return {
      lines: applied.map((o) => ({ name: o.name, amount: paiseToRupees(o.paise) })),
      amount: paiseToRupees(paise),
    };
    // `key` stands for the lines' content: a new array of the same lines prices nothing again
  }, [key, offers]);
}
