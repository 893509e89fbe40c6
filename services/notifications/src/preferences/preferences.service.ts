import {
  CONSENT_WORDING,
  DEFAULT_LANGUAGE,
  type Caller,
  type Preferences,
  type PreferencesInput,
  type ShopLanguage,
} from '@arogya/contracts';
import { badRequest, DATA_SOURCE, notFound, ShopError } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { Recipients } from '../recipients/recipients.js';
import { MessageLinks, type LinkSubject } from './links.js';

interface Row {
  whatsapp_phone: string | null;
  whatsapp_opt_in: boolean;
  marketing_email: boolean;
  language: ShopLanguage;
}

const INVALID_LINK = 'This link is not valid. Open it again from the e-mail, or sign in.';

/**
 * What each shopper chose: WhatsApp order updates (with the number), marketing e-mail, the
 * language of their messages (not a consent: no record of it in `consents`). Every
 * change of a choice is recorded in `consents` with the wording shown and how it was made
 * (DPDP Act: consent must be provable and as easy to withdraw as to give).
 */
@Injectable()
export class PreferencesService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly recipients: Recipients,
    private readonly links: MessageLinks,
  ) {}

  async mine(caller: Caller): Promise<Preferences> {
    const user = await this.recipients.shopper(caller.userId);
    return this.view(await this.row(this.ds.manager, caller.userId), user?.email ?? null);
  }

  update(caller: Caller, changes: PreferencesInput): Promise<Preferences> {
    return this.change(caller.userId, changes, 'account');
  }

  async byToken(token: string): Promise<Preferences> {
    const { userId, email } = await this.subjectOf(token);
    return this.view(await this.row(this.ds.manager, userId), email);
  }

  async updateByToken(token: string, changes: PreferencesInput): Promise<Preferences> {
    const { userId } = await this.subjectOf(token);
    return this.change(userId, changes, 'e-mail link');
  }

  /** One click from a marketing e-mail (or its `List-Unsubscribe` header). */
  async unsubscribe(token: string) {
    const { userId, email } = await this.subjectOf(token);
    await this.change(userId, { marketingEmail: false }, 'unsubscribe link');
    return { unsubscribed: true as const, email };
  }

  private async change(userId: string, c: PreferencesInput, via: string): Promise<Preferences> {
    return this.ds.transaction(async (m) => {
      await m.query('INSERT INTO preferences (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [
        userId,
      ]);
      const [before] = (await m.query('SELECT * FROM preferences WHERE user_id = $1 FOR UPDATE', [
        userId,
      ])) as Row[];
      const next: Row = {
        whatsapp_opt_in: c.whatsappOptIn ?? before!.whatsapp_opt_in,
        whatsapp_phone: c.whatsappPhone !== undefined ? c.whatsappPhone : before!.whatsapp_phone,
        marketing_email: c.marketingEmail ?? before!.marketing_email,
        language: c.language ?? before!.language,
      };
      if (next.whatsapp_opt_in && !next.whatsapp_phone)
        throw badRequest('Please enter the mobile number for WhatsApp updates');
      await m.query(
        `UPDATE preferences SET whatsapp_opt_in = $2, whatsapp_phone = $3, marketing_email = $4,
           language = $5, updated_at = now() WHERE user_id = $1`,
        [userId, next.whatsapp_opt_in, next.whatsapp_phone, next.marketing_email, next.language],
      );
      const phoneChanged = next.whatsapp_phone !== before!.whatsapp_phone;
      if (
        next.whatsapp_opt_in !== before!.whatsapp_opt_in ||
        (next.whatsapp_opt_in && phoneChanged)
      )
        await this.consent(m, userId, 'whatsapp', next.whatsapp_opt_in, next.whatsapp_phone, via);
      if (next.marketing_email !== before!.marketing_email)
        await this.consent(m, userId, 'marketing-email', next.marketing_email, null, via);
      const user = await this.recipients.shopper(userId);
      return this.view(next, user?.email ?? null);
    });
  }

  private consent(
    m: EntityManager,
    userId: string,
    purpose: 'whatsapp' | 'marketing-email',
    granted: boolean,
    recipient: string | null,
    via: string,
  ) {
    const wording = purpose === 'whatsapp' ? CONSENT_WORDING.whatsapp : CONSENT_WORDING.marketing;
    return m.query(
      `INSERT INTO consents (user_id, recipient, purpose, granted, wording, via)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [userId, recipient, purpose, granted, wording, via],
    );
  }

  private async row(m: EntityManager, userId: string): Promise<Row> {
    const [row] = (await m.query('SELECT * FROM preferences WHERE user_id = $1', [
      userId,
    ])) as Row[];
    return (
      row ?? {
        whatsapp_opt_in: false,
        whatsapp_phone: null,
        marketing_email: false,
        language: DEFAULT_LANGUAGE,
      }
    );
  }

  private view(r: Row, email: string | null): Preferences {
    return {
      email,
      whatsappOptIn: r.whatsapp_opt_in,
      whatsappPhone: r.whatsapp_phone,
      marketingEmail: r.marketing_email,
      language: r.language,
      wording: CONSENT_WORDING,
    };
  }

  /** The account a signed link speaks for (links for addresses with no account change nothing). */
  private async subjectOf(token: string): Promise<{ userId: string; email: string | null }> {
    const subject: LinkSubject | null = this.links.verify(token);
    if (!subject) throw new ShopError(403, INVALID_LINK);
    if (!('userId' in subject)) throw notFound('This address has no account: nothing to change');
    const user = await this.recipients.shopper(subject.userId);
    if (!user) throw notFound('This account no longer exists');
    return { userId: subject.userId, email: user.email };
  }
}
