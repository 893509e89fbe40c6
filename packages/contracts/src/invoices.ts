import { divRoundHalfUp, type GstRate, type TaxTotals } from './gst.js';
import { paiseToRupees } from './money.js';

/**
 * GST invoices and credit notes. The orders service issues them and stores each as an immutable
 * snapshot (money in paise); the API and the PDF are made from that snapshot.
 */

/** The two kinds of tax document, each numbered in its own series. */
export type TaxDocumentKind = 'invoice' | 'credit-note';

/** Number prefixes of the series: `AR/2026-27/000123`, `AR-CN/2026-27/000001`. */
export const TAX_DOCUMENT_SERIES: Record<TaxDocumentKind, string> = {
  invoice: 'AR',
  'credit-note': 'AR-CN',
};

/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * The Indian financial year (1 April to 31 March, India time) of instant `at`, as `2026-27`.
 */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The date of `at` in India (`YYYY-MM-DD`): an invoice's date. */
export const indiaDateOf = (at: Date) =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** A document number: series, financial year and the 6-digit place in that year's series. */
export const taxDocumentNumber = (kind: TaxDocumentKind, fy: string, n: number) =>
  `${TAX_DOCUMENT_SERIES[kind]}/${fy}/${String(n).padStart(6, '0')}`;

/** The file name of a document's PDF: its number with '/' as '-'. */
export const taxDocumentFilename = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/** A party to the supply as the document names it. */
export interface InvoiceParty {
  name: string;
  /** null for a consumer buyer (no GSTIN) */
  gstin: string | null;
  address: string;
  state: string;
  /** GST state code, two digits */
  stateCode: string;
}

/** One line, as issued (paise). */
export interface InvoiceLine {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstRate: GstRate;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** what was paid for the line: taxable value + tax */
  netPaise: number;
  /** a claim's credit note (issue 33): the invoice line it credits units of (0 first) */
  line?: number;
}

/**
 * The first `n` units of invoice line `l` (of `l.quantity`), as a credit note takes them back:
 * the gross of `n` units, the line's discount in proportion (rounded half up), and the tax of
 * what is left worked out as the invoice did. Taken at `l.quantity` it is `l` itself, so the
 * credit notes of every unit of a line, whatever their sizes, add up to the line to the paisa.
 */
function firstUnits(l: InvoiceLine, n: number, intraState: boolean) {
  const grossPaise = l.unitPricePaise * n;
  const discountPaise = divRoundHalfUp(l.discountPaise * n, l.quantity);
  const netPaise = grossPaise - discountPaise;
  const taxablePaise = divRoundHalfUp(netPaise * 100, 100 + l.gstRate);
  const taxPaise = netPaise - taxablePaise;
  const cgstPaise = intraState ? divRoundHalfUp(taxPaise, 2) : 0;
  return {
    grossPaise,
    discountPaise,
    netPaise,
    taxablePaise,
    cgstPaise,
    sgstPaise: intraState ? taxPaise - cgstPaise : 0,
    igstPaise: intraState ? 0 : taxPaise,
  };
}

/**
 * Units `from + 1` … `from + units` of invoice line `l` (line `line` of its invoice) as a
 * claim's credit note line (issue 33): the difference of `firstUnits` at both ends, so that
 * partial credit notes never credit a paisa more or less than the invoice line in the end.
 */
export function creditedUnits(
  l: InvoiceLine,
  line: number,
  from: number,
  units: number,
  intraState: boolean,
): InvoiceLine {
  if (!Number.isInteger(from) || !Number.isInteger(units) || from < 0 || units < 1)
    throw new RangeError('units must be whole numbers');
  if (from + units > l.quantity) throw new RangeError('more units than the invoice line has');
  const before = firstUnits(l, from, intraState);
  const after = firstUnits(l, from + units, intraState);
  const less = (k: keyof typeof after) => after[k] - before[k];
  return {
    description: l.description,
    hsn: l.hsn,
    quantity: units,
    unitPricePaise: l.unitPricePaise,
    grossPaise: less('grossPaise'),
    discountPaise: less('discountPaise'),
    taxablePaise: less('taxablePaise'),
    gstRate: l.gstRate,
    cgstPaise: less('cgstPaise'),
    sgstPaise: less('sgstPaise'),
    igstPaise: less('igstPaise'),
    netPaise: less('netPaise'),
    line,
  };
}

