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

  /** Unknown id; Razorpay's own wording, with 404 so callers can tell it from bad input. */
  static notFound(): RazorpayError {
    return new RazorpayError(404, errorBody('The id provided does not exist'));
  }

  /** Exactly what Razorpay answers on a wrong or missing key. */
  static authentication(): RazorpayError {
    return new RazorpayError(401, errorBody('Authentication failed'));
  }
}
