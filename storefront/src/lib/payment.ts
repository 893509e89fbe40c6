import type { CheckoutView } from '@arogya/contracts';
import { api, ApiError } from '../api/client.js';
import type { RazorpayResponse } from './razorpay.js';

/** How `POST /api/verifyPayment` answered: verified, pending (202), or refused with a status. */
export type Verification = 'verified' | 'pending' | { status: number; message: string };

/** Sends the popup's signed answer to be verified (SPEC §4 step 4). */
export async function verifyPayment(
  r: RazorpayResponse,
  traceparent: string,
): Promise<Verification> {
  try {
    const answer = await api<{ success: boolean; pending?: boolean }>(
      'POST',
      '/api/verifyPayment',
      {
        auth: true,
        body: {
          order_id: r.razorpay_order_id,
          payment_id: r.razorpay_payment_id,
          signature: r.razorpay_signature,
        },
        traceparent,
      },
    );
    if (answer.success) return 'verified';
    return answer.pending ? 'pending' : { status: 400, message: 'Payment verification failed' };
  } catch (err) {
    if (err instanceof ApiError)
      return { status: err.status, message: err.message || 'Payment verification failed' };
    return { status: 0, message: 'Payment verification failed' };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the shop has settled checkout `id` — paid, or expired (a late payment, refunded) —
 * asking every 2 s for up to `forMs`; 'unknown' when it has not decided by then.
 */
export async function waitForPayment(
  id: string,
  traceparent: string,
  forMs = 3 * 60 * 1000,
): Promise<'paid' | 'expired' | 'unknown'> {
  const deadline = Date.now() + forMs;
  while (Date.now() < deadline) {
    await sleep(2000);
    const c = await api<CheckoutView>('GET', `/api/checkout/${id}`, {
      auth: true,
      traceparent,
    }).catch(() => null);
    if (c?.isPaid) return 'paid';
    if (c?.status === 'expired') return 'expired';
  }
  return 'unknown';
}
