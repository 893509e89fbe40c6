import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  allocateProportionally,
  computeGst,
  divRoundHalfUp,
  financialYearOf,
  gstDefaultOf,
  gstinCheckChar,
  gstinProblem,
  taxDocumentFilename,
  taxDocumentNumber,
  type TaxLineInput,
  type TaxTotals,
} from '../src/index.js';

/**
 * Every expected figure below was worked out by hand (paise), with the rules of gst.ts:
 *   share   = discount × gross / Σgross, floors, leftover paise to the largest remainders
 *   net     = gross − share
 *   taxable = net × 100 / (100 + rate), rounded half up
 *   tax     = net − taxable;  CGST = tax / 2 half up, SGST = tax − CGST;  or IGST = tax
 * The working is in the comment of each case.
 */
interface Case {
  name: string;
  lines: TaxLineInput[];
  discount: number;
  intra: boolean;
  /** per line: [share, net, taxable, cgst, sgst, igst] */
  expected: [number, number, number, number, number, number][];
}

const CASES: Case[] = [
  {
    // 118000 × 100 / 118 = 100000 exactly; tax 18000 → 9000 + 9000
    name: 'intra-state, one 18 % line, no discount',
    lines: [{ unitPricePaise: 118_000, quantity: 1, gstRate: 18 }],
    discount: 0,
    intra: true,
    expected: [[0, 118_000, 100_000, 9_000, 9_000, 0]],
  },
  {
    // the same line shipped to another state: the whole 18000 is IGST
    name: 'inter-state, one 18 % line, no discount',
    lines: [{ unitPricePaise: 118_000, quantity: 1, gstRate: 18 }],
    discount: 0,
    intra: false,
    expected: [[0, 118_000, 100_000, 0, 0, 18_000]],
  },
  {
    // 1001 × 100 / 112 = 893.75 → 894; tax 107 (odd): CGST 53.5 → 54, SGST 107 − 54 = 53
    name: 'intra-state, an odd paisa of tax goes to CGST',
    lines: [{ unitPricePaise: 1001, quantity: 1, gstRate: 12 }],
    discount: 0,
    intra: true,
    expected: [[0, 1001, 894, 54, 53, 0]],
  },
  {
    // 0 %:  2 × 5000 = 10000, taxable 10000, tax 0
    // 5 %:  2100 × 100 / 105 = 2000, tax 100 → 50 + 50
    // 12 %: 1001 → 894, tax 107 → 54 + 53 (as above)
    // 18 %: 59900 × 100 / 118 = 50762.71… → 50763, tax 9137 → 4568.5 → 4569 + 4568
    // 28 %: 3 × 12800 = 38400 × 100 / 128 = 30000, tax 8400 → 4200 + 4200
    // Σ taxable 93657 + Σ tax 17744 (8873 + 8871) = 111401 = Σ gross
    name: 'intra-state, mixed rates 0/5/12/18/28 in one invoice',
    lines: [
      { unitPricePaise: 5000, quantity: 2, gstRate: 0 },
      { unitPricePaise: 2100, quantity: 1, gstRate: 5 },
      { unitPricePaise: 1001, quantity: 1, gstRate: 12 },
      { unitPricePaise: 59_900, quantity: 1, gstRate: 18 },
      { unitPricePaise: 12_800, quantity: 3, gstRate: 28 },
    ],
    discount: 0,
    intra: true,
    expected: [
      [0, 10_000, 10_000, 0, 0, 0],
      [0, 2100, 2000, 50, 50, 0],
      [0, 1001, 894, 54, 53, 0],
      [0, 59_900, 50_763, 4569, 4568, 0],
      [0, 38_400, 30_000, 4200, 4200, 0],
    ],
  },
  {
    // the same mixed invoice inter-state: IGST = each line's tax
    name: 'inter-state, mixed rates 0/5/12/18/28 in one invoice',
    lines: [
      { unitPricePaise: 5000, quantity: 2, gstRate: 0 },
      { unitPricePaise: 2100, quantity: 1, gstRate: 5 },
      { unitPricePaise: 1001, quantity: 1, gstRate: 12 },
      { unitPricePaise: 59_900, quantity: 1, gstRate: 18 },
      { unitPricePaise: 12_800, quantity: 3, gstRate: 28 },
    ],
    discount: 0,
    intra: false,
    expected: [
      [0, 10_000, 10_000, 0, 0, 0],
      [0, 2100, 2000, 0, 0, 100],
      [0, 1001, 894, 0, 0, 107],
      [0, 59_900, 50_763, 0, 0, 9137],
      [0, 38_400, 30_000, 0, 0, 8400],
    ],
  },
  {
    // gross 10000 / 20000 / 30000 (Σ 60000), discount 100:
    //   exact shares 16.67 / 33.33 / 50 → floors 16 / 33 / 50 (99), 1 paisa left
    //   → to the largest remainder (0.67, line 1): shares 17 / 33 / 50
    // nets 9983 / 19967 / 29950
    //   9983 × 100 / 118 = 8460.17 → 8460, IGST 1523
    //   19967 × 100 / 118 = 16921.19 → 16921, IGST 3046
    //   29950 × 100 / 112 = 26741.07 → 26741, IGST 3209
    // Σ taxable 52122 + Σ tax 7778 = 59900 = 60000 − 100
    name: 'inter-state, a discount that does not divide evenly',
    lines: [
      { unitPricePaise: 10_000, quantity: 1, gstRate: 18 },
      { unitPricePaise: 10_000, quantity: 2, gstRate: 18 },
      { unitPricePaise: 30_000, quantity: 1, gstRate: 12 },
    ],
    discount: 100,
    intra: false,
    expected: [
      [17, 9983, 8460, 0, 0, 1523],
      [33, 19_967, 16_921, 0, 0, 3046],
      [50, 29_950, 26_741, 0, 0, 3209],
    ],
  },
  {
    // the same, intra-state: 1523 → 762 + 761; 3046 → 1523 + 1523; 3209 → 1605 + 1604
    name: 'intra-state, a discount that does not divide evenly',
    lines: [
      { unitPricePaise: 10_000, quantity: 1, gstRate: 18 },
      { unitPricePaise: 10_000, quantity: 2, gstRate: 18 },
      { unitPricePaise: 30_000, quantity: 1, gstRate: 12 },
    ],
    discount: 100,
    intra: true,
    expected: [
      [17, 9983, 8460, 762, 761, 0],
      [33, 19_967, 16_921, 1523, 1523, 0],
      [50, 29_950, 26_741, 1605, 1604, 0],
    ],
  },
  {
    // two equal lines, discount 1: exact shares 0.5 / 0.5, a tie → the earlier line
    // 4999 × 100 / 105 = 4760.95 → 4761, tax 238 → 119 + 119; 5000 → 4761.90 → 4762, tax 238
    name: 'a tie of remainders: the earlier line takes the paisa',
    lines: [
      { unitPricePaise: 5000, quantity: 1, gstRate: 5 },
      { unitPricePaise: 5000, quantity: 1, gstRate: 5 },
    ],
    discount: 1,
    intra: true,
    expected: [
      [1, 4999, 4761, 119, 119, 0],
      [0, 5000, 4762, 119, 119, 0],
    ],
  },
  {
    // gross 40000 (0 %) + 60000 (28 %), discount 99900 (all but ₹1):
    //   shares 99900 × 0.4 = 39960 and 99900 × 0.6 = 59940 (exact), nets 40 and 60
    //   0 %: taxable 40, tax 0
    //   28 %: 60 × 100 / 128 = 46.875 → 47, tax 13 → CGST 6.5 → 7, SGST 6
    // Σ 40 + 47 + 13 = 100 = paid
    name: 'a discount of nearly the whole order, with a 0 % line',
    lines: [
      { unitPricePaise: 40_000, quantity: 1, gstRate: 0 },
      { unitPricePaise: 20_000, quantity: 3, gstRate: 28 },
    ],
    discount: 99_900,
    intra: true,
    expected: [
      [39_960, 40, 40, 0, 0, 0],
      [59_940, 60, 47, 7, 6, 0],
    ],
  },
  {
    // exact halves round up: 14 × 100 / 112 = 12.5 → 13, tax 1 → CGST 0.5 → 1, SGST 0
    //                        16 × 100 / 128 = 12.5 → 13, tax 3 → CGST 1.5 → 2, SGST 1
    name: 'exact halves of a paisa round up (taxable value and CGST)',
    lines: [
      { unitPricePaise: 14, quantity: 1, gstRate: 12 },
      { unitPricePaise: 16, quantity: 1, gstRate: 28 },
    ],
    discount: 0,
    intra: true,
    expected: [
      [0, 14, 13, 1, 0, 0],
      [0, 16, 13, 2, 1, 0],
    ],
  },
  {
    // only 0 % lines: 2 × 9999 = 19998, discount 1 → net 19997, no tax at all
    name: 'zero-rated lines carry no tax, discount or not',
    lines: [{ unitPricePaise: 9999, quantity: 2, gstRate: 0 }],
    discount: 1,
    intra: false,
    expected: [[1, 19_997, 19_997, 0, 0, 0]],
  },
];

