import type { Page } from '@arogya/contracts';
import type { FastifyReply } from 'fastify';

/** A record as react-admin needs it: `id` beside the API's `_id`. */
export const withId = <T extends { _id: string }>(record: T): T & { id: string } => ({
  ...record,
  id: record._id,
});

/** Whether a list call speaks the simple-rest dialect (else: the whole array, as SPEC §7 shows). */
export const isSimpleRest = (query: Record<string, unknown>) =>
  query.sort !== undefined || query.range !== undefined || query.filter !== undefined;

/** Sends one page with `Content-Range: <resource> <first>-<last>/<total>` (exposed by CORS). */
export function page<T extends { _id: string }>(
  reply: FastifyReply,
  resource: string,
  result: Page<T>,
  query: Record<string, unknown>,
) {
  let first = 0;
  try {
    const range = JSON.parse(String(query.range ?? '[0]')) as number[];
    first = Number(range[0]) || 0;
  } catch {
    /* the service validated it already */
  }
  const last = Math.max(first, first + result.items.length - 1);
  void reply.header('content-range', `${resource} ${first}-${last}/${result.total}`);
  return result.items.map(withId);
}
