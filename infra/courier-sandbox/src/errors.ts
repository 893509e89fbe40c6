/**
 * Shiprocket's error bodies, as its API documentation shows them: `{ message, status_code }`,
 * with `errors` (field → messages, Laravel's validation shape) on a 422, and sometimes more
 * (`already_manifested_shipment_ids`).
 */
export interface ShiprocketErrorBody {
  message: string;
  status_code: number;
  errors?: Record<string, string[]>;
  [extra: string]: unknown;
}

/** Field → messages, in the order found. */
export type FieldErrors = Record<string, string[]>;

/** Thrown anywhere in a request; the error handler answers its status and body as they are. */
export class ShiprocketError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ShiprocketErrorBody,
  ) {
    super(body.message);
  }

  /** `{ message, status_code }` at `status`. */
  static plain(status: number, message: string, extra: Record<string, unknown> = {}) {
    return new ShiprocketError(status, { message, status_code: status, ...extra });
  }

  /**
   * 422 with Laravel's per-field messages. `message` is what the route answers: `Oops! Invalid
   * Data.` for order creation and labels, `Required field missing` for AWBs, serviceability and
   * cancellations (as the documentation's examples have it).
   */
  static validation(errors: FieldErrors, message = 'Oops! Invalid Data.'): ShiprocketError {
    return new ShiprocketError(422, { message, errors, status_code: 422 });
  }

  /** 401: no token, or one the sandbox did not issue. */
  static unauthenticated(message = 'Unauthenticated.'): ShiprocketError {
    return ShiprocketError.plain(401, message);
  }

  /** 404 as Shiprocket answers an unknown path. */
  static notFound(): ShiprocketError {
    return ShiprocketError.plain(404, '404 Not Found');
  }
}

/** Laravel's name of a field in messages: underscores become spaces (`order items.0.name`). */
export function label(field: string): string {
  return field.replace(/_/g, ' ');
}

/** `The <field> field is required.` */
export function requiredMessage(field: string): string {
  return `The ${label(field)} field is required.`;
}
