import {
  UserSessionsRevokedV1,
  type AuthResponse,
  type Caller,
  type Profile,
} from '@arogya/contracts';
import { appendToOutbox, DATA_SOURCE, notFound, ShopError } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AccountMail } from '../account/account-mail.js';
import { PasswordHasher } from '../auth/passwords.js';
import { SignIn } from '../auth/sign-in.service.js';
import { UserEntity } from '../users/user.entity.js';
import { toProfile } from '../users/views.js';

const WRONG_PASSWORD = 'Your current password is not right';

/** The signed-in person's own account: what it holds, their name, their password. */
@Injectable()
export class ProfileService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly signIn: SignIn,
    private readonly mail: AccountMail,
  ) {}

  private async locked(m: EntityManager, caller: Caller): Promise<UserEntity> {
    const user = await m
      .getRepository(UserEntity)
      .findOne({ where: { id: caller.userId }, lock: { mode: 'pessimistic_write' } });
    if (!user) throw notFound('User not found');
    return user;
  }

  async me(caller: Caller): Promise<Profile> {
    const user = await this.ds.getRepository(UserEntity).findOneBy({ id: caller.userId });
    if (!user) throw notFound('User not found');
    return toProfile(user);
  }

  async rename(caller: Caller, name: string): Promise<Profile> {
    return this.ds.transaction(async (m) => {
      const user = await this.locked(m, caller);
      user.name = name;
      return toProfile(await m.getRepository(UserEntity).save(user));
    });
  }

  /**
   * Changes the password (the current one is required when there is one; an account made with
   * Google or a phone sets its first). Every other session ends: the answer carries this one's
   * new token.
   */
  async changePassword(caller: Caller, current: string, next: string): Promise<AuthResponse> {
    const nextHash = await this.passwords.hash(next);
    const user = await this.ds.transaction(async (m) => {
      const user = await this.locked(m, caller);
      if (user.passwordHash && !(await this.passwords.verify(user.passwordHash, current)))
        throw new ShopError(400, WRONG_PASSWORD, {
          errors: [{ field: 'currentPassword', message: WRONG_PASSWORD }],
        });
      user.passwordHash = nextHash;
      user.tokenVersion += 1;
      await appendToOutbox(m, UserSessionsRevokedV1, {
        userId: user.id,
        reason: 'password-changed',
      });
      return m.getRepository(UserEntity).save(user);
    });
    if (user.email)
      this.mail.afterAnswer('Password-changed message', () =>
        this.mail.send({
          kind: 'password-changed',
          id: `change:${user.id}:${user.tokenVersion}`,
          userId: user.id,
          name: user.name,
          email: user.email,
        }),
      );
    return this.signIn.respond(user);
  }
}
