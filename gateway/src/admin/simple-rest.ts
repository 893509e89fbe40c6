import {
  ADMIN_PAGE_MAX,
  must,
  parseAdminList,
  type AdminListParams,
  type Page,
} from '@arogya/contracts';
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

/** A plain GET (no simple-rest query) of a list too long to answer whole: the newest page. */
export const NEWEST: AdminListParams = {
  sort: 'createdAt',
  order: 'DESC',
  offset: 0,
  limit: ADMIN_PAGE_MAX,
  filter: {},
};

/**
 * Sets `Content-Range: <resource> <first>-<last>/<total>` (exposed by CORS) for `count` records
 * from `offset` of `total`.
 */
export function contentRange(
  reply: FastifyReply,
  resource: string,
  offset: number,
  count: number,
  total: number,
): void {
  const last = Math.max(offset, offset + count - 1);
  void reply.header('content-range', `${resource} ${offset}-${last}/${total}`);
}

/**
 * Sends one page with its Content-Range. Records with the API's `_id` get `id` beside it;
 * records that carry their own `id` (refunds, disputes: Razorpay's or our ids, never an `_id`)
 * go as they are.
 */
export function page<T extends { _id: string } | { id: string }>(
  reply: FastifyReply,
  resource: string,
  result: Page<T>,
  params: AdminListParams,
): (T & { id: string })[] {
  contentRange(reply, resource, params.offset, result.items.length, result.total);
  return result.items.map(
    (record) => ('_id' in record ? withId(record) : record) as T & { id: string },
  );
}

/**
 * An admin list that SPEC §7 answers whole: the simple-rest page `params` asks for
 * (`onePage`), or, on a plain GET (`params` null), every record (`whole`) without a
 * Content-Range.
 */
export async function pageOrWhole<T extends { _id: string }>(
  reply: FastifyReply,
  resource: string,
  params: AdminListParams | null,
  onePage: (params: AdminListParams) => Promise<Page<T>>,
  whole: () => Promise<T[]>,
): Promise<(T & { id: string })[]> {
  if (params) return page(reply, resource, await onePage(params), params);
  return (await whole()).map(withId);
}

/**
 * One simple-rest page of a short list the service answers whole (zones, stopped PINs,
 * holidays: tens of rows; `load` asks for it once the query has passed): searched (`search`:
 * the text a record is found by, for the console's search box, `filter.q`; a leading `#` of an
 * order number dropped), sorted by a field of its records and cut to the range asked.
 */
export async function pageOf<T extends { _id: string }>(
  reply: FastifyReply,
  resource: string,
  load: () => Promise<T[]>,
  query: QueryString,
  sorts: readonly (keyof T & string)[],
  search?: (record: T) => (string | null | undefined)[],
) {
  // `id` sorts by `createdAt` in the simple-rest reading; records without it (zones) keep the
  // service's order (for zones, the order the promise tries them)
  const params = must(parseAdminList(query, [...sorts, 'createdAt'], ['createdAt', 'ASC']));
  const q = typeof params.filter.q === 'string' ? params.filter.q.trim().toLowerCase() : '';
  const words = q.replace(/^#/, '');
  const all = await load();
  const items =
    search && words
      ? all.filter((r) => search(r).filter(Boolean).join(' ').toLowerCase().includes(words))
      : all;
  const sort = (sorts as string[]).includes(params.sort) ? params.sort : null;
  const key = (r: T) => (r as Record<string, unknown>)[sort!];
  const sorted =
    sort === null
      ? items
      : [...items].sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          const c =
            typeof x === 'number' && typeof y === 'number'
              ? x - y
              : String(x).localeCompare(String(y));
          return params.order === 'ASC' ? c : -c;
        });
  const slice = sorted.slice(params.offset, params.offset + params.limit);
  contentRange(reply, resource, params.offset, slice.length, items.length);
  return slice.map(withId);
}
