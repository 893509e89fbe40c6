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
import { CartRepository } from '../carts/cart.repository.js';

/**
 * What the cart holds about a person (DPDP Act 2023): a signed-in shopper's cart and its lines,
 * found by their user id. Guest carts name nobody (a guest's lines move into the account's cart
 * at sign-in, and an unmerged guest cart expires). Product facts are the catalogue's.
 */
@Injectable()
export class PrivacyService {
  constructor(private readonly carts: CartRepository) {}

  /**
   * `users.erasure-requested` (in the inbox's transaction `m`): the person's cart goes with its
   * lines, the cart's published events that mention them are scrubbed, and `cart.erasure-done`
   * says so. A second request finds nothing left and answers done all the same.
   */
  async erase(m: EntityManager, request: UserErasureRequestedV1): Promise<void> {
    const { userId, email, phone } = request;
    // an id that is no user id names no cart (the column is a uuid)
    const gone = isEntityId(userId)
      ? await this.carts.eraseUser(m, userId)
      : { carts: 0, lines: 0 };
    const events = await erasePublishedEvents(
      m,
      [userId, email, phone].filter((n): n is string => !!n),
    );
    await appendToOutbox(m, ErasureDone.cart, {
      requestId: request.requestId,
      userId,
      service: 'cart',
      erased: { carts: gone.carts, cartLines: gone.lines, publishedEvents: events },
      kept: [],
    });
  }

  /** The cart's part of "Download my data": the lines of the person's cart, newest first. */
  async export(userId: string): Promise<ExportSection> {
    const lines = await this.carts.linesOfUser(userId);
    return {
      lines: lines.map((l) => ({
        productId: l.productId,
        name: l.name,
        size: l.size,
        color: l.color,
        quantity: l.quantity,
        price: paiseToRupees(l.pricePaise),
        addedAt: l.addedAt.toISOString(),
      })),
    };
  }
}
