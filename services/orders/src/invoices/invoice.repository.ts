import {
  financialYearOf,
  TAX_DOCUMENT_SERIES,
  taxDocumentNumber,
  type InvoiceSnapshot,
  type TaxDocument,
  type TaxDocumentKind,
} from '@arogya/contracts';
import { DATA_SOURCE } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

interface Row {
  kind: TaxDocumentKind;
  number: string;
  issued_at: Date;
  invoice_number: string | null;
  snapshot: InvoiceSnapshot;
}

const toDocument = (r: Row): TaxDocument => ({
  kind: r.kind,
  number: r.number,
  issuedAt: r.issued_at.toISOString(),
  invoiceNumber: r.invoice_number,
  snapshot: r.snapshot,
});

/** The stored invoices and credit notes (rows are never changed: see the migration). */
@Injectable()
export class InvoiceRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** The order's invoice, or its credit note reversing the whole order; or null. */
  async ofOrder(orderId: string, kind: TaxDocumentKind, m?: EntityManager) {
    const rows = (await (m ?? this.ds.manager).query(
      'SELECT * FROM invoices WHERE order_id = $1 AND kind = $2 AND claim_id IS NULL',
      [orderId, kind],
    )) as Row[];
    return rows[0] ? toDocument(rows[0]) : null;
  }

  /** The credit notes of the order's claims (issue 33), oldest first (in `m` when given). */
  async ofClaims(
    orderId: string,
    m?: EntityManager,
  ): Promise<(TaxDocument & { claimId: string })[]> {
    const rows = (await (m ?? this.ds.manager).query(
      `SELECT * FROM invoices WHERE order_id = $1 AND claim_id IS NOT NULL ORDER BY seq`,
      [orderId],
    )) as (Row & { claim_id: string })[];
    return rows.map((r) => ({ ...toDocument(r), claimId: r.claim_id }));
  }

  /** One document of the order by its number, or null. */
  async byNumber(orderId: string, number: string): Promise<TaxDocument | null> {
    const rows = (await this.ds.manager.query(
      'SELECT * FROM invoices WHERE order_id = $1 AND number = $2',
      [orderId, number],
    )) as Row[];
    return rows[0] ? toDocument(rows[0]) : null;
  }

  /**
   * Numbers and stores a document in transaction `m`: the series' counter of the financial
   * year of `issuedAt` goes up by one (its row stays locked until `m` ends, so concurrent
   * issues queue, and a rollback takes the number back: no gap, no duplicate).
   */
  async issue(
    m: EntityManager,
    kind: TaxDocumentKind,
    issuedAt: Date,
    snapshot: InvoiceSnapshot,
    invoiceNumber: string | null,
    /** a claim's credit note (issue 33): some units, not the whole order */
    claimId: string | null = null,
  ): Promise<TaxDocument> {
    const series = TAX_DOCUMENT_SERIES[kind];
    const fy = financialYearOf(issuedAt);
    const [counter] = (await m.query(
      `INSERT INTO invoice_counters (series, fy, last) VALUES ($1, $2, 1)
       ON CONFLICT (series, fy) DO UPDATE SET last = invoice_counters.last + 1
       RETURNING last`,
      [series, fy],
    )) as { last: number }[];
    const number = taxDocumentNumber(kind, fy, counter!.last);
    await m.query(
      `INSERT INTO invoices (number, kind, series, fy, seq, order_id, invoice_number, issued_at,
         snapshot, claim_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        number,
        kind,
        series,
        fy,
        counter!.last,
        snapshot.orderId,
        invoiceNumber,
        issuedAt,
        snapshot,
        claimId,
      ],
    );
    // the order keeps the numbers of its invoice and of the note reversing it all
    if (claimId) return { kind, number, issuedAt: issuedAt.toISOString(), invoiceNumber, snapshot };
    const column = kind === 'invoice' ? 'invoice_number' : 'credit_note_number';
    await m.query(`UPDATE orders SET ${column} = $1 WHERE id = $2`, [number, snapshot.orderId]);
    return { kind, number, issuedAt: issuedAt.toISOString(), invoiceNumber, snapshot };
  }
}
