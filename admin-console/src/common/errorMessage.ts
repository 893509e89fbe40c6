/** The server's `message` of a failed call (fetchUtils puts it in `message`), or a fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; body?: { message?: unknown } };
    if (typeof e.body?.message === 'string' && e.body.message) return e.body.message;
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return fallback;
}
