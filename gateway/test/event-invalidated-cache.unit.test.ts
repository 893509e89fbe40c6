import { registry } from '@arogya/platform';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DropClock } from '../src/cache/drop-clock.js';
import { fakeCache, manualLoad } from './fake-nats.js';

type V = { v: string };
const value = (v: string): V => ({ v });
const tick = () => new Promise((r) => setImmediate(r));

/** The value `cache.get(key)` answers now, and whether it had to load it. */
async function read(cache: ReturnType<typeof fakeCache<V>>['cache'], key: string, tags?: string[]) {
  let loaded = false;
  const got = await cache.get(
    key,
    async () => {
      loaded = true;
      return value(`fresh ${key}`);
    },
    false,
    tags && (() => tags),
  );
  return { got: got.v, loaded };
}

async function metric(name: string, labels: Record<string, string>): Promise<number> {
  const m = (await registry.getSingleMetric(name)?.get())?.values ?? [];
  return m
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

describe('EventInvalidatedCache: targeted drops', () => {
  it('drops only the entries carrying a dropped tag', async () => {
    const { cache } = fakeCache<V>();
    await read(cache, 'a', ['t1', 'shared']);
    await read(cache, 'b', ['t2']);
    await read(cache, 'c', ['shared']);
    const before = await metric('gateway_cache_invalidations_total', { scope: 'targeted' });
    cache.drop(['shared'], 'test');
    assert.equal((await read(cache, 'a')).loaded, true, 'a carried the tag');
    assert.equal((await read(cache, 'c')).loaded, true, 'c carried the tag');
    assert.equal((await read(cache, 'b')).loaded, false, 'b is still cached');
    assert.equal(
      await metric('gateway_cache_invalidations_total', { scope: 'targeted' }),
      before + 1,
    );
  });

  it('tags an entry with its key by default', async () => {
    const { cache } = fakeCache<V>();
    await read(cache, 'user-1');
    await read(cache, 'user-2');
    cache.drop(['user-1'], 'test');
    assert.equal((await read(cache, 'user-1')).loaded, true);
    assert.equal((await read(cache, 'user-2')).loaded, false);
  });

  it('never stores a load that raced a drop of one of its tags (d)', async () => {
    const { cache } = fakeCache<V>();
    const { load, calls } = manualLoad<V>();
    const racing = cache.get('k', load, false, () => ['product:a', 'category:x']);
    await tick();
    cache.drop(['product:a'], 'test'); // the change commits while the load reads
    calls[0]!.resolve(value('stale'));
    assert.equal((await racing).v, 'stale', 'the reader that asked before the change gets it');
    assert.deepEqual(await read(cache, 'k'), { got: 'fresh k', loaded: true }, 'not stored');
    assert.deepEqual(await read(cache, 'k'), { got: 'fresh k', loaded: false }, 'the next is');
  });

  it('never stores a load that raced emptying the cache', async () => {
    const { cache } = fakeCache<V>();
    const { load, calls } = manualLoad<V>();
    const racing = cache.get('k', load);
    await tick();
    cache.invalidate('test');
    calls[0]!.resolve(value('stale'));
    await racing;
    assert.equal((await read(cache, 'k')).loaded, true);
  });

  it('stores a load that raced a drop of other tags only', async () => {
    const { cache } = fakeCache<V>();
    const { load, calls } = manualLoad<V>();
    const racing = cache.get('k', load, false, () => ['product:b']);
    await tick();
    cache.drop(['product:a'], 'test');
    calls[0]!.resolve(value('current'));
    await racing;
    assert.deepEqual(await read(cache, 'k'), { got: 'current', loaded: false });
  });

  it('a reader after a drop does not join a load that started before it', async () => {
    const { cache } = fakeCache<V>();
    const { load, calls } = manualLoad<V>();
    const first = cache.get('k', load, false, () => ['product:a']);
    const joined = cache.get('k', load, false, () => ['product:a']);
    await tick();
    assert.equal(calls.length, 1, 'concurrent misses share one load');
    cache.drop(['product:a'], 'test');
    const after = cache.get('k', load, false, () => ['product:a']);
    await tick();
    assert.equal(calls.length, 2, 'a reader after the drop loads afresh');
    calls[0]!.resolve(value('stale'));
    calls[1]!.resolve(value('fresh'));
    assert.equal((await first).v, 'stale');
    assert.equal((await joined).v, 'stale');
    assert.equal((await after).v, 'fresh');
    assert.deepEqual(await read(cache, 'k'), { got: 'fresh', loaded: false });
  });

  it('a new value replaces an entry together with its tags', async () => {
    const { cache } = fakeCache<V>();
    await read(cache, 'k', ['old']);
    await cache.get(
      'k',
      async () => value('again'),
      true,
      () => ['new'],
    );
    cache.drop(['old'], 'test');
    assert.deepEqual(await read(cache, 'k'), { got: 'again', loaded: false }, 'old tag gone');
    cache.drop(['new'], 'test');
    assert.equal((await read(cache, 'k')).loaded, true);
  });

  it('does not cache failed loads or values it may not keep', async () => {
    const { cache } = fakeCache<V>({ cacheable: (v) => v.v !== 'error' });
    await assert.rejects(cache.get('k', () => Promise.reject(new Error('down'))));
    await assert.rejects(
      cache.get('k', () => {
        throw new Error('sync');
      }),
    );
    await cache.get('k', async () => value('error'));
    assert.equal((await read(cache, 'k')).loaded, true);
  });

  it('is bypassed while disconnected and empty after the reconnect', async () => {
    const { cache, nats } = fakeCache<V>();
    await read(cache, 'k');
    await nats.emit('disconnect');
    assert.equal((await read(cache, 'k')).loaded, true, 'bypassed');
    assert.equal((await read(cache, 'k')).loaded, true, 'and nothing stored meanwhile');
    await nats.emit('reconnect');
    assert.equal(cache.size, 0);
    assert.equal((await read(cache, 'k')).loaded, true);
    assert.equal((await read(cache, 'k')).loaded, false, 'cached again');
  });

  it('drops what an event names, and everything for an event it cannot read', async () => {
    const { cache, nats } = fakeCache<V>({
      dropsFor: (e) => (e.type === 'shop.test.known.v1' ? [String(e.data)] : 'all'),
    });
    const envelope = (type: string, data: unknown) => () => ({
      id: 'e',
      type,
      occurredAt: new Date().toISOString(),
      correlationId: 'c',
      data,
    });
    await read(cache, 'a');
    await read(cache, 'b');
    nats.deliver(envelope('shop.test.known.v1', 'a'));
    assert.equal((await read(cache, 'a')).loaded, true);
    assert.equal((await read(cache, 'b')).loaded, false);
    nats.deliver(envelope('shop.test.other.v1', 'a'));
    assert.equal((await read(cache, 'b')).loaded, true, 'an unknown event empties it');
    nats.deliver(() => {
      throw new Error('not JSON');
    });
    assert.equal((await read(cache, 'b')).loaded, true, 'so does an unreadable message');
    const all = await metric('gateway_cache_invalidations_total', {
      cache: 'test',
      cause: 'event',
      scope: 'all',
    });
    assert.ok(all >= 2);
  });
});

describe('EventInvalidatedCache: patches and drops that may wait', () => {
  it('rewrites the entries carrying a tag in place, drops those the patch refuses, keeps the rest', async () => {
    const { cache } = fakeCache<V>();
    await read(cache, 'a', ['p']);
    await read(cache, 'b', ['p']);
    await read(cache, 'c', ['q']);
    cache.patch('p', (old) => (old.v === 'fresh b' ? undefined : value(`${old.v}, patched`)));
    assert.deepEqual(await read(cache, 'a'), { got: 'fresh a, patched', loaded: false });
    assert.equal((await read(cache, 'b')).loaded, true, 'refused: dropped');
    assert.deepEqual(await read(cache, 'c'), { got: 'fresh c', loaded: false });
    assert.ok((await metric('gateway_cache_invalidations_total', { scope: 'patched' })) >= 1);
  });

  it('never stores a load that raced a patch of one of its tags', async () => {
    const { cache } = fakeCache<V>();
    const { load, calls } = manualLoad<V>();
    const racing = cache.get('k', load, false, () => ['p']);
    await tick();
    cache.patch('p', (old) => old); // the change commits while the load reads
    calls[0]!.resolve(value('stale'));
    await racing;
    assert.equal((await read(cache, 'k', ['p'])).loaded, true, 'the stale load was not kept');
  });

  it('drops an event’s later tags once, together, within laterMs', async (t) => {
    // the drop is a timer: the test moves the clock instead of waiting for it
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const deferred = () =>
      metric('gateway_cache_invalidations_total', { cache: 'test', cause: 'deferred' });
    const { cache, nats } = fakeCache<V>({
      dropsFor: (e) => ({ later: [String(e.data)] }),
      laterMs: 30,
    });
    const envelope = (data: string) => () => ({
      id: 'e',
      type: 'shop.test.known.v1',
      occurredAt: new Date().toISOString(),
      correlationId: 'c',
      data,
    });
    await read(cache, 'a');
    await read(cache, 'b');
    await read(cache, 'c');
    const before = await deferred();
    nats.deliver(envelope('a'));
    nats.deliver(envelope('b'));
    assert.equal((await read(cache, 'a')).loaded, false, 'not yet');
    t.mock.timers.tick(29);
    assert.equal((await read(cache, 'b')).loaded, false, 'not before laterMs');
    t.mock.timers.tick(1); // laterMs after the first event
    assert.equal((await read(cache, 'a')).loaded, true);
    assert.equal((await read(cache, 'b')).loaded, true);
    assert.equal((await read(cache, 'c')).loaded, false);
    assert.equal(await deferred(), before + 1, 'one drop for both');
    cache.stop();
  });

  it('drops later tags at once when laterMs is 0', async () => {
    const { cache, nats } = fakeCache<V>({ dropsFor: () => ({ later: ['a'] }) });
    await read(cache, 'a');
    nats.deliver(() => ({
      id: 'e',
      type: 'shop.test.known.v1',
      occurredAt: new Date().toISOString(),
      correlationId: 'c',
      data: 'a',
    }));
    assert.equal((await read(cache, 'a')).loaded, true);
  });
});

describe('DropClock', () => {
  it('remembers drops only while a load that started before them is under way', () => {
    const clock = new DropClock();
    clock.drop(['idle']);
    assert.equal(clock.remembered, 0, 'no load under way: nothing to remember');
    const slow = clock.begin();
    clock.drop(['a']);
    const quick = clock.begin();
    clock.drop(['b']);
    assert.equal(clock.fresh(slow, ['a']), false);
    assert.equal(clock.fresh(quick, ['a']), true, 'began after the drop of a');
    assert.equal(clock.fresh(quick, ['b']), false);
    clock.end(slow);
    assert.equal(clock.remembered, 1, 'a is forgotten, b still matters to quick');
    assert.equal(clock.fresh(quick, ['b']), false);
    clock.end(quick);
    assert.equal(clock.remembered, 0);
    const late = clock.begin();
    clock.dropAll();
    assert.equal(clock.fresh(late, []), false);
    assert.equal(clock.fresh(clock.begin(), ['a', 'b']), true);
  });
});
