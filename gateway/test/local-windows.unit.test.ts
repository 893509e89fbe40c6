import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LocalWindows } from '../src/auth/local-windows.js';

describe('LocalWindows (rate limits counted in this process while Redis is away)', () => {
  it('counts a key within its window, starts afresh after it, and keeps keys apart', () => {
    const w = new LocalWindows();
    assert.deepEqual(w.hit('a', 60_000, 1_000), { count: 1, ttlMs: 60_000 });
    assert.deepEqual(w.hit('a', 60_000, 31_000), { count: 2, ttlMs: 30_000 });
    assert.deepEqual(w.hit('b', 60_000, 31_000), { count: 1, ttlMs: 60_000 });
    assert.deepEqual(w.hit('a', 60_000, 61_000), { count: 1, ttlMs: 60_000 }, 'a new window');
  });

  it('sweeps expired windows as it grows, never live ones', () => {
    const w = new LocalWindows(4);
    for (const k of ['a', 'b', 'c']) w.hit(k, 1_000, 0);
    w.hit('live', 60_000, 0);
    assert.equal(w.size, 4);
    w.hit('new', 1_000, 5_000); // a, b and c have ended
    assert.equal(w.size, 2);
    assert.equal(w.hit('live', 60_000, 5_000).count, 2, 'a live window survives the sweep');
  });
});
