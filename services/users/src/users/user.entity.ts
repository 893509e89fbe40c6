import { TimestampedEntity } from '@arogya/platform';
import type { Role } from '@arogya/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') name!: string;

  /** Always lower-case. */
  @Column('text', { unique: true }) email!: string;

  /** argon2id; null for accounts that only sign in with Google. Never leaves this service. */
  @Column('text', { name: 'password_hash', nullable: true }) passwordHash!: string | null;
  @Column('text', { default: 'customer' }) role!: Role;
  @Column('text', { name: 'google_sub', nullable: true, unique: true }) googleSub!: string | null;
  @Column('integer', { name: 'token_version', default: 0 }) tokenVersion!: number;
}
