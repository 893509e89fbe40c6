import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildPdf } from '../src/index.js';
import { pdfText, xrefProblems } from './support.js';

describe('the PDF writer', () => {
  it('writes a valid PDF: header, xref offsets, text pdf.js reads back', async () => {
    const pdf = buildPdf('Label', [
      [{ text: 'AWB: 19041234567890', size: 20, bold: true }, { text: 'Ship to: Asha Verma' }],
      [{ text: 'Second page' }],
    ]);
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.deepEqual(xrefProblems(pdf), []);
    // uncompressed: the text is in the bytes as a literal string
    assert.ok(pdf.includes('(AWB: 19041234567890) Tj'));
    const { pages, text } = await pdfText(pdf);
    assert.equal(pages, 2);
    assert.match(text, /AWB: 19041234567890/);
    assert.match(text, /Ship to: Asha Verma/);
    assert.match(text, /Second page/);
  });

  it('escapes parentheses and backslashes, and replaces what Helvetica cannot show', async () => {
    const pdf = buildPdf('Odd (title)', [[{ text: 'Flat (2nd floor) \\ back ₹ done' }]]);
    assert.deepEqual(xrefProblems(pdf), []);
    assert.ok(pdf.includes('(Flat \\(2nd floor\\) \\\\ back ? done) Tj'));
    const { text } = await pdfText(pdf);
    assert.match(text, /Flat \(2nd floor\) \\ back \? done/);
  });

  it('catches a broken xref (the check is not always green)', () => {
    const pdf = buildPdf('Label', [[{ text: 'x' }]]);
    const broken = Buffer.from(
      pdf.toString('latin1').replace('/Type /Catalog', '/Type  /Catalog'),
      'latin1',
    );
    assert.notDeepEqual(xrefProblems(broken), []);
  });
});
