import type { ContactInfo, ContactInput, ContactReceipt } from '@arogya/contracts';
import { DATA_SOURCE, LOGGER, ShopError, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import { MessageRepository } from '../messages/message.repository.js';
import { SendJobs } from '../messages/send.jobs.js';
import { toStaff } from '../events/plans.js';

/** Quicker than a person can fill the form in: a robot. */
const MIN_HUMAN_MS = 3000;
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `C-20261126-7KQ2`: the day and four characters nobody confuses (no 0/O, 1/I/L). */
export function contactReference(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const tail = Array.from(
    { length: 4 },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  );
  return `C-${day}-${tail.join('')}`;
}

const RECEIVED = 'Thank you for contacting us. We will respond within 24 hours.';

/**
 * The contact form, delivered (it is the grievance channel of the E-Commerce Rules and the DPDP
 * Act): stored with a reference, acknowledged to the sender, sent to the support address to
 * answer by replying. Robots (the hidden field filled, or sent faster than a person types) get
 * the same answer, and their message is stored marked as spam and sent to nobody.
 */
@Injectable()
export class ContactService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    private readonly messages: MessageRepository,
    private readonly jobs: SendJobs,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  info(): ContactInfo {
    const c = this.config;
    return {
      supportEmail: c.SUPPORT_EMAIL,
      grievanceOfficer: {
        name: c.GRIEVANCE_OFFICER_NAME,
        email: c.GRIEVANCE_OFFICER_EMAIL,
        address: c.GRIEVANCE_OFFICER_ADDRESS,
      },
    };
  }

  async submit(input: ContactInput, ip: string): Promise<ContactReceipt> {
    const spam = input.website
      ? 'hidden field filled'
      : input.elapsedMs < MIN_HUMAN_MS
        ? `sent ${input.elapsedMs} ms after the form showed`
        : null;
    const reference = contactReference();
    const source = `contact:${reference}`;
    const email = input.email.toLowerCase();
    await this.ds.transaction(async (m) => {
      const [{ n }] = (await m.query(
        `SELECT count(*)::int AS n FROM contact_requests
         WHERE email = $1 AND spam IS NULL AND created_at > now() - interval '1 day'`,
        [email],
      )) as [{ n: number }];
      if (!spam && n >= this.config.CONTACT_DAILY_LIMIT)
        throw new ShopError(
          429,
          'You have sent several messages today: we will answer those first',
        );
      await m.query(
        `INSERT INTO contact_requests (reference, name, email, subject, message, ip, spam)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [reference, input.name, email, input.subject, input.message, ip, spam],
      );
      if (spam) return;
      const vars = { ...input, email, reference };
      const receivedAt = new Date().toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' });
      await this.messages.add(m, source, [
        {
          template: 'contact-ack',
          channel: 'email',
          recipient: email,
          audience: 'shopper',
          category: 'transactional',
          userId: null,
          orderId: null,
          variables: { ...vars, grievance: this.info().grievanceOfficer },
        },
        ...toStaff('contact-support', [this.config.SUPPORT_EMAIL], null, { ...vars, receivedAt }),
      ]);
    });
    if (spam) this.log.info({ reference, spam }, 'Contact form message taken for spam');
    else await this.jobs.schedule(await this.messages.queuedOf(source));
    return { reference, message: RECEIVED };
  }
}
