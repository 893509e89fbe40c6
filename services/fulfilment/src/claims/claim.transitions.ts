import type { ClaimInput, ClaimRemedy, ClaimStatus } from '@arogya/contracts';
import { TransitionTable } from '@arogya/platform';
import type { EntityManager } from 'typeorm';
import type { ClaimLineRow } from './claims.repository.js';

/** A claim awaits staff's decision, which is final: approved (with its remedy) or refused. */
export const ClaimTransitions = new TransitionTable<ClaimStatus>('claim', 'submitted', {
  submitted: ['approved', 'refused'],
  approved: [],
  refused: [],
});

/** The one place a claim's status is written, in the caller's transaction: a new claim… */
export async function createClaim(
  m: EntityManager,
  c: { id: string; orderId: string; userId: string; customerName: string; lines: ClaimLineRow[] },
  input: ClaimInput,
): Promise<void> {
  ClaimTransitions.assert(null, 'submitted');
  await m.query(
    `INSERT INTO claims (id, order_id, user_id, customer_name, lines, reason, remedy, note,
       photos, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'submitted')`,
    [
      c.id,
      c.orderId,
      c.userId,
      c.customerName,
      JSON.stringify(c.lines),
      input.reason,
      input.remedy,
      input.note,
      input.photos,
    ],
  );
}

/**
 * …and staff's decision on one still submitted (`by`: who): approved with the remedy they chose
 * (maybe not the one asked), or refused with the reason.
 */
export async function decideClaim(
  m: EntityManager,
  id: string,
  by: string,
  d: { status: 'approved'; remedy: ClaimRemedy } | { status: 'refused'; refusal: string },
): Promise<void> {
  ClaimTransitions.assert('submitted', d.status);
  await m.query(
    `UPDATE claims SET status = $2, remedy = coalesce($3, remedy), refusal = $4,
       decided_by = $5, decided_at = now()
     WHERE id = $1 AND status = 'submitted'`,
    [
      id,
      d.status,
      d.status === 'approved' ? d.remedy : null,
      d.status === 'refused' ? d.refusal : null,
      by,
    ],
  );
}
