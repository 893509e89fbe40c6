import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHECKOUT_MAX_OPEN, Held, heldLines, OpenCheckouts } from '../bench/holds.js';

const line = (productId: string, quantity: number, variantId?: string) => ({
  productId,
  quantity,
  ...(variantId !== undefined && { variantId }),
});

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
      open.held().products,
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
      open.held().products,
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
      open.held().products,
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
    assert.deepEqual(open.held().products, new Map([['p2', 2]]));
    assert.deepEqual(open.seen, { created: 2, again: 0, replaced: 1 });
  });

  it('adds up the lines per variant too, as the answers name them', () => {
    const open = new OpenCheckouts();
    open.answered('ana', 'c1', [line('p1', 2, 'p1-500g'), line('p1', 1, 'p1-1kg')]);
    open.answered('ana', 'c2', [line('p1', 1, 'p1-500g'), line('p2', 1, 'p2-one')]);
    open.answered('ana', 'c3', [line('p2', 2, 'p2-one')]); // replaces c1
    const held = open.held();
    assert.deepEqual(
      held.products,
      new Map([
        ['p1', 1],
        ['p2', 3],
      ]),
    );
    assert.deepEqual(
      held.variants,
      new Map([
        ['p1-500g', 1],
        ['p2-one', 3],
      ]),
    );
    assert.equal(held.unnamed, 0);
    assert.equal(held.units, 4);
  });
});

describe('Held (units held per product and per variant)', () => {
  it('reads the lines a checkout answer holds, and counts a line naming no variant for its product only', () => {
    const answer = {
      _id: 'c1',
      checkoutItems: [
        { productId: 'p1', quantity: 2, size: '2 kg', color: '', variantId: 'v1', price: 10 },
        { productId: 'p2', quantity: 1, size: '', color: '', price: 5 },
      ],
    };
    assert.deepEqual(heldLines(answer), [line('p1', 2, 'v1'), line('p2', 1)]);
    assert.deepEqual(heldLines({}), []);
    const held = new Held().add(heldLines(answer)).add([line('p1', 1, 'v2')]);
    assert.deepEqual(
      held.products,
      new Map([
        ['p1', 3],
        ['p2', 1],
      ]),
    );
    assert.deepEqual(
      held.variants,
      new Map([
        ['v1', 2],
        ['v2', 1],
      ]),
    );
    assert.equal(held.unnamed, 1);
    const all = new Held().add([line('p1', 1, 'v1')]).addAll(held);
    assert.deepEqual(all.variants.get('v1'), 3);
    assert.equal(all.units, 5);
    assert.equal(all.unnamed, 1);
  });
});
