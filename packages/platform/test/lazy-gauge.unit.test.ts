import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lazyGauge, lazyLabeledGauge, registry } from '../src/index.js';

/** The samples of `name` in the registry's exposition, as `labels → value`. */
async function samples(name: string): Promise<Map<string, number>> {
  const text = await registry.metrics();
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`).exec(line);
    if (m) out.set(m[1] ?? '', Number(m[2]));
  }
  return out;
}

/** A source that answers `value`, or fails while `value` is an Error. */
function source<T>(initial: T | Error) {
  const s = { value: initial, read: async () => undefined as T | undefined };
  s.read = async () => {
    if (s.value instanceof Error) throw s.value;
    return s.value;
  };
  return s;
}

describe('scrape-time gauges during an outage', () => {
  it('keep the last value while it is fresh, then export nothing, then recover', async () => {
    let now = 1_000_000;
    const dlq = source<number | null>(3);
    lazyGauge('test_dlq_depth', 'test', async () => (await dlq.read()) ?? null, {
      staleAfterMs: 60_000,
      now: () => now,
    });
    assert.deepEqual(await samples('test_dlq_depth'), new Map([['', 3]]));
    assert.deepEqual(
      await samples('test_dlq_depth_last_success_timestamp_seconds'),
      new Map([['', 1000]]),
    );

    dlq.value = new Error('NATS down');
    now += 30_000;
    assert.deepEqual(await samples('test_dlq_depth'), new Map([['', 3]]), 'fresh: kept');
    now += 31_000;
    assert.deepEqual(await samples('test_dlq_depth'), new Map(), 'stale: dropped, not frozen');
    assert.deepEqual(
      await samples('test_dlq_depth_last_success_timestamp_seconds'),
      new Map([['', 1000]]),
      'the time of the last success stays, for alerts on its age',
    );

    dlq.value = 0;
    now += 1_000;
    assert.deepEqual(await samples('test_dlq_depth'), new Map([['', 0]]));
    assert.deepEqual(
      await samples('test_dlq_depth_last_success_timestamp_seconds'),
      new Map([['', 1062]]),
    );
  });

  it('export no sample before the first successful read (not a misleading zero)', async () => {
    lazyGauge('test_never_read', 'test', async () => {
      throw new Error('down from the start');
    });
    assert.deepEqual(await samples('test_never_read'), new Map());
    assert.deepEqual(await samples('test_never_read_last_success_timestamp_seconds'), new Map());
    lazyGauge('test_no_source_yet', 'test', async () => null);
    assert.deepEqual(await samples('test_no_source_yet'), new Map());
  });

  it('drop every label set once stale, and label sets the source no longer gives', async () => {
    let now = 0;
    const lag = source<[Record<'consumer', string>, number][]>([
      [{ consumer: 'a' }, 5],
      [{ consumer: 'b' }, 7],
    ]);
    lazyLabeledGauge('test_consumer_lag', 'test', ['consumer'], async () => (await lag.read())!, {
      staleAfterMs: 10_000,
      now: () => now,
    });
    assert.deepEqual(
      await samples('test_consumer_lag'),
      new Map([
        ['{consumer="a"}', 5],
        ['{consumer="b"}', 7],
      ]),
    );
    lag.value = [[{ consumer: 'a' }, 1]];
    assert.deepEqual(await samples('test_consumer_lag'), new Map([['{consumer="a"}', 1]]));

    lag.value = new Error('NATS down');
    now += 5_000;
    assert.deepEqual(await samples('test_consumer_lag'), new Map([['{consumer="a"}', 1]]));
    now += 6_000;
    assert.deepEqual(await samples('test_consumer_lag'), new Map());
  });
});
