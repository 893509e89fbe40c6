import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { CheckoutEntity, CheckoutHistoryEntity } from './checkouts/checkout.entity.js';
import { CheckoutsModule } from './checkouts/checkouts.module.js';
import { CheckoutConfigModule } from './config.module.js';
import { CouponEntity, CouponRedemptionEntity } from './coupons/coupon.entity.js';
import { CouponsModule } from './coupons/coupons.module.js';
import { CreateCheckouts1763700000400 } from './migrations/1763700000400-create-checkouts.js';
import { CheckoutHistoryAndRefunds1764000000400 } from './migrations/1764000000400-checkout-history-and-refunds.js';
import { PaymentsInProduction1764500000400 } from './migrations/1764500000400-payments-in-production.js';
import { CheckoutsByPayment1765000000400 } from './migrations/1765000000400-checkouts-by-payment.js';
import { ExpiredCheckoutsReconciled1765100000400 } from './migrations/1765100000400-expired-checkouts-reconciled.js';
import { CheckoutCouponAndPromise1766000000400 } from './migrations/1766000000400-checkout-coupon-and-promise.js';
import { DeliveryPromise1766100000400 } from './migrations/1766100000400-delivery-promise.js';
import { Coupons1766300000400 } from './migrations/1766300000400-coupons.js';
import { MoneyBadDays1767000000400 } from './migrations/1767000000400-money-bad-days.js';
import { FeesAndOffers1768400000400 } from './migrations/1768400000400-fees-and-offers.js';
import { CodDecisions1768400000600 } from './migrations/1768400000600-cod-decisions.js';
import { CodCancelled1768400000700 } from './migrations/1768400000700-cod-cancelled.js';
import { CodOutcomeByOrder1768400000800 } from './migrations/1768400000800-cod-outcome-by-order.js';
import { ItemOffers1768400000900 } from './migrations/1768400000900-item-offers.js';
import { ClaimRefunds1768700000400 } from './migrations/1768700000400-claim-refunds.js';
import { DisputeEntity } from './payments/dispute.entity.js';
import { PaymentsModule } from './payments/payments.module.js';
import { RefundEntity } from './payments/refund.entity.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { WebhookEventEntity } from './payments/webhook-event.entity.js';
import { CodModule } from './cod/cod.module.js';
import { OffersModule } from './offers/offers.module.js';
import { ServiceabilityModule } from './serviceability/serviceability.module.js';

/** Default health and metrics port of the checkout service. */
export const CHECKOUT_OPS_PORT = 9104;

@Module({
  imports: [
    PlatformModule.forService({
      name: 'checkout',
      defaultOpsPort: CHECKOUT_OPS_PORT,
      database: {
        entities: [
          CheckoutEntity,
          CheckoutHistoryEntity,
          RefundEntity,
          WebhookEventEntity,
          CouponEntity,
          CouponRedemptionEntity,
          DisputeEntity,
        ],
        migrations: [
          CreateCheckouts1763700000400,
          CheckoutHistoryAndRefunds1764000000400,
          PaymentsInProduction1764500000400,
          CheckoutsByPayment1765000000400,
          ExpiredCheckoutsReconciled1765100000400,
          CheckoutCouponAndPromise1766000000400,
          DeliveryPromise1766100000400,
          Coupons1766300000400,
          MoneyBadDays1767000000400,
          FeesAndOffers1768400000400,
          CodDecisions1768400000600,
          CodCancelled1768400000700,
          CodOutcomeByOrder1768400000800,
          ItemOffers1768400000900,
          ClaimRefunds1768700000400,
        ],
      },
    }),
    CheckoutConfigModule,
    ServiceabilityModule,
    CodModule,
    OffersModule,
    CheckoutsModule,
    CouponsModule,
    PaymentsModule,
    PrivacyModule,
  ],
})
export class AppModule {}
