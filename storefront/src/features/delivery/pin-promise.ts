import { PIN_RE, typedPin, type ServiceabilityView } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { api, ApiError, messageOf } from '../../api/client.js';
import i18n from '../../i18n/index.js';

/** Where the PIN a shopper checked is remembered, for the checkout form to start with. */
const PIN_KEY = 'deliveryPin';

export const rememberedPin = (): string => {
  try {
    const pin = localStorage.getItem(PIN_KEY) ?? '';
    return PIN_RE.test(pin) ? pin : '';
  } catch {
    return '';
  }
};
export const rememberPin = (pin: string) => {
  try {
    localStorage.setItem(PIN_KEY, pin);
  } catch {
    // private mode: nothing to remember
  }
};

/**
 * What the shop says about a PIN: nothing yet (not 6 digits), asking, its answer, an unknown
 * PIN (the server's 404 message), or a failure to ask (the shopper may still try to pay; the
 * server decides then).
 */
export type PinPromise =
  | { status: 'idle' }
  | { status: 'loading'; pin: string }
  | { status: 'ok'; pin: string; view: ServiceabilityView }
  | { status: 'unknown'; pin: string; message: string }
  | { status: 'error'; pin: string; message: string };

/** Asks `GET /api/serviceability/:pin`. */
export async function askPin(pin: string): Promise<PinPromise> {
  try {
    const view = await api<ServiceabilityView>('GET', `/api/serviceability/${pin}`);
    return { status: 'ok', pin, view };
  } catch (err) {
    const message = messageOf(err, i18n.t('address.pinUnchecked', { ns: 'errors' }));
    if (err instanceof ApiError && (err.status === 404 || err.status === 400))
      return { status: 'unknown', pin, message };
    return { status: 'error', pin, message };
  }
}

/** Whether a promise stops payment: a PIN that does not exist, or one the shop does not deliver to. */
export const blocksPayment = (p: PinPromise) =>
  p.status === 'unknown' || (p.status === 'ok' && !p.view.deliverable);

/**
 * The shop's answer for the PIN as it is typed ('560 001' and '560-001' are 560001): asked once
 * it is a complete PIN code (a later PIN's answer wins over an earlier one still on its way).
 */
export function usePinPromise(typed: string): PinPromise {
  const pin = typedPin(typed);
  const [promise, setPromise] = useState<PinPromise>({ status: 'idle' });
  useEffect(() => {
    if (!PIN_RE.test(pin)) {
      setPromise({ status: 'idle' });
      return;
    }
    let current = true;
    setPromise({ status: 'loading', pin });
    void askPin(pin).then((answer) => {
      if (current) setPromise(answer);
    });
    return () => {
      current = false;
    };
  }, [pin]);
  return promise;
}
