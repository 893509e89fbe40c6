import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Columns every aggregate row has: when it was made and last changed (`created_at`, `updated_at`). */
export abstract class TimestampedEntity {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/**
 * One move of an aggregate's status, as its transitions file records it: from (none for a new
 * one) → to, who or what made it, and a note (a payment id, an order id, a refund).
 * Each aggregate's history entity adds the column naming its aggregate.
 */
export abstract class StatusHistoryEntity<S extends string = string> {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column('text', { name: 'from_status', nullable: true })
  from!: S | null;

  @Column('text', { name: 'to_status' })
  to!: S;

  @Column('text')
  actor!: string;

  @Column('text', { nullable: true })
  note!: string | null;

  @Column('timestamptz', { default: () => 'now()' })
  at!: Date;
}
