import type { InvoiceView, TaxDocumentKind, TaxDocumentPdf } from '../invoices.js';

/** A claim's credit note (issue 33): a document of some units, with the claim it credits. */
export type ClaimCreditNoteView = InvoiceView & { claimId: string; invoiceNumber: string };

/** A credit note's number. */
const CREDIT_NOTE_NUMBER = /^AR-CN\/\d{4}-\d{2}\/\d{6}$/;
import type { Caller } from '../users.js';
import { defineRpc } from './define.js';
import { ShopError } from '../errors.js';
import { adminIdRequest, callerIdRequest, fieldsOf } from './fields.js';

const KINDS: readonly TaxDocumentKind[] = ['invoice', 'credit-note'];

/** `{ kind }`: which document of the order, or 400. */
const kindOf = (payload: unknown): TaxDocumentKind => {
  const { kind } = fieldsOf(payload);
  if (!KINDS.includes(kind as TaxDocumentKind))
    throw new ShopError(400, `kind must be one of ${KINDS.join(', ')}`);
  return kind as TaxDocumentKind;
};

/** Calls of the orders service about an order's GST invoice and credit note (`orders.invoices.*`). */
export const InvoiceCalls = {
  /** The invoice of the owner's order (any for an admin); 404 for anyone else or when none. */
  get: defineRpc<{ caller: Caller; id: string }, InvoiceView>(
    'orders.invoices.get',
    callerIdRequest('order'),
  ),
  /** The PDF of the owner's order's invoice or credit note (any for an admin); 404 when none. */
  pdf: defineRpc<{ caller: Caller; id: string; kind: TaxDocumentKind }, TaxDocumentPdf>(
    'orders.invoices.pdf',
    (p) => ({ ...callerIdRequest('order')(p), kind: kindOf(p) }),
  ),
  /**
   * The credit notes of the order's claims (issue 33), oldest first, each with its claim: the
   * owner's order (any for an admin); 404 for anyone else.
   */
  claimNotes: defineRpc<{ caller: Caller; id: string }, ClaimCreditNoteView[]>(
    'orders.invoices.claim-notes',
    callerIdRequest('order'),
  ),
  /** The PDF of one of them, by its number. */
  claimNotePdf: defineRpc<{ caller: Caller; id: string; number: string }, TaxDocumentPdf>(
    'orders.invoices.claim-note-pdf',
    (p) => {
      const { number } = fieldsOf(p);
      if (typeof number !== 'string' || !CREDIT_NOTE_NUMBER.test(number))
        throw new ShopError(400, 'number must be a credit note’s number (AR-CN/2026-27/000001)');
      return { ...callerIdRequest('order')(p), number };
    },
  ),
  /** The same for an admin, of any order. */
  adminPdf: defineRpc<{ caller: Caller; id: string; kind: TaxDocumentKind }, TaxDocumentPdf>(
    'orders.invoices.admin-pdf',
    (p) => ({ ...adminIdRequest('order')(p), kind: kindOf(p) }),
  ),
} as const;
