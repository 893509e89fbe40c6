import type { ErasureRequestView } from '@arogya/contracts';
import { TransitionTable } from '@arogya/platform';
import type { EntityManager } from 'typeorm';

type ErasureState = ErasureRequestView['state'];

/** An erasure request is open until every service has done its part, then completed. */
export const ErasureTransitions = new TransitionTable<ErasureState>(
  'erasure request',
  'requested',
  {
    requested: ['completed'],
    completed: [],
  },
);

interface Row {
  id: string;
  user_id: string;
  status: ErasureState;
  pending: string[];
  requested_at: Date;
  due_by: Date;
  completed_at: Date | null;
}

export const COLUMNS = 'id, user_id, status, pending, requested_at, due_by, completed_at';

export const toView = (r: Row): ErasureRequestView => ({
  id: r.id,
  userId: r.user_id,
  state: r.status,
  pending: r.pending,
  requestedAt: r.requested_at.toISOString(),
  dueBy: r.due_by.toISOString(),
  completedAt: r.completed_at?.toISOString() ?? null,
});

/** Opens the user's request, waiting on `services`, due in `days`. */
export async function openErasure(
  m: EntityManager,
  userId: string,
  services: readonly string[],
  days: number,
): Promise<ErasureRequestView> {
  ErasureTransitions.assert(null, 'requested');
  const [row] = (await m.query(
    `INSERT INTO erasure_requests (user_id, status, pending, due_by)
     VALUES ($1, 'requested', $2, now() + make_interval(days => $3)) RETURNING ${COLUMNS}`,
    [userId, services, days],
  )) as Row[];
  return toView(row!);
}

/**
 * `service` has done its part of request `id`: answers the request as it is now, or null when
 * it is not open (already completed; a late or repeated report).
 */
export async function serviceDone(
  m: EntityManager,
  id: string,
  service: string,
): Promise<ErasureRequestView | null> {
  const [rows] = (await m.query(
    `UPDATE erasure_requests SET pending = array_remove(pending, $2)
     WHERE id = $1 AND status = 'requested' RETURNING ${COLUMNS}`,
    [id, service],
  )) as [Row[], number];
  return rows[0] ? toView(rows[0]) : null;
}

/** Completes an open request whose services have all reported. */
export async function completeErasure(m: EntityManager, id: string): Promise<void> {
  ErasureTransitions.assert('requested', 'completed');
  await m.query(
    `UPDATE erasure_requests SET status = 'completed', completed_at = now()
     WHERE id = $1 AND status = 'requested' AND cardinality(pending) = 0`,
    [id],
  );
}
