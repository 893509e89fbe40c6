import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { percentile, percentiles, summarize } from '../bench/stats.js';

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('percentile (nearest rank)', () => {
  it('of 1..100, p is the p-th value', () => {
    const xs = oneTo(100);
    assert.deepEqual(percentiles(xs, [0, 1, 50, 95, 99, 100]), [1, 1, 50, 95, 99, 100]);
    // float noise must not push an exact rank up by one: (7 / 100) × 100 is 7.000000000000001
    for (const p of [7, 14, 28, 29, 55, 56, 57, 58]) assert.equal(percentile(xs, p), p, `p${p}`);
  });

  it('takes the next rank up between ranks, never an interpolated value', () => {
    assert.equal(percentile([1, 2, 3, 4], 50), 2);
    assert.equal(percentile([1, 2, 3, 4], 50.1), 3);
    assert.equal(percentile(oneTo(10), 95), 10);
    assert.equal(percentile(oneTo(10), 90), 9);
    assert.equal(percentile(oneTo(1000), 99.9), 999);
    assert.equal(percentile([0.25, 0.5, 0.75], 99), 0.75);
  });

  it('sorts unsorted input numerically, without changing it', () => {
    const xs = [10, 9, 100, 2, 1000, 3];
    assert.equal(percentile(xs, 50), 9, 'a text sort would order 10, 100, 1000, 2, 3, 9');
    assert.equal(percentile(xs, 0), 2);
    assert.equal(percentile(xs, 100), 1000);
    assert.deepEqual(xs, [10, 9, 100, 2, 1000, 3]);
  });

  it('of a single value is that value at every p', () => {
    for (const p of [0, 50, 95, 99, 100]) assert.equal(percentile([42.5], p), 42.5);
  });

  it('refuses empty input and p outside 0–100', () => {
    assert.throws(() => percentile([], 50), RangeError);
    assert.throws(() => percentile([1], -1), RangeError);
    assert.throws(() => percentile([1], 101), RangeError);
    assert.throws(() => percentile([1], NaN), RangeError);
  });
});

describe('summarize', () => {
  it('gives throughput and percentiles of the successful requests', () => {
    const s = summarize(oneTo(200), 3, 4);
    assert.deepEqual(s, { rps: 50, count: 200, p50: 100, p95: 190, p99: 198, max: 200, errors: 3 });
  });

  it('shows no latency when every request failed', () => {
    const s = summarize([], 5, 1);
    assert.equal(s.rps, 0);
    assert.equal(s.errors, 5);
    assert.ok(Number.isNaN(s.p99));
  });
});
