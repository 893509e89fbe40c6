import { createEnvelope, type DeadLetterAuditEntry } from '@arogya/contracts';
import { headers as natsHeaders } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  CORRELATION_HEADER,
  DeadLetters,
  DLQ_HEADERS,
  EventConsumer,
  REPLAY_HEADERS,
  streamNames,
  type DeadLetterActor,
} from '../src/index.js';
import { eventually, harnesses, quietLogger, ThingHappened } from './fixtures/messaging.js';

const files = harnesses('dl');

const ASHA: DeadLetterActor = { userId: randomUUID(), name: 'Asha', email: 'asha@test.local' };
const RAVI: DeadLetterActor = { userId: randomUUID(), name: 'Ravi', email: null };

/**
 * A namespace with two consumers of `ThingHappened`: `test-flaky`, which fails while `broken`
 * is set (then dead-letters after 2 deliveries), and `test-steady`, which always succeeds.
 * Each records its effect in `effects` (`n` for flaky, `1000 + n` for steady).
 */
async function world() {
  const { h, ns } = await files.open();
  const state = { broken: true, flakyAttempts: 0 };
  const make = (name: string, offset: number, fails: () => boolean) =>
    new EventConsumer(
      h.ds,
      h.js,
      h.jsm,
      ns,
      quietLogger(),
      {
        consumer: name,
        event: ThingHappened,
        handle: async (event, m) => {
          if (name === 'test-flaky') state.flakyAttempts++;
          if (fails()) throw new Error(`${name} cannot take ${event.data.n} yet`);
          await m.query('INSERT INTO effects (event_id, n) VALUES ($1, $2)', [
            event.id,
            offset + event.data.n,
          ]);
        },
      },
      { maxDeliver: 2, backoffMs: () => 50 },
    );
  const flaky = make('test-flaky', 0, () => state.broken);
  const steady = make('test-steady', 1000, () => false);
  await Promise.all([flaky.start(), steady.start()]);
  const letters = new DeadLetters(h.js, h.jsm, ns);
  return {
    ns,
    h,
    state,
    letters,
    /** Publishes an event as the outbox relay does: `msgID` = the event id, a correlation id. */
    async publish(n: number) {
      const envelope = createEnvelope(ThingHappened, { n }, `corr-${n}`);
      const hdrs = natsHeaders();
      hdrs.set(CORRELATION_HEADER, envelope.correlationId);
      await h.js.publish(ns.subject(ThingHappened.type), JSON.stringify(envelope), {
        msgID: envelope.id,
        headers: hdrs,
      });
      return envelope;
    },
    effects: async () =>
      ((await h.ds.query('SELECT event_id, n FROM effects ORDER BY id')) as { n: number }[]).map(
        (r) => r.n,
      ),
    shopCount: async () => (await h.jsm.streams.info(streamNames(ns).shop)).state.messages,
    /** Both consumers have nothing left to handle. */
    settled: () =>
      eventually(
        async () => (await flaky.lag()) + (await steady.lag()) === 0,
        10_000,
        'the consumers to settle',
      ),
    async close() {
      await Promise.all([flaky.stop(), steady.stop()]);
      await h.close();
    },
  };
}

const letterCount = (letters: DeadLetters, n: number) =>
  eventually(async () => (await letters.count()) === n, 15_000, `${n} dead letter(s)`);

/** The refusal of `work` (an ShopError): its status and message. */
async function refused(work: Promise<unknown>): Promise<{ status: number; message: string }> {
  const err = await work.then(
    () => assert.fail('expected a refusal'),
    (e: { status: number; message: string }) => e,
  );
  return { status: err.status, message: err.message };
}

