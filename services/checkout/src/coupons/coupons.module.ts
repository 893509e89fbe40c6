import { Module } from '@nestjs/common';
import { CheckoutsModule } from '../checkouts/checkouts.module.js';
import { CouponRepository } from './coupon.repository.js';
import { CouponsRpc } from './coupons.rpc.js';
import { CouponsService } from './coupons.service.js';
import { CouponOrderCancelledHandler } from './order-cancelled.handler.js';

/** Coupons (issue 19): priced into checkouts through their hooks, kept by admins. */
@Module({
  imports: [CheckoutsModule],
  providers: [CouponRepository, CouponsService, CouponsRpc, CouponOrderCancelledHandler],
})
export class CouponsModule {}
