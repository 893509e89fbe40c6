import {
  type AdminListParams,
  type Page,
  type Removed,
  UserDeletedV1,
  UserRoleChangedV1,
  type AuthState,
  type Profile,
  type PublicUser,
  type UserFields,
} from '@arogya/contracts';
import {
  adminPage,
  appendToOutbox,
  conflict,
  DATA_SOURCE,
  isUniqueViolation,
  notFound,
  ShopError,
} from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { PasswordHasher } from '../auth/passwords.js';
import { SignIn } from '../auth/sign-in.service.js';
import { UserEntity } from './user.entity.js';
import { toProfile, toPublicUser } from './views.js';

const EMAIL_TAKEN = 'An account with this email already exists';
const LAST_ADMIN = 'The shop must keep at least one admin';

/** The admin's user management, and what the gateway checks on each request. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly signIn: SignIn,
  ) {}

  /** What the gateway checks on each authenticated request. */
  async authState(id: string): Promise<AuthState> {
    const u = await this.ds.getRepository(UserEntity).findOne({ where: { id } });
    if (!u) throw notFound('User not found');
    return { _id: u.id, name: u.name, role: u.role, tokenVersion: u.tokenVersion };
  }

  /** One page of the admin list, sorted and filtered in SQL (simple-rest dialect). */
  async adminList(p: AdminListParams): Promise<Page<PublicUser>> {
    const page = await adminPage(this.ds.getRepository(UserEntity).createQueryBuilder('u'), p, {
      sorts: { name: 'u.name', email: 'u.email', role: 'u.role', createdAt: 'u.createdAt' },
      search: ['u.name', 'u.email'],
      equals: { role: 'u.role' },
      id: 'u.id',
    });
    return { items: page.items.map(toPublicUser), total: page.total };
  }

  /**
   * Who a user is and where to write to them, for another service: 404 once the account is
   * gone, and from the moment its erasure was asked for (nothing more is sent to it); `email`
   * only when the account owns the address.
   */
  async contact(id: string): Promise<Profile> {
    const [open] = (await this.ds.query(
      `SELECT 1 FROM erasure_requests WHERE user_id = $1 LIMIT 1`,
      [id],
    )) as unknown[];
    if (open) throw notFound('User not found');
    const u = await this.ds.getRepository(UserEntity).findOne({ where: { id } });
    if (!u) throw notFound('User not found');
    // an address asked for at a sign-up but owned by another account is not this one's to use
    return { ...toProfile(u), email: u.email ?? '' };
  }

  /** One user: with how they sign in and whether their address is verified. */
  async adminGet(id: string): Promise<Profile> {
    const u = await this.ds.getRepository(UserEntity).findOne({ where: { id } });
    if (!u) throw notFound('User not found');
    return toProfile(u);
  }

  async list(): Promise<PublicUser[]> {
    const users = await this.ds
      .getRepository(UserEntity)
      .find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return users.map(toPublicUser);
  }

  /** An admin adds a user with a role (default customer). */
  async adminCreate(fields: UserFields): Promise<{ user: PublicUser }> {
    return { user: toPublicUser(await this.insert(fields, 'admin')) };
  }

  /** An admin changes name, e-mail or role; the last admin cannot be demoted. */
  async adminUpdate(id: string, changes: UserFields): Promise<{ user: PublicUser }> {
    try {
      const user = await this.ds.transaction(async (m) => {
        const repo = m.getRepository(UserEntity);
        const user = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!user) throw notFound('User not found');
        const previousRole = user.role;
        const { name, email, role } = changes;
        if (role === 'customer' && previousRole === 'admin') await this.assertOtherAdmin(m, id);
        if (email && email !== user.email) {
          // a new address is the person's only once they prove it
          Object.assign(user, { email, requestedEmail: null, emailVerifiedAt: null });
        }
        Object.assign(user, { ...(name && { name }), ...(role && { role }) });
        const saved = await repo.save(user);
        if (role && role !== previousRole) {
          await appendToOutbox(m, UserRoleChangedV1, { userId: id, role, previousRole });
        }
        return saved;
      });
      return { user: toPublicUser(user) };
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
      throw err;
    }
  }

  /** An admin deletes a user; the last admin cannot be deleted. */
  async adminDelete(id: string): Promise<Removed> {
    return this.ds.transaction(async (m) => {
      const repo = m.getRepository(UserEntity);
      const user = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw notFound('User not found');
      if (user.role === 'admin') await this.assertOtherAdmin(m, id);
      await repo.delete({ id });
      await appendToOutbox(m, UserDeletedV1, { userId: id });
      return { _id: id, message: 'User deleted' };
    });
  }

  /** Creates the first admin when the shop has none; says whether it did. */
  async ensureAdmin(name: string, email: string, password: string): Promise<boolean> {
    return this.ds.transaction(async (m) => {
      // serialise concurrent starts of several replicas
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('arogya:first-admin'))`);
      const [{ n }] = (await m.query(
        `SELECT count(*)::int AS n FROM users WHERE role = 'admin'`,
      )) as { n: number }[];
      if (n > 0) return false;
      const repo = m.getRepository(UserEntity);
      const existing = await repo.findOne({ where: { email: email.toLowerCase() } });
      if (existing) {
        // Someone may have registered this address before it was made the admin's: the
        // account gets the operator's password and every earlier session is revoked.
        existing.role = 'admin';
        existing.passwordHash = await this.passwords.hash(password);
        existing.tokenVersion += 1;
        existing.emailVerifiedAt ??= new Date();
        await repo.save(existing);
        await appendToOutbox(m, UserRoleChangedV1, {
          userId: existing.id,
          role: 'admin',
          previousRole: 'customer',
        });
        return true;
      }
      await this.signIn.insertWith(
        m,
        { name, email: email.toLowerCase(), password, role: 'admin', verified: true },
        'admin',
      );
      return true;
    });
  }

  /** Locks every admin row and refuses when `id` is the only one. */
  private async assertOtherAdmin(m: EntityManager, id: string) {
    const admins = (await m.query(`SELECT id FROM users WHERE role = 'admin' FOR UPDATE`)) as {
      id: string;
    }[];
    if (!admins.some((a) => a.id !== id)) throw new ShopError(409, LAST_ADMIN);
  }

  private async insert(fields: UserFields, via: 'admin'): Promise<UserEntity> {
    try {
      return await this.ds.transaction((m) =>
        this.signIn.insertWith(m, { ...fields, name: fields.name!, email: fields.email! }, via),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new ShopError(409, EMAIL_TAKEN, { msg: EMAIL_TAKEN });
      throw err;
    }
  }
}
