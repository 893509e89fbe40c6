import {
  filterIds,
  filterText,
  isEntityId,
  type AdminListParams,
  type Page,
} from '@arogya/contracts';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { escapeLike } from './database.js';

/** How one resource's admin list maps the simple-rest dialect onto its columns. */
export interface AdminPageColumns {
  /** API sort field → column (`createdAt` is the default and the `id` sort). */
  sorts: Record<string, string>;
  /** Columns the `q` filter searches (case-insensitively, anywhere in the text). */
  search: string[];
  /** Filter key → column it must equal (e.g. `role`, `status`). */
  equals?: Record<string, string>;
  /** The id column (`filter={"id":[…]}`, react-admin's getMany). */
  id: string;
}

/**
 * One page of an admin list and the total it was cut from, sorted, filtered and cut in the
 * database. The answer is the rows of `qb` (the caller maps them to records).
 */
export async function adminPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  p: AdminListParams,
  columns: AdminPageColumns,
): Promise<Page<T>> {
  const q = filterText(p.filter, 'q');
  if (q !== undefined) {
    qb.andWhere(
      new Brackets((w) => {
        for (const c of columns.search) w.orWhere(`${c} ILIKE :q`, { q: `%${escapeLike(q)}%` });
      }),
    );
  }
  for (const [key, column] of Object.entries(columns.equals ?? {})) {
    const value = filterText(p.filter, key);
    if (value !== undefined) qb.andWhere(`${column} = :${key}`, { [key]: value });
  }
  const ids = filterIds(p.filter)?.filter(isEntityId);
  if (ids !== undefined)
    qb.andWhere(`${columns.id} IN (:...ids)`, { ids: ids.length ? ids : [null] });
  const sort = columns.sorts[p.sort] ?? columns.sorts.createdAt!;
  const [items, total] = await qb
    .orderBy(sort, p.order)
    .addOrderBy(columns.id, 'ASC')
    .skip(p.offset)
    .take(p.limit)
    .getManyAndCount();
  return { items, total };
}
