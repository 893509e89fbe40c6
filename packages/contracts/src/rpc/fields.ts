import { isRecord } from '../envelope.js';
import { isEntityId } from '../products.js';
import { ROLES, type Caller } from '../users.js';
import {} from './define.js';
import { ShopError } from '../errors.js';

/** The fields of a payload; no payload at all counts as no fields. */
export function fieldsOf(payload: unknown): Record<string, unknown> {
  if (payload === undefined || payload === null) return {};
  if (!isRecord(payload)) throw new ShopError(400, 'Request body must be a JSON object');
  return payload;
}

/** An id the shop issued (a UUID), or 400 `Invalid <what> id`. */
export function entityIdOf(value: unknown, what: string): string {
  if (!isEntityId(value)) throw new ShopError(400, `Invalid ${what} id`);
  return value;
}

/** A list of at most `max` ids of `what`, or 400. */
export function entityIdsOf(value: unknown, name: string, what: string, max: number): string[] {
  if (!Array.isArray(value) || value.length > max || !value.every(isEntityId)) {
    throw new ShopError(400, `${name} must be a list of at most ${max} ${what} ids`);
  }
  return value;
}

/**
 * Who a call is made for. The gateway sets it from a verified token, never from a shopper's
 * body; a call made on behalf of someone always carries it as `caller`.
 */
export function callerOf(value: unknown): Caller {
  if (
    !isRecord(value) ||
    !isEntityId(value.userId) ||
    typeof value.name !== 'string' ||
    !(ROLES as readonly unknown[]).includes(value.role)
  ) {
    throw new ShopError(400, 'caller is required');
  }
  return { userId: value.userId, name: value.name, role: value.role as Caller['role'] };
}

/** The caller of an admin call: an admin, or 403 (the gateway checked too; this is the service's own). */
export function adminOf(value: unknown): Caller {
  const caller = callerOf(value);
  if (caller.role !== 'admin') throw new ShopError(403, 'Admins only');
  return caller;
}

/** `{ caller }`: a call made for a signed-in caller about nothing else. */
export const callerRequest = (payload: unknown) => ({ caller: callerOf(fieldsOf(payload).caller) });

/** `{ caller }` of an admin. */
export const adminRequest = (payload: unknown) => ({ caller: adminOf(fieldsOf(payload).caller) });

/** `{ caller, id }` for one of `what`, made by a signed-in caller. */
export const callerIdRequest = (what: string) => (payload: unknown) => {
  const p = fieldsOf(payload);
  return { caller: callerOf(p.caller), id: entityIdOf(p.id, what) };
};

/** `{ caller, id }` for one of `what`, made by an admin. */
export const adminIdRequest = (what: string) => (payload: unknown) => {
  const p = fieldsOf(payload);
  return { caller: adminOf(p.caller), id: entityIdOf(p.id, what) };
};

/** `{ id }` for one of `what`, asked by another service or the gateway for nobody in particular. */
export const idRequest = (what: string) => (payload: unknown) => ({
  id: entityIdOf(fieldsOf(payload).id, what),
});
