import { ShopError } from '../errors.js';
import type { Parsed } from '../products.js';

/**
 * One request/reply call between services: its subject (`<service>.<noun>.<verb>`), the
 * request type that the parse guarantees, and the response type. The client calls by
 * definition and gets `Res`; the server parses the payload before its handler sees it.
 * Requests are their own wire format: a parse accepts what it answers (the gateway parses an
 * HTTP body into the request, the service parses it again on arrival).
 */
export interface RpcDefinition<Req, Res> {
  readonly subject: string;
  /** Narrows a payload from the wire to `Req`, or throws a `ShopError` (400, or 403). */
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

/** The value of a validation result, or a 400 `ShopError` with its message (and field errors). */
export function must<T>(result: Parsed<T> & { errors?: unknown }): T {
  if (result.ok) return result.value;
  throw new ShopError(
    400,
    result.message,
    result.errors === undefined ? {} : { errors: result.errors },
  );
}
