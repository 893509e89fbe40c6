import { Inject } from '@nestjs/common';
import type {
  DataSource,
  EntityManager,
  EntityTarget,
  FindOptionsWhere,
  ObjectLiteral,
} from 'typeorm';
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

  /** The `entity` row matching `where` (or null), locked for the transaction of `m` when `lock`. */
  protected findRow<E extends ObjectLiteral>(
    entity: EntityTarget<E>,
    where: FindOptionsWhere<E>,
    m: EntityManager = this.ds.manager,
    lock = false,
  ): Promise<E | null> {
    return m.findOne(entity, { where, ...(lock ? { lock: { mode: 'pessimistic_write' } } : {}) });
  }
}
