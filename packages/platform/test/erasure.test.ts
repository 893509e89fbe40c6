import { dropNamespace, testEnv, uniqueNamespace } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { DataSource } from 'typeorm';
import { erasePublishedEvents, openDatabase, PLATFORM_MIGRATIONS } from '../src/index.js';

const ns = uniqueNamespace('erase');
let ds: DataSource;
let env: Awaited<ReturnType<typeof testEnv>>;

before(async () => {
  env = await testEnv();
  ds = await openDatabase({
    serverUrl: env.postgresUrl,
    name: ns.database('erase'),
    entities: [],
    migrations: [...PLATFORM_MIGRATIONS],
  });
});
after(async () => {
  await ds?.destroy();
  await dropNamespace(env, ns);
});

/** Writes an outbox row about `data`, published or not. */
async function event(data: Record<string, unknown>, published: boolean) {
  const id = randomUUID();
  await ds.query(
    `INSERT INTO outbox (id, type, envelope, published_at) VALUES ($1, 'shop.x.y.v1', $2, $3)`,
    [id, JSON.stringify({ id, type: 'shop.x.y.v1', data }), published ? new Date() : null],
  );
  return id;
}
const envelope = async (id: string) =>
  (
    (await ds.query('SELECT envelope FROM outbox WHERE id = $1', [id])) as { envelope: object }[]
  )[0]!.envelope;

describe('erasePublishedEvents', () => {
  it('keeps only id and type of the published events that mention the person', async () => {
    const userId = randomUUID();
    const mine = await event({ userId, name: 'Asha' }, true);
    const byMail = await event({ email: 'asha_100%@test.local' }, true);
    const pending = await event({ userId }, false);
    const theirs = await event({ userId: randomUUID(), name: 'Ravi' }, true);
    const like = await event({ email: 'ashaX100Y@test.local' }, true);
    const n = await ds.transaction((m) =>
      erasePublishedEvents(m, [userId, 'asha_100%@test.local', '']),
    );
    assert.equal(n, 2);
    assert.deepEqual(await envelope(mine), { id: mine, type: 'shop.x.y.v1', erased: true });
    assert.deepEqual(await envelope(byMail), { id: byMail, type: 'shop.x.y.v1', erased: true });
    assert.deepEqual(
      (await envelope(pending)) as { data: unknown },
      {
        id: pending,
        type: 'shop.x.y.v1',
        data: { userId },
      },
      'not yet published: left to go out',
    );
    assert.equal(((await envelope(theirs)) as { data: { name: string } }).data.name, 'Ravi');
    // LIKE's own characters are taken literally: `_` and `%` match only themselves
    assert.equal(
      ((await envelope(like)) as { data: { email: string } }).data.email,
      'ashaX100Y@test.local',
    );
    assert.equal(await ds.transaction((m) => erasePublishedEvents(m, [userId])), 0, 'once');
  });
});
