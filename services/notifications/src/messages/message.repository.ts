import type { AdminListParams, MessageView, Page } from '@arogya/contracts';
import { adminPage, DATA_SOURCE, notFound } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { MessageEntity, MessageHistoryEntity, toMessageView, type NewMessage } from './message.js';

/** The stored messages. */
@Injectable()
export class MessageRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /**
   * Writes the messages an event asks for, in the inbox's transaction `m`: each once, however
   * often the event comes (`dedupe_key`: event, template, channel, recipient). Answers the ids
   * written now.
   */
  async add(m: EntityManager, sourceEvent: string, messages: NewMessage[], resentFrom?: string) {
    const ids: string[] = [];
    for (const msg of messages) {
      const key = [sourceEvent, msg.template, msg.channel, msg.recipient].join('|');
      const id = randomUUID();
      const rows = (await m.query(
        `INSERT INTO messages (id, dedupe_key, source_event, template, channel, recipient,
           audience, category, user_id, order_id, variables, state, resent_from)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'queued', $12)
         ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        [
          id,
          key,
          sourceEvent,
          msg.template,
          msg.channel,
          msg.recipient,
          msg.audience,
          msg.category,
          msg.userId,
          msg.orderId,
          JSON.stringify(msg.variables),
          resentFrom ?? null,
        ],
      )) as unknown[];
      if (rows.length === 0) continue;
      await m.query(
        `INSERT INTO message_history (message_id, state, detail) VALUES ($1, 'queued', $2)`,
        [id, resentFrom ? `resent from ${resentFrom}` : null],
      );
      ids.push(id);
    }
    return ids;
  }

  /** The queued messages of an event (to schedule once its transaction committed). */
  async queuedOf(sourceEvent: string): Promise<string[]> {
    const rows = (await this.ds.query(
      `SELECT id FROM messages WHERE source_event = $1 AND state = 'queued'`,
      [sourceEvent],
    )) as { id: string }[];
    return rows.map((r) => r.id);
  }

  /** Messages queued before `before` (their job may be lost): the sweep schedules them again. */
  async queuedBefore(before: Date, limit = 500): Promise<string[]> {
    const rows = (await this.ds.query(
      `SELECT id FROM messages WHERE state = 'queued' AND created_at < $1
       ORDER BY created_at LIMIT $2`,
      [before, limit],
    )) as { id: string }[];
    return rows.map((r) => r.id);
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

  /** Records the subject a message went out with (what the console lists). */
  async setSubject(m: EntityManager, id: string, subject: string) {
    await m.update(MessageEntity, { id }, { subject });
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
        state: 'm.state',
        channel: 'm.channel',
        template: 'm.template',
      },
      search: ['m.recipient', 'm.subject', 'm.template'],
      equals: {
        orderId: 'm.orderId',
        userId: 'm.userId',
        channel: 'm.channel',
        state: 'm.state',
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