describe('computeGst: the table of hand-worked invoices', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const { lines, totals } = computeGst(c.lines, c.discount, c.intra);
      assert.deepEqual(
        lines.map((l) => [
          l.discountPaise,
          l.netPaise,
          l.taxablePaise,
          l.cgstPaise,
          l.sgstPaise,
          l.igstPaise,
        ]),
        c.expected,
      );
      const gross = c.lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
      const sum = (i: number) => c.expected.reduce((s, e) => s + e[i]!, 0);
      const expectedTotals: TaxTotals = {
        grossPaise: gross,
        discountPaise: c.discount,
        netPaise: gross - c.discount,
        taxablePaise: sum(2),
        cgstPaise: sum(3),
        sgstPaise: sum(4),
        igstPaise: sum(5),
        taxPaise: sum(3) + sum(4) + sum(5),
      };
      assert.deepEqual(totals, expectedTotals);
      // the invariant: taxable value + tax = what was paid, to the paisa
      assert.equal(totals.taxablePaise + totals.taxPaise, gross - c.discount);
      for (const l of lines) {
        assert.equal(l.grossPaise - l.discountPaise, l.netPaise);
        assert.equal(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise, l.netPaise);
      }
    });
  }

  it('refuses a discount larger than the order, a rate GST does not have, a bad quantity', () => {
    const line = { unitPricePaise: 100, quantity: 1, gstRate: 5 } as const;
    assert.throws(() => computeGst([line], 101, true), /more than the total/);
    assert.throws(
      () => computeGst([{ ...line, gstRate: 7 as 5 }], 0, true),
      /GST rate 7 is not one of/,
    );
    assert.throws(() => computeGst([{ ...line, quantity: 0 }], 0, true), /quantity/);
  });
});

