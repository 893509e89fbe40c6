/**
 * The shop's one error (issue 27): a refusal with the HTTP status it stands for, a message for
 * the shopper or admin, and extra fields of the error body (SPEC §8's `errors` list, `success:
 * false`). A call's parse throws it (400, or 403 for an admin call made by someone else), a
 * service's handler throws it, it crosses NATS as `{ status, message, ...details }`, and the
 * gateway answers it as HTTP. Anything else thrown is an internal error (500, message hidden).
 */
export class ShopError extends Error {
  override readonly name = 'ShopError';
  constructor(
    readonly status: number,
    message: string,
    /** extra fields of the error body */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new ShopError(400, message, details);
export const notFound = (message: string) => new ShopError(404, message);
export const conflict = (message: string) => new ShopError(409, message);
