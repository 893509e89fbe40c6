// The checkout's hand-written SQL, in one place (the rest of a checkout's statements are
// TypeORM's). The bench's bare Fastify + pg baseline runs a copy for its `POST /api/checkout`
// (load-tests/bench/baseline/checkout-sql.ts, checked against this file by its test).

/** Statuses of a checkout that holds stock and awaits payment. */
export const OPEN_STATUSES = ['created', 'payment_pending'] as const;

/** Statuses of a checkout the shop verified as paid. */
export const PAID_STATUSES = ['paid', 'finalized'] as const;

/**
 * Takes customer `$1`'s lock until the transaction ends, so that two checkouts of the same
 * customer at once count each other.
 */
export const CUSTOMER_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtextextended('checkout-user:' || $1, 0))`;
