import type { AuthResponse, Caller, OtpSent, Profile } from '@arogya/contracts';
import { DATA_SOURCE, notFound, ShopError } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { PasswordHasher } from '../auth/passwords.js';
import { SignIn } from '../auth/sign-in.service.js';
import { USERS_CONFIG, type UsersEnv } from '../config.js';
import { UserEntity } from '../users/user.entity.js';
import { toProfile } from '../users/views.js';
import { AccountMail } from './account-mail.js';

type Purpose = 'sign-in' | 'add-phone';
/** How long a code works, and how many tries it allows. */
export const OTP_MINUTES = 5;
export const OTP_TRIES = 5;
const EXPIRED = 'This code has expired. Please ask for a new one.';
const TOO_MANY = 'Too many wrong codes. Please ask for a new one.';

/** `919876543210` → `+91 98765 43210`, as people read it. */
export const shownPhone = (p: string) => `+91 ${p.slice(2, 7)} ${p.slice(7)}`;

/**
 * One-time codes to a phone: to sign in (or sign up) with it, or to add it to an account. A
 * code is 6 random digits, stored as an argon2 hash, works for 5 minutes and 5 tries, and only
 * the newest one works. Each number gets a code at most every `OTP_RESEND_GAP_SECONDS` and
 * `OTP_SENDS_PER_NUMBER_HOUR` an hour (an SMS costs money: sending thousands is an attack); the
 * gateway limits each client too.
 */
@Injectable()
export class OneTimeCodes {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly signIn: SignIn,
    private readonly mail: AccountMail,
    @Inject(USERS_CONFIG) private readonly config: UsersEnv,
  ) {}

  async requestSignIn(phone: string): Promise<OtpSent> {
    const holder = await this.ds.getRepository(UserEntity).findOneBy({ phone });
    return this.send(phone, 'sign-in', holder);
  }

  async requestAddPhone(caller: Caller, phone: string): Promise<OtpSent> {
    const user = await this.ds.getRepository(UserEntity).findOneBy({ id: caller.userId });
    if (!user) throw notFound('User not found');
    if (user.phone === phone) throw new ShopError(409, 'This number is already on your account');
    return this.send(phone, 'add-phone', user);
  }

  /** Signs in with the code; a phone no account has makes a new one (`created`). */
  async verifySignIn(
    phone: string,
    code: string,
    name: string | undefined,
  ): Promise<AuthResponse & { created: boolean }> {
    const { user, created } = await this.use(phone, 'sign-in', null, code, async (m) => {
      const holder = await m.getRepository(UserEntity).findOneBy({ phone });
      if (holder) return { user: holder, created: false };
      const made = await this.signIn.insertWith(m, { name: name ?? 'Shopper', phone }, 'phone');
      return { user: made, created: true };
    });
    return { ...(await this.signIn.respond(user)), created };
  }

  /** Adds the phone the caller proved to hold to their account. */
  async verifyAddPhone(caller: Caller, code: string): Promise<Profile> {
    const [row] = (await this.ds.query(
      `SELECT phone FROM otp_codes WHERE user_id = $1 AND purpose = 'add-phone'
       ORDER BY created_at DESC LIMIT 1`,
      [caller.userId],
    )) as { phone: string }[];
    if (!row) throw new ShopError(400, EXPIRED, { msg: EXPIRED });
    return this.use(row.phone, 'add-phone', caller.userId, code, async (m) => {
      const repo = m.getRepository(UserEntity);
      const other = await repo.findOneBy({ phone: row.phone });
      if (other && other.id !== caller.userId)
        throw new ShopError(
          409,
          'This number already signs in to another account. Remove it there first, or sign in with it.',
        );
      const user = await repo.findOne({
        where: { id: caller.userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user) throw notFound('User not found');
      user.phone = row.phone;
      return toProfile(await repo.save(user));
    });
  }

  private async send(phone: string, purpose: Purpose, user: UserEntity | null): Promise<OtpSent> {
    const [{ last_hour: lastHour, since_last: sinceLast, oldest }] = (await this.ds.query(
      `SELECT count(*)::int AS last_hour,
              extract(epoch FROM now() - max(created_at))::float AS since_last,
              extract(epoch FROM min(created_at) + interval '1 hour' - now())::float AS oldest
       FROM otp_codes WHERE phone = $1 AND created_at > now() - interval '1 hour'`,
      [phone],
    )) as [{ last_hour: number; since_last: number | null; oldest: number | null }];
    const gap = this.config.OTP_RESEND_GAP_SECONDS;
    if (sinceLast !== null && sinceLast < gap) {
      const wait = Math.ceil(gap - sinceLast);
      throw new ShopError(429, `Please wait ${wait} seconds before asking for another code.`);
    }
    if (lastHour >= this.config.OTP_SENDS_PER_NUMBER_HOUR) {
      const minutes = Math.max(1, Math.ceil((oldest ?? 3600) / 60));
      throw new ShopError(
        429,
        `We have sent several codes to this number. Please try again in ${minutes} minutes.`,
      );
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = await this.hasher.hash(code);
    const id = await this.ds.transaction(async (m) => {
      await m.query(
        `UPDATE otp_codes SET used_at = now() WHERE phone = $1 AND purpose = $2 AND used_at IS NULL`,
        [phone, purpose],
      );
      const [r] = (await m.query(
        `INSERT INTO otp_codes (phone, purpose, user_id, code_hash, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id`,
        [phone, purpose, purpose === 'add-phone' ? user!.id : null, codeHash, OTP_MINUTES],
      )) as [{ id: string }];
      return r.id;
    });
    await this.mail.send({
      kind: purpose === 'sign-in' ? 'sign-in-code' : 'phone-code',
      id,
      userId: user?.id ?? null,
      name: user?.name ?? '',
      phone,
      code,
      expiresMinutes: OTP_MINUTES,
    });
    return {
      message: `We have sent a 6-digit code to ${shownPhone(phone)}. It works for ${OTP_MINUTES} minutes.`,
      expiresInSeconds: OTP_MINUTES * 60,
    };
  }

  /**
   * Checks `code` against the newest live code of the phone: a try is counted (and kept, even
   * when wrong) before the check; the code is used once it matches, and `then` runs in the same
   * transaction. Past the tries, even the right code is refused.
   */
  private async use<T>(
    phone: string,
    purpose: Purpose,
    userId: string | null,
    code: string,
    then: (m: EntityManager) => Promise<T>,
  ): Promise<T> {
    const outcome = await this.ds.transaction(async (m) => {
      const [row] = (await m.query(
        `SELECT id, code_hash, tries FROM otp_codes
         WHERE phone = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
           AND user_id IS NOT DISTINCT FROM $3
         ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
        [phone, purpose, userId],
      )) as { id: string; code_hash: string; tries: number }[];
      if (!row) return { error: new ShopError(400, EXPIRED, { msg: EXPIRED }) };
      if (row.tries >= OTP_TRIES) return { error: new ShopError(429, TOO_MANY, { msg: TOO_MANY }) };
      const ok = await this.hasher.verify(row.code_hash, code);
      await m.query(
        `UPDATE otp_codes SET tries = tries + 1, used_at = CASE WHEN $2 THEN now() END WHERE id = $1`,
        [row.id, ok],
      );
      if (!ok) {
        const left = OTP_TRIES - row.tries - 1;
        const message = left
          ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : TOO_MANY;
        return { error: new ShopError(left ? 400 : 429, message, { msg: message }) };
      }
      return { value: await then(m) };
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.value as T;
  }
}
