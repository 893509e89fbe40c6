import type { MessageState } from '@arogya/contracts';
import { badRequest, notFound } from '@arogya/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { MessageEntity } from '../messages/message.js';
import { moveMessage } from '../messages/message.transitions.js';

/** How a provider's report names a message: by the provider's id for it, or by ours. */
export type ReportedMessage = { providerMessageId: string } | { id: string };

/**
 * Applies a provider's report (a webhook) to its message: holds the row (so it waits for a send
 * still holding it, then reads what the send wrote), moves it to `to` when that is forward, and
 * runs `then` in the same transaction with whether it moved. A report of a message not known
 * (yet: its send has not committed) is a 404, so the provider sends it again — or, with
 * `unknown: 'ignore'`, nothing.
 */
export async function applyReport<T>(
  ds: DataSource,
  which: ReportedMessage,
  to: MessageState,
  detail: string,
  options: {
    unknown?: 'retry' | 'ignore';
    then?: (m: EntityManager, msg: MessageEntity, moved: boolean) => Promise<T>;
  } = {},
): Promise<T | null> {
  return ds.transaction(async (m) => {
    const [column, value] =
      'id' in which ? ['id', which.id] : ['providerMessageId', which.providerMessageId];
    const msg = await m
      .getRepository(MessageEntity)
      .createQueryBuilder('msg')
      .setLock('pessimistic_write')
      .where(`msg.${column} = :value`, { value })
      .getOne();
    if (!msg) {
      if (options.unknown === 'ignore') return null;
      throw notFound(`No message ${value} (yet)`);
    }
    const moved = await moveMessage(m, msg.id, msg.status, to, { detail });
    return options.then ? options.then(m, msg, moved) : null;
  });
}

/** A webhook's body (the exact bytes, as the gateway passed them), parsed; 400 when not JSON. */
export function webhookJson<T>(raw: Buffer): T {
  try {
    return JSON.parse(raw.toString('utf8')) as T;
  } catch {
    throw badRequest('Webhook body must be JSON');
  }
}
