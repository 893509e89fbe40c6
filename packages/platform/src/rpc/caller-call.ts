import type { Caller } from '@arogya/contracts';
import { badRequest } from './rpc-error.js';

/** An RPC payload made by the gateway for a signed-in caller: who, and about what. */
export interface CallerCall {
  /** Set by the gateway from the verified token; never from the shopper's body. */
  caller: Caller;
  id?: unknown;
  body?: unknown;
}

/** Reads a `CallerCall`; refuses a payload without a caller (400). */
export function callerCall(payload: unknown): CallerCall {
  const p = (payload ?? {}) as Partial<CallerCall>;
  if (typeof p.caller?.userId !== 'string') throw badRequest('caller is required');
  return p as CallerCall;
}
