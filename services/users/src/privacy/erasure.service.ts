import {
  ERASED_NAME,
  ERASURE_DEADLINE_DAYS,
  ERASURE_KEEPS,
  PERSONAL_DATA_SERVICES,
  UserErasureRequestedV1,
  UserSessionsRevokedV1,
  type Caller,
  type ErasureDoneV1,
  type ErasureRequestView,
} from '@arogya/contracts';
import {
  appendToOutbox,
  DATA_SOURCE,
  erasePublishedEvents,
  notFound,
  ShopError,
} from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { AccountMail } from '../account/account-mail.js';
import { PasswordHasher } from '../auth/passwords.js';
import { UserEntity } from '../users/user.entity.js';
import {
  COLUMNS,
  completeErasure,
  openErasure,
  serviceDone,
  toView,
} from './erasure.transitions.js';

const CONFIRM = 'Please enter your password to confirm';
const LAST_ADMIN = 'The shop’s last admin cannot delete their account';
const DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * "Delete my account" (DPDP Act 2023, the right to erasure). At the request, the account stops
 * working at once (sessions end, no way to sign in, its address freed) and everything only this
 * service needs goes (password, Google link, phone, address book, codes, links); every other
 * service erases its part on `user-erasure-requested` and reports `erasure-done`. When the last
 * has, the name and address go too and the person is told. Orders keep the account's id (and
 * invoices their snapshot): the shop's figures still add up.
 */
@Injectable()
export class Erasure {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly mail: AccountMail,
  ) {}

  async request(caller: Caller, password: string | undefined): Promise<ErasureRequestView> {
    const { request, user, email } = await this.ds.transaction(async (m) => {
      const repo = m.getRepository(UserEntity);
      const user = await repo.findOne({
        where: { id: caller.userId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!user || user.erasedAt) throw notFound('User not found');
      const [open] = (await m.query(
        `SELECT ${COLUMNS} FROM erasure_requests WHERE user_id = $1 AND status = 'requested'`,
        [user.id],
      )) as Parameters<typeof toView>[0][];
      if (open) return { request: toView(open), user, email: null };
      if (
        user.passwordHash &&
        !(password && (await this.passwords.verify(user.passwordHash, password)))
      )
        throw new ShopError(400, CONFIRM, { errors: [{ field: 'password', message: CONFIRM }] });
      if (user.role === 'admin') {
        const [{ n }] = (await m.query(
          `SELECT count(*)::int AS n FROM users WHERE role = 'admin'`,
        )) as [{ n: number }];
        if (n <= 1) throw new ShopError(409, LAST_ADMIN);
      }
      const request = await openErasure(m, user.id, PERSONAL_DATA_SERVICES, ERASURE_DEADLINE_DAYS);
      const email = user.email ?? user.requestedEmail;
      await appendToOutbox(m, UserErasureRequestedV1, {
        requestId: request.id,
        userId: user.id,
        email,
        phone: user.phone,
        requestedAt: request.requestedAt,
      });
      await appendToOutbox(m, UserSessionsRevokedV1, { userId: user.id, reason: 'erasure' });
      await m.query('DELETE FROM addresses WHERE user_id = $1', [user.id]);
      await m.query('DELETE FROM otp_codes WHERE user_id = $1 OR phone = $2', [
        user.id,
        user.phone,
      ]);
      await m.query('DELETE FROM account_tokens WHERE user_id = $1', [user.id]);
      // the address stays only to write the last message to; it no longer opens anything
      Object.assign(user, {
        email: null,
        requestedEmail: email,
        phone: null,
        passwordHash: null,
        googleSub: null,
        role: 'customer',
        tokenVersion: user.tokenVersion + 1,
      });
      await repo.save(user);
      return { request, user, email };
    });
    if (email)
      this.mail.afterAnswer('Erasure message', () =>
        this.mail.send({
          kind: 'erasure-requested',
          id: request.id,
          userId: user.id,
          name: user.name,
          email,
          details: { completeBy: DAY.format(new Date(request.dueBy)), kept: ERASURE_KEEPS },
        }),
      );
    return request;
  }

  /**
   * A service reported its part done (in the inbox's transaction `m`); with the last, the
   * account's name and address go, its own published events are scrubbed, and the person gets
   * a last message (which the notifications service forgets once sent).
   */
  async serviceDone(m: EntityManager, done: ErasureDoneV1): Promise<void> {
    const request = await serviceDone(m, done.requestId, done.service);
    if (!request || request.pending.length) return;
    const repo = m.getRepository(UserEntity);
    const user = await repo.findOne({
      where: { id: request.userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!user) return;
    const last = { email: user.requestedEmail ?? user.email, name: user.name };
    await completeErasure(m, request.id);
    await erasePublishedEvents(m, [user.id, last.email ?? ''].filter(Boolean));
    Object.assign(user, {
      name: ERASED_NAME,
      email: null,
      requestedEmail: null,
      erasedAt: new Date(),
    });
    await repo.save(user);
    if (last.email) {
      const email = last.email;
      this.mail.afterAnswer('Erasure-completed message', () =>
        this.mail.send({
          kind: 'erasure-completed',
          id: request.id,
          userId: user.id,
          name: last.name,
          email,
          details: { kept: ERASURE_KEEPS },
        }),
      );
    }
  }

  /** The requests, newest first (the console's Data requests). */
  async list(userId?: string): Promise<ErasureRequestView[]> {
    const rows = (await this.ds.query(
      `SELECT ${COLUMNS} FROM erasure_requests ${userId ? 'WHERE user_id = $1' : ''}
       ORDER BY requested_at DESC LIMIT 200`,
      userId ? [userId] : [],
    )) as Parameters<typeof toView>[0][];
    return rows.map(toView);
  }
}
