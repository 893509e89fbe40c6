import {
  UserSessionsRevokedV1,
  type Accepted,
  type AuthResponse,
  type Caller,
  type Profile,
} from '@arogya/contracts';
import { appendToOutbox, DATA_SOURCE, notFound, ShopError } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { PasswordHasher } from '../auth/passwords.js';
import { SignIn, VERIFY_MINUTES } from '../auth/sign-in.service.js';
import { USERS_CONFIG, type UsersEnv } from '../config.js';
import { UserEntity } from '../users/user.entity.js';
import { toProfile } from '../users/views.js';
import { AccountMail } from './account-mail.js';
import { AccountTokens } from './account-tokens.js';

/** How long a reset link works. */
export const RESET_MINUTES = 30;
const LINK_SENT =
  'If an account uses this address, we have sent it a link to reset the password. The link works for 30 minutes.';
const LINK_DEAD = 'This link has expired or was already used. Please ask for a new one.';
const VERIFY_SENT = 'We have sent you a new link to verify your e-mail address.';

/** Getting back into an account: reset links, and proving an address. */
@Injectable()
export class Recovery {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly signIn: SignIn,
    private readonly mail: AccountMail,
    @Inject(USERS_CONFIG) private readonly config: UsersEnv,
  ) {}

  /**
   * Sends a reset link when `email` is an account's; answers the same at once either way (the
   * work is done after the answer, so its time does not tell either). At most
   * `RESET_LINKS_PER_ADDRESS_HOUR` links an hour to one address: more asks send nothing.
   */
  forgot(email: string): Accepted {
    this.mail.afterAnswer('Reset link', () => this.sendResetLink({ email }));
    return { message: LINK_SENT };
  }

  /** An admin sends the user a reset link (they never see or set a password). */
  async adminSendReset(id: string): Promise<Accepted> {
    const user = await this.ds.getRepository(UserEntity).findOneBy({ id });
    if (!user) throw notFound('User not found');
    if (!user.email) throw new ShopError(409, 'This user has no e-mail address to send a link to');
    await this.sendResetLink({ id });
    return { message: `A link to reset the password was sent to ${user.email}` };
  }

  private async sendResetLink(where: { email: string } | { id: string }) {
    const sent = await this.ds.transaction(async (m) => {
      const user = await m
        .getRepository(UserEntity)
        .findOne({ where, lock: { mode: 'pessimistic_write' } });
      if (!user?.email) return null;
      const recent = await AccountTokens.sentInLastHour(m, user.id, 'reset-password');
      if (recent >= this.config.RESET_LINKS_PER_ADDRESS_HOUR) return null;
      const t = await AccountTokens.issue(m, user.id, 'reset-password', user.email, RESET_MINUTES);
      return { user, ...t };
    });
    if (!sent) return;
    await this.mail.send({
      kind: 'password-reset',
      id: sent.id,
      userId: sent.user.id,
      name: sent.user.name,
      email: sent.user.email,
      link: this.mail.link('reset-password', sent.token),
      expiresMinutes: RESET_MINUTES,
    });
  }

  /**
   * Sets the password from a reset link: every session and every other link of the account
   * ends, the address counts as verified (the link reached it), and the owner is told.
   */
  async reset(token: string, password: string): Promise<AuthResponse> {
    const passwordHash = await this.passwords.hash(password);
    const user = await this.ds.transaction(async (m) => {
      const used = await AccountTokens.consume(m, token, 'reset-password');
      if (!used) throw new ShopError(400, LINK_DEAD, { msg: LINK_DEAD });
      const repo = m.getRepository(UserEntity);
      const user = await repo.findOne({
        where: { id: used.userId },
        lock: { mode: 'pessimistic_write' },
      });
      // the address changed since the link was sent: it no longer opens this account
      if (!user || user.email !== used.email)
        throw new ShopError(400, LINK_DEAD, { msg: LINK_DEAD });
      user.passwordHash = passwordHash;
      user.emailVerifiedAt ??= new Date();
      user.tokenVersion += 1;
      await AccountTokens.voidAll(m, user.id, 'reset-password');
      await appendToOutbox(m, UserSessionsRevokedV1, { userId: user.id, reason: 'password-reset' });
      return repo.save(user);
    });
    this.mail.afterAnswer('Password-changed message', () =>
      this.mail.send({
        kind: 'password-changed',
        id: `reset:${user.id}:${user.tokenVersion}`,
        userId: user.id,
        name: user.name,
        email: user.email,
      }),
    );
    return this.signIn.respond(user);
  }

  /** Marks the address of a verification link verified, when the account still has it. */
  async verifyEmail(token: string): Promise<Profile> {
    return this.ds.transaction(async (m) => {
      const used = await AccountTokens.consume(m, token, 'verify-email');
      const repo = m.getRepository(UserEntity);
      const user = used && (await repo.findOneBy({ id: used.userId }));
      if (!user || user.email !== used!.email)
        throw new ShopError(400, LINK_DEAD, { msg: LINK_DEAD });
      user.emailVerifiedAt ??= new Date();
      return toProfile(await repo.save(user));
    });
  }

  /**
   * A new verification link for the signed-in person, at most 3 an hour. An account that only
   * asked for an address another owns is answered the same, and sent nothing.
   */
  async resendVerification(caller: Caller): Promise<Accepted> {
    const sent = await this.ds.transaction(async (m) => {
      const user = await m.getRepository(UserEntity).findOneBy({ id: caller.userId });
      if (!user) throw notFound('User not found');
      if (user.emailVerifiedAt && user.email)
        throw new ShopError(409, 'Your e-mail address is already verified');
      if (!user.email && !user.requestedEmail)
        throw new ShopError(409, 'Your account has no e-mail address to verify');
      // an account that asked for an address another owns is counted and answered the same,
      // and sent nothing: its link could never verify it
      const address = user.email ?? user.requestedEmail ?? '';
      if ((await AccountTokens.sentInLastHour(m, user.id, 'verify-email')) >= 3)
        throw new ShopError(429, 'We have sent several links this hour: please use the latest one');
      const t = await AccountTokens.issue(m, user.id, 'verify-email', address, VERIFY_MINUTES);
      return user.email ? { user, ...t } : null;
    });
    if (sent)
      await this.mail.send({
        kind: 'verify-email',
        id: sent.id,
        userId: sent.user.id,
        name: sent.user.name,
        email: sent.user.email,
        link: this.mail.link('verify-email', sent.token),
        expiresMinutes: VERIFY_MINUTES,
      });
    return { message: VERIFY_SENT };
  }
}
