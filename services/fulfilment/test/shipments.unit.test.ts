import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MILESTONES, type Milestone } from '../src/couriers/courier.js';
import { milestoneOf } from '../src/couriers/shiprocket-statuses.js';
import { chooseCourier } from '../src/shipments/courier-choice.js';
import {
  nextStatus,
  ShipmentTransitions,
  type ShipmentStatus,
} from '../src/shipments/shipment.transitions.js';
import {
  linesToShip,
  orderStage,
  packageOf,
  remainingLines,
  type OrderLine,
} from '../src/shipments/shippable.js';

/** The statuses a run of scans leaves a shipment in, one per scan (null: it did not move). */
function play(milestones: (string | null)[], from: ShipmentStatus = 'booked') {
  let status = from;
  return milestones.map((m) => {
    const next = nextStatus(status, m as Milestone | null);
    if (next) status = next;
    return next;
  });
}

describe('a shipment’s status from its scans (issue 33)', () => {
  it('moves forward along the scans, each milestone once, whatever is replayed', () => {
    assert.deepEqual(
      play(['picked-up', 'in-transit', 'in-transit', 'out-for-delivery', 'delivered']),
      ['picked-up', 'in-transit', null, 'out-for-delivery', 'delivered'],
    );
    // a replayed or late webhook moves nothing back
    assert.deepEqual(play(['delivered', 'out-for-delivery', 'picked-up', 'delivered']), [
      'delivered',
      null,
      null,
      null,
    ]);
    // scans of no milestone (label printed, manifest made) are kept, moving nothing
    assert.equal(nextStatus('booked', null), null);
  });

  it('takes the failed attempt’s branch: out again, delivered, or back to the warehouse', () => {
    assert.deepEqual(play(['out-for-delivery', 'undelivered', 'out-for-delivery', 'delivered']), [
      'out-for-delivery',
      'undelivered',
      'out-for-delivery',
      'delivered',
    ]);
    assert.deepEqual(
      play(['out-for-delivery', 'undelivered', 'rto-initiated', 'delivered', 'rto-delivered']),
      ['out-for-delivery', 'undelivered', 'rto-initiated', null, 'rto-delivered'],
    );
    // a dropped RTO-initiated webhook: back at the warehouse all the same
    assert.deepEqual(play(['in-transit', 'rto-delivered']), ['in-transit', 'rto-delivered']);
  });

  it('cancels only what no courier has touched; final statuses stay', () => {
    assert.equal(nextStatus('booked', 'cancelled'), 'cancelled');
    for (const s of ['picked-up', 'in-transit', 'out-for-delivery', 'undelivered'] as const)
      assert.equal(nextStatus(s, 'cancelled'), null, s);
    for (const final of ['delivered', 'rto-delivered', 'cancelled'] as const) {
      assert.deepEqual(ShipmentTransitions.allowed(final), [], final);
      for (const m of MILESTONES) assert.equal(nextStatus(final, m), null, `${final} → ${m}`);
    }
    assert.throws(
      () => ShipmentTransitions.assert('delivered', 'cancelled'),
      /cannot change any more/,
    );
  });

  it('reads Shiprocket’s status codes as milestones, numbers or strings', () => {
    assert.deepEqual([42, 6, 18, 38, 17, 7, 21, 9, 46, 10, 8].map(milestoneOf), [
      'picked-up',
      'in-transit',
      'in-transit',
      'in-transit',
      'out-for-delivery',
      'delivered',
      'undelivered',
      'rto-initiated',
      'rto-initiated',
      'rto-delivered',
      'cancelled',
    ]);
    assert.equal(milestoneOf('17'), 'out-for-delivery');
    for (const none of [1, 2, 3, 5, '', 'x', null, undefined, 999])
      assert.equal(milestoneOf(none), null);
  });
});

