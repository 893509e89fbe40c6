import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ShopError, TransitionTable } from '../src/index.js';

type Light = 'green' | 'amber' | 'red' | 'out_of_order';
const table = new TransitionTable<Light>('signal', 'red', {
  red: ['green'],
  green: ['amber', 'out_of_order'],
  amber: ['red'],
  out_of_order: [],
});

describe('TransitionTable', () => {
  it('lets something new take only the initial status', () => {
    assert.deepEqual(table.allowed(null), ['red']);
    assert.equal(table.can(null, 'red'), true);
    assert.equal(table.can(null, 'green'), false);
  });

  it('refuses with 409, naming where it may go instead (words, not underscores)', () => {
    assert.throws(
      () => table.assert('green', 'red'),
      (e: ShopError) =>
        e instanceof ShopError &&
        e.status === 409 &&
        e.message === 'A green signal cannot become red: it can become amber or out of order' &&
        JSON.stringify(e.details.allowed) === '["amber","out_of_order"]',
    );
    assert.throws(
      () => table.assert('out_of_order', 'red'),
      (e: ShopError) =>
        e.message === 'An out of order signal cannot become red: it cannot change any more',
    );
    assert.throws(
      () => table.assert(null, 'amber'),
      (e: ShopError) => e.message === 'A new signal cannot become amber: it can become red',
    );
  });

  it('lists its statuses in order', () => {
    assert.deepEqual(table.statuses, ['red', 'green', 'amber', 'out_of_order']);
  });
});

describe('TransitionTable.from', () => {
  it('answers the status a stored aggregate moves from, and null for a new one', () => {
    assert.equal(table.from({ status: 'green' }, 'amber'), 'green');
    assert.equal(table.from({ id: 'new' }, 'red'), null);
    assert.throws(
      () => table.from({ id: 'new' }, 'green'),
      (e: ShopError) => e.status === 409,
    );
    assert.throws(
      () => table.from({ status: 'red' }, 'amber'),
      (e: ShopError) => e.status === 409,
    );
  });
});
