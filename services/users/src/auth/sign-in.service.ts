import {
  LEGAL_VERSIONS,
  UserRegisteredV1,
  UserSessionsRevokedV1,
  type AuthResponse,
  type LoginInput,
  type UserFields,
} from '@arogya/contracts';
import { appendToOutbox, DATA_SOURCE, isUniqueViolation, ShopError } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AccountMail } from '../account/account-mail.js';
import { AccountTokens } from '../account/account-tokens.js';
import { UserEntity } from '../users/user.entity.js';
import { toPublicUser } from '../users/views.js';
import { GoogleVerifier } from './google-verifier.js';
import { PasswordHasher } from './passwords.js';
import { TokenService } from './tokens.js';

/** The same answer for an unknown e-mail and a wrong password (SPEC §8 reads `msg`). */
const BAD_LOGIN = 'Invalid email or password';
/** How long a verification link works. */
export const VERIFY_MINUTES = 24 * 60;

export type CreatedVia = 'password' | 'google' | 'admin' | 'phone';

/** What a new account is made of (the address it owns, or the one it asked for). */
export interface NewAccount {
  name: string;
  email?: string | null;
  requestedEmail?: string | null;
  phone?: string | null;
  password?: string;
  role?: UserFields['role'];
  googleSub?: string | null;
  verified?: boolean;
}

/** Sign-up and sign-in: password, Google. */
@Injectable()
export class SignIn {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly google: GoogleVerifier,
    private readonly mail: AccountMail,
  ) {}

  async respond(user: UserEntity): Promise<AuthResponse> {
    const { _id, name, email, role } = toPublicUser(user);
    return { user: { _id, name, email, role }, token: await this.tokens.sign(user) };
  }

  /**
   * Sign-up: always a customer. An address nobody owns becomes this account's, unverified, and
   * is sent a verification link. An address another account owns gets the same answer (a new
   * account that holds the address only as `requestedEmail`: it owns nothing and reaches
   * nobody's data), and its owner is told someone tried: the answer does not say the address
   * has an account.
   */
  async register(fields: UserFields): Promise<AuthResponse> {
    const email = fields.email!;
    const passwordHash = await this.passwords.hash(fields.password!);
    const create = (owns: boolean) =>
      this.ds.transaction(async (m) => {
        const user = await this.insertWith(
          m,
          { name: fields.name!, ...(owns ? { email } : { requestedEmail: email }) },
          'password',
          passwordHash,
        );
        await m.query(
          `INSERT INTO consents (user_id, purpose, version, granted, via)
           VALUES ($1, 'terms', $2, true, 'sign-up'), ($1, 'privacy', $3, true, 'sign-up')`,
          [user.id, LEGAL_VERSIONS.terms, LEGAL_VERSIONS.privacy],
        );
        // issued either way, so that the two accounts count their links alike; sent only to an owner
        const link = await AccountTokens.issue(m, user.id, 'verify-email', email, VERIFY_MINUTES);
        return { user, verify: owns ? link : null };
      });
    const owner = await this.ds.getRepository(UserEntity).findOneBy({ email });
    let made: Awaited<ReturnType<typeof create>>;
    try {
      made = await create(!owner);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      made = await create(false); // taken a moment ago, by a sign-up at the same time
    }
    const { user, verify } = made;
    this.mail.afterAnswer('Sign-up message', async () => {
      if (verify) {
        await this.mail.send({
          kind: 'verify-email',
          id: verify.id,
          userId: user.id,
          name: user.name,
          email,
          link: this.mail.link('verify-email', verify.token),
          expiresMinutes: VERIFY_MINUTES,
        });
        return;
      }
      const holder = await this.ds.getRepository(UserEntity).findOneBy({ email });
      if (holder)
        await this.mail.send({
          kind: 'account-exists',
          id: `sign-up:${user.id}`,
          userId: holder.id,
          name: holder.name,
          email,
        });
    });
    return this.respond(user);
  }

  /**
   * Password sign-in, by the address an account owns or asked for. Every account that could be
   * meant is checked, so that an account made by signing up with a taken address signs in as
   * any other does. Unknown addresses are checked against a dummy hash of the same cost.
   */
  async login({ email, password }: LoginInput): Promise<AuthResponse> {
    const candidates = await this.ds.getRepository(UserEntity).find({
      where: [{ email }, { requestedEmail: email }],
      order: { createdAt: 'DESC' },
      take: 3,
    });
    candidates.sort((a, b) => Number(b.email !== null) - Number(a.email !== null));
    for (const user of candidates.length ? candidates : [null]) {
      if (await this.passwords.verify(user?.passwordHash ?? null, password))
        return this.respond(user!);
    }
    throw new ShopError(401, BAD_LOGIN, { msg: BAD_LOGIN });
  }

  /**
   * Google sign-in: by Google id; else the account that owns the address. Linking ends every
   * session of that account (its token version rises). An account whose address was never
   * verified may have been made by someone else with this address ("pre-hijacking"): Google has
   * verified the address, so the account becomes the Google user's, verified, and its password
   * is removed, so whoever set it can no longer sign in.
   */
  async googleLogin(credential: string): Promise<AuthResponse> {
    const identity = await this.google.verify(credential);
    let linked = false;
    const user = await this.ds.transaction(async (m) => {
      const repo = m.getRepository(UserEntity);
      const bySub = await repo.findOne({ where: { googleSub: identity.sub } });
      if (bySub) return bySub;
      const byEmail = await repo.findOne({
        where: { email: identity.email },
        lock: { mode: 'pessimistic_write' },
      });
      if (!byEmail)
        return this.insertWith(
          m,
          { name: identity.name, email: identity.email, googleSub: identity.sub, verified: true },
          'google',
        );
      linked = true;
      byEmail.googleSub = identity.sub;
      if (!byEmail.emailVerifiedAt) {
        byEmail.emailVerifiedAt = new Date();
        byEmail.passwordHash = null;
        await AccountTokens.voidAll(m, byEmail.id, 'reset-password');
      }
      byEmail.tokenVersion += 1;
      await appendToOutbox(m, UserSessionsRevokedV1, {
        userId: byEmail.id,
        reason: 'google-linked',
      });
      return repo.save(byEmail);
    });
    if (linked)
      this.mail.afterAnswer('Google-linked message', () =>
        this.mail.send({
          kind: 'google-linked',
          id: `google:${user.id}:${user.tokenVersion}`,
          userId: user.id,
          name: user.name,
          email: user.email,
        }),
      );
    return this.respond(user);
  }

  /** Inserts an account and announces it (`user-registered`), in `m`. */
  async insertWith(
    m: EntityManager,
    a: NewAccount,
    via: CreatedVia,
    passwordHash?: string,
  ): Promise<UserEntity> {
    const repo = m.getRepository(UserEntity);
    const user = await repo.save(
      repo.create({
        name: a.name,
        email: a.email ?? null,
        requestedEmail: a.requestedEmail ?? null,
        phone: a.phone ?? null,
        emailVerifiedAt: a.verified ? new Date() : null,
        role: a.role ?? 'customer',
        passwordHash: passwordHash ?? (a.password ? await this.passwords.hash(a.password) : null),
        googleSub: a.googleSub ?? null,
        tokenVersion: 0,
      }),
    );
    await appendToOutbox(m, UserRegisteredV1, { user: toPublicUser(user), via });
    return user;
  }
}
