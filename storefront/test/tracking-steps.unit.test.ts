import {
  reattemptDays,
  type ScanView,
  type ShipmentStatus,
  type TrackingView,
} from '@arogya/contracts';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { before, describe, it } from 'node:test';
import ts from 'typescript';

/**
 * Issue 33: the steps of a parcel's timeline, from its status and scans. The module is
 * transpiled as it is into dist-test (as server-text.unit.test.ts does), then asked.
 */
const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, '../../src/features/tracking/tracking-steps.ts');
const out = join(here, '../tracking-src/tracking-steps.js');

interface StepsModule {
  parcelSteps(
    placedAt: string,
    parcel: TrackingView | null,
  ): { key: string; state: string; at: string | null; detail?: string }[];
  unitsAwaiting(items: { quantity: number }[], parcels: TrackingView[]): number;
  changedEstimate(promisedBy: string | null, parcels: TrackingView[]): string | null;
}
let m: StepsModule;

before(async () => {
  const js = ts.transpileModule(readFileSync(source, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023 },
  }).outputText;
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, js);
  m = (await import(pathToFileURL(out).href)) as StepsModule;
});

const PLACED = '2026-12-01T04:00:00.000Z';
let minute = 0;
const scan = (milestone: ShipmentStatus | null, activity = String(milestone)): ScanView => ({
  at: new Date(Date.parse(PLACED) + ++minute * 60_000).toISOString(),
  status: activity.toUpperCase(),
  activity,
  location: 'Kochi, Kerala',
  milestone,
});
const parcel = (status: ShipmentStatus, scans: ScanView[], extra: Partial<TrackingView> = {}) =>
  ({
    _id: 'p1',
    status,
    courierName: 'Delhivery Surface',
    awb: '1904',
    lines: [{ productId: 'a', size: '', color: '', quantity: 2 }],
    bookedAt: PLACED,
    expectedBy: null,
    scans,
    claimId: null,
    issue: null,
    ...extra,
  }) satisfies TrackingView;
const keys = (steps: { key: string; state: string }[]) => steps.map((s) => `${s.key}:${s.state}`);

describe('a parcel’s timeline (issue 33)', () => {
  it('before any parcel: placed, and packing is what comes next', () => {
    assert.deepEqual(keys(m.parcelSteps(PLACED, null)), [
      'placed:done',
      'packed:current',
      'shipped:upcoming',
      'outForDelivery:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('on its way and delivered: each step at its first scan; a scan of no milestone moves nothing', () => {
    const picked = scan('picked-up');
    const hub = scan(null, 'Reached hub');
    const transit = parcel('in-transit', [picked, hub, scan('in-transit')]);
    const steps = m.parcelSteps(PLACED, transit);
    assert.deepEqual(keys(steps), [
      'placed:done',
      'packed:done',
      'shipped:done',
      'outForDelivery:current',
      'delivered:upcoming',
    ]);
    assert.equal(steps[2]!.at, picked.at);
    const out = scan('out-for-delivery');
    const done = scan('delivered');
    const delivered = m.parcelSteps(PLACED, parcel('delivered', [picked, out, done]));
    assert.deepEqual(keys(delivered).at(-1), 'delivered:done');
    assert.deepEqual(
      delivered.map((s) => s.at),
      [PLACED, PLACED, picked.at, out.at, done.at],
    );
  });

  it('a failed attempt, with the courier’s words, then out again and delivered', () => {
    const scans = [
      scan('picked-up'),
      scan('out-for-delivery'),
      scan('undelivered', 'Undelivered - Customer not available'),
    ];
    const waiting = m.parcelSteps(PLACED, parcel('undelivered', scans));
    assert.deepEqual(keys(waiting), [
      'placed:done',
      'packed:done',
      'shipped:done',
      'outForDelivery:done',
      'attemptFailed:done',
      'delivered:current',
    ]);
    assert.equal(waiting[4]!.detail, 'Undelivered - Customer not available');
    const again = [...scans, scan('out-for-delivery'), scan('delivered')];
    assert.deepEqual(keys(m.parcelSteps(PLACED, parcel('delivered', again))), [
      'placed:done',
      'packed:done',
      'shipped:done',
      'outForDelivery:done',
      'attemptFailed:done',
      'outForDelivery:done',
      'delivered:done',
    ]);
  });

  it('returned to the shop: the way back instead of delivery', () => {
    const scans = [scan('picked-up'), scan('undelivered'), scan('rto-initiated')];
    assert.deepEqual(keys(m.parcelSteps(PLACED, parcel('rto-initiated', scans))).slice(-3), [
      'attemptFailed:done',
      'returning:done',
      'returned:current',
    ]);
    const back = [...scans, scan('rto-delivered')];
    assert.deepEqual(
      keys(m.parcelSteps(PLACED, parcel('rto-delivered', back))).at(-1),
      'returned:done',
    );
  });

  it('what is still to pack, and the courier’s estimate when it is not the promise', () => {
    const items = [{ quantity: 2 }, { quantity: 1 }];
    const sent = parcel('in-transit', [], { expectedBy: '2026-12-08' });
    assert.equal(m.unitsAwaiting(items, [sent]), 1);
    assert.equal(m.unitsAwaiting(items, [parcel('cancelled', [])]), 3, 'a cancelled parcel');
    assert.equal(m.changedEstimate('2026-12-07', [sent]), '2026-12-08');
    assert.equal(m.changedEstimate('2026-12-08', [sent]), null);
    // a delivered parcel's estimate is history
    const done = parcel('delivered', [], { expectedBy: '2026-12-09' });
    assert.equal(m.changedEstimate('2026-12-07', [done]), null);
  });

  it('counts a claim’s replacement as none of the order’s parcels: nothing of it packed, no estimate of the order', () => {
    const items = [{ quantity: 2 }, { quantity: 1 }];
    const own = parcel('delivered', [], { expectedBy: '2026-12-07' });
    const replacement = parcel('in-transit', [], {
      _id: 'p2',
      claimId: 'c1',
      lines: [{ productId: 'a', size: '', color: '', quantity: 1 }],
      expectedBy: '2026-12-12',
    });
    assert.equal(m.unitsAwaiting(items, [own, replacement]), 1);
    assert.equal(m.changedEstimate('2026-12-07', [own, replacement]), null);
  });

  it('offers the next three days for another attempt, India time, Sundays left out', () => {
    // Friday 27 November 2026, 23:44 UTC: already Saturday 28 in India
    const friday = Date.parse('2026-11-27T23:44:00Z');
    assert.deepEqual(reattemptDays(friday), ['2026-11-30', '2026-12-01', '2026-12-02']);
    // Wednesday 2 December, noon in India
    assert.deepEqual(reattemptDays(Date.parse('2026-12-02T06:30:00Z')), [
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
  });
});
