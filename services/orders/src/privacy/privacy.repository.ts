import type { TaxDocumentKind } from '@arogya/contracts';
import { AggregateRepository, anonymisePurchases } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** An invoice or credit note as a person's export lists it (its snapshot stays in the shop). */
export interface TaxDocumentEntry {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
  orderId: string;
  invoiceNumber: string | null;
  netPaise: number;
}

/**
 * What the orders service holds about a person beyond what the shopper's calls read: their
 * orders' names and addresses (anonymised on erasure) and their tax documents (never changed).
 */
@Injectable()
export class PrivacyRepository extends AggregateRepository {
  /**
   * User `userId`'s orders carry no name or address afterwards (`anonymisePurchases`), and the
   * account is remembered as erased, for an order paid later.
   */
  async anonymise(m: EntityManager, userId: string): Promise<number> {
    await m.query(`INSERT INTO erased_users (user_id) VALUES ($1) ON CONFLICT DO NOTHING`, [
      userId,
    ]);
    return anonymisePurchases(m, 'orders', userId);
  }

  /** Whether the account's data was erased (its orders are made without name and address). */
  async isErased(m: EntityManager, userId: string): Promise<boolean> {
    const rows = (await m.query(`SELECT 1 FROM erased_users WHERE user_id = $1`, [
      userId,
    ])) as unknown[];
    return rows.length > 0;
  }

  /** How many invoices and credit notes of user `userId`'s orders there are. */
  async taxDocumentCount(m: EntityManager, userId: string): Promise<number> {
    const [row] = (await m.query(
      `SELECT count(*)::int AS n FROM invoices i JOIN orders o ON o.id = i.order_id
        WHERE o.user_id = $1`,
      [userId],
    )) as { n: number }[];
    return row?.n ?? 0;
  }

  /** User `userId`'s invoices and credit notes, newest first. */
  taxDocumentsOf(userId: string): Promise<TaxDocumentEntry[]> {
    return this.ds.query(
      `SELECT i.kind, i.number, i.issued_at AS "issuedAt", i.order_id AS "orderId",
              i.invoice_number AS "invoiceNumber",
              (i.snapshot -> 'totals' ->> 'netPaise')::int AS "netPaise"
         FROM invoices i JOIN orders o ON o.id = i.order_id
        WHERE o.user_id = $1
        ORDER BY i.issued_at DESC, i.number DESC`,
      [userId],
    ) as Promise<TaxDocumentEntry[]>;
  }
}