describe('the arithmetic helpers', () => {
  it('rounds half up: 12.5 → 13, 12.49 → 12, 0.5 → 1, 0 → 0', () => {
    assert.equal(divRoundHalfUp(25, 2), 13);
    assert.equal(divRoundHalfUp(1249, 100), 12);
    assert.equal(divRoundHalfUp(1, 2), 1);
    assert.equal(divRoundHalfUp(0, 7), 0);
  });

  it('allocates by largest remainder: 10 over 1/1/1 → 4/3/3; the shares always add up', () => {
    assert.deepEqual(allocateProportionally(10, [1, 1, 1]), [4, 3, 3]);
    // 7 over 5/3/2 (Σ10): exact 3.5 / 2.1 / 1.4 → floors 3/2/1, 1 left → 0.5 → 4/2/1
    assert.deepEqual(allocateProportionally(7, [5, 3, 2]), [4, 2, 1]);
    assert.deepEqual(allocateProportionally(0, [5, 0]), [0, 0]);
    // large figures do not lose precision (BigInt): ₹1 crore over ₹1 crore and 1 paisa
    assert.deepEqual(allocateProportionally(1_000_000_000, [999_999_999, 1]), [999_999_999, 1]);
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character matches (the GSTN scheme)', () => {
    assert.equal(gstinProblem('27AAPFU0939F1ZV'), null);
    assert.equal(gstinCheckChar('27AAPFU0939F1Z'), 'V');
  });

  it('refuses a wrong check character or a malformed GSTIN', () => {
    assert.match(gstinProblem('27AAPFU0939F1ZW')!, /check character/);
    assert.match(gstinProblem('27AAPFU0939F1Y5')!, /must be a GSTIN/);
    assert.match(gstinProblem('27aapfu0939f1zv')!, /must be a GSTIN/);
    assert.match(gstinProblem('')!, /must be a GSTIN/);
  });
});

describe('numbers and financial years', () => {
  it('puts 31 March 23:59 India time in the year ending, 1 April 00:00 in the next', () => {
    assert.equal(financialYearOf(new Date('2027-03-31T18:29:59.999Z')), '2026-27');
    assert.equal(financialYearOf(new Date('2027-03-31T18:30:00.000Z')), '2027-28');
    assert.equal(financialYearOf(new Date('2026-11-24T12:00:00Z')), '2026-27');
    assert.equal(financialYearOf(new Date('2099-06-01T00:00:00Z')), '2099-00');
  });

  it('numbers documents AR/<year>/000123 and AR-CN/<year>/000001; file names have no /', () => {
    assert.equal(taxDocumentNumber('invoice', '2026-27', 123), 'AR/2026-27/000123');
    assert.equal(taxDocumentNumber('credit-note', '2026-27', 1), 'AR-CN/2026-27/000001');
    assert.equal(taxDocumentFilename('AR/2026-27/000123'), 'AR-2026-27-000123.pdf');
  });

  it('has a default HSN and rate for every shop category, matched without case', () => {
    assert.deepEqual(gstDefaultOf('ayurvedic'), { hsn: '3004', gstRate: 12 });
    assert.deepEqual(gstDefaultOf('Protein'), { hsn: '2106', gstRate: 18 });
    assert.equal(gstDefaultOf('Garden'), null);
  });
});
