/** Thrown by a route; the error handler answers `{ error: message }` with `statusCode`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }

  /** Invalid input (a fault body, a query parameter): 400. */
  static badRequest(message: string): HttpError {
    return new HttpError(400, message);
  }

  /** Unknown message or attachment: 404. */
  static notFound(message: string): HttpError {
    return new HttpError(404, message);
  }
}