describe('what an order still has to ship (issue 33)', () => {
  const ORDER: OrderLine[] = [
    { productId: 'p1', size: '60 tablets', color: '', name: 'Ashwagandha', quantity: 2 },
    { productId: 'p2', size: '1 kg', color: 'Chocolate', name: 'Whey', quantity: 1 },
    { productId: 'p2', size: '2 kg', color: 'Chocolate', name: 'Whey 2 kg', quantity: 1 },
  ];

  it('ships everything left when nothing is named; a partial shipment leaves the rest awaiting', () => {
    const all = linesToShip(remainingLines(ORDER, []), undefined);
    assert.deepEqual(all.ok && all.value.map((l) => l.quantity), [2, 1, 1]);
    const first = [{ productId: 'p1', size: '60 tablets', color: '', quantity: 1 }];
    assert.deepEqual(linesToShip(remainingLines(ORDER, []), first), { ok: true, value: first });
    const left = remainingLines(ORDER, [first]);
    assert.deepEqual(
      left.map((l) => [l.name, l.quantity]),
      [
        ['Ashwagandha', 1],
        ['Whey', 1],
        ['Whey 2 kg', 1],
      ],
    );
    const rest = linesToShip(left, undefined);
    assert.equal(rest.ok && rest.value.length, 3);
    assert.deepEqual(remainingLines(ORDER, [first, rest.ok ? rest.value : []]), []);
    assert.deepEqual(linesToShip([], undefined), {
      ok: false,
      message: 'Everything in this order has shipped',
    });
  });

  it('refuses a line not in the order, named twice, or beyond what is left, saying which', () => {
    const left = remainingLines(ORDER, []);
    const whey = { productId: 'p2', size: '1 kg', color: 'Chocolate' };
    assert.deepEqual(linesToShip(left, [{ ...whey, quantity: 2 }]), {
      ok: false,
      message: 'Only 1 of Whey is left to ship',
    });
    assert.deepEqual(linesToShip(left, [{ ...whey, size: '5 kg', quantity: 1 }]), {
      ok: false,
      message: 'Nothing of p2/5 kg/Chocolate is left to ship in this order',
    });
    assert.deepEqual(
      linesToShip(left, [
        { ...whey, quantity: 1 },
        { ...whey, quantity: 1 },
      ]),
      {
        ok: false,
        message: 'A line is named twice: p2/1 kg/Chocolate',
      },
    );
    assert.equal(linesToShip(left, [{ ...whey, quantity: 0 }]).ok, false);
    assert.equal(linesToShip(left, [{ ...whey, quantity: 1.5 }]).ok, false);
  });

  it('weighs the parcel from its units (500 g where none is recorded) and picks the carton', () => {
    assert.deepEqual(packageOf([200, 200]), {
      weightGrams: 440,
      lengthCm: 20,
      breadthCm: 15,
      heightCm: 10,
    });
    assert.deepEqual(packageOf([1000, null]), {
      weightGrams: 1650,
      lengthCm: 30,
      breadthCm: 20,
      heightCm: 15,
    });
    assert.equal(packageOf([2000, 2000]).lengthCm, 40);
    assert.equal(packageOf([5000, 2000]).lengthCm, 60);
    assert.equal(packageOf([1]).weightGrams, 50, 'never under 50 g');
  });

  it('says where the whole order stands: shipped once a parcel leaves, delivered or returned once every unit is', () => {
    const [ashwa, whey1, whey2] = ORDER.map(({ productId, size, color, quantity }) => ({
      productId,
      size,
      color,
      quantity,
    }));
    const parcel = (status: ShipmentStatus, ...lines: (typeof ashwa)[]) => ({ status, lines });
    assert.equal(orderStage(ORDER, []), null);
    assert.equal(orderStage(ORDER, [parcel('booked', ashwa!, whey1!, whey2!)]), null);
    assert.equal(orderStage(ORDER, [parcel('picked-up', ashwa!, whey1!, whey2!)]), 'shipped');
    assert.equal(orderStage(ORDER, [parcel('delivered', ashwa!, whey1!, whey2!)]), 'delivered');
    // a partial shipment delivered: the rest still to ship, or on its way
    assert.equal(orderStage(ORDER, [parcel('delivered', ashwa!)]), 'shipped');
    assert.equal(
      orderStage(ORDER, [parcel('delivered', ashwa!), parcel('in-transit', whey1!, whey2!)]),
      'shipped',
    );
    assert.equal(
      orderStage(ORDER, [parcel('delivered', ashwa!), parcel('delivered', whey1!, whey2!)]),
      'delivered',
    );
    // a cancelled booking counts for nothing
    assert.equal(
      orderStage(ORDER, [
        parcel('cancelled', whey1!, whey2!),
        parcel('delivered', ashwa!, whey1!, whey2!),
      ]),
      'delivered',
    );
    assert.equal(orderStage(ORDER, [parcel('rto-delivered', ashwa!, whey1!, whey2!)]), 'returned');
    assert.equal(orderStage(ORDER, [parcel('rto-initiated', ashwa!, whey1!, whey2!)]), 'shipped');
    // some delivered, some back: staff settle it
    assert.equal(
      orderStage(ORDER, [parcel('delivered', ashwa!), parcel('rto-delivered', whey1!, whey2!)]),
      'shipped',
    );
  });
});

describe('the courier a parcel goes with (issue 33)', () => {
  const quote = (courierId: number, rupees: number, etdDays: number | null, cod = true) => ({
    courierId,
    courierName: `Courier ${courierId}`,
    ratePaise: rupees * 100,
    etdDays,
    cod,
  });
  const QUOTES = [quote(1, 90, 6), quote(2, 60, 5, false), quote(3, 75, 3), quote(4, 120, 1)];
  const pick = (o: { cod: boolean; daysLeft: number | null }, quotes = QUOTES) => {
    const c = chooseCourier(quotes, { ...o, pin: '560038' });
    return c.ok ? [c.value.courierId, c.value.why] : c.message;
  };

  it('takes the cheapest that keeps the promise, collecting cash when the parcel is cash on delivery', () => {
    assert.deepEqual(pick({ cod: false, daysLeft: 5 }), [
      2,
      'the cheapest of those due within 5 days',
    ]);
    // courier 2 does not collect cash: the next cheapest in time
    assert.deepEqual(pick({ cod: true, daysLeft: 5 }), [
      3,
      'the cheapest of those due within 5 days',
    ]);
    assert.deepEqual(pick({ cod: false, daysLeft: 2 }), [
      4,
      'the cheapest of those due within 2 days',
    ]);
    assert.deepEqual(pick({ cod: false, daysLeft: null }), [2, 'the cheapest']);
    // an equal rate: the sooner
    assert.deepEqual(pick({ cod: false, daysLeft: null }, [quote(5, 60, 4), quote(6, 60, 2)]), [
      6,
      'the cheapest',
    ]);
  });

  it('when none can keep the promise any more, the fastest; a courier without an estimate keeps none', () => {
    assert.deepEqual(pick({ cod: false, daysLeft: 0 }), [
      4,
      'the fastest: none can keep the promise now',
    ]);
    assert.deepEqual(pick({ cod: false, daysLeft: 3 }, [quote(7, 40, null), quote(8, 80, 5)]), [
      8,
      'the fastest: none can keep the promise now',
    ]);
  });

  it('refuses a parcel no courier carries, saying why', () => {
    assert.equal(pick({ cod: false, daysLeft: 3 }, []), 'No courier delivers to 560038');
    assert.equal(
      pick({ cod: true, daysLeft: 3 }, [quote(2, 60, 5, false)]),
      'No courier collects cash on delivery at 560038',
    );
  });
});
