import type { ChargesQuote } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { api, ApiError, messageOf } from '../../api/client.js';
import errors from '../../i18n/en/errors.js';
import type { PinPromise } from '../delivery/pin-promise.js';
import type { OfferCartLine } from '../offers/useLiveOffers.js';

/**
 * What the cart comes to at the PIN being delivered to (issue 32): shipping, the prepaid offer
 * and the total for each way of paying, asked of the shop (`GET /api/checkout/charges`) once
 * the PIN is known to be delivered to, and again when the lines or the coupon change.
 * `waiting` until there is a PIN to ask about; `error` says why it could not be had.
 */
/** Shown (in the shopper's language: `serverText`) when the shop could not be asked. */
const CHARGES_FAILED = errors.charges.failed;

export type ChargesState =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'ok'; quote: ChargesQuote }
  | { status: 'error'; message: string };

export function useCharges(
  subtotal: number,
  discount: number,
  promise: PinPromise,
  /**
   * the cart's lines: their buy-x-get-y offers are priced, and cash on delivery is decided for
   * their products too (the repeat rule)
   */
  lines: OfferCartLine[],
): ChargesState {
  const pin = promise.status === 'ok' && promise.view.deliverable ? promise.pin : null;
  const [state, setState] = useState<ChargesState>({ status: 'waiting' });
  const [retry, setRetry] = useState(0);
  // one string, so that a new array of the same lines asks nothing again
  const items = lines.map((l) => `${l.productId}:${l.quantity}:${l.price}`).join(',');
  useEffect(() => {
    if (!pin) return void setState({ status: 'waiting' });
    let live = true;
    setState({ status: 'loading' });
    const query = { subtotal: String(subtotal), discount: String(discount), pin, items };
    api<ChargesQuote>('GET', '/api/checkout/charges', { auth: true, query }).then(
      (quote) => live && setState({ status: 'ok', quote }),
      (err: unknown) => {
        if (!live) return;
        setState({ status: 'error', message: messageOf(err, CHARGES_FAILED) });
        // the shop or the network had a moment: asked again (a refusal stands)
        if (!(err instanceof ApiError && err.status < 500))
          setTimeout(() => live && setRetry((n) => n + 1), 3000);
      },
    );
    return () => {
      live = false;
    };
  }, [pin, subtotal, discount, items, retry]);
  return state;
}
