import type { AdminListParams, Page } from '@arogya/contracts';
import type { FastifyReply } from 'fastify';

/**
 * One simple-rest page of records that carry their own `id` (refunds, disputes: Razorpay's or
 * our ids, never an `_id`): `Content-Range: <resource> <first>-<last>/<total>` as `page` of
 * `simple-rest.ts` sends it, and the records as they are.
 */
export function idPage<T extends { id: string }>(
  reply: FastifyReply,
  resource: string,
  result: Page<T>,
  params: AdminListParams,
): T[] {
  const first = params.offset;
  const last = Math.max(first, first + result.items.length - 1);
  void reply.header('content-range', `${resource} ${first}-${last}/${result.total}`);
  return result.items;
}
