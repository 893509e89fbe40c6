import { LATE_PAYMENT, type CheckoutView } from '@arogya/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api, STORAGE } from '../../api/client.js';
import { PENDING_NOTICE, verifyPayment, waitForPayment } from '../../lib/payment.js';
import type { RazorpayResponse } from '../../lib/razorpay.js';

/** Where a payment made in the popup stands, as the checkout page shows it. */
export type PaymentState =
  /** no payment made, or a definite failure (the form is back, SPEC's alert said so) */
  | { phase: 'none' }
  /** being verified, or waited on: the shop cannot tell yet */
  | { phase: 'confirming'; message: string }
  /** still not settled after the whole wait: the order will show in My Orders */
  | { phase: 'unconfirmed' }
  /** money no order can take (late, paid twice): refunded; shown above the form */
  | { phase: 'refunded'; message: string };

/**
 * SPEC §4 steps 4–6 after the popup's `handler`: verify; if verified, mark paid (HTTP 201) and
 * finalise, then the order confirmation. A shopper whose payment the shop cannot decide yet
 * (202 pending, a 5xx or the gateway's 504, no answer, no network) is never told it failed:
 * the page says it is confirming and waits on the checkout (a webhook or reconciliation
 * settles it) until it is paid — then the same steps as a verified payment — or expired (a
 * late payment, refunded). Only a definite 400 is SPEC's 'Payment verification failed'.
 *
 * One run per payment (a handler called twice neither polls twice nor finalises twice), and
 * none after the page is left.
 */
export function useAfterPayment() {
  const navigate = useNavigate();
  const { t } = useTranslation('errors');
  const [state, setState] = useState<PaymentState>({ phase: 'none' });
  const life = useRef<AbortController | null>(null);
  const handled = useRef(new Set<string>());

  useEffect(() => {
    const c = new AbortController();
    life.current = c;
    return () => c.abort();
  }, []);

  const afterPayment = useCallback(
    async (checkout: CheckoutView, r: RazorpayResponse, traceparent: string) => {
      const signal = life.current?.signal;
      if (!signal || signal.aborted || handled.current.has(r.razorpay_payment_id)) return;
      handled.current.add(r.razorpay_payment_id);
      setState({ phase: 'confirming', message: PENDING_NOTICE });
      const verified = await verifyPayment(r, traceparent, signal);
      if (signal.aborted) return;
      if (verified.kind === 'failed') {
        setState({ phase: 'none' });
        alert(t('checkout.verificationFailed'));
        return;
      }
      if (verified.kind === 'refunded') {
        setState({ phase: 'refunded', message: verified.message });
        return;
      }
      if (verified.kind === 'unknown') {
        setState({ phase: 'confirming', message: verified.message });
        const settled = await waitForPayment(checkout._id, { traceparent, signal });
        if (signal.aborted) return;
        if (settled === 'expired') return setState({ phase: 'refunded', message: LATE_PAYMENT });
        if (settled === 'unknown') return setState({ phase: 'unconfirmed' });
      }
      try {
        const paid = await fetch(`/api/checkout/${checkout._id}/pay`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${localStorage.getItem(STORAGE.userToken)}`,
            traceparent,
          },
          body: JSON.stringify({ paymentStatus: 'paid', paymentDetails: r }),
          signal,
        });
        // SPEC §4: finalisation requires 201
        if (paid.status !== 201)
          throw new Error(`PUT /api/checkout/:id/pay answered ${paid.status}`);
        const order = await api<unknown>('POST', `/api/checkout/${checkout._id}/finalize`, {
          auth: true,
          traceparent,
          signal,
        });
        sessionStorage.setItem('lastCheckout', JSON.stringify({ checkout, order }));
        navigate('/order-confirmation', { state: { checkout, order } });
      } catch (err) {
        if (signal.aborted) return;
        // SPEC §8: only logged. The payment itself was confirmed: the shopper is not sent back
        // to a form that would take a second one, but to My Orders, where the order will be
        console.error(err);
        setState({ phase: 'unconfirmed' });
      }
    },
    [navigate, t],
  );

  return { state, afterPayment };
}
