import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';

/** Who a link in a message speaks for: a shopper's account, or an address with none. */
export type LinkSubject = { userId: string } | { email: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The subject in few characters: an account's id as its 16 bytes, an address as its text. */
function encode(subject: LinkSubject): string {
  if ('userId' in subject && UUID.test(subject.userId))
    return `u${Buffer.from(subject.userId.replace(/-/g, ''), 'hex').toString('base64url')}`;
  const text = 'userId' in subject ? subject.userId : subject.email;
  return `${'userId' in subject ? 'i' : 'e'}${Buffer.from(text).toString('base64url')}`;
}

function decode(body: string): LinkSubject | null {
  const bytes = Buffer.from(body.slice(1), 'base64url');
  if (body[0] === 'u' && bytes.length === 16) {
    const hex = bytes.toString('hex');
    return {
      userId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
    };
  }
  if (body[0] === 'i') return { userId: bytes.toString('utf8') };
  if (body[0] === 'e') return { email: bytes.toString('utf8') };
  return null;
}

/**
 * The links in messages that work without signing in (manage preferences, unsubscribe): the
 * person they are for, signed with `UNSUBSCRIBE_SECRET` (HMAC-SHA256), so nobody can change
 * another person's choices by editing a link. They do not expire: an old e-mail's link works.
 */
@Injectable()
export class MessageLinks {
  constructor(@Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv) {}

  token(subject: LinkSubject): string {
    const body = encode(subject);
    return `${body}.${this.mac(body)}`;
  }

  /** The subject of a token, or null when it was not made here (or was changed). */
  verify(token: string): LinkSubject | null {
    const [body, mac] = token.split('.');
    if (!body || !mac || token.length > 600) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return decode(body);
  }

  preferencesUrl(subject: LinkSubject) {
    return `${this.config.SHOP_URL}/messages/preferences?t=${this.token(subject)}`;
  }

  unsubscribeUrl(subject: LinkSubject) {
    return `${this.config.SHOP_URL}/messages/unsubscribe?t=${this.token(subject)}`;
  }

  /** 128 bits of HMAC-SHA256: as hard to forge as a random key of that size, and short. */
  private mac(body: string) {
    return createHmac('sha256', this.config.UNSUBSCRIBE_SECRET)
      .update(body)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }
}
