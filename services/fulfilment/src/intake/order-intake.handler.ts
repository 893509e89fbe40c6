import {
  OrderCancelledV1,
  OrderPlacedV1,
  OrderStatusChangedV1,
  withState,
} from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OrdersToShipRepository } from './orders-to-ship.repository.js';

/**
 * What fulfilment learns of orders, once each via the inbox (issue 33): a new order (paid: to
 * ship; cash on delivery: awaiting its shopper's code), a cash order confirmed (to ship), an
 * order cancelled before anything shipped.
 */
@Injectable()
export class OrderIntakeHandler implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly orders: OrdersToShipRepository,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'fulfilment-order-placed',
      event: OrderPlacedV1,
      handle: async ({ data: o, occurredAt }, m) => {
        // an order from before addresses travelled with it cannot be shipped from here
        if (!o.shippingAddress) return;
        const cod = o.paymentMethod === 'COD';
        await this.orders.add(m, {
          orderId: o.orderId,
          userId: o.userId,
          state: cod ? 'awaiting-confirmation' : 'to-ship',
          paymentMethod: cod ? 'COD' : 'Razorpay',
          collectPaise: cod ? o.totalPricePaise : 0,
          shipTo: withState(o.shippingAddress),
          lines: o.items.map((i) => ({
            productId: i.productId,
            variantId: i.variantId ?? null,
            sku: i.sku ?? null,
            name: i.variant ? `${i.name} (${i.variant})` : i.name,
            size: i.size,
            color: i.color,
            quantity: i.quantity,
            pricePaise: i.pricePaise,
          })),
          promisedBy: o.estimatedDelivery ?? null,
          placedAt: o.placedAt ?? occurredAt,
        });
      },
    });
    this.consumers.register({
      consumer: 'fulfilment-order-confirmed',
      event: OrderStatusChangedV1,
      handle: async ({ data: e }, m) => {
        if (e.from === 'Awaiting confirmation' && e.to === 'Processing')
          await this.orders.move(m, e.orderId, ['awaiting-confirmation'], 'to-ship');
      },
    });
    this.consumers.register({
      consumer: 'fulfilment-order-cancelled',
      event: OrderCancelledV1,
      handle: async ({ data: e }, m) => {
        await this.orders.move(m, e.orderId, ['awaiting-confirmation', 'to-ship'], 'cancelled');
      },
    });
  }
}
