import { adminListQuery, parseAdminList, type AdminListParams } from '../admin-list.js';
import type { Caller } from '../users.js';
import { must } from './define.js';
import { adminOf, fieldsOf } from './fields.js';

/** One page of an admin list, asked by an admin. */
export type AdminPageRequest = { caller: Caller } & AdminListParams;

/**
 * Parses `{ caller, sort, order, offset, limit, filter }` with the same rules as the
 * simple-rest query it came from (`sorts`: the fields the resource sorts by).
 */
export const adminPageRequest =
  (sorts: readonly string[]) =>
  (payload: unknown): AdminPageRequest => {
    const { caller, ...params } = fieldsOf(payload);
    const query = adminListQuery(params as unknown as AdminListParams);
    return { caller: adminOf(caller), ...must(parseAdminList(query, sorts)) };
  };
