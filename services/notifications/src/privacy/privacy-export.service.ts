import type { ExportRequest, ExportSection } from '@arogya/contracts';
import { DATA_SOURCE } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { REDACTED, SECRET_VARIABLES } from '../messages/secrets.js';
import { addressesOf, personOf } from './person.js';

/**
 * The most messages an export lists (the newest): a reply travels in one NATS message (1 MB),
 * and a few hundred messages with their words fit in it. `messagesTotal` says how many there are.
 */
export const EXPORT_MESSAGES_MAX = 300;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A message's variables as the person may see them: a one-time link or code never. */
const shown = (v: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(v).map(([k, x]) => [
      k,
      (SECRET_VARIABLES as readonly string[]).includes(k) ? REDACTED : x,
    ]),
  );

/**
 * What this service holds about a person, for "Download my data" (DPDP Act 2023, the right of
 * access): their choices (the language of their messages too), each consent with its wording
 * and time, the messages sent to their account, address or number (with what they said and the
 * language it was in, a one-time link or code never), their contact form messages and the orders
 * it knows of them; each list newest first.
 */
@Injectable()
export class PrivacyExport {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async export(r: ExportRequest): Promise<ExportSection> {
    const p = personOf({ userId: r.caller.userId, email: r.email, phone: r.phone });
    const q = <T>(sql: string, params: unknown[]) => this.ds.query(sql, params) as Promise<T[]>;
    const [preferences, consents, messages, [{ total }], contact, orders] = await Promise.all([
      q<{
        whatsapp_opt_in: boolean;
        whatsapp_phone: string | null;
        marketing_email: boolean;
        language: string;
        updated_at: Date;
      }>('SELECT * FROM preferences WHERE user_id = $1', [p.accountId]),
      q<{
        purpose: string;
        granted: boolean;
        wording: string;
        via: string;
        recipient: string | null;
        at: Date;
      }>(
        `SELECT purpose, granted, wording, via, recipient, at FROM consents
         WHERE user_id = $1 OR (user_id IS NULL AND lower(recipient) = ANY($2))
         ORDER BY at DESC, id DESC`,
        [p.accountId, addressesOf(p)],
      ),
      q<MessageRow>(
        `SELECT id, template, channel, recipient, status, subject, variables, language, created_at,
           sent_at, delivered_at
         FROM messages WHERE audience = 'shopper' AND ${MINE}
         ORDER BY created_at DESC, id LIMIT $3`,
        [p.accountId, addressesOf(p), EXPORT_MESSAGES_MAX],
      ),
      q<{ total: number }>(
        `SELECT count(*)::int AS total FROM messages WHERE audience = 'shopper' AND ${MINE}`,
        [p.accountId, addressesOf(p)],
      ),
      q<{
        reference: string;
        name: string;
        email: string;
        subject: string;
        message: string;
        ip: string;
        created_at: Date;
      }>(
        `SELECT reference, name, email, subject, message, ip, created_at FROM contact_requests
         WHERE email = $1 ORDER BY created_at DESC`,
        [p.email ?? ''],
      ),
      q<{ order_id: string; first_name: string; placed_at: Date; cancelled_at: Date | null }>(
        `SELECT order_id, first_name, placed_at, cancelled_at FROM orders_seen
         WHERE user_id = $1 ORDER BY placed_at DESC`,
        [p.accountId],
      ),
    ]);
    const pref = preferences[0];
    return {
      preferences: pref
        ? {
            whatsappOptIn: pref.whatsapp_opt_in,
            whatsappPhone: pref.whatsapp_phone,
            marketingEmail: pref.marketing_email,
            language: pref.language,
            updatedAt: pref.updated_at.toISOString(),
          }
        : null,
      consents: consents.map((c) => ({ ...c, at: c.at.toISOString() })),
      messages: messages.map(toExported),
      messagesTotal: total,
      contactRequests: contact.map(({ created_at, ...c }) => ({
        ...c,
        createdAt: created_at.toISOString(),
      })),
      orders: orders.map((o) => ({
        orderId: o.order_id,
        firstName: o.first_name,
        placedAt: o.placed_at.toISOString(),
        cancelledAt: iso(o.cancelled_at),
      })),
    };
  }
}

/** SQL: a message to the person's account (`$1`), address or number (`$2`). */
const MINE = '(user_id = $1 OR lower(recipient) = ANY($2))';

interface MessageRow {
  id: string;
  template: string;
  channel: string;
  recipient: string;
  status: string;
  subject: string | null;
  variables: Record<string, unknown>;
  language: string | null;
  created_at: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
}

const toExported = (m: MessageRow) => ({
  id: m.id,
  template: m.template,
  channel: m.channel,
  recipient: m.recipient,
  state: m.status,
  subject: m.subject,
  variables: shown(m.variables),
  language: m.language,
  createdAt: m.created_at.toISOString(),
  sentAt: iso(m.sent_at),
  deliveredAt: iso(m.delivered_at),
});
