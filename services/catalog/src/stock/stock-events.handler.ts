import {
  CheckoutExpiredV1,
  ClaimApprovedV1,
  OrderCancelledV1,
  OrderPlacedV1,
  OrderReturnedV1,
} from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { StockService } from './stock.service.js';

/**
 * Stock follows the checkout and order events: released, sold, restocked when cancelled or
 * returned to origin; a claim's replacement, held when staff approved it, sold (issue 33). Each
 * once, via the inbox.
 */
@Injectable()
export class StockEventsHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly stock: StockService,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'catalog-checkout-expired',
      event: CheckoutExpiredV1,
      handle: async (e, m) => void (await this.stock.release(m, e.data.checkoutId)),
    });
    this.consumers.register({
      consumer: 'catalog-order-placed',
      event: OrderPlacedV1,
      handle: async (e, m) => void (await this.stock.commit(m, e.data.checkoutId)),
    });
    this.consumers.register({
      consumer: 'catalog-order-cancelled',
      event: OrderCancelledV1,
      handle: async (e, m) => void (await this.stock.restock(m, e.data.checkoutId)),
    });
    this.consumers.register({
      consumer: 'catalog-order-returned',
      event: OrderReturnedV1,
      handle: async (e, m) =>
        void (await this.stock.restock(m, e.data.checkoutId, 'order-returned')),
    });
    this.consumers.register({
      consumer: 'catalog-claim-approved',
      event: ClaimApprovedV1,
      handle: async ({ data: e }, m) => {
        if (e.remedy === 'replacement') await this.stock.commit(m, e.claimId, 'claim-replacement');
      },
    });
  }
}
