import { CouponCalls, OrderCancelledV1 } from '@arogya/contracts';
import { EventConsumers, RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CouponsService } from './coupons.service.js';
import { moveRedemption } from './redemption.transitions.js';

/**
 * Coupons' calls (`checkout.coupons.*`), and the release of a cancelled order's coupon: once
 * per `orders.order-cancelled.v1` (the inbox), the code may be used again.
 */
@Injectable()
export class CouponsRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly consumers: EventConsumers,
    private readonly coupons: CouponsService,
  ) {}

  onModuleInit() {
    const { rpc, coupons } = this;
    rpc.handle(CouponCalls.quote, ({ caller, code, subtotalPaise }) =>
      coupons.quote(caller, code, subtotalPaise),
    );
    rpc.handle(CouponCalls.adminList, ({ caller: _, ...params }) => coupons.page(params));
    rpc.handle(CouponCalls.adminGet, ({ code }) => coupons.get(code));
    rpc.handle(CouponCalls.create, ({ coupon }) => coupons.create(coupon));
    rpc.handle(CouponCalls.update, ({ code, changes }) => coupons.update(code, changes));
    rpc.handle(CouponCalls.disable, ({ code }) => coupons.disable(code));
    this.consumers.register({
      consumer: 'checkout-coupon-order-cancelled',
      event: OrderCancelledV1,
      handle: async (event, m) => void (await moveRedemption(m, event.data.checkoutId, 'released')),
    });
  }
}
