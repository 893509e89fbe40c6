import {
  GST_RULES_TEXT,
  indiaDateOf,
  orderNumber,
  type InvoiceLine,
  type InvoiceParty,
  type TaxDocument,
} from '@arogya/contracts';
import PDFDocument from 'pdfkit';

/** Paise as rupees with Indian digit grouping: 123456 → "1,234.56". */
const money = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const WIDTH = PAGE.width - 2 * PAGE.margin;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (l: InvoiceLine) => string;
}

/** The line table's columns: CGST and SGST within the state, IGST across states. */
function columns(intra: boolean): Column[] {
  const num = (title: string, width: number, value: Column['value']): Column => ({
    title,
    width,
    align: 'right',
    value,
  });
  const tax: Column[] = intra
    ? [num('CGST', 45, (l) => money(l.cgstPaise)), num('SGST', 45, (l) => money(l.sgstPaise))]
    : [num('IGST', 90, (l) => money(l.igstPaise))];
  return [
    { title: 'Description', width: 128, align: 'left', value: (l) => l.description },
    { title: 'HSN/SAC', width: 42, align: 'left', value: (l) => l.hsn },
    num('Qty', 24, (l) => String(l.quantity)),
    num('Rate', 48, (l) => money(l.unitPricePaise)),
    num('Discount', 44, (l) => money(l.discountPaise)),
    num('Taxable value', 54, (l) => money(l.taxablePaise)),
    num('GST %', 30, (l) => `${l.gstRate}%`),
    ...tax,
    num('Amount', 53, (l) => money(l.netPaise)),
  ];
}

/**
 * A4 PDF of an invoice or credit note, drawn from its stored snapshot only (the same bytes
 * every time: the document's own date is the file's). Standard PDF fonts have no ₹ glyph,
 * hence "Rs.".
 */
export function renderTaxDocumentPdf(doc: TaxDocument): Promise<Buffer> {
  const s = doc.snapshot;
  const issued = new Date(doc.issuedAt);
  const title = doc.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${title} ${doc.number}`, Author: s.seller.name, CreationDate: issued },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const x0 = PAGE.margin;

  pdf.font('Helvetica-Bold').fontSize(16).text(title, x0, x0, { width: WIDTH, align: 'center' });
  pdf.moveDown(0.5).font('Helvetica').fontSize(9);
  const meta = [
    `${doc.kind === 'invoice' ? 'Invoice' : 'Credit note'} number: ${doc.number}`,
    `Date: ${indiaDateOf(issued)}`,
    `Order number: ${orderNumber(s.orderId)} (${s.orderId})`,
    ...(doc.invoiceNumber ? [`Against invoice: ${doc.invoiceNumber} (full value reversed)`] : []),
    `Place of supply: ${s.placeOfSupply.state} (${s.placeOfSupply.stateCode})`,
    `Supply: ${s.supply}`,
  ];
  for (const line of meta) pdf.text(line, x0);

  const partyTop = pdf.y + 10;
  const party = (heading: string, p: InvoiceParty, x: number) => {
    pdf
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(heading, x, partyTop, { width: WIDTH / 2 - 10 });
    pdf.font('Helvetica').text(p.name, { width: WIDTH / 2 - 10 });
    pdf.text(p.address, { width: WIDTH / 2 - 10 });
    pdf.text(`State: ${p.state}, code ${p.stateCode}`, { width: WIDTH / 2 - 10 });
    pdf.text(`GSTIN: ${p.gstin ?? 'unregistered (consumer)'}`, { width: WIDTH / 2 - 10 });
    return pdf.y;
  };
  const bottom = Math.max(party('Seller', s.seller, x0), party('Buyer', s.buyer, x0 + WIDTH / 2));

  const cols = columns(s.supply === 'intra-state');
  pdf
    .font('Helvetica')
    .fontSize(7.5)
    .text('Amounts in Rs.', x0, bottom + 10);
  let y = bottom + 22;
  const titles = cols.map((c) => c.title);
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    const height = Math.max(
      ...cells.map((c, i) => pdf.heightOfString(c, { width: cols[i]!.width - 4 })),
    );
    if (y + height > PAGE.height - 120) {
      // a new page repeats the table's heading
      pdf.addPage();
      y = PAGE.margin;
      row(titles, true);
      pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
    }
    let x = x0;
    cells.forEach((c, i) => {
      pdf.text(c, x + 2, y, { width: cols[i]!.width - 4, align: cols[i]!.align });
      x += cols[i]!.width;
    });
    y += height + 4;
    pdf
      .moveTo(x0, y - 2)
      .lineTo(x0 + WIDTH, y - 2)
      .lineWidth(0.3)
      .stroke();
  };
  row(titles, true);
  for (const l of s.lines)
    row(
      cols.map((c) => c.value(l)),
      false,
    );

  const t = s.totals;
  const totals: [string, number][] = [
    ['Total before discount', t.grossPaise],
    ['Discount', t.discountPaise],
    ['Taxable value', t.taxablePaise],
    ...(s.supply === 'intra-state'
      ? ([
          ['CGST', t.cgstPaise],
          ['SGST', t.sgstPaise],
        ] as [string, number][])
      : ([['IGST', t.igstPaise]] as [string, number][])),
    [doc.kind === 'invoice' ? 'Total (amount paid)' : 'Total credited', t.netPaise],
  ];
  // the totals and the footer stay together, on a new page if they do not fit
  if (y + 6 + totals.length * 14 + 16 > PAGE.height - 100) {
    pdf.addPage();
    y = PAGE.margin;
  }
  y += 6;
  for (const [label, paise] of totals) {
    const last = label.startsWith('Total (') || label === 'Total credited';
    pdf.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    pdf.text(label, x0 + WIDTH - 260, y, { width: 150, align: 'left' });
    pdf.text(`Rs. ${money(paise)}`, x0 + WIDTH - 110, y, { width: 110, align: 'right' });
    y += 14;
  }

  pdf.font('Helvetica').fontSize(7).fillColor('#444');
  pdf.text(GST_RULES_TEXT.join(' '), x0, Math.max(y + 16, PAGE.height - 100), { width: WIDTH });
  pdf.text('This is a computer-generated document and needs no signature.', { width: WIDTH });
  pdf.end();
  return done;
}
