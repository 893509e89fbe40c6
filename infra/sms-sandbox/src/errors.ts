/** MSG91's error answer. */
export interface Msg91ErrorBody {
  type: 'error';
  message: string;
}

/** MSG91's answer to an accepted Flow request: the request id in `message`. */
export interface Msg91SuccessBody {
  type: 'success';
  message: string;
}

/** Thrown anywhere in a request; the error handler answers its status and body as they are. */
export class Msg91Error extends Error {
  readonly body: Msg91ErrorBody;

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.body = { type: 'error', message };
  }

  /** A request MSG91 refuses for its content (missing template, invalid mobile…): 400. */
  static badRequest(message: string): Msg91Error {
    return new Msg91Error(400, message);
  }

  /** A missing or wrong `authkey` header: 401. */
  static authentication(): Msg91Error {
    return new Msg91Error(401, 'Authentication failure');
  }

  /** Unknown ids on the sandbox's own routes: 404. */
  static notFound(what: string): Msg91Error {
    return new Msg91Error(404, `${what} not found`);
  }
}
