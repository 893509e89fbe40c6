import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHECKOUT_MAX_OPEN, OpenCheckouts } from '../bench/holds.js';

const line = (productId: string, quantity: number) => ({ productId, quantity });

describe('OpenCheckouts (what the checkouts a section created still hold)', () => {
  it('keeps the checkout service’s default of two open checkouts a customer', () => {
    assert.equal(CHECKOUT_MAX_OPEN, 2);
  });

  it('adds up the lines of every open checkout, per product', () => {
    const open = new OpenCheckouts();
    open.answered('ana', 'c1', [line('p1', 2), line('p2', 1)]);
    open.answered('ana', 'c2', [line('p1', 1)]);
    open.answered('ben', 'c3', [line('p2', 2)]);
    assert.deepEqual(
      open.held(),
      new Map([
        ['p1', 3],
        ['p2', 3],
      ]),
    );
    assert.deepEqual(open.seen, { created: 3, again: 0, replaced: 0 });
  });

  it('gives back the hold of a customer’s oldest checkout beyond the limit, not another’s', () => {
    const open = new OpenCheckouts();
    open.answered('ana', 'c1', [line('p1', 2)]);
    open.answered('ben', 'b1', [line('p1', 1)]);
    open.answered('ana', 'c2', [line('p2', 1)]);
    open.answered('ana', 'c3', [line('p3', 2)]); // replaces c1
    open.answered('ana', 'c4', [line('p3', 1)]); // replaces c2
    assert.deepEqual(
      open.held(),
      new Map([
        ['p1', 1],
        ['p3', 3],
      ]),
    );
    assert.deepEqual(open.seen, { created: 5, again: 0, replaced: 2 });
  });

  it('holds nothing more when the same cart is answered by its open checkout', () => {
    const open = new OpenCheckouts();
    open.answered('ana', 'c1', [line('p1', 1)]);
    open.answered('ana', 'c2', [line('p2', 1)]);
    open.answered('ana', 'c1', [line('p1', 1)]); // the same cart again: c1, nothing replaced
    assert.deepEqual(
      open.held(),
      new Map([
        ['p1', 1],
        ['p2', 1],
      ]),
    );
    assert.deepEqual(open.seen, { created: 2, again: 1, replaced: 0 });
  });

  it('follows another limit', () => {
    const open = new OpenCheckouts(1);
    open.answered('ana', 'c1', [line('p1', 1)]);
    open.answered('ana', 'c2', [line('p2', 2)]);
    assert.deepEqual(open.held(), new Map([['p2', 2]]));
    assert.deepEqual(open.seen, { created: 2, again: 0, replaced: 1 });
  });
});