describe('dead letters: what admins do with them', () => {
  it('a dead letter keeps the original message id and headers, and when it first and last failed', async () => {
    const w = await world();
    try {
      const before = Date.now();
      const event = await w.publish(1);
      await letterCount(w.letters, 1);
      const [letter] = (await w.letters.list({ offset: 0, limit: 10, order: 'DESC' })).items;
      assert.ok(letter);
      assert.equal(letter._id, '1');
      assert.equal(letter.subject, ThingHappened.type, 'without the namespace');
      assert.equal(letter.consumer, 'test-flaky');
      assert.equal(letter.error, 'test-flaky cannot take 1 yet');
      assert.equal(letter.deliveries, 2);
      assert.equal(letter.eventId, event.id, 'the original msgID');
      assert.deepEqual(letter.payload, event);
      const [published, first, last] = [
        letter.publishedAt!,
        letter.firstFailedAt,
        letter.lastFailedAt,
      ].map(Date.parse);
      assert.ok(
        before - 1000 <= published! && published! <= first! && first! < last!,
        JSON.stringify(letter),
      );
      const stored = await w.h.jsm.streams.getMessage(streamNames(w.ns).dlq, { seq: 1 });
      assert.equal(stored!.header.get(CORRELATION_HEADER), 'corr-1', 'the original headers');
      assert.equal(stored!.header.get(DLQ_HEADERS.msgId), event.id);
      assert.notEqual(stored!.header.get('Nats-Msg-Id'), event.id, 'its own msgID in the DLQ');
    } finally {
      await w.close();
    }
  });

  it('a replay made at once (inside the duplicate window) is handled once by the consumer that gave up, and skipped by the inbox of the one that had handled it', async () => {
    const w = await world();
    try {
      const event = await w.publish(7);
      await letterCount(w.letters, 1);
      await w.settled();
      assert.deepEqual(await w.effects(), [1007], 'only the steady consumer had handled it');
      w.state.broken = false; // the cause is fixed
      const entry = await w.letters.replay(1, ASHA);
      assert.equal(entry.action, 'replayed');
      assert.equal(entry.deadLetterId, '1');
      assert.equal(entry.eventId, event.id);
      assert.deepEqual(entry.by, ASHA);
      assert.equal(await w.shopCount(), 2, 'the replay was stored, not dropped as a duplicate');
      const replayed = await w.h.jsm.streams.getMessage(streamNames(w.ns).shop, { seq: 2 });
      assert.equal(replayed!.subject, w.ns.subject(ThingHappened.type));
      assert.deepEqual(replayed!.json(), event, 'the same bytes: the same event id');
      assert.equal(replayed!.header.get(CORRELATION_HEADER), 'corr-7');
      assert.equal(replayed!.header.get(REPLAY_HEADERS.from), '1');
      assert.equal(replayed!.header.get(REPLAY_HEADERS.msgId), event.id);
      await eventually(async () => (await w.effects()).length === 2, 10_000, 'the replay handled');
      await w.settled();
      assert.deepEqual(
        (await w.effects()).sort((a, b) => a - b),
        [7, 1007],
        'each consumer once',
      );
      assert.equal(await w.letters.count(), 0, 'the letter is gone');

      const again = await refused(w.letters.replay(1, RAVI));
      assert.equal(again.status, 409);
      assert.match(again.message, /^Dead letter 1 was already replayed by Asha at /);
      const discard = await refused(w.letters.discard(1, RAVI, 'too late'));
      assert.equal(discard.status, 409);
      const read = await refused(w.letters.get(1));
      assert.equal(read.status, 404);
      assert.match(read.message, /already replayed by Asha/);
      assert.equal(await w.shopCount(), 2, 'no second replay');
      const audit = await w.letters.audit.page({ offset: 0, limit: 10, order: 'DESC' });
      assert.equal(audit.total, 1);
      assert.deepEqual(audit.items, [entry]);
    } finally {
      await w.close();
    }
  });

  it('a letter that fails again after a replay comes back as a new letter naming the one it was replayed from', async () => {
    const w = await world();
    try {
      const event = await w.publish(3);
      await letterCount(w.letters, 1);
      await w.letters.replay(1, ASHA); // still broken
      await eventually(
        async () =>
          (await w.letters.list({ offset: 0, limit: 5, order: 'ASC' })).total === 1 &&
          (await w.letters.list({ offset: 0, limit: 5, order: 'ASC' })).items[0]?._id !== '1',
        15_000,
        'the second dead letter',
      );
      const [second] = (await w.letters.list({ offset: 0, limit: 5, order: 'ASC' })).items;
      assert.equal(second!.replayOf, '1');
      assert.equal(second!.eventId, event.id, 'still the original id');
      w.state.broken = false;
      await w.letters.replay(Number(second!._id), RAVI);
      await eventually(async () => (await w.effects()).includes(3), 10_000, 'handled at last');
      await w.settled();
      assert.deepEqual(
        (await w.effects()).sort((a, b) => a - b),
        [3, 1003],
      );
    } finally {
      await w.close();
    }
  });

  it('a discard keeps its reason in the audit trail; pages skip removed letters and count what is left', async () => {
    const w = await world();
    try {
      for (const n of [1, 2, 3]) {
        await w.publish(n);
        await letterCount(w.letters, n);
      }
      const entry = await w.letters.discard(2, RAVI, 'Test order, nothing to do');
      assert.equal(entry.action, 'discarded');
      assert.equal(entry.reason, 'Test order, nothing to do');
      assert.equal(entry.by.email, null);
      const ids = async (offset: number, limit: number, order: 'ASC' | 'DESC') => {
        const p = await w.letters.list({ offset, limit, order });
        return { ids: p.items.map((l) => l._id), total: p.total };
      };
      assert.deepEqual(await ids(0, 1, 'DESC'), { ids: ['3'], total: 2 });
      assert.deepEqual(await ids(1, 5, 'DESC'), { ids: ['1'], total: 2 });
      assert.deepEqual(await ids(0, 5, 'ASC'), { ids: ['1', '3'], total: 2 });
      assert.deepEqual(await ids(2, 5, 'ASC'), { ids: [], total: 2 });
      assert.deepEqual(
        (await w.letters.many([3, 2, 1])).map((l) => l._id),
        ['3', '1'],
      );
      await w.settled();
      assert.deepEqual(
        (await w.effects()).sort((a, b) => a - b),
        [1001, 1002, 1003],
        'a discard replays nothing',
      );
      assert.equal((await refused(w.letters.get(99))).message, 'No dead letter 99');
      assert.equal((await refused(w.letters.replay(99, ASHA))).status, 404);
    } finally {
      await w.close();
    }
  });

  it('two admins acting on one letter at once: one audit record, one replay', async () => {
    const w = await world();
    try {
      await w.publish(5);
      await w.publish(6);
      await letterCount(w.letters, 2);
      w.state.broken = false;
      const asked = [
        { letter: '1', action: 'replayed', work: w.letters.replay(1, ASHA) },
        { letter: '1', action: 'replayed', work: w.letters.replay(1, RAVI) },
        { letter: '1', action: 'discarded', work: w.letters.discard(1, RAVI, 'double click') },
        { letter: '2', action: 'discarded', work: w.letters.discard(2, ASHA, 'first') },
        { letter: '2', action: 'replayed', work: w.letters.replay(2, RAVI) },
      ];
      const outcomes = await Promise.allSettled(asked.map((a) => a.work));
      const audit = (await w.letters.audit.page({ offset: 0, limit: 10, order: 'ASC' })).items;
      assert.deepEqual(audit.map((e) => e.deadLetterId).sort(), ['1', '2'], 'one record each');
      for (const [i, { letter, action }] of asked.entries()) {
        const record = audit.find((e) => e.deadLetterId === letter)!;
        const o = outcomes[i]!;
        if (record.action === action) {
          // the one that won, or one that finished the winner's same action: its record
          assert.equal(o.status, 'fulfilled');
          assert.deepEqual((o as PromiseFulfilledResult<DeadLetterAuditEntry>).value, record);
        } else {
          assert.equal(o.status, 'rejected');
          assert.equal((o as PromiseRejectedResult).reason.status, 409);
        }
      }
      await w.settled();
      const replays = audit.filter((e) => e.action === 'replayed').length;
      assert.equal(await w.shopCount(), 2 + replays, 'each replayed letter published once');
      assert.equal(await w.letters.count(), 0);
    } finally {
      await w.close();
    }
  });

  it('an action recorded but not finished is finished by the next one on the letter', async () => {
    const w = await world();
    try {
      const event = await w.publish(8);
      await letterCount(w.letters, 1);
      w.state.broken = false;
      // a gateway died right after writing its record
      const stored = await w.h.jsm.streams.getMessage(streamNames(w.ns).dlq, { seq: 1 });
      const recorded = await w.letters.audit.claim(
        {
          deadLetterId: '1',
          action: 'replayed',
          reason: null,
          at: new Date().toISOString(),
          by: ASHA,
          subject: ThingHappened.type,
          consumer: 'test-flaky',
          error: 'x',
          deliveries: 2,
          eventId: event.id,
          deadLetteredAt: stored!.timestamp,
        },
        0,
      );
      assert.ok(recorded);
      assert.equal(await w.letters.count(), 1, 'still there');
      const discard = await refused(w.letters.discard(1, RAVI, 'cleaning up'));
      assert.equal(discard.status, 409, 'another action is refused…');
      assert.match(discard.message, /already replayed by Asha/);
      assert.equal(await w.letters.count(), 0, '…once the recorded replay was finished');
      await eventually(async () => (await w.effects()).includes(8), 10_000, 'the replay handled');
      const audit = await w.letters.audit.page({ offset: 0, limit: 10, order: 'ASC' });
      assert.deepEqual(audit.items, [recorded as DeadLetterAuditEntry]);
    } finally {
      await w.close();
    }
  });

  it('refuses to replay a letter whose subject is not an event subject; it can be discarded', async () => {
    const w = await world();
    try {
      const h = natsHeaders();
      h.set(DLQ_HEADERS.subject, w.ns.subject('users.admin.delete'));
      h.set(DLQ_HEADERS.consumer, 'forged');
      await w.h.js.publish(w.ns.subject('dlq.forged.users.admin.delete'), '{}', { headers: h });
      const replay = await refused(w.letters.replay(1, ASHA));
      assert.equal(replay.status, 409);
      assert.match(replay.message, /is not an event subject/);
      assert.equal((await w.letters.audit.page({ offset: 0, limit: 5, order: 'ASC' })).total, 0);
      const entry = await w.letters.discard(1, ASHA, 'forged');
      assert.equal(entry.subject, 'users.admin.delete');
      assert.equal(await w.letters.count(), 0);
    } finally {
      await w.close();
    }
  });
});
