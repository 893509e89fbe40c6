import {
  erasedAddress,
  ErasureDone,
  isEntityId,
  paiseToRupees,
  type ExportSection,
  type UserErasureRequestedV1,
} from '@arogya/contracts';
import { appendToOutbox, erasePublishedEvents } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrdersToShipRepository } from '../intake/orders-to-ship.repository.js';
import { claimView, ClaimsRepository } from '../claims/claims.repository.js';
import { DeliveryIssuesRepository } from '../shipments/delivery-issues.repository.js';

/** What the fulfilment service keeps of an erased person, and why (in `fulfilment.erasure-done`). */
export const FULFILMENT_KEEPS = [
  'Orders to ship: their items, quantities, dates and state, under the account id but without the address or phone, so that what left the warehouse still adds up',
  'Failed deliveries: why the courier could not deliver and what was decided, without the phone or address corrected for it',
  'Claims: the items, reason, decision, credit note and refund, without the name, description or photos, so that the refunds and replacements still add up',
  'Events the fulfilment service already published: in the shop’s event stream until it drops them (7 days)',
];

/**
 * A person's data in the fulfilment service (DPDP Act 2023, issue 33): where their orders go.
 * Exported on request; on `users.erasure-requested` the address goes, the rest stays.
 */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly orders: OrdersToShipRepository,
    private readonly issues: DeliveryIssuesRepository,
    private readonly claims: ClaimsRepository,
  ) {}

  /**
   * In the inbox's transaction `m`: the person's orders lose their address, the service's
   * published events that mention them are scrubbed, and `fulfilment.erasure-done` says what
   * went and what stays. A second request finds nothing more and answers done all the same.
   */
  async erase(m: EntityManager, request: UserErasureRequestedV1): Promise<void> {
    const { userId, email, phone } = request;
    // an id that is no user id names no order (the column is a uuid)
    const ordersToShip = isEntityId(userId)
      ? await this.orders.anonymise(m, userId, erasedAddress)
      : 0;
    const deliveryIssues = isEntityId(userId) ? await this.issues.anonymiseOf(m, userId) : 0;
    const claims = isEntityId(userId) ? await this.claims.anonymiseOf(m, userId) : 0;
    const publishedEvents = await erasePublishedEvents(
      m,
      [userId, email, phone].filter((n): n is string => !!n),
    );
    await appendToOutbox(m, ErasureDone.fulfilment, {
      requestId: request.requestId,
      userId,
      service: 'fulfilment',
      erased: { ordersToShip, deliveryIssues, claims, publishedEvents },
      kept: FULFILMENT_KEEPS,
    });
  }

  /**
   * The fulfilment service's part of "Download my data": the person's orders to ship, their
   * failed deliveries with what was decided, and their claims.
   */
  async export(userId: string): Promise<ExportSection> {
    const orders = isEntityId(userId) ? await this.orders.ofUser(userId) : [];
    const issues = isEntityId(userId) ? await this.issues.ofUser(userId) : [];
    const claims = isEntityId(userId) ? await this.claims.ofUser(userId) : [];
    return {
      claims: claims.map(claimView).map(({ customer: _, ...c }) => c),
      deliveryIssues: issues.map(({ id: _, ...i }) => i),
      ordersToShip: orders.map(({ collectPaise, lines, ...o }) => ({
        ...o,
        collect: paiseToRupees(collectPaise),
        lines: lines.map(({ pricePaise, ...l }) => ({ ...l, price: paiseToRupees(pricePaise) })),
      })),
    };
  }
}
