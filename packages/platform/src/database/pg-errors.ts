/** PostgreSQL's error code of a failed query (through TypeORM's wrapper or straight from pg). */
function pgCode(err: unknown): string | undefined {
  const e = err as { driverError?: { code?: string }; code?: string } | null;
  return e?.driverError?.code ?? e?.code;
}

/** A unique constraint refused the write (23505): the thing exists already. */
export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';

/** Node's socket errors: nothing listens, the connection was cut, or it timed out. */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * PostgreSQL is down or going away, rather than the work being wrong: no connection (refused,
 * cut, timed out), a connection exception (SQLSTATE class 08), the server shutting down or
 * starting (57P01, 57P02, 57P03) or out of connections (53300). Retrying later will succeed.
 */
export function isUnavailable(err: unknown): boolean {
  const code = pgCode(err) ?? '';
  if (SOCKET_ERRORS.has(code) || code.startsWith('08')) return true;
  if (['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  const message = String((err as { message?: unknown } | null)?.message ?? '');
  return /Connection terminated|timeout exceeded when trying to connect/i.test(message);
}
