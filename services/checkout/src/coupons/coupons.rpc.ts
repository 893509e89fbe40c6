import { CouponCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CouponsService } from './coupons.service.js';

/** Coupons' calls (`checkout.coupons.*`). */
@Injectable()
export class CouponsRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
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
  }
}
