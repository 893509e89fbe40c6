import type { Role } from '@arogya/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('text')
  name!: string;

  /** Always lower-case. */
  @Column('text', { unique: true })
  email!: string;

  /** argon2id; null for accounts that only sign in with Google. Never leaves this service. */
  @Column('text', { name: 'password_hash', nullable: true })
  passwordHash!: string | null;

  @Column('text', { default: 'customer' })
  role!: Role;

  @Column('text', { name: 'google_sub', nullable: true, unique: true })
  googleSub!: string | null;

  @Column('integer', { name: 'token_version', default: 0 })
  tokenVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
