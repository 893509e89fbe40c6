import { dropNamespace, testEnv, uniqueNamespace, until } from '@arogya/testing';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Column, Entity, PrimaryColumn, type DataSource, type EntityManager } from 'typeorm';
import { AggregateRepository, openDatabase, sqlMigration } from '../src/index.js';

@Entity({ name: 'gadgets' })
class GadgetEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { name: 'owner_id' }) ownerId!: string;
  @Column('text', { nullable: true }) note!: string | null;
  @Column('jsonb') parts!: { name: string; n: number }[];
  @Column('integer', { name: 'count_of' }) countOf!: number;
  @Column('numeric', { precision: 4, scale: 1 }) rating!: string;
  @Column('boolean') active!: boolean;
  @Column('timestamptz', { name: 'made_at' }) madeAt!: Date;
  @Column('timestamptz', { name: 'sold_at', nullable: true }) soldAt!: Date | null;
}

const CreateGadgets = sqlMigration(
  'CreateGadgets1763700000998',
  [
    `CREATE TABLE gadgets (id uuid PRIMARY KEY, owner_id text NOT NULL, note text, parts jsonb NOT NULL,
       count_of integer NOT NULL, rating numeric(4,1) NOT NULL, active boolean NOT NULL,
       made_at timestamptz NOT NULL, sold_at timestamptz)`,
  ],
  ['DROP TABLE gadgets'],
);

class Gadgets extends AggregateRepository {
  byId(id: string, m?: EntityManager, lock = false) {
    return this.findRow(GadgetEntity, { id }, m, lock);
  }
  byOwnerAndActive(ownerId: string, active: boolean) {
    return this.findRow(GadgetEntity, { ownerId, active });
  }
  ofOwner(ownerId: string) {
    return this.findRows(GadgetEntity, { ownerId }, { madeAt: 'DESC' });
  }
}

const ns = uniqueNamespace('ar');
let ds: DataSource;
let env: Awaited<ReturnType<typeof testEnv>>;

before(async () => {
  env = await testEnv();
  ds = await openDatabase({
    serverUrl: env.postgresUrl,
    name: ns.database('agg'),
    entities: [GadgetEntity],
    migrations: [CreateGadgets],
  });
});
after(async () => {
  await ds?.destroy();
  await dropNamespace(env, ns);
});

describe('AggregateRepository.findRow', () => {
  it('answers the very entity TypeORM’s findOne gives, nulls, dates, json and numerics included', async () => {
    const gadgets = new Gadgets(ds);
    const rows = [
      {
        id: randomUUID(),
        ownerId: 'u1',
        note: null,
        parts: [{ name: 'wheel', n: 4 }],
        countOf: 3,
        rating: '4.5',
        active: true,
        madeAt: new Date('2026-01-02T03:04:05.678Z'),
        soldAt: null,
      },
      {
        id: randomUUID(),
        ownerId: 'u"2',
        note: 'with a "quote"',
        parts: [],
        countOf: 0,
        rating: '0.0',
        active: false,
        madeAt: new Date('2026-02-03T04:05:06.789Z'),
        soldAt: new Date('2026-03-04T05:06:07.890Z'),
      },
    ];
    await ds.manager.insert(GadgetEntity, rows);
    for (const row of rows) {
      const fast = await gadgets.byId(row.id);
      const typeorm = await ds.manager.findOne(GadgetEntity, { where: { id: row.id } });
      assert.ok(fast instanceof GadgetEntity);
      assert.deepEqual(fast, typeorm);
      assert.deepEqual({ ...fast }, row);
      assert.deepEqual(await gadgets.byOwnerAndActive(row.ownerId, row.active), typeorm);
    }
    assert.equal(await gadgets.byId(randomUUID()), null);
    assert.equal(await gadgets.byOwnerAndActive('u1', false), null);
  });

  it('lists rows in the order asked, as TypeORM’s find does', async () => {
    const gadgets = new Gadgets(ds);
    const ownerId = `list-${randomUUID()}`;
    const made = [3, 1, 2].map((day) => ({
      id: randomUUID(),
      ownerId,
      note: `day ${day}`,
      parts: [],
      countOf: day,
      rating: '2.0',
      active: true,
      madeAt: new Date(`2026-05-0${day}T00:00:00.000Z`),
      soldAt: null,
    }));
    await ds.manager.insert(GadgetEntity, made);
    const fast = await gadgets.ofOwner(ownerId);
    assert.deepEqual(
      fast.map((g) => g.countOf),
      [3, 2, 1],
    );
    assert.deepEqual(
      fast,
      await ds.manager.find(GadgetEntity, { where: { ownerId }, order: { madeAt: 'DESC' } }),
    );
    assert.deepEqual(await gadgets.ofOwner('nobody'), []);
  });

  it('locks the row it reads for the transaction', async () => {
    const gadgets = new Gadgets(ds);
    const id = randomUUID();
    await ds.manager.insert(GadgetEntity, {
      id,
      ownerId: 'lock',
      note: null,
      parts: [],
      countOf: 0,
      rating: '1.0',
      active: true,
      madeAt: new Date(),
      soldAt: null,
    });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const first = ds.transaction(async (m) => {
      await gadgets.byId(id, m, true);
      locked();
      await held;
      await m.update(GadgetEntity, { id }, { countOf: 1 });
    });
    await isLocked;
    // a second locking read waits for the first transaction, then sees its write
    let done = false;
    const second = ds
      .transaction(async (m) => (await gadgets.byId(id, m, true))!.countOf)
      .finally(() => (done = true));
    // PostgreSQL says a backend of this database waits for a lock: the second read
    await until(
      async () => {
        const [row] = (await ds.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )) as { n: number }[];
        return row!.n > 0 || undefined;
      },
      10_000,
      'the second read to wait for the lock',
    );
    assert.equal(done, false, 'the second read waits for the lock');
    release();
    await first;
    assert.equal(await second, 1);
  });
});
