import { createEnvelope, Namespace } from '@arogya/contracts';
import { REPO_ROOT } from '@arogya/testing';
import { headers as natsHeaders } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import pg from 'pg';
import {
  appendToOutbox,
  DLQ_HEADERS,
  EventConsumer,
  OutboxRelay,
  streamNames,
  type EventConsumerOptions,
} from '../src/index.js';
import {
  eventually,
  harnesses,
  quietLogger,
  ThingHappened,
  type Harness,
} from './fixtures/messaging.js';

const files = harnesses('pm');
const harness = () => files.open();

const streamCount = async (h: Harness, ns: Namespace) =>
  (await h.jsm.streams.info(streamNames(ns).shop)).state.messages;

/** The one letter in the namespace's dead-letter stream, once it has arrived. */
async function deadLetter(h: Harness, ns: Namespace) {
  const dlq = streamNames(ns).dlq;
  await eventually(
    async () => (await h.jsm.streams.info(dlq)).state.messages === 1,
    15_000,
    'a dead letter',
  );
  const letter = await h.jsm.streams.getMessage(dlq, { seq: 1 });
  assert.ok(letter, 'the dead letter can be read');
  return letter;
}

const effects = async (h: Harness) =>
  (await h.ds.query('SELECT event_id, n FROM effects ORDER BY id')) as {
    event_id: string;
    n: number;
  }[];

/** A consumer whose handler records an effect row, after `before` runs. */
function consumer(
  h: Harness,
  ns: Namespace,
  beforeEffect: (attempt: number) => void = () => undefined,
  opts: EventConsumerOptions = {},
) {
  let attempts = 0;
  const c = new EventConsumer(
    h.ds,
    h.js,
    h.jsm,
    ns,
    quietLogger(),
    {
      consumer: 'test-effects',
      event: ThingHappened,
      handle: async (event, m) => {
        attempts++;
        await m.query('INSERT INTO effects (event_id, n) VALUES ($1, $2)', [
          event.id,
          event.data.n,
        ]);
        beforeEffect(attempts);
      },
    },
    { backoffMs: () => 50, ...opts },
  );
  return { c, attempts: () => attempts };
}

