import type { CheckoutView, OrderView } from '@arogya/contracts';

/** What the checkout page hands to /order-confirmation (router state and sessionStorage). */
export interface PlacedOrder {
  checkout: CheckoutView;
  order?: OrderView;
}

const LAST_CHECKOUT_KEY = 'lastCheckout';

const isPlaced = (v: unknown): v is PlacedOrder => {
  const checkout = (v as { checkout?: unknown } | null)?.checkout as
    Partial<CheckoutView> | null | undefined;
  return typeof checkout?._id === 'string' && checkout._id !== '';
};

/** Keeps `order` only when it is a real order (finalize may answer `{ pending: true }`). */
const clean = (p: PlacedOrder): PlacedOrder =>
  typeof p.order?._id === 'string' ? p : { checkout: p.checkout };

/** The placed order from the router state, else from sessionStorage 'lastCheckout'; null if none. */
export function readPlacedOrder(routerState: unknown): PlacedOrder | null {
  if (isPlaced(routerState)) return clean(routerState);
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(LAST_CHECKOUT_KEY) ?? 'null');
    return isPlaced(stored) ? clean(stored) : null;
  } catch {
    return null;
  }
}
