import { must, parseAdminList, type AdminListParams, type Page } from '@arogya/contracts';
import type { FastifyReply } from 'fastify';
import type { QueryString } from '../http/parsed.js';

/** A record as react-admin needs it: `id` beside the API's `_id`. */
export const withId = <T extends { _id: string }>(record: T): T & { id: string } => ({
  ...record,
  id: record._id,
});

/** Whether a list call speaks the simple-rest dialect (else: the whole array, as SPEC §7 shows). */
const isSimpleRest = (query: QueryString) =>
  query.sort !== undefined || query.range !== undefined || query.filter !== undefined;

/**
 * Reads an admin list's query: the simple-rest page it asks for (`sorts`: the fields the
 * resource sorts by), or null for a plain GET of the whole list.
 */
export const simpleRestQuery =
  (sorts: readonly string[]) =>
  (query: unknown): AdminListParams | null => {
    const q = (query ?? {}) as QueryString;
    return isSimpleRest(q) ? must(parseAdminList(q, sorts)) : null;
  };

/** Sends one page with `Content-Range: <resource> <first>-<last>/<total>` (exposed by CORS). */
export function page<T extends { _id: string }>(
  reply: FastifyReply,
  resource: string,
  result: Page<T>,
  params: AdminListParams,
) {
  const first = params.offset;
  const last = Math.max(first, first + result.items.length - 1);
  void reply.header('content-range', `${resource} ${first}-${last}/${result.total}`);
  return result.items.map(withId);
}
