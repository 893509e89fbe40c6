import { TimestampedEntity } from '@arogya/platform';
import type { Role } from '@arogya/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') name!: string;

  /** The address this account owns: lower-case, unique; null when it owns none. */
  @Column('text', { unique: true, nullable: true }) email!: string | null;

  /**
   * The address typed at a sign-up when another account already owned it: shown to the person
   * who signed up, owned by nobody here (see the accounts migration).
   */
  @Column('text', { name: 'requested_email', nullable: true }) requestedEmail!: string | null;

  /** When the owner of `email` proved it (a link, a reset, Google); null until then. */
  @Column('timestamptz', { name: 'email_verified_at', nullable: true })
  emailVerifiedAt!: Date | null;

  /** A verified Indian mobile (91 and 10 digits) that signs in with a one-time code. */
  @Column('text', { nullable: true, unique: true }) phone!: string | null;

  /** argon2id; null for accounts that sign in only with Google or a phone. Never leaves this service. */
  @Column('text', { name: 'password_hash', nullable: true }) passwordHash!: string | null;
  @Column('text', { default: 'customer' }) role!: Role;
  @Column('text', { name: 'google_sub', nullable: true, unique: true }) googleSub!: string | null;
  @Column('integer', { name: 'token_version', default: 0 }) tokenVersion!: number;

  /** When the person's data was erased (DPDP); the row stays, nameless, for orders to point at. */
  @Column('timestamptz', { name: 'erased_at', nullable: true }) erasedAt!: Date | null;
}
