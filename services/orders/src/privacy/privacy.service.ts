import {
  ErasureDone,
  isEntityId,
  paiseToRupees,
  type ExportSection,
  type UserErasureRequestedV1,
} from '@arogya/contracts';
import { appendToOutbox, erasePublishedEvents } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrderRepository } from '../orders/order.repository.js';
import { toOrderView } from '../orders/order.view.js';
import { ReviewsService } from '../reviews/reviews.service.js';
import { PrivacyRepository } from './privacy.repository.js';

/** What the orders service keeps of an erased person, and why (in `orders.erasure-done`). */
const keeps = (taxDocuments: number) => [
  `GST invoices and credit notes (${taxDocuments}): the buyer’s name and address as issued, unchanged, for 8 years as the GST Act requires`,
  'Orders: their items, amounts, statuses, dates and payment ids, under the account id but without the name or address, so that the shop’s accounts still add up',
  'Events the orders service already published: in the shop’s event stream until it drops them (7 days)',
];

/**
 * A person's data in the orders service (DPDP Act 2023): exported on request, and on
 * `users.erasure-requested` anonymised: the orders stay for the accounts, the tax documents
 * stay as issued (a trigger keeps them immutable), the name and address go from the rest.
 */
@Injectable()
export class PrivacyService {
  constructor(
    private readonly privacy: PrivacyRepository,
    private readonly orders: OrderRepository,
    private readonly reviews: ReviewsService,
  ) {}

  /**
   * In the inbox's transaction `m`: the person's orders lose name and address, the service's
   * published events that mention them are scrubbed, and `orders.erasure-done` says what went
   * and what stays. A second request finds nothing more to erase and answers done all the same.
   */
  async erase(m: EntityManager, request: UserErasureRequestedV1): Promise<void> {
    const { userId, email, phone } = request;
    // an id that is no user id names no order (the column is a uuid)
    const known = isEntityId(userId);
    const orders = known ? await this.privacy.anonymise(m, userId) : 0;
    const taxDocuments = known ? await this.privacy.taxDocumentCount(m, userId) : 0;
    // their reviews go (the products they rated are rated afresh)
    const reviews = known ? await this.reviews.eraseUser(m, userId) : 0;
    const publishedEvents = await erasePublishedEvents(
      m,
      [userId, email, phone].filter((n): n is string => !!n),
    );
    await appendToOutbox(m, ErasureDone.orders, {
      requestId: request.requestId,
      userId,
      service: 'orders',
      erased: { orders, reviews, publishedEvents },
      kept: keeps(taxDocuments),
    });
  }

  /**
   * The orders service's part of "Download my data": the person's orders as they see them, and
   * their invoices and credit notes (number, date, amount, order), newest first.
   */
  async export(userId: string): Promise<ExportSection> {
    const [orders, documents, reviews] = await Promise.all([
      this.orders.ofUser(userId),
      this.privacy.taxDocumentsOf(userId),
      this.reviews.mine(userId),
    ]);
    return {
      reviews: JSON.parse(reviews.json) as unknown[],
      orders: orders.map(toOrderView),
      taxDocuments: documents.map((d) => ({
        kind: d.kind,
        number: d.number,
        issuedAt: d.issuedAt.toISOString(),
        orderId: d.orderId,
        invoiceNumber: d.invoiceNumber,
        amount: paiseToRupees(d.netPaise),
      })),
    };
  }
}
