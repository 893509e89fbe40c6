import { RpcError } from '@arogya/platform';

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
}

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
  return new RazorpayFailure('refused', description, status);
}

/**
 * What a shopper's request answers when Razorpay failed it: 504 when it did not answer in time,
 * 503 when it could not be reached or was overloaded, 400 with its description when it refused.
 */
export function failureAnswer(f: RazorpayFailure): RpcError {
  if (f.kind === 'timeout')
    return new RpcError(504, 'The payment provider did not answer in time, please try again');
  if (f.kind === 'refused')
    return new RpcError(400, `The payment provider refused: ${f.description}`);
  return new RpcError(503, 'The payment provider could not be reached, please try again');
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
