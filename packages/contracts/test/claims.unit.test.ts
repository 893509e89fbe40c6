import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CLAIM_MESSAGES,
  computeGst,
  creditedUnits,
  GST_RATES,
  parseClaimDecision,
  parseClaimInput,
  totalsOf,
  withinClaimWindow,
  type InvoiceLine,
} from '../src/index.js';

/** A seeded pseudo-random stream, so a failure can be run again. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

/** The lines of an invoice as `invoiceSnapshotOf` makes them (its figures from `computeGst`). */
function invoiceLines(
  lines: { unit: number; quantity: number; rate: (typeof GST_RATES)[number] }[],
  discount: number,
  intra: boolean,
): InvoiceLine[] {
  const taxed = computeGst(
    lines.map((l) => ({ unitPricePaise: l.unit, quantity: l.quantity, gstRate: l.rate })),
    discount,
    intra,
  );
  return taxed.lines.map((t, i) => ({
    description: `line ${i}`,
    hsn: '2106',
    quantity: lines[i]!.quantity,
    unitPricePaise: lines[i]!.unit,
    grossPaise: t.grossPaise,
    discountPaise: t.discountPaise,
    taxablePaise: t.taxablePaise,
    gstRate: t.gstRate,
    cgstPaise: t.cgstPaise,
    sgstPaise: t.sgstPaise,
    igstPaise: t.igstPaise,
    netPaise: t.netPaise,
  }));
}

const FIGURES = [
  'grossPaise',
  'discountPaise',
  'taxablePaise',
  'cgstPaise',
  'sgstPaise',
  'igstPaise',
  'netPaise',
] as const;

describe('a claim’s credit note (issue 33)', () => {
  it('credits the units of a line in any pieces, adding up to the invoice line to the paisa', () => {
    const next = random(33);
    for (let round = 0; round < 500; round++) {
      const intra = next(2) === 0;
      const lines = Array.from({ length: 1 + next(4) }, () => ({
        unit: 1 + next(250_000),
        quantity: 1 + next(7),
        rate: GST_RATES[next(GST_RATES.length)]!,
      }));
      const gross = lines.reduce((s, l) => s + l.unit * l.quantity, 0);
      const invoiced = invoiceLines(lines, next(Math.min(gross, 50_000) + 1), intra);
      invoiced.forEach((l, n) => {
        // the line's units in pieces of 1 or more, one claim after another
        const pieces: InvoiceLine[] = [];
        for (let from = 0; from < l.quantity;) {
          const units = 1 + next(l.quantity - from);
          pieces.push(creditedUnits(l, n, from, units, intra));
          from += units;
        }
        for (const k of FIGURES)
          assert.equal(
            pieces.reduce((s, p) => s + p[k], 0),
            l[k],
            `${k} of ${JSON.stringify(l)} in ${pieces.length} pieces`,
          );
        for (const p of pieces) {
          assert.equal(p.taxablePaise + p.cgstPaise + p.sgstPaise + p.igstPaise, p.netPaise);
          assert.equal(p.grossPaise, p.unitPricePaise * p.quantity);
          assert.ok(p.discountPaise >= 0 && p.discountPaise <= p.grossPaise);
          assert.equal(p.line, n);
          if (!intra) assert.equal(p.cgstPaise + p.sgstPaise, 0);
        }
        const totals = totalsOf(pieces);
        assert.equal(totals.netPaise, l.netPaise);
        assert.equal(totals.taxPaise, l.cgstPaise + l.sgstPaise + l.igstPaise);
      });
    }
  });

  it('a unit of ₹275 in a ₹3,221 order with ₹50 off: its share of the discount, taxed as invoiced', () => {
    const [, moringa] = invoiceLines(
      [
        { unit: 34_900, quantity: 2, rate: 18 },
        { unit: 27_500, quantity: 3, rate: 18 },
        { unit: 19_900, quantity: 1, rate: 18 },
        { unit: 149_900, quantity: 1, rate: 18 },
      ],
      5_000,
      true,
    );
    const one = creditedUnits(moringa!, 1, 0, 1, true);
    // ₹50 × 825 / 3,221 = ₹12.81 off the three; a third of it, rounded half up: ₹4.27
    assert.deepEqual(
      [one.grossPaise, one.discountPaise, one.netPaise, one.taxablePaise, one.cgstPaise],
      [27_500, 427, 27_073, 22_943, 2_065],
    );
  });

  it('refuses units the line has not, or pieces of no unit', () => {
    const [line] = invoiceLines([{ unit: 10_000, quantity: 2, rate: 5 }], 0, false);
    assert.throws(() => creditedUnits(line!, 0, 1, 2, false), /more units/);
    assert.throws(() => creditedUnits(line!, 0, 0, 0, false), /whole numbers/);
  });

  it('takes a claim with its units, reason, wish, words and photos, and says what is wrong', () => {
    const photo = '/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.png';
    const ok = {
      lines: [{ line: 0, quantity: 1 }],
      reason: 'damaged',
      remedy: 'replacement',
      note: '  The bottle arrived broken.  ',
      photos: [photo],
    };
    assert.deepEqual(parseClaimInput(ok), { ...ok, note: 'The bottle arrived broken.' });
    assert.deepEqual(parseClaimInput(parseClaimInput(ok)), parseClaimInput(ok));
    const refused = (body: unknown, message: string) =>
      assert.throws(() => parseClaimInput(body), { status: 400, message });
    refused({ ...ok, lines: [] }, CLAIM_MESSAGES.noLines);
    refused({ ...ok, lines: [{ line: -1, quantity: 1 }] }, CLAIM_MESSAGES.badLine);
    refused({ ...ok, lines: [{ line: 0, quantity: 0 }] }, CLAIM_MESSAGES.badQuantity);
    refused(
      {
        ...ok,
        lines: [
          { line: 0, quantity: 1 },
          { line: 0, quantity: 1 },
        ],
      },
      CLAIM_MESSAGES.lineTwice,
    );
    refused({ ...ok, reason: 'late' }, CLAIM_MESSAGES.badReason);
    refused({ ...ok, remedy: 'cash' }, CLAIM_MESSAGES.badRemedy);
    refused({ ...ok, note: 'broken' }, CLAIM_MESSAGES.badNote);
    refused({ ...ok, photos: [] }, CLAIM_MESSAGES.noPhoto);
    refused({ ...ok, photos: ['https://evil.test/x.png'] }, CLAIM_MESSAGES.badPhotos);
    assert.deepEqual(parseClaimDecision({ decision: 'refund' }), { decision: 'refund' });
    assert.throws(() => parseClaimDecision({ decision: 'refuse', reason: 'no' }), {
      message: CLAIM_MESSAGES.badRefusal,
    });
    assert.throws(() => parseClaimDecision({ decision: 'maybe' }), {
      message: CLAIM_MESSAGES.badDecision,
    });
  });

  it('is in time until 48 hours after delivery', () => {
    const delivered = '2026-11-20T10:00:00.000Z';
    const at = (hours: number) => Date.parse(delivered) + hours * 3_600_000;
    assert.equal(withinClaimWindow(delivered, at(48)), true);
    assert.equal(withinClaimWindow(delivered, at(48) + 1), false);
  });
});
