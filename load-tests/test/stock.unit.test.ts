// The stock checks of the bench and of the chaos run, per variant (issue 30), on made-up facts:
// what they accept, and each way a unit can go astray that they must catch.
import {
  CatalogCalls,
  parseProductInput,
  type Product,
  type ProductVariant,
} from '@arogya/contracts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Held } from '../bench/holds.js';
import {
  RESTOCK,
  restockBody,
  stockBefore,
  variantInputs,
  variantMismatches,
} from '../bench/stock.js';
import { checkInvariants, type Facts, type Stock } from '../chaos/invariants.js';

/** Variant ids: the admin write takes only ids such as the catalog's. */
const V1 = '00000000-0000-4000-8000-00000000000a';
const V2 = '00000000-0000-4000-8000-00000000000b';
const V3 = '00000000-0000-4000-8000-00000000000c';

const variant = (id: string, size: string, countInStock: number): ProductVariant => ({
  _id: id,
  sku: `WHEY-${size.replace(' ', '').toUpperCase()}`,
  size,
  color: '',
  colorName: '',
  mrp: 1200,
  price: 1000,
  discountPrice: 899.5,
  countInStock,
  weightGrams: 1100,
  netQuantity: size,
  images: [],
});

const product = (variants: ProductVariant[], countInStock?: number) =>
  ({
    _id: 'p1',
    name: 'Whey',
    countInStock: countInStock ?? variants.reduce((n, v) => n + v.countInStock, 0),
    variants,
  }) as Product;

describe('bench: the stock accounting per variant', () => {
  const before = stockBefore([product([variant(V1, '1 kg', 100), variant(V2, '2 kg', 50)])]);
  const had = before.get('p1')!;
  const held = new Held().add([
    { productId: 'p1', variantId: V1, quantity: 3 },
    { productId: 'p1', variantId: V2, quantity: 1 },
  ]);

  it('takes the pool’s stock per product and per variant', () => {
    assert.equal(had.countInStock, 150);
    assert.deepEqual(
      had.variants,
      new Map([
        [V1, 100],
        [V2, 50],
      ]),
    );
  });

  it('accepts every variant down by exactly the units held of it', () => {
    const now = product([variant(V1, '1 kg', 97), variant(V2, '2 kg', 49)]);
    assert.deepEqual(variantMismatches(now, had, held), []);
  });

  it('catches a unit taken from another variant than the one held, though the product’s stock is right', () => {
    const now = product([variant(V1, '1 kg', 98), variant(V2, '2 kg', 48)]);
    assert.equal(now.countInStock, 146);
    assert.deepEqual(variantMismatches(now, had, held), [
      'Whey (1 kg) 98 (expected 97)',
      'Whey (2 kg) 48 (expected 49)',
    ]);
  });

  it('catches a product whose stock is not its variants’ together', () => {
    const now = product([variant(V1, '1 kg', 97), variant(V2, '2 kg', 49)], 147);
    assert.deepEqual(variantMismatches(now, had, held), [
      'Whey: its variants have 146 together, the product 147',
    ]);
  });

  it('catches lines whose answers named no variant, and variants come or gone', () => {
    const unnamed = new Held().add([
      { productId: 'p1', variantId: V1, quantity: 3 },
      { productId: 'p1', quantity: 1 },
    ]);
    const now = product([variant(V1, '1 kg', 97), variant(V3, '3 kg', 50)]);
    assert.deepEqual(variantMismatches(now, had, unnamed), [
      'Whey (3 kg): a variant it did not have before the run',
      `Whey: variant ${V2} is gone`,
      'Whey: checkouts held 4 units of it, their answers named its variants for 3',
    ]);
  });

  it('restocks every variant through the admin API, as its parser takes the write', () => {
    const now = product([variant(V1, '1 kg', 3), variant(V2, '2 kg', 0)]);
    const parsed = parseProductInput(JSON.parse(JSON.stringify(restockBody(now))), 'update');
    assert.ok(parsed.ok, parsed.ok ? '' : parsed.message);
    assert.deepEqual(
      parsed.value.variants?.map((v) => [v.id, v.sku, v.countInStock, v.pricePaise, v.mrpPaise]),
      [
        [V1, 'WHEY-1KG', RESTOCK, 100000, 120000],
        [V2, 'WHEY-2KG', RESTOCK, 100000, 120000],
      ],
    );
    assert.deepEqual(restockBody({}), { countInStock: RESTOCK });
  });

  it('writes a variant back as the admin write takes it, in paise, with a new stock', () => {
    const [v] = variantInputs([variant(V1, '1 kg', 7)], [40]);
    assert.deepEqual(v, {
      id: V1,
      sku: 'WHEY-1KG',
      size: '1 kg',
      color: '',
      colorName: '',
      mrpPaise: 120000,
      pricePaise: 100000,
      discountPricePaise: 89950,
      countInStock: 40,
      weightGrams: 1100,
      netQuantity: '1 kg',
      images: [],
    });
    // as the freshness section sends it to the catalog (JSON on the wire)
    const request = CatalogCalls.update.parse(
      JSON.parse(
        JSON.stringify({
          caller: { userId: '0b6f8f4e-2a4c-4f43-9b1e-7d3c2a1b0c9d', name: 'Bench', role: 'admin' },
          id: '1b6f8f4e-2a4c-4f43-9b1e-7d3c2a1b0c9d',
          changes: { variants: variantInputs([variant(V1, '1 kg', 7)], [40]) },
        }),
      ),
    );
    assert.deepEqual(request.changes.variants, [v]);
  });
});

