import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';

export type TokenPurpose = 'verify-email' | 'reset-password';

const sha256 = (s: string) => createHash('sha256').update(s).digest();

/**
 * The links that verify an address or reset a password: `<id>.<secret>`, 32 random bytes of
 * secret, stored only as its SHA-256 (a copy of the database opens no account), each usable
 * once before it expires, and only for the address it was sent to.
 */
export const AccountTokens = {
  async issue(
    m: EntityManager,
    userId: string,
    purpose: TokenPurpose,
    email: string,
    minutes: number,
  ): Promise<{ id: string; token: string }> {
    const secret = randomBytes(32).toString('base64url');
    const [{ id }] = (await m.query(
      `INSERT INTO account_tokens (user_id, purpose, email, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id`,
      [userId, purpose, email, sha256(secret), minutes],
    )) as [{ id: string }];
    return { id, token: `${id}.${secret}` };
  },

  /**
   * Uses the token once, in `m`: its user and address, or null when it is unknown, expired,
   * already used or for another purpose (one answer for all: the link does not work).
   */
  async consume(
    m: EntityManager,
    token: string,
    purpose: TokenPurpose,
  ): Promise<{ userId: string; email: string } | null> {
    const [id, secret] = token.split('.') as [string, string];
    const [row] = (await m.query(
      `SELECT user_id, email, token_hash FROM account_tokens
       WHERE id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() FOR UPDATE`,
      [id, purpose],
    )) as { user_id: string; email: string; token_hash: Buffer }[];
    if (!row || !timingSafeEqual(row.token_hash, sha256(secret))) return null;
    await m.query('UPDATE account_tokens SET used_at = now() WHERE id = $1', [id]);
    return { userId: row.user_id, email: row.email };
  },

  /** Every unused token of the user for `purpose` stops working (a reset ends earlier links). */
  async voidAll(m: EntityManager, userId: string, purpose: TokenPurpose) {
    await m.query(
      `UPDATE account_tokens SET used_at = now()
       WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose],
    );
  },

  /** How many tokens for `purpose` were sent to the user in the last hour. */
  async sentInLastHour(m: EntityManager, userId: string, purpose: TokenPurpose): Promise<number> {
    const [{ n }] = (await m.query(
      `SELECT count(*)::int AS n FROM account_tokens
       WHERE user_id = $1 AND purpose = $2 AND created_at > now() - interval '1 hour'`,
      [userId, purpose],
    )) as [{ n: number }];
    return n;
  },
};
