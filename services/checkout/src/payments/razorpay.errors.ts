import { ShopError } from '@arogya/platform';

/** How a call to Razorpay failed, which decides what is retried and what a shopper is told. */
export type FailureKind =
  /** no answer within `RAZORPAY_TIMEOUT_MS` */
  | 'timeout'
  /** no answer at all: refused, reset, DNS */
  | 'network'
  /** 429: Razorpay's rate limit */
  | 'throttled'
  /** 5xx */
  | 'server'
  /**
   * 401/403, or a 400 saying the key is wrong, expired or of another account: our credentials
   * are refused, which is an outage (ours), never an answer about a payment or refund
   */
  | 'auth'
  /** 409: another request on the same payment is still being processed (a refund in flight) */
  | 'busy'
  /** 400 for a refund the account's balance cannot cover: Razorpay says to try again later */
  | 'balance'
  /** another 4xx: Razorpay refused the call itself (bad input, a rule); retrying cannot help */
  | 'refused';

/** A failed call to Razorpay, classified, with Razorpay's own description when it gave one. */
export class RazorpayFailure extends Error {
  override readonly name = 'RazorpayFailure';
  constructor(
    readonly kind: FailureKind,
    readonly description: string,
    readonly status: number | null,
  ) {
    super(`Razorpay ${status ?? kind}: ${description}`);
  }

  /** Worth trying again later (by the caller, a job or the shopper). */
  get transient(): boolean {
    return this.kind !== 'refused';
  }

  /**
   * Worth asking again at once, within the same call (a jittered retry): not a refusal, not a
   * timeout (its time is spent), and not our credentials or balance, which a second later
   * cannot fix.
   */
  get retryNow(): boolean {
    return this.kind === 'throttled' || this.kind === 'server' || this.kind === 'network';
  }

  /** Whether Razorpay said the id asked about does not exist (and nothing else went wrong). */
  get unknownId(): boolean {
    return this.kind === 'refused' && this.status === 400 && UNKNOWN_ID.test(this.description);
  }
}

/** Razorpay's answer for an order, payment or refund id it does not know. */
const UNKNOWN_ID = /id provided does not exist/i;

/**
 * Razorpay's 400s about the key rather than the request: "Authentication failed", a key that
 * expired or was regenerated, a key id and secret of different accounts or modes.
 */
const AUTH_400 =
  /authenticat|api key|key (?:id )?(?:has )?expired|key.*(?:invalid|regenerated)|credentials/i;
/** Whether Razorpay's answer refuses our credentials rather than the request. */
export const isAuthFailure = (status: number, description: string) =>
  status === 401 || status === 403 || (status === 400 && AUTH_400.test(description));

/** Razorpay's 400 when the balance cannot cover a refund (it asks to retry later). */
const BALANCE_400 =
  /(?:insufficient|not have enough|low) balance|balance.*(?:insufficient|not enough)/i;

/** Axios' codes for a call that ran out of time. */
const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/**
 * What the SDK threw, classified. It rethrows an HTTP failure as `{ statusCode, error }`;
 * a network failure reaches it as the `{ response: { status: 0, … } }` our axios interceptor
 * makes of it (without that, the SDK itself fails with a `TypeError` reading `response`).
 */
export function classify(err: unknown): RazorpayFailure {
  if (err instanceof RazorpayFailure) return err;
  const e = err as { statusCode?: number; error?: { code?: string; description?: string } };
  const description = e.error?.description ?? (err instanceof Error ? err.message : String(err));
  const status = typeof e.statusCode === 'number' ? e.statusCode : null;
  if (status === null || status === 0) {
    const timedOut = TIMEOUT_CODES.has(String(e.error?.code));
    return new RazorpayFailure(timedOut ? 'timeout' : 'network', description, null);
  }
  if (status === 429) return new RazorpayFailure('throttled', description, status);
  if (status >= 500) return new RazorpayFailure('server', description, status);
  if (isAuthFailure(status, description)) return new RazorpayFailure('auth', description, status);
  if (status === 409) return new RazorpayFailure('busy', description, status);
  if (status === 400 && BALANCE_400.test(description))
    return new RazorpayFailure('balance', description, status);
  return new RazorpayFailure('refused', description, status);
}

/**
 * What a shopper's request answers when Razorpay failed it: 504 when it did not answer in time,
 * 503 when it could not be reached, was overloaded or refused our key (the shop's outage, not
 * the shopper's mistake: no description of it leaves the shop), 400 with its description when
 * it refused the request itself.
 */
export function failureAnswer(f: RazorpayFailure): ShopError {
  if (f.kind === 'timeout')
    return new ShopError(504, 'The payment provider did not answer in time, please try again');
  if (f.kind === 'refused')
    return new ShopError(400, `The payment provider refused: ${f.description}`);
  return new ShopError(503, 'The payment provider could not be reached, please try again');
}

/**
 * The rejection our axios interceptor makes of a network failure, so that the SDK's own error
 * handling (which reads `err.response.status`) rethrows `{ statusCode: 0, error }` instead of
 * failing with a `TypeError`.
 */
export function networkRejection(err: { code?: string; message?: string }) {
  return {
    response: {
      status: 0,
      data: {
        error: { code: err.code ?? 'NETWORK_ERROR', description: err.message ?? 'no answer' },
      },
    },
  };
}
