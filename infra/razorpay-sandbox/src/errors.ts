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
}
