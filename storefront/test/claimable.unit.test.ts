import type { ClaimView, ScanView, ShipmentStatus, TrackingView } from '@arogya/contracts';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { before, describe, it } from 'node:test';
import ts from 'typescript';

/**
 * Issue 33: what of an order its shopper may still report on its page, and the form's own
 * check (the gateway's parser, each field alone). The modules are transpiled as they are into
 * dist-test (as tracking-steps.unit.test.ts does), then asked.
 */
const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '../../src/features/claims');
const out = join(here, '../claims-src');

interface ClaimableLine {
  line: number;
  left: number;
  until: string;
}
interface ClaimableModule {
  deliveredAt(parcel: TrackingView): string | null;
  claimableLines(
    items: { productId: string; size: string; color: string }[],
    parcels: TrackingView[],
    claims: ClaimView[],
    now?: number,
  ): ClaimableLine[];
  reportBy(lines: ClaimableLine[]): string | null;
}
interface ProblemsModule {
  claimProblems(draft: unknown): Record<string, string>;
  fieldOf(message: string): string;
}
let m: ClaimableModule;
let p: ProblemsModule;

before(async () => {
  const load = async (file: string) => {
    const js = ts.transpileModule(readFileSync(join(src, `${file}.ts`), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023 },
    }).outputText;
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, `${file}.js`), js);
    return (await import(pathToFileURL(join(out, `${file}.js`)).href)) as unknown;
  };
  m = (await load('claimable')) as ClaimableModule;
  p = (await load('claim-problems')) as ProblemsModule;
});

const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-10T06:00:00.000Z');
const ago = (hours: number) => new Date(NOW - hours * HOUR).toISOString();
const scan = (milestone: ShipmentStatus, at: string): ScanView => ({
  at,
  status: milestone.toUpperCase(),
  activity: milestone,
  location: 'Kochi, Kerala',
  milestone,
});

/** A parcel delivered `hours` ago (null: on its way) holding `lines` ([productId, units]). */
const parcel = (
  id: string,
  hours: number | null,
  lines: [string, number][],
  claimId: string | null = null,
): TrackingView => ({
  _id: id,
  status: hours === null ? 'in-transit' : 'delivered',
  courierName: 'Delhivery Surface',
  awb: id,
  lines: lines.map(([productId, quantity]) => ({ productId, size: '', color: '', quantity })),
  bookedAt: ago(100),
  expectedBy: null,
  scans:
    hours === null
      ? [scan('picked-up', ago(99))]
      : [scan('picked-up', ago(99)), scan('delivered', ago(hours))],
  claimId,
  issue: null,
});

const claim = (status: ClaimView['status'], lines: [number, number][]): ClaimView => ({
  _id: `c-${status}`,
  orderId: 'o1',
  orderNumber: '#O1',
  customer: { userId: 'u1', name: 'Nisha Menon' },
  lines: lines.map(([line, quantity]) => ({
    line,
    quantity,
    productId: line === 0 ? 'shatavari' : 'giloy',
    name: 'x',
    size: '',
    color: '',
  })),
  reason: 'damaged',
  remedy: 'refund',
  note: 'The jar was cracked.',
  photos: [],
  status,
  decidedAt: null,
  refusal: null,
  refund: null,
  replacementShipmentId: null,
  paymentMethod: 'Razorpay',
  createdAt: ago(1),
});

const ITEMS = [
  { productId: 'shatavari', size: '', color: '' },
  { productId: 'giloy', size: '', color: '' },
];

describe('what a shopper may still report (issue 33)', () => {
  it('the units of parcels delivered within 48 hours, each line until its parcel’s window closes', () => {
    const lines = m.claimableLines(
      ITEMS,
      [
        parcel('p1', 2, [
          ['shatavari', 2],
          ['giloy', 1],
        ]),
      ],
      [],
      NOW,
    );
    assert.deepEqual(lines, [
      { line: 0, left: 2, until: new Date(NOW + 46 * HOUR).toISOString() },
      { line: 1, left: 1, until: new Date(NOW + 46 * HOUR).toISOString() },
    ]);
    assert.equal(m.reportBy(lines), new Date(NOW + 46 * HOUR).toISOString());
  });

  it('nothing of a parcel delivered more than 48 hours ago, on its way, or without its delivered scan', () => {
    assert.deepEqual(m.claimableLines(ITEMS, [parcel('p1', 49, [['shatavari', 2]])], [], NOW), []);
    assert.deepEqual(
      m.claimableLines(ITEMS, [parcel('p1', null, [['shatavari', 2]])], [], NOW),
      [],
    );
    const noScan = { ...parcel('p1', 2, [['shatavari', 2]]), scans: [] };
    assert.equal(m.deliveredAt(noScan), null);
    assert.deepEqual(m.claimableLines(ITEMS, [noScan], [], NOW), []);
    // exactly 48 hours is still in time, as the server counts
    assert.equal(
      m.claimableLines(ITEMS, [parcel('p1', 48, [['shatavari', 1]])], [], NOW).length,
      1,
    );
  });

  it('less what was reported before, unless it was refused', () => {
    const parcels = [
      parcel('p1', 2, [
        ['shatavari', 2],
        ['giloy', 1],
      ]),
    ];
    assert.deepEqual(
      m
        .claimableLines(
          ITEMS,
          parcels,
          [
            claim('submitted', [
              [0, 1],
              [1, 1],
            ]),
          ],
          NOW,
        )
        .map((l) => [l.line, l.left]),
      [[0, 1]],
    );
    assert.deepEqual(
      m.claimableLines(ITEMS, parcels, [claim('refused', [[0, 2]])], NOW).map((l) => l.left),
      [2, 1],
    );
  });

  it('a replacement delivered lately may be reported in turn; an old parcel’s units are not', () => {
    const parcels = [
      parcel('p1', 60, [['shatavari', 2]]),
      parcel('p2', 3, [['shatavari', 1]], 'c-approved'),
    ];
    const lines = m.claimableLines(ITEMS, parcels, [claim('approved', [[0, 1]])], NOW);
    assert.deepEqual(lines, [{ line: 0, left: 1, until: new Date(NOW + 45 * HOUR).toISOString() }]);
  });
});

describe('the report form’s check (issue 33)', () => {
  const draft = {
    lines: [{ line: 0, quantity: 1 }],
    reason: 'damaged',
    remedy: 'refund',
    note: 'The jar was cracked and the powder spilt.',
    photos: ['/uploads/0b7e4d3c-5a1f-4c2b-9e8d-7f6a5b4c3d2e.png'],
  };

  it('passes a good report, and tells every field at fault at once in the server’s words', () => {
    assert.deepEqual(p.claimProblems(draft), {});
    assert.deepEqual(
      p.claimProblems({ lines: [], reason: null, remedy: null, note: 'short', photos: [] }),
      {
        lines: 'Choose the items that arrived damaged or defective',
        reason: 'Choose what is wrong: damaged, defective or the wrong item',
        remedy: 'Choose what you would like: a replacement or a refund',
        note: 'Describe the problem in 10 to 1000 characters',
        photos: 'Add at least one photo of the item and its packaging',
      },
    );
  });

  it('puts a server’s 400 by its field, and anything else above the buttons', () => {
    assert.equal(p.fieldOf('Add at least one photo of the item and its packaging'), 'photos');
    assert.equal(p.fieldOf('Choose items of this order'), 'lines');
    assert.equal(p.fieldOf('Damage must be reported within 48 hours of delivery'), 'form');
    assert.equal(p.fieldOf('Only 1 of Moringa Powder can still be reported'), 'form');
  });
});
