import { InvalidRequest } from '@arogya/contracts';
import { HttpException } from '@nestjs/common';
import { isUnavailable } from '../database/pg-errors.js';

/**
 * A failure that crosses a service boundary as `{ status, message }` (ARCHITECTURE §1); the
 * gateway answers it with that HTTP status and `{ message }`. `message` is for the shopper.
 */
export class RpcError extends Error {
  override readonly name = 'RpcError';
  /**
   * @param details extra fields of the error body, e.g. SPEC §8's `errors` list or `msg`
   */
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new RpcError(400, message);
export const notFound = (message: string) => new RpcError(404, message);
export const conflict = (message: string) => new RpcError(409, message);

/** The wire body of a failed RPC call. */
export interface RpcErrorBody {
  status: number;
  message: string;
  details?: Record<string, unknown>;
}

/** Turns anything thrown by a handler into the body that travels back; hides internals. */
export function toRpcErrorBody(err: unknown, service = 'requested'): RpcErrorBody {
  // its database down or restarting: the service is unavailable for now (503, as the gateway
  // says of a service that does not answer), not broken (500)
  if (isUnavailable(err)) {
    return {
      status: 503,
      message: `The ${service} service is unavailable, please try again shortly`,
    };
  }
  if (err instanceof RpcError || err instanceof InvalidRequest) {
    return { status: err.status, message: err.message, details: err.details };
  }
  if (err instanceof HttpException) {
    const res = err.getResponse();
    const message =
      typeof res === 'string'
        ? res
        : typeof (res as { message?: unknown }).message === 'string'
          ? (res as { message: string }).message
          : err.message;
    return { status: err.getStatus(), message };
  }
  if (isRpcErrorBody(err)) return err;
  return { status: 500, message: 'Internal error' };
}

function isRpcErrorBody(value: unknown): value is RpcErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RpcErrorBody).status === 'number' &&
    typeof (value as RpcErrorBody).message === 'string'
  );
}
