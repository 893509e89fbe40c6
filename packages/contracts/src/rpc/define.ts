import type { Parsed } from '../products.js';

/**
 * A request that does not have the shape its call declares (400), or an admin call made for
 * someone who is not an admin (403). Thrown by the parse of a call definition; the RPC server
 * answers it as `{ status, message, ...details }` and the gateway as HTTP.
 */
export class InvalidRequest extends Error {
  override readonly name = 'InvalidRequest';
  constructor(
    message: string,
    /** extra fields of the error body, e.g. SPEC §8's `errors` list */
    readonly details: Record<string, unknown> = {},
    readonly status: 400 | 403 = 400,
  ) {
    super(message);
  }
}

/**
 * One request/reply call between services: its subject (`<service>.<noun>.<verb>`), the
 * request type that the parse guarantees, and the response type. The client calls by
 * definition and gets `Res`; the server parses the payload before its handler sees it.
 * Requests are their own wire format: a parse accepts what it answers (the gateway parses an
 * HTTP body into the request, the service parses it again on arrival).
 */
export interface RpcDefinition<Req, Res> {
  readonly subject: string;
  /** Narrows a payload from the wire to `Req`, or throws `InvalidRequest`. */
  parse(payload: unknown): Req;
  /**
   * How long a caller waits for the reply, when the call may take longer than the shop's
   * default `RPC_TIMEOUT_MS` (a call to an outside provider): the service's own budget for the
   * work must fit within it, so that the caller hears the service's answer, never its own
   * time-out.
   */
  readonly timeoutMs?: number;
  /** Type-only: the reply. Never set at run time. */
  readonly response?: Res;
}

/** Declares a call; the one place where its subject and types are spelled out. */
export function defineRpc<Req, Res>(
  subject: string,
  parse: (payload: unknown) => Req,
  options: { timeoutMs?: number } = {},
): RpcDefinition<Req, Res> {
  return options.timeoutMs === undefined
    ? { subject, parse }
    : { subject, parse, timeoutMs: options.timeoutMs };
}

/** The value of a validation result, or `InvalidRequest` with its message (and field errors). */
export function must<T>(result: Parsed<T> & { errors?: unknown }): T {
  if (result.ok) return result.value;
  throw new InvalidRequest(
    result.message,
    result.errors === undefined ? {} : { errors: result.errors },
  );
}
