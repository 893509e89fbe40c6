import type { AdminListParams, MessageView, Page } from '@arogya/contracts';
import { adminPage, DATA_SOURCE, notFound } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { MessageEntity, MessageHistoryEntity, toMessageView, type NewMessage } from './message.js';
import { queueMessages } from './message.transitions.js';
import { redactSpentSecrets } from './secrets.js';

/** The stored messages. */
@Injectable()
export class MessageRepository {
  private readonly written = new Map<string, string[]>();

  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /**
   * Writes the messages an event asks for, in the inbox's transaction `m`: each once, however
   * often the event comes. Answers the ids written now.
   */
  async add(m: EntityManager, sourceEvent: string, messages: NewMessage[], resentFrom?: string) {
    const ids = await queueMessages(m, sourceEvent, messages, resentFrom);
    if (ids.length)
      this.written.set(sourceEvent, [...(this.written.get(sourceEvent) ?? []), ...ids]);
    if (this.written.size > 10_000) this.written.clear(); // rolled back: the sweep finds the rest
    return ids;
  }

  /**
   * The messages written for `sourceEvent` in this process, forgotten as they are answered: what
   * to send once the event's transaction committed, without asking the database again. (Ids of
   * a transaction that rolled back find no message; messages whose ids were lost, the sweep.)
   */
  takeWritten(sourceEvent: string): string[] {
    const ids = this.written.get(sourceEvent) ?? [];
    this.written.delete(sourceEvent);
    return ids;
  }

  /** The queued messages of an event (to schedule once its transaction committed). */
  async queuedOf(sourceEvent: string): Promise<string[]> {
    const rows = (await this.ds.query(
      `SELECT id FROM messages WHERE source_event = $1 AND status = 'queued'`,
      [sourceEvent],
    )) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** Messages queued before `before` (their job may be lost): the sweep schedules them again. */
  async queuedBefore(before: Date, limit = 500): Promise<string[]> {
    const rows = (await this.ds.query(
      `SELECT id FROM messages WHERE status = 'queued' AND created_at < $1
       ORDER BY created_at LIMIT $2`,
      [before, limit],
    )) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** Redacts the secrets whose message no longer needs them (the sweep); answers how many. */
  redactSpentSecrets(): Promise<number> {
    return redactSpentSecrets(this.ds);
  }

  /** The message, locked for the caller's transaction; null when another holds it. */
  async lock(m: EntityManager, id: string): Promise<MessageEntity | null> {
    return m
      .getRepository(MessageEntity)
      .createQueryBuilder('msg')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .where('msg.id = :id', { id })
      .getOne();
  }

  async byProviderId(m: EntityManager, providerId: string): Promise<MessageEntity | null> {
    return m.getRepository(MessageEntity).findOneBy({ providerMessageId: providerId });
  }

  async get(id: string): Promise<MessageEntity> {
    const msg = await this.ds.getRepository(MessageEntity).findOneBy({ id });
    if (!msg) throw notFound('Message not found');
    return msg;
  }

  async view(id: string): Promise<MessageView> {
    const msg = await this.get(id);
    const history = await this.ds
      .getRepository(MessageHistoryEntity)
      .find({ where: { messageId: id }, order: { id: 'ASC' } });
    return toMessageView(msg, history);
  }

  /** One page of the console's list (filters: order, user, channel, state, template; q). */
  async page(p: AdminListParams): Promise<Page<MessageView>> {
    const page = await adminPage(this.ds.getRepository(MessageEntity).createQueryBuilder('m'), p, {
      sorts: {
        createdAt: 'm.createdAt',
        state: 'm.status',
        channel: 'm.channel',
        template: 'm.template',
      },
      search: ['m.recipient', 'm.subject', 'm.template'],
      equals: {
        orderId: 'm.orderId',
        userId: 'm.userId',
        channel: 'm.channel',
        state: 'm.status',
        template: 'm.template',
      },
      id: 'm.id',
    });
    const ids = page.items.map((i) => i.id);
    const history = ids.length
      ? await this.ds
          .getRepository(MessageHistoryEntity)
          .createQueryBuilder('h')
          .where('h.messageId IN (:...ids)', { ids })
          .orderBy('h.id', 'ASC')
          .getMany()
      : [];
    return {
      items: page.items.map((msg) =>
        toMessageView(
          msg,
          history.filter((h) => h.messageId === msg.id),
        ),
      ),
      total: page.total,
    };
  }
}