/** The totals of some lines (a partial credit note's). */
export function totalsOf(lines: readonly InvoiceLine[]): TaxTotals {
  const sum = (
    k:
      | 'grossPaise'
      | 'discountPaise'
      | 'netPaise'
      | 'taxablePaise'
      | 'cgstPaise'
      | 'sgstPaise'
      | 'igstPaise',
  ) => lines.reduce((s, l) => s + l[k], 0);
  const [cgstPaise, sgstPaise, igstPaise] = [sum('cgstPaise'), sum('sgstPaise'), sum('igstPaise')];
  return {
    grossPaise: sum('grossPaise'),
    discountPaise: sum('discountPaise'),
    netPaise: sum('netPaise'),
    taxablePaise: sum('taxablePaise'),
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise: cgstPaise + sgstPaise + igstPaise,
  };
}

/** What an invoice says, frozen when it is issued (a credit note repeats its invoice's). */
export interface InvoiceSnapshot {
  orderId: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** the shipping state */
  placeOfSupply: { state: string; stateCode: string };
  supply: 'intra-state' | 'inter-state';
  lines: InvoiceLine[];
  totals: TaxTotals;
}

/** An issued document (invoice or credit note) with its snapshot. */
export interface TaxDocument {
  kind: TaxDocumentKind;
  number: string;
  /** ISO instant of issue */
  issuedAt: string;
  /** a credit note's invoice; null on an invoice */
  invoiceNumber: string | null;
  snapshot: InvoiceSnapshot;
}

/** A document's line as the API answers it (rupees). */
export interface InvoiceLineView {
  description: string;
  hsn: string;
  quantity: number;
  rate: number;
  discount: number;
  taxableValue: number;
  gstRate: number;
  cgst: number;
  sgst: number;
  igst: number;
  amount: number;
}

/** `GET /api/orders/:id/invoice`: the invoice as the API answers it (rupees). */
export interface InvoiceView {
  number: string;
  /** India date of issue, YYYY-MM-DD */
  date: string;
  issuedAt: string;
  orderId: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string };
  supply: 'intra-state' | 'inter-state';
  lines: InvoiceLineView[];
  totals: {
    gross: number;
    discount: number;
    taxableValue: number;
    cgst: number;
    sgst: number;
    igst: number;
    tax: number;
    total: number;
  };
  /** the credit note that reverses it, once one is issued */
  creditNote: { number: string; date: string } | null;
}

/** A document's PDF over RPC: its file name and the bytes, base64. */
export interface TaxDocumentPdf {
  filename: string;
  base64: string;
}

/** The API view of `invoice` (and of its credit note, if any). */
export function toInvoiceView(invoice: TaxDocument, creditNote: TaxDocument | null): InvoiceView {
  const s = invoice.snapshot;
  const r = paiseToRupees;
  return {
    number: invoice.number,
    date: indiaDateOf(new Date(invoice.issuedAt)),
    issuedAt: invoice.issuedAt,
    orderId: s.orderId,
    seller: s.seller,
    buyer: s.buyer,
    placeOfSupply: s.placeOfSupply,
    supply: s.supply,
    lines: s.lines.map((l) => ({
      description: l.description,
      hsn: l.hsn,
      quantity: l.quantity,
      rate: r(l.unitPricePaise),
      discount: r(l.discountPaise),
      taxableValue: r(l.taxablePaise),
      gstRate: l.gstRate,
      cgst: r(l.cgstPaise),
      sgst: r(l.sgstPaise),
      igst: r(l.igstPaise),
      amount: r(l.netPaise),
    })),
    totals: {
      gross: r(s.totals.grossPaise),
      discount: r(s.totals.discountPaise),
      taxableValue: r(s.totals.taxablePaise),
      cgst: r(s.totals.cgstPaise),
      sgst: r(s.totals.sgstPaise),
      igst: r(s.totals.igstPaise),
      tax: r(s.totals.taxPaise),
      total: r(s.totals.netPaise),
    },
    creditNote: creditNote
      ? { number: creditNote.number, date: indiaDateOf(new Date(creditNote.issuedAt)) }
      : null,
  };
}
