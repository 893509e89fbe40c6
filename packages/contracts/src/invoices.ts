import type { GstRate, TaxTotals } from './gst.js';
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
