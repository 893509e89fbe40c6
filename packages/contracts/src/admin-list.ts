import { jsonRefusal } from './json-guard.js';
import type { Parsed } from './products.js';

/** A page of records and how many there are in all (the `Content-Range` total). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** A list request of react-admin's simple-rest dialect, validated. */
export interface AdminListParams {
  sort: string;
  order: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

/** Largest page an admin list serves. */
export const ADMIN_PAGE_MAX = 500;

/**
 * Query parameter `name` read as JSON, with a request body's rules (`jsonRefusal`): a NUL or an
 * unpaired surrogate escaped in it, or nesting past 32 levels, is refused before it can reach
 * a database or a recursive walk.
 */
const json = (raw: unknown, name: string): Parsed<unknown> => {
  if (raw === undefined || raw === '') return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(String(raw));
  } catch {
    return { ok: false, message: `${name} must be JSON` };
  }
  const refusal = jsonRefusal(value);
  return refusal ? { ok: false, message: `${name}: ${refusal}` } : { ok: true, value };
};

/**
 * Reads `sort=["field","ASC"]`, `range=[0,24]` and `filter={...}` (ra-data-simple-rest).
 * `sorts` are the fields the resource can sort by, in the database; `id` sorts by creation.
 */
export function parseAdminList(
  query: Record<string, unknown>,
  sorts: readonly string[],
  defaultSort: [string, 'ASC' | 'DESC'] = ['createdAt', 'DESC'],
): Parsed<AdminListParams> {
  const s = json(query.sort, 'sort');
  const r = json(query.range, 'range');
  const f = json(query.filter, 'filter');
  for (const p of [s, r, f]) if (!p.ok) return p;
  let [sort, order] = defaultSort as [string, string];
  if (s.ok && s.value !== undefined) {
    if (!Array.isArray(s.value) || typeof s.value[0] !== 'string')
      return { ok: false, message: 'sort must be ["field","ASC|DESC"]' };
    sort = s.value[0] === 'id' || s.value[0] === '_id' ? 'createdAt' : s.value[0];
    order = String(s.value[1] ?? 'ASC').toUpperCase();
    if (!sorts.includes(sort))
      return { ok: false, message: `sort field must be one of ${sorts.join(', ')}` };
    if (order !== 'ASC' && order !== 'DESC')
      return { ok: false, message: 'sort order must be ASC or DESC' };
  }
  let offset = 0;
  let limit = ADMIN_PAGE_MAX;
  if (r.ok && r.value !== undefined) {
    const v = r.value;
    if (
      !Array.isArray(v) ||
      !Number.isSafeInteger(v[0]) ||
      !Number.isSafeInteger(v[1]) ||
      v[0] < 0 ||
      v[1] < v[0]
    ) {
      return {
        ok: false,
        message: `range must be [first, last] with 0 ≤ first ≤ last ≤ ${Number.MAX_SAFE_INTEGER}`,
      };
    }
    offset = v[0];
    limit = v[1] - v[0] + 1;
    if (limit > ADMIN_PAGE_MAX)
      return { ok: false, message: `range may span at most ${ADMIN_PAGE_MAX} records` };
  }
  const filter = f.ok && f.value !== undefined ? f.value : {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    return { ok: false, message: 'filter must be a JSON object' };
  }
  return {
    ok: true,
    value: {
      sort,
      order: order as 'ASC' | 'DESC',
      offset,
      limit,
      filter: filter as Record<string, unknown>,
    },
  };
}

/** The `id` filter of `getMany`: a list of ids (or one). */
export const filterIds = (filter: Record<string, unknown>): string[] | undefined =>
  filter.id === undefined
    ? undefined
    : (Array.isArray(filter.id) ? filter.id : [filter.id]).map(String);

/** A text filter value, trimmed; undefined when empty. */
export const filterText = (filter: Record<string, unknown>, key: string): string | undefined => {
  const v = filter[key];
  return typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : undefined;
};

/** Sort fields of each admin resource. */
export const ADMIN_SORTS = {
  products: ['name', 'price', 'countInStock', 'sku', 'category', 'status', 'createdAt'],
  users: ['name', 'email', 'role', 'createdAt'],
  orders: ['createdAt', 'totalPrice', 'status'],
  /** every one is the stream's order: the order they were dead-lettered, or acted on */
  deadLetters: ['createdAt', 'lastFailedAt'],
  deadLetterAudit: ['createdAt', 'at'],
  messages: ['createdAt', 'state', 'channel', 'template'],
  reviews: ['createdAt', 'rating', 'status'],
} as const;

/** What a delete answers. */
export interface Removed {
  _id: string;
  message: string;
}

/** The simple-rest query that `params` was read from (the inverse of `parseAdminList`). */
export function adminListQuery(params: AdminListParams): Record<string, string> {
  return {
    sort: JSON.stringify([params.sort, params.order]),
    range: JSON.stringify([params.offset, params.offset + params.limit - 1]),
    filter: JSON.stringify(params.filter),
  };
}
