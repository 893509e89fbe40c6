import {
  PAYMENT_PENDING,
  PAYMENT_RPC_TIMEOUT_MS,
  type CheckoutView,
  type VerifyAnswer,
} from '@arogya/contracts';
import { api, ApiError } from '../api/client.js';
import type { RazorpayResponse } from './razorpay.js';

/** What the shopper reads while the shop cannot tell yet (the checkout service's own words). */
export const PENDING_NOTICE = PAYMENT_PENDING;

/** How `POST /api/verifyPayment` answered, as far as the shopper is concerned. */
export type Verification =
  /** 200 `{ success: true }` */
  | { kind: 'verified' }
  /** a definite refusal (400, SPEC §8 'Payment verification failed') */
  | { kind: 'failed' }
  /** 409: money no order can take (it came late, or paid twice): refunded; the server's words */
  | { kind: 'refunded'; message: string }
  /**
   * Nobody knows yet: 202 pending, a 5xx (the gateway's 504 too), no answer in time, no network.
   * The money may well be taken: the shopper waits on the checkout, never reads "failed".
   */
  | { kind: 'unknown'; message: string };

/**
 * How long the browser waits for the verdict: the gateway's own wait for calls that ask Razorpay,
 * and a little more, so that the gateway's answer (even a time-out) arrives first.
 */
const VERIFY_WAIT_MS = PAYMENT_RPC_TIMEOUT_MS + 10_000;
/** How long one look at the checkout may take while waiting on it. */
const POLL_WAIT_MS = 10_000;

/** `signal`, or the time limit `ms`, whichever gives up first. */
const within = (ms: number, signal?: AbortSignal) =>
  signal ? AbortSignal.any([signal, AbortSignal.timeout(ms)]) : AbortSignal.timeout(ms);

/** Sends the popup's signed answer to be verified (SPEC §4 step 4). */
export async function verifyPayment(
  r: RazorpayResponse,
  traceparent: string,
  signal?: AbortSignal,
): Promise<Verification> {
  let answer: VerifyAnswer;
  try {
    answer = await api<VerifyAnswer>('POST', '/api/verifyPayment', {
      auth: true,
      body: {
        order_id: r.razorpay_order_id,
        payment_id: r.razorpay_payment_id,
        signature: r.razorpay_signature,
      },
      traceparent,
      signal: within(VERIFY_WAIT_MS, signal),
    });
  } catch (err) {
    // only the shop's own "no" is a failure; a gateway that gave up knows nothing of the payment
    if (err instanceof ApiError && err.status === 400) return { kind: 'failed' };
    if (err instanceof ApiError && err.status === 409)
      return { kind: 'refunded', message: err.message };
    return { kind: 'unknown', message: PENDING_NOTICE };
  }
  if (answer?.success === true) return { kind: 'verified' };
  // a 2xx that is not the shop's answer (a proxy's page, say) decides nothing either
  if (answer?.success !== false) return { kind: 'unknown', message: PENDING_NOTICE };
  if (answer.pending) return { kind: 'unknown', message: answer.message || PENDING_NOTICE };
  return { kind: 'failed' }; // SPEC §8: `success` false
}

/** Waits before each look at a checkout: 1 s, 2 s, 3 s, 4 s, then every 5 s. */
export const pollDelayMs = (attempt: number) => Math.min(1000 * (attempt + 1), 5000);

/** Resolves after `ms`, or at once when `signal` gives up. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/** How a checkout whose payment was not verified at once turned out. */
export type Settlement = 'paid' | 'expired' | 'unknown';

/**
 * Waits until the shop has settled checkout `id` — paid (by a webhook or reconciliation), or
 * expired (a payment that came late: refunded) — looking at it after `pollDelayMs` for up to
 * `forMs`; 'unknown' when it has not decided by then or `signal` gave up (the page was left).
 * A look that fails (network, 5xx) is only a look: the next one comes.
 */
export async function waitForPayment(
  id: string,
  options: { traceparent: string; signal: AbortSignal; forMs?: number },
): Promise<Settlement> {
  const { traceparent, signal, forMs = 15 * 60 * 1000 } = options;
  const deadline = Date.now() + forMs;
  for (let attempt = 0; Date.now() < deadline && !signal.aborted; attempt++) {
    await pause(Math.min(pollDelayMs(attempt), Math.max(0, deadline - Date.now())), signal);
    if (signal.aborted) break;
    const c = await api<CheckoutView>('GET', `/api/checkout/${encodeURIComponent(id)}`, {
      auth: true,
      traceparent,
      signal: within(POLL_WAIT_MS, signal),
    }).catch(() => null);
    if (c?.isPaid || c?.status === 'paid' || c?.status === 'finalized') return 'paid';
    if (c?.status === 'expired') return 'expired';
  }
  return 'unknown';
}