describe('transactional outbox and relay', () => {
  it('publishes each event once even when the relay dies between publishing and marking', async () => {
    const { h, ns } = await harness();
    try {
      await h.ds.transaction(async (m) => {
        for (const n of [1, 2, 3]) await appendToOutbox(m, ThingHappened, { n });
      });
      const child = spawn(
        process.execPath,
        ['packages/platform/dist/test/fixtures/relay-crash.js'],
        {
          cwd: REPO_ROOT,
          env: {
            ...process.env,
            POSTGRES_URL: files.env.postgresUrl,
            NATS_URL: files.env.natsUrl,
            SHOP_NAMESPACE: ns.prefix,
          },
          stdio: 'inherit',
        },
      );
      const signal = await new Promise((resolve) => child.once('exit', (_c, s) => resolve(s)));
      assert.equal(signal, 'SIGKILL');
      // published, but never marked
      assert.equal(await streamCount(h, ns), 3);
      const [pending] = await h.ds.query(
        'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
      );
      assert.equal(pending.n, 3);

      const relay = new OutboxRelay(h.ds, h.js, ns, quietLogger(), { pollMs: 60_000 });
      assert.equal(await relay.relayBatch(100), 3); // republished after the "restart"…
      assert.equal(await streamCount(h, ns), 3); // …and JetStream dropped the duplicates
      const [left] = await h.ds.query(
        'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
      );
      assert.equal(left.n, 0);

      const { c } = consumer(h, ns);
      await c.start();
      await eventually(async () => (await effects(h)).length === 3, 10_000, 'three effects');
      // every delivery handled and acknowledged: another effect could not come later
      await eventually(async () => (await c.lag()) === 0, 10_000, 'no event left to handle');
      await c.stop();
      // handlers run concurrently: each event exactly once, in any order
      assert.deepEqual((await effects(h)).map((e) => e.n).sort(), [1, 2, 3]);
    } finally {
      await h.close();
    }
  });

  it('wakes on NOTIFY at commit of another process’s write instead of waiting for its poll', async () => {
    const { h, ns } = await harness();
    const relay = new OutboxRelay(h.ds, h.js, ns, quietLogger(), { pollMs: 60_000 });
    // another process's connection: its commit cannot wake this relay in-process
    const other = new pg.Client({ connectionString: (h.ds.options as { url: string }).url });
    try {
      await relay.start();
      await other.connect();
      const envelope = createEnvelope(ThingHappened, { n: 7 }, randomUUID());
      await other.query('BEGIN');
      await other.query('INSERT INTO outbox (id, type, envelope) VALUES ($1, $2, $3)', [
        envelope.id,
        envelope.type,
        JSON.stringify(envelope),
      ]);
      await other.query('COMMIT');
      // the poll interval is a minute: only the notification can explain a quick publish
      await eventually(
        async () => (await streamCount(h, ns)) === 1,
        10_000,
        'the event to be published',
      );
    } finally {
      await other.end();
      await relay.stop();
      await h.close();
    }
  });

  it('wakes right after a commit of its own process that wrote to the outbox, without NOTIFY', async () => {
    const { h, ns } = await harness();
    // no notification at all: only the in-process wake (or a poll a minute away) is left
    await h.ds.query('DROP TRIGGER outbox_notify ON outbox');
    const relay = new OutboxRelay(h.ds, h.js, ns, quietLogger(), { pollMs: 60_000 });
    try {
      await relay.start();
      // a rolled-back write leaves nothing to publish (and must not leave the mark behind)
      await assert.rejects(
        h.ds.transaction(async (m) => {
          await appendToOutbox(m, ThingHappened, { n: 8 });
          throw new Error('rolled back');
        }),
      );
      await h.ds.transaction((m) => appendToOutbox(m, ThingHappened, { n: 9 }));
      await eventually(
        async () => (await streamCount(h, ns)) === 1,
        10_000,
        'the event to be published',
      );
      const [msg] = await h.ds.query('SELECT envelope FROM outbox WHERE published_at IS NOT NULL');
      assert.equal((msg.envelope as { data: { n: number } }).data.n, 9);
    } finally {
      await relay.stop();
      await h.close();
    }
  });

  it('runs one batch per commit of its own process: its own NOTIFY does not wake it again', async () => {
    const { h, ns } = await harness();
    const relay = new OutboxRelay(h.ds, h.js, ns, quietLogger(), { pollMs: 60_000 });
    const batches: number[] = [];
    const relayBatch = relay.relayBatch.bind(relay);
    relay.relayBatch = async (limit) => {
      const n = await relayBatch(limit);
      batches.push(n);
      return n;
    };
    try {
      await relay.start();
      // the batch at start runs on its own: let it end before the first commit, or it may
      // find that commit's event itself (and the commit's wake then nothing)
      await eventually(async () => batches.length === 1, 10_000, 'the batch at start');
      for (let n = 1; n <= 3; n++) {
        await h.ds.transaction((m) => appendToOutbox(m, ThingHappened, { n }));
        await eventually(async () => (await streamCount(h, ns)) === n, 10_000, `event ${n}`);
      }
      // another process's notification, sent after those commits: the relay's listener gets
      // notifications in commit order, so once this one has woken it, those of the three
      // commits have all arrived too and had their chance to (wrongly) start a batch
      const other = new pg.Client({ connectionString: (h.ds.options as { url: string }).url });
      await other.connect();
      try {
        await other.query('NOTIFY outbox');
      } finally {
        await other.end();
      }
      await eventually(async () => batches.length >= 5, 10_000, 'the other process’s wake');
      // the batch at start found nothing; then one batch per commit, each publishing its
      // event; then one, finding nothing, for the other process's notification
      assert.deepEqual(batches, [0, 1, 1, 1, 0]);
    } finally {
      await relay.stop();
      await h.close();
    }
  });

  it('publishes a batch together and keeps the stream in commit order', async () => {
    const { h, ns } = await harness();
    try {
      await h.ds.transaction(async (m) => {
        for (let n = 1; n <= 50; n++) await appendToOutbox(m, ThingHappened, { n });
      });
      const relay = new OutboxRelay(h.ds, h.js, ns, quietLogger(), { pollMs: 60_000 });
      assert.equal(await relay.relayBatch(100), 50);
      const stream = streamNames(ns).shop;
      const order: number[] = [];
      for (let seq = 1; seq <= 50; seq++) {
        const m = await h.jsm.streams.getMessage(stream, { seq });
        order.push((m!.json() as { data: { n: number } }).data.n);
      }
      assert.deepEqual(
        order,
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    } finally {
      await h.close();
    }
  });

  it('refuses to write an event outside a transaction', async () => {
    const { h } = await harness();
    try {
      await assert.rejects(
        () => appendToOutbox(h.ds.manager, ThingHappened, { n: 1 }),
        /inside the transaction/,
      );
    } finally {
      await h.close();
    }
  });
});

describe('durable consumer with inbox and dead letters', () => {
  async function publishEnvelope(
    h: Harness,
    ns: Namespace,
    id: string,
    n: number,
    msgID = randomUUID(),
  ) {
    const envelope = {
      id,
      type: ThingHappened.type,
      occurredAt: new Date().toISOString(),
      correlationId: 'c1',
      data: { n },
    };
    await h.js.publish(ns.subject(ThingHappened.type), JSON.stringify(envelope), { msgID });
  }

  it('handles an event delivered twice only once', async () => {
    const { h, ns } = await harness();
    const { c, attempts } = consumer(h, ns);
    try {
      const id = randomUUID();
      // two distinct messages carrying the same event: JetStream cannot dedupe these
      await publishEnvelope(h, ns, id, 1);
      await publishEnvelope(h, ns, id, 1);
      await c.start();
      const info = () => h.jsm.consumers.info(streamNames(ns).shop, ns.stream('test-effects'));
      await eventually(
        async () => {
          const i = await info();
          return i.num_pending === 0 && i.num_ack_pending === 0 && i.ack_floor.stream_seq === 2;
        },
        10_000,
        'both messages acked',
      );
      assert.equal((await effects(h)).length, 1);
      assert.equal(attempts(), 1);
      const [row] = await h.ds.query(
        'SELECT count(*)::int AS n FROM processed_events WHERE event_id = $1',
        [id],
      );
      assert.equal(row.n, 1);
    } finally {
      await c.stop();
      await h.close();
    }
  });

  it('rolls back a failed attempt and commits the retry once (ack after commit)', async () => {
    const { h, ns } = await harness();
    const { c, attempts } = consumer(h, ns, (attempt) => {
      if (attempt === 1) throw new Error('transient failure');
    });
    try {
      await publishEnvelope(h, ns, randomUUID(), 5);
      await c.start();
      await eventually(async () => (await effects(h)).length === 1, 10_000, 'the retried effect');
      // every delivery handled and acknowledged: another effect could not come later
      await eventually(async () => (await c.lag()) === 0, 10_000, 'no event left to handle');
      assert.equal(attempts(), 2);
      assert.equal((await effects(h)).length, 1);
    } finally {
      await c.stop();
      await h.close();
    }
  });

  it('moves an event whose handler keeps failing to the DLQ with its error and subject', async () => {
    const { h, ns } = await harness();
    const { c, attempts } = consumer(
      h,
      ns,
      () => {
        throw new Error('payment provider exploded');
      },
      { maxDeliver: 3 },
    );
    try {
      await publishEnvelope(h, ns, randomUUID(), 9);
      await c.start();
      const letter = await deadLetter(h, ns);
      assert.equal(letter.header.get(DLQ_HEADERS.error), 'payment provider exploded');
      assert.equal(letter.header.get(DLQ_HEADERS.subject), ns.subject(ThingHappened.type));
      assert.equal(letter.header.get(DLQ_HEADERS.consumer), 'test-effects');
      assert.equal(letter.header.get(DLQ_HEADERS.deliveries), '3');
      assert.equal(letter.json<{ data: { n: number } }>().data.n, 9);
      assert.equal(attempts(), 3);
      assert.equal((await effects(h)).length, 0);
      // every delivery handled and acknowledged: another effect could not come later
      await eventually(async () => (await c.lag()) === 0, 10_000, 'no event left to handle');
      assert.equal(attempts(), 3, 'no delivery after the dead letter');
    } finally {
      await c.stop();
      await h.close();
    }
  });

  it('retries an event failed by a database outage past max_deliver, and never dead-letters it', async () => {
    const { h, ns } = await harness();
    const { c, attempts } = consumer(
      h,
      ns,
      (attempt) => {
        // as pg fails while PostgreSQL restarts: refused, then cut
        if (attempt <= 2)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
            code: 'ECONNREFUSED',
          });
        if (attempt <= 4) throw new Error('Connection terminated unexpectedly');
      },
      { maxDeliver: 2 },
    );
    try {
      await publishEnvelope(h, ns, randomUUID(), 7);
      await c.start();
      await eventually(async () => (await effects(h)).length === 1, 10_000, 'the effect');
      assert.equal(attempts(), 5);
      await eventually(async () => (await c.lag()) === 0, 10_000, 'no event left to handle');
      assert.equal((await h.jsm.streams.info(streamNames(ns).dlq)).state.messages, 0);
    } finally {
      await c.stop();
      await h.close();
    }
  });

  it('dead-letters a malformed event at once', async () => {
    const { h, ns } = await harness();
    const { c, attempts } = consumer(h, ns);
    try {
      const h2 = natsHeaders();
      await h.js.publish(ns.subject(ThingHappened.type), '{"not":"an envelope"}', { headers: h2 });
      await c.start();
      const letter = await deadLetter(h, ns);
      assert.match(letter.header.get(DLQ_HEADERS.error), /Malformed event/);
      assert.equal(attempts(), 0);
    } finally {
      await c.stop();
      await h.close();
    }
  });
});
