import { createEnvelope } from '@arogya/contracts';
import { testEnv, uniqueNamespace } from '@arogya/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EventWaiter } from '../src/index.js';
import { quietLogger, ThingHappened } from './fixtures/messaging.js';

// A request waiting for an event (the gateway's finalize waits for order-placed) on real NATS.
const ns = uniqueNamespace('ew');
let nc: NatsConnection;
let waiter: EventWaiter<typeof ThingHappened.type, { n: number }>;

const publish = (n: number) =>
  nc.publish(
    ns.subject(ThingHappened.type),
    JSON.stringify(createEnvelope(ThingHappened, { n }, 'ew-test')),
  );

before(async () => {
  nc = await connect({ servers: (await testEnv()).natsUrl });
  waiter = new EventWaiter(nc, ns, quietLogger(), ThingHappened, (d) => String(d.n));
  await waiter.start();
});
after(async () => {
  await waiter.stop();
  await nc.close();
});

describe('EventWaiter', () => {
  it('wakes the waiters of the event’s key with its data, and no other key’s', async () => {
    const [one, again, other] = [waiter.expect('1'), waiter.expect('1'), waiter.expect('2')];
    try {
      publish(1);
      assert.deepEqual(await one.arrived(5000), { n: 1 });
      assert.deepEqual(await again.arrived(5000), { n: 1 }, 'every waiter of the key wakes');
      assert.equal(await other.arrived(200), null, 'another key waits on, until its deadline');
    } finally {
      for (const e of [one, again, other]) e.cancel();
    }
  });

  it('ignores what is not the event: bad JSON, another shape, wrong data', async () => {
    const e = waiter.expect('3');
    try {
      nc.publish(ns.subject(ThingHappened.type), 'not json');
      nc.publish(ns.subject(ThingHappened.type), JSON.stringify({ n: 3 }));
      nc.publish(
        ns.subject(ThingHappened.type),
        JSON.stringify(createEnvelope(ThingHappened, { n: 'three' } as never, 'ew-test')),
      );
      assert.equal(await e.arrived(300), null);
      publish(3); // the listener survived all three
      assert.deepEqual(await e.arrived(5000), { n: 3 });
    } finally {
      e.cancel();
    }
  });

  it('forgets a cancelled waiter', async () => {
    const e = waiter.expect('4');
    e.cancel();
    publish(4);
    assert.equal(await e.arrived(300), null);
  });
});