describe('chaos: stock conservation per variant and per product', () => {
  const stock = (
    onHand: number,
    reserved: number,
    a: [number, number],
    b: [number, number],
  ): Map<string, Stock> =>
    new Map([
      [
        'p1',
        {
          name: 'Whey',
          onHand,
          reserved,
          variants: new Map([
            ['va', { name: 'Whey (1 kg)', onHand: a[0], reserved: a[1] }],
            ['vb', { name: 'Whey (2 kg)', onHand: b[0], reserved: b[1] }],
          ]),
        },
      ],
    ]);
  const start = stock(10, 0, [6, 0], [4, 0]);
  /** Two of 1 kg sold (an order), one of 2 kg held (an open checkout). */
  const facts = (end: Map<string, Stock>, lines = { sold: 'va', held: 'vb' }): Facts => ({
    checkouts: [
      {
        id: 'c1',
        user_id: 'u1',
        status: 'finalized',
        items: [{ productId: 'p1', variantId: lines.sold, quantity: 2 }],
        total_paise: 2000,
        razorpay_order_id: null,
        razorpay_payment_id: null,
        payment_method: 'Razorpay',
        created: 1000,
      },
      {
        id: 'c2',
        user_id: 'u2',
        status: 'created',
        items: [{ productId: 'p1', variantId: lines.held, quantity: 1 }],
        total_paise: 1000,
        razorpay_order_id: null,
        razorpay_payment_id: null,
        payment_method: 'Razorpay',
        created: 2000,
      },
    ],
    shopRefunds: [],
    orders: [
      {
        id: 'o1',
        checkout_id: 'c1',
        user_id: 'u1',
        items: [{ productId: 'p1', variantId: lines.sold, quantity: 2 }],
        total_paise: 2000,
        razorpay_order_id: null,
        razorpay_payment_id: null,
        status: 'Processing',
        payment_method: 'Razorpay',
        created: 1500,
      },
    ],
    codMoves: [],
    orderPlaced: new Map(),
    cartHandled: new Set(),
    cartLines: [],
    stock: end,
    ledger: { payments: [], refunds: [] },
    dlq: [],
  });
  const check = (f: Facts) =>
    checkInvariants(f, start, 10_000, 60_000, 60_000, (ms) => `${ms}`).find(
      (c) => c.id === 'stock',
    )!;

  it('holds when each variant is down by its sales and up by its holds, the product their sum', () => {
    const c = check(facts(stock(8, 1, [4, 0], [4, 1])));
    assert.deepEqual(c.violations, []);
    assert.ok(c.ok);
    assert.equal(
      c.name,
      'stock conservation per variant and per product (start − sold − held = end)',
    );
    assert.match(c.summary, /1 products \(2 variants\), 2 units sold in 1 orders, 1 units held/);
  });

  it('breaks when a unit left another variant than the one sold, though the product adds up', () => {
    const c = check(facts(stock(8, 1, [5, 0], [3, 1])));
    assert.equal(c.ok, false);
    assert.deepEqual(
      c.violations.map((v) => v.text),
      [
        'Whey (1 kg): start 6 − sold 2 − held 0 = 4, but the catalog has 5 free (on hand 5, reserved 0)',
        'Whey (2 kg): start 4 − sold 0 − held 1 = 3, but the catalog has 2 free (on hand 3, reserved 1)',
      ],
    );
  });

  it('breaks when a sale never took its units off the shelf (still reserved), though free stock adds up', () => {
    // the order exists, the catalog never committed its hold: free is right, the counters not
    const c = check(facts(stock(10, 3, [6, 2], [4, 1])));
    assert.deepEqual(
      c.violations.map((v) => v.text),
      [
        'Whey (1 kg): start on hand 6, reserved 0; sold 2, held 0: expected on hand 4, reserved 0, but the catalog has on hand 6, reserved 2',
      ],
    );
  });

  it('breaks when the product’s counters are not its variants’ together', () => {
    const c = check(facts(stock(9, 2, [4, 0], [4, 1])));
    assert.deepEqual(
      c.violations.map((v) => v.text),
      ["Whey at the end: on hand 9, reserved 2, but its variants' together 8, 1"],
    );
  });

  it('breaks when a line names no variant of its product', () => {
    const c = check(facts(stock(8, 1, [4, 0], [4, 1]), { sold: 'va', held: 'elsewhere' }));
    assert.equal(c.ok, false);
    assert.ok(
      c.violations.some(
        (v) =>
          v.at === 2000 &&
          v.text === "checkout c2: 1 × p1 names variant elsewhere, not one of its product's",
      ),
      JSON.stringify(c.violations),
    );
  });

  describe('cash-on-delivery orders (issue 32)', () => {
    const cash = (moves: [string | null, string][], status: string, created = 1500): Facts => {
      const f = facts(stock(8, 1, [4, 0], [4, 1]));
      f.checkouts[0]!.payment_method = 'COD';
      Object.assign(f.orders[0]!, { payment_method: 'COD', status, created });
      f.codMoves = moves.map(([from_status, to_status]) => ({
        order_id: 'o1',
        from_status,
        to_status,
      }));
      return f;
    };
    const cashCheck = (f: Facts) =>
      checkInvariants(f, start, 10_000, 60_000, 5_000, (ms) => `${ms}`).find(
        (c) => c.id === 'cash',
      )!;
    const CONFIRMED: [string | null, string] = ['Awaiting confirmation', 'Processing'];

    it('holds for a cash order confirmed, or cancelled unconfirmed; it needs no payment', () => {
      const ok = cashCheck(cash([[null, 'Awaiting confirmation'], CONFIRMED], 'Processing'));
      assert.deepEqual(ok.violations, []);
      assert.match(ok.summary, /^1 cash orders: 1 confirmed, 0 cancelled unconfirmed, 0 awaiting/);
      const f = cash([['Awaiting confirmation', 'Cancelled']], 'Cancelled');
      assert.deepEqual(cashCheck(f).violations, []);
      const paid = checkInvariants(f, start, 10_000, 60_000, 5_000, String).find(
        (c) => c.id === 'orders',
      )!;
      assert.deepEqual(paid.violations, [], 'no Razorpay payment asked of a cash order');
    });

    it('breaks for one both confirmed and cancelled, one awaiting past its code, one from a prepaid checkout', () => {
      const both = cashCheck(cash([CONFIRMED, ['Processing', 'Cancelled']], 'Cancelled'));
      assert.deepEqual(
        both.violations.map((v) => v.text),
        [
          'cash order o1 (placed at 1500) was both confirmed and cancelled: Awaiting confirmation → Processing, Processing → Cancelled',
        ],
      );
      const stuck = cashCheck(cash([], 'Awaiting confirmation', 1000));
      assert.deepEqual(
        stuck.violations.map((v) => v.text),
        ['cash order o1 (placed at 1000, 9 s ago) still awaits its code'],
      );
      assert.deepEqual(cashCheck(cash([], 'Awaiting confirmation', 6000)).violations, []);
      const f = cash([], 'Processing');
      f.checkouts[0]!.payment_method = 'Razorpay';
      assert.deepEqual(
        cashCheck(f).violations.map((v) => v.text),
        ['cash order o1: its checkout c1 is paid by Razorpay'],
      );
    });
  });
});
