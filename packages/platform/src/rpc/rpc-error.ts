import { ShopError } from '@arogya/contracts';
import { HttpException } from '@nestjs/common';
import { isUnavailable } from '../database/pg-errors.js';

/**
 * A failure crosses a service boundary as `{ status, message, details }` (ARCHITECTURE §1): the
 * shop's one error, `ShopError` (in contracts, where the calls' parsers throw it too), and the
 * gateway answers it with that HTTP status and `{ message }`.
 */
export { badRequest, conflict, notFound, ShopError } from '@arogya/contracts';

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
  if (err instanceof ShopError) {
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
