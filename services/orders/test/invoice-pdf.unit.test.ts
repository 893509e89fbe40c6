import { computeGst, type InvoiceSnapshot, type TaxDocument } from '@arogya/contracts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderTaxDocumentPdf } from '../src/invoices/invoice.pdf.js';

const party = {
  name: 'Asha Verma',
  gstin: null,
  address: '12 Lake Palace Road, Udaipur 313001',
  state: 'Rajasthan',
  stateCode: '08',
};

/** An invoice of `count` lines of ₹100 at 18 %. */
function invoice(count: number): TaxDocument {
  const prices = Array.from({ length: count }, (_, i) => 10_000 + i);
  const { lines, totals } = computeGst(
    prices.map((p) => ({ unitPricePaise: p, quantity: 1, gstRate: 18 })),
    0,
    true,
  );
  const snapshot: InvoiceSnapshot = {
    orderId: '0b6f4a43-9a53-4c8e-a7a4-1c0f3f2f9a11',
    seller: { ...party, name: 'Arogya Wellness Private Limited', gstin: '08AAACA0000A1ZY' },
    buyer: party,
    placeOfSupply: { state: 'Rajasthan', stateCode: '08' },
    supply: 'intra-state',
    lines: lines.map((l, i) => ({
      ...l,
      description: `Product ${i} with a name long enough to wrap in its column`,
      hsn: '2106',
      quantity: 1,
      unitPricePaise: prices[i]!,
    })),
    totals,
  };
  return {
    kind: 'invoice',
    number: 'AR/2026-27/000123',
    issuedAt: '2026-11-24T10:00:00.000Z',
    invoiceNumber: null,
    snapshot,
  };
}

const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('the invoice PDF', () => {
  it('is the same bytes every time it is drawn from the same snapshot', async () => {
    const [a, b] = await Promise.all([
      renderTaxDocumentPdf(invoice(3)),
      renderTaxDocumentPdf(invoice(3)),
    ]);
    assert.equal(a.subarray(0, 5).toString(), '%PDF-');
    assert.ok(a.equals(b));
  });

  it('is one A4 page for a short order and goes on to a second for a long one', async () => {
    const short = await renderTaxDocumentPdf(invoice(3));
    assert.equal(pagesOf(short), 1);
    assert.match(short.toString('latin1'), /\/MediaBox \[0 0 595\.28 841\.89\]/);
    assert.equal(pagesOf(await renderTaxDocumentPdf(invoice(40))), 2);
  });
});
