/** PostgreSQL's error code of a failed query (through TypeORM's wrapper or straight from pg). */
function pgCode(err: unknown): string | undefined {
  const e = err as { driverError?: { code?: string }; code?: string } | null;
  return e?.driverError?.code ?? e?.code;
}

/** A unique constraint refused the write (23505): the thing exists already. */
export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
