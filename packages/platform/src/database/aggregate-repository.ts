import { Inject } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { DATA_SOURCE } from '../nest/tokens.js';

/**
 * The base of a service's repositories (one per aggregate): its database, a transaction to run
 * moves in, and reads that lock what they find for that transaction.
 */
export abstract class AggregateRepository {
  constructor(@Inject(DATA_SOURCE) protected readonly ds: DataSource) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** `find` options that lock the rows found for the transaction, when `lock`. */
  protected lockIf(lock: boolean): { lock?: { mode: 'pessimistic_write' } } {
    return lock ? { lock: { mode: 'pessimistic_write' } } : {};
  }
}
