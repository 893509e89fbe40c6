import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

/** What a transitions file's table answers (`TransitionTable` of @arogya/platform). */
interface Table<S extends string> {
  readonly statuses: S[];
  can(from: S | null, to: S): boolean;
  assert(from: S | null, to: S): void;
  allowed(from: S | null): readonly S[];
}

/**
 * One test per pair of statuses (and per status a new one could be created in): the pairs in
 * `allowed`, written out by the test, are allowed; every other pair is refused with 409 and
 * the statuses it could take instead. A pair the table gains or loses fails here.
 */
export function describeTransitions<S extends string>(
  name: string,
  table: Table<S>,
  allowed: readonly (readonly [S | null, S])[],
): void {
  describe(name, () => {
    it('lists every status the test lists', () => {
      const named = new Set(allowed.flat().filter((s): s is S => s !== null));
      for (const s of table.statuses) named.add(s);
      assert.deepEqual([...named].sort(), [...table.statuses].sort());
    });
    for (const from of [null, ...table.statuses]) {
      for (const to of table.statuses) {
        const ok = allowed.some(([f, t]) => f === from && t === to);
        it(`${from ?? '(new)'} → ${to}: ${ok ? 'allowed' : 'refused'}`, () => {
          assert.equal(table.can(from, to), ok);
          if (ok) {
            assert.doesNotThrow(() => table.assert(from, to));
            return;
          }
          assert.throws(
            () => table.assert(from, to),
            (e: { status?: number; details?: { allowed?: unknown } }) =>
              e.status === 409 &&
              JSON.stringify(e.details?.allowed) === JSON.stringify(table.allowed(from)),
          );
        });
      }
    }
  });
}
