import type { Page } from '@arogya/contracts';
import type { JetStreamManager, StoredMsg } from '@nats-io/jetstream';

/** A page of a stream's messages in sequence order: `offset` and `limit` count messages. */
export interface StreamPageQuery {
  offset: number;
  limit: number;
  order: 'ASC' | 'DESC';
}

/**
 * One page of the messages stored in `stream`, read by sequence: the stream's info lists the
 * sequences deleted between its first and last (an admin's replay or discard deletes one),
 * so a page is cut without reading the messages before it; `total` is what the stream holds.
 * A message deleted while the page is read is left out.
 */
export async function streamPage<T>(
  jsm: JetStreamManager,
  stream: string,
  query: StreamPageQuery,
  map: (msg: StoredMsg) => T,
): Promise<Page<T>> {
  const { state } = await jsm.streams.info(stream, { deleted_details: true });
  if (state.messages === 0) return { items: [], total: 0 };
  const deleted = new Set(state.deleted ?? []);
  const up = query.order === 'ASC';
  const seqs: number[] = [];
  let skipped = 0;
  for (
    let seq = up ? state.first_seq : state.last_seq;
    seqs.length < query.limit && seq >= state.first_seq && seq <= state.last_seq;
    seq += up ? 1 : -1
  ) {
    if (deleted.has(seq)) continue;
    if (skipped < query.offset) skipped++;
    else seqs.push(seq);
  }
  const msgs = await Promise.all(seqs.map((seq) => storedMessage(jsm, stream, seq)));
  return { items: msgs.filter((m) => m !== null).map(map), total: state.messages };
}

/** The message at `seq` in `stream`, or null when there is none (never was, or deleted). */
export async function storedMessage(
  jsm: JetStreamManager,
  stream: string,
  seq: number,
): Promise<StoredMsg | null> {
  return jsm.streams.getMessage(stream, { seq });
}
