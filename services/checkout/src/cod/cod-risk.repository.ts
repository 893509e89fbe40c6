import type { CodRiskFacts, FeeSettings } from '@arogya/contracts';
import { DATA_SOURCE } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

/** What cash orders of the past say about one checkout (issue 32's decision). */
export type CodHistory = Pick<
  CodRiskFacts,
  'customerReturns' | 'pinSettled' | 'pinReturned' | 'repeat'
>;

/**
 * The history the cash-on-delivery decision reads, kept on the checkouts themselves: a cash
 * checkout's outcome (delivered, returned to origin, or cancelled) is written when its order reaches it
 * (`CodOutcomesHandler`). One round trip answers a decision.
 */
@Injectable()
export class CodRiskRepository {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /**
   * The customer's cash orders returned, the PIN's last `codPinRtoWindow` settled cash orders
   * (how many came back), and whether the customer placed a cash checkout with one of
   * `productIds` within `codRepeatHours`.
   */
  async history(
    userId: string,
    pin: string,
    productIds: string[],
    s: FeeSettings,
    m?: EntityManager,
  ): Promise<CodHistory> {
    const [row] = (await (m ?? this.ds).query(
      `WITH last AS (
         SELECT cod_outcome FROM checkouts
          WHERE shipping_address->>'postalCode' = $2 AND cod_outcome IN ('delivered', 'returned')
          ORDER BY cod_outcome_at DESC LIMIT $3)
       SELECT (SELECT count(*)::int FROM checkouts
                WHERE user_id = $1 AND cod_outcome = 'returned') AS "customerReturns",
              (SELECT count(*)::int FROM last) AS "pinSettled",
              (SELECT count(*)::int FROM last WHERE cod_outcome = 'returned') AS "pinReturned",
              ($4::int > 0 AND EXISTS (
                SELECT 1 FROM checkouts c
                 WHERE c.user_id = $1 AND c.payment_method = 'COD'
                   AND c.status IN ('placed', 'finalized')
                   AND c.created_at > now() - make_interval(hours => $4::int)
                   AND EXISTS (SELECT 1 FROM jsonb_array_elements(c.items) i
                                WHERE i->>'productId' = ANY($5::text[])))) AS repeat`,
      [userId, pin, s.codPinRtoWindow, s.codRepeatHours, productIds],
    )) as [CodHistory];
    return row;
  }

  /** Each PIN's cash orders delivered and returned in the last `days` days. */
  async outcomesByPin(days: number) {
    return (await this.ds.query(
      `SELECT shipping_address->>'postalCode' AS pin,
              count(*) FILTER (WHERE cod_outcome = 'delivered')::int AS delivered,
              count(*) FILTER (WHERE cod_outcome = 'returned')::int AS returned
         FROM checkouts
        WHERE cod_outcome IN ('delivered', 'returned')
          AND cod_outcome_at > now() - make_interval(days => $1)
        GROUP BY 1`,
      [days],
    )) as { pin: string; delivered: number; returned: number }[];
  }

  /**
   * Order `orderId`'s cash checkout was delivered (paid in cash), once: a checkout paid online,
   * or one whose outcome is known, is left as it is.
   */
  async delivered(m: EntityManager, orderId: string): Promise<void> {
    await m.query(
      `UPDATE checkouts SET cod_outcome = 'delivered', cod_outcome_at = now()
        WHERE order_id = $1 AND payment_method = 'COD' AND cod_outcome IS NULL`,
      [orderId],
    );
  }

  /**
   * Checkout `checkoutId`'s cash order was cancelled (unconfirmed, or by staff), once: no
   * first order, nothing settled.
   */
  async cancelled(m: EntityManager, checkoutId: string): Promise<void> {
    await m.query(
      `UPDATE checkouts SET cod_outcome = 'cancelled', cod_outcome_at = now()
        WHERE id = $1 AND payment_method = 'COD' AND cod_outcome IS NULL`,
      [checkoutId],
    );
  }

  /** Checkout `checkoutId`'s cash order came back undelivered (return to origin) at `at`. */
  async returned(m: EntityManager, checkoutId: string, at: Date): Promise<void> {
    await m.query(
      `UPDATE checkouts SET cod_outcome = 'returned', cod_outcome_at = $2
        WHERE id = $1 AND payment_method = 'COD'`,
      [checkoutId, at],
    );
  }
}
