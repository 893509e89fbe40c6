import type { EntityManager } from 'typeorm';
import type { Person } from '../privacy/person.js';

/**
 * The contact form's messages sent from the person's address, erased in the caller's
 * transaction: the sender's name, address, subject, words and IP go; the reference, the day and
 * whether it was spam stay (what support answered refers to it). Answers how many.
 */
export async function eraseContactRequests(m: EntityManager, p: Person): Promise<number> {
  if (!p.email) return 0;
  const [{ n }] = (await m.query(
    `WITH erased AS (
       UPDATE contact_requests SET name = '', email = 'erased', subject = '', message = '',
         ip = ''
       WHERE email = $1 RETURNING reference)
     SELECT count(*)::int AS n FROM erased`,
    [p.email],
  )) as [{ n: number }];
  return n;
}
