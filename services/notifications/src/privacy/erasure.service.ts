import { ErasureDone, type ErasureDoneV1, type UserErasureRequestedV1 } from '@arogya/contracts';
import { appendToOutbox, erasePublishedEvents, LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { eraseContactRequests } from '../contact/contact.erasure.js';
import {
  ERASED_NOT_SENT,
  erasureLock,
  eraseMessages,
  messagesAbout,
  scrubHistoryMentions,
} from '../messages/message.erasure.js';
import { moveMessage } from '../messages/message.transitions.js';
import { erasePreferences } from '../preferences/preferences.erasure.js';
import { eraseOrdersSeen, eraseStaffAddress } from '../recipients/recipients.erasure.js';
import { personOf } from './person.js';

/** What this service keeps after an erasure, as `erasure-done` tells the users service. */
export const KEPT_AFTER_ERASURE = [
  'consents: each consent given or withdrawn (what for, its wording, how and when) under the account id, as proof of consent; not the number or address',
  'messages: that each message went (template, channel, state, dates, provider id) under the account id; not to which address or number, nor what it said',
  'orders seen: order ids, the account id, totals and dates, for the staff’s daily figures; not the name',
  'contact requests: the reference and date; not the sender, address, words or IP',
  'this erasure: its request id, the account id and these counts',
];

/** Counts by kind of record. */
type Counts = Record<string, number>;

const plus = (a: Counts, b: Counts): Counts =>
  Object.fromEntries(
    [...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => [k, (a[k] ?? 0) + (b[k] ?? 0)]),
  );

/**
 * A person's erasure (DPDP Act 2023), in the inbox's transaction of `user-erasure-requested`:
 * every table is cleared of them (messages, their history, choices, consents' numbers, orders'
 * first names, contact requests, the staff's lists, this service's published events), what is
 * still queued for them is failed unsent, and `erasure-done` is written with what was erased and
 * kept. The same request again (a new event) erases whatever appeared since and reports the
 * sum again: the users service may ask twice.
 */
@Injectable()
export class Erasure {
  constructor(@Inject(LOGGER) private readonly log: Logger) {}

  async erase(m: EntityManager, r: UserErasureRequestedV1): Promise<ErasureDoneV1> {
    const p = personOf(r);
    // two requests for one person (or the same twice) wait for each other
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [erasureLock(p.userId)]);
    const found = await messagesAbout(m, p);
    let cancelled = 0;
    for (const msg of found)
      if (
        msg.status === 'queued' &&
        (await moveMessage(m, msg.id, 'queued', 'failed', { error: ERASED_NOT_SENT }))
      )
        cancelled++;
    const messages = await eraseMessages(
      m,
      found.map((f) => f.id),
      p,
    );
    const { preferences, consents } = await erasePreferences(m, p);
    const now: Counts = {
      messages: messages.messages,
      messagesCancelled: cancelled,
      messageHistory: messages.history + (await scrubHistoryMentions(m, p)),
      preferences,
      consents,
      ordersSeen: await eraseOrdersSeen(m, p),
      contactRequests: await eraseContactRequests(m, p),
      staffSettings: await eraseStaffAddress(m, p),
      outboxEvents: await erasePublishedEvents(
        m,
        [r.userId, p.email, p.phone].filter((n): n is string => !!n),
      ),
    };
    const erased = await this.record(m, r, now);
    const done: ErasureDoneV1 = {
      requestId: r.requestId,
      userId: r.userId,
      service: 'notifications',
      erased,
      kept: KEPT_AFTER_ERASURE,
    };
    await appendToOutbox(m, ErasureDone.notifications, done);
    this.log.info({ requestId: r.requestId, erased: now }, 'Personal data erased');
    return done;
  }

  /** The request's record, with this run's counts added to any earlier run's; answers the sum. */
  private async record(m: EntityManager, r: UserErasureRequestedV1, now: Counts) {
    const [before] = (await m.query('SELECT erased FROM erasures WHERE request_id = $1', [
      r.requestId,
    ])) as { erased: Counts }[];
    const erased = before ? plus(before.erased, now) : now;
    await m.query(
      `INSERT INTO erasures (request_id, user_id, erased, requested_at)
       VALUES ($1, $2, $3, $4::timestamptz)
       ON CONFLICT (request_id) DO UPDATE SET erased = EXCLUDED.erased, done_at = now()`,
      [r.requestId, r.userId, JSON.stringify(erased), validTime(r.requestedAt)],
    );
    return erased;
  }
}

/** The request's time when it reads as one (the record keeps it; a bad one is not a failure). */
const validTime = (s: string) => (Number.isNaN(Date.parse(s)) ? null : s);
