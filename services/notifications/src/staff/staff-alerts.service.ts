import {
  formatInr,
  orderNumber,
  type DisputeChangedV1,
  type EventEnvelope,
  type ProductCreatedV1,
  type ProductUpdatedV1,
  type RefundFailedV1,
  type StockChangedV1,
} from '@arogya/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import { deliveryDate, toStaff } from '../events/plans.js';
import { MessageRepository } from '../messages/message.repository.js';
import { Recipients } from '../recipients/recipients.js';

/**
 * What staff hear besides new orders: low stock (once each time a product falls to the
 * threshold, again only after it was restocked above it), failed refunds and disputes (to
 * finance).
 */
@Injectable()
export class StaffAlerts {
  constructor(
    private readonly messages: MessageRepository,
    private readonly recipients: Recipients,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv,
  ) {}

  /** Remembers a product's name (alerts name it) and its stock. */
  async product(m: EntityManager, e: EventEnvelope<string, ProductCreatedV1 | ProductUpdatedV1>) {
    const p = e.data.product;
    await m.query(
      `INSERT INTO products_seen (product_id, name, count_in_stock, version)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (product_id) DO UPDATE SET name = EXCLUDED.name, updated_at = now()
         WHERE products_seen.version IS NULL OR EXCLUDED.version IS NULL
           OR products_seen.version <= EXCLUDED.version`,
      [p._id, p.name, p.countInStock, e.data.version ?? null],
    );
    await this.stock(m, e.id, p._id, p.countInStock, e.data.version);
  }

  async stockChanged(m: EntityManager, e: EventEnvelope<string, StockChangedV1>) {
    await this.stock(m, e.id, e.data.productId, e.data.countInStock, e.data.version);
  }

  /**
   * A product's stock as an event says it, unless a newer one was applied (events of one
   * product may be handled out of order: the product row's `version` decides); an alert when it
   * has fallen to the threshold and none was sent since it was last above.
   */
  private async stock(
    m: EntityManager,
    eventId: string,
    productId: string,
    count: number,
    version: number | undefined,
  ) {
    const staff = await this.recipients.staff(m);
    const threshold = staff.lowStockThreshold;
    const [row] = (await m.query(
      `UPDATE products_seen SET count_in_stock = $2::int, updated_at = now(),
         version = COALESCE($4::int, version),
         low_alerted = CASE WHEN $2::int > $3::int THEN false ELSE low_alerted END
       WHERE product_id = $1 AND ($4::int IS NULL OR version IS NULL OR version <= $4::int)
       RETURNING name, low_alerted`,
      [productId, count, threshold, version ?? null],
    )) as [{ name: string; low_alerted: boolean }[], number];
    const seen = row[0];
    if (!seen || count > threshold || seen.low_alerted) return;
    await m.query('UPDATE products_seen SET low_alerted = true WHERE product_id = $1', [productId]);
    const vars = {
      product: seen.name,
      count,
      threshold,
      adminUrl: `${this.config.SHOP_URL}/admin#/products/${productId}`,
    };
    await this.messages.add(m, eventId, toStaff('staff-low-stock', staff.orderEmails, null, vars));
  }

  async refundFailed(m: EntityManager, e: EventEnvelope<string, RefundFailedV1>) {
    const staff = await this.recipients.staff(m);
    const vars = {
      orderNumber: orderNumber(e.data.orderId),
      amount: formatInr(e.data.amountPaise),
      reason: e.data.reason,
      adminUrl: `${this.config.SHOP_URL}/admin#/refunds`,
    };
    await this.messages.add(
      m,
      e.id,
      toStaff('staff-refund-failed', staff.financeEmails, e.data.orderId, vars),
    );
  }

  async dispute(m: EntityManager, e: EventEnvelope<string, DisputeChangedV1>) {
    const staff = await this.recipients.staff(m);
    const d = e.data;
    const vars = {
      status: d.status.replace(/_/g, ' '),
      amount: formatInr(d.amountPaise),
      reasonCode: d.reasonCode,
      orderNumber: d.orderId ? orderNumber(d.orderId) : null,
      respondBy: d.respondBy ? deliveryDate(d.respondBy.slice(0, 10)) : null,
      adminUrl: `${this.config.SHOP_URL}/admin#/disputes`,
    };
    await this.messages.add(
      m,
      e.id,
      toStaff('staff-dispute', staff.financeEmails, d.orderId, vars),
    );
  }
}
