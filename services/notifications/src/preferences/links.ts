import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';

/** Who a link in a message speaks for: a shopper's account, or an address with none. */
export type LinkSubject = { userId: string } | { email: string };

const b64 = (s: string) => Buffer.from(s).toString('base64url');

/**
 * The links in messages that work without signing in (manage preferences, unsubscribe): the
 * person they are for, signed with `UNSUBSCRIBE_SECRET` (HMAC-SHA256), so nobody can change
 * another person's choices by editing a link. They do not expire: an old e-mail's link works.
 */
@Injectable()
export class MessageLinks {
  constructor(@Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv) {}

  token(subject: LinkSubject): string {
    const body = b64(JSON.stringify(subject));
    return `${body}.${this.mac(body)}`;
  }

  /** The subject of a token, or null when it was not made here (or was changed). */
  verify(token: string): LinkSubject | null {
    const [body, mac] = token.split('.');
    if (!body || !mac || token.length > 600) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const v = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      if (typeof v.userId === 'string') return { userId: v.userId };
      if (typeof v.email === 'string') return { email: v.email };
    } catch {
      /* not JSON: refused below */
    }
    return null;
  }

  preferencesUrl(subject: LinkSubject) {
    return `${this.config.SHOP_URL}/messages/preferences?t=${this.token(subject)}`;
  }

  unsubscribeUrl(subject: LinkSubject) {
    return `${this.config.SHOP_URL}/messages/unsubscribe?t=${this.token(subject)}`;
  }

  private mac(body: string) {
    return createHmac('sha256', this.config.UNSUBSCRIBE_SECRET).update(body).digest('base64url');
  }
}
