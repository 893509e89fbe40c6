/** Razorpay's error envelope; the SDK rethrows `error` as-is, so the shop reads these fields. */
export interface RazorpayErrorBody {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: Record<string, unknown>;
    field?: string;
  };
}

/** Builds the envelope with Razorpay's "NA" placeholders for what the sandbox cannot know. */
export function errorBody(
  description: string,
  details: Partial<RazorpayErrorBody['error']> = {},
): RazorpayErrorBody {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
      ...details,
    },
  };
}

/** Thrown anywhere in a request; the error handler answers with its status and body as-is. */
export class RazorpayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.error.description);
  }

  /** Input validation: Razorpay names the offending field so clients can point at it. */
  static badRequest(description: string, field?: string): RazorpayError {
    const details = field === undefined ? {} : { field, reason: 'input_validation_failed' };
    return new RazorpayError(400, errorBody(description, details));
  }

  /** A business rule refused the call (order already paid, nothing left to refund...). */
  static refused(description: string): RazorpayError {
    return new RazorpayError(400, errorBody(description));
  }

  /** Unknown order, payment or refund id on `/v1`: Razorpay answers 400, not 404. */
  static unknownId(): RazorpayError {
    return new RazorpayError(400, errorBody('The id provided does not exist'));
  }

  /** Unknown id on the sandbox's own routes (webhook deliveries, fault rules). */
  static notFound(): RazorpayError {
    return new RazorpayError(404, errorBody('The id provided does not exist'));
  }

  /** What Razorpay answers when it rate-limits a call. */
  static tooManyRequests(): RazorpayError {
    return new RazorpayError(429, errorBody('Too many requests'));
  }

  /** Razorpay's answer to its own failures (any 5xx status). */
  static server(status = 500): RazorpayError {
    return new RazorpayError(
      status,
      errorBody('The server encountered an error. The incident has been reported to admins.', {
        code: 'SERVER_ERROR',
      }),
    );
  }

  /** Exactly what Razorpay answers on a wrong or missing key. */
  static authentication(): RazorpayError {
    return new RazorpayError(401, errorBody('Authentication failed'));
  }

  /**
   * Razorpay's answer for a key id that no longer exists (the key was regenerated and the old
   * one is still in use): `The api key provided is invalid`, listed in its common errors.
   */
  static invalidApiKey(status = 401, description = INVALID_API_KEY): RazorpayError {
    return new RazorpayError(status, errorBody(description));
  }

  /** Razorpay's `Access Denied` (its common errors: an IP allow-list refusing the caller). */
  static forbidden(description = 'Access Denied'): RazorpayError {
    return new RazorpayError(403, errorBody(description));
  }

  /** `409 Conflict`: a previous request is still being processed (retry later). */
  static conflict(description = PREVIOUS_REQUEST_IN_PROGRESS): RazorpayError {
    return new RazorpayError(409, errorBody(description));
  }
}

/** Razorpay's description for a key id it no longer knows (a regenerated key). */
export const INVALID_API_KEY = 'The api key provided is invalid';

/**
 * Razorpay documents a `409 Conflict` "if a request is received while a prior request is still
 * being processed" but not its description; this stand-in says the same.
 */
export const PREVIOUS_REQUEST_IN_PROGRESS =
  'A previous request is still being processed. Please retry after some time.';
