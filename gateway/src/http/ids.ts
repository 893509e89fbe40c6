import { isEntityId } from '@arogya/contracts';
import { RpcError } from '@arogya/platform';

/** Refuses a malformed id with 400 before anything is asked of a service. */
export function requireId(id: string, what: string): string {
  if (!isEntityId(id)) throw new RpcError(400, `Invalid ${what} id`);
  return id;
}
