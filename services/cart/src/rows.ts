import type { DataSource, EntityManager } from 'typeorm';

/**
 * The rows a statement answered, whatever its command: TypeORM answers `[rows, count]` for an
 * UPDATE or DELETE and the rows for anything else (rows are objects, never arrays).
 */
export async function rowsOf<T>(
  db: EntityManager | DataSource,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const raw = (await db.query(text, values)) as T[] | [T[], number];
  return raw.length === 2 && Array.isArray(raw[0]) && typeof raw[1] === 'number'
    ? raw[0]
    : (raw as T[]);
}
