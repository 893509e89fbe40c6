import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { CheckoutEntity, CheckoutHistoryEntity } from './checkouts/checkout.entity.js';
import { CheckoutRepository } from './checkouts/checkout.repository.js';
import { CheckoutsRpc } from './checkouts/checkouts.rpc.js';
import { CheckoutsService } from './checkouts/checkouts.service.js';
import { OrderPlacedHandler } from './checkouts/order-placed.handler.js';
import { CHECKOUT_CONFIG, loadCheckoutConfig } from './config.js';
import { CouponEntity, CouponRedemptionEntity } from './coupons/coupon.entity.js';
import { CouponRepository } from './coupons/coupon.repository.js';
import { CouponsRpc } from './coupons/coupons.rpc.js';
import { CouponsService } from './coupons/coupons.service.js';
import { ExpiryJob } from './jobs/expiry.job.js';
import { ReconciliationJob } from './jobs/reconciliation.job.js';
import { RefundJob } from './jobs/refund.job.js';
import { WebhookPurgeJob } from './jobs/webhook-purge.job.js';
import { CreateCheckouts1763700000400 } from './migrations/1763700000400-create-checkouts.js';
import { CheckoutHistoryAndRefunds1764000000400 } from './migrations/1764000000400-checkout-history-and-refunds.js';
import { PaymentsInProduction1764500000400 } from './migrations/1764500000400-payments-in-production.js';
import { CheckoutsByPayment1765000000400 } from './migrations/1765000000400-checkouts-by-payment.js';
import { ExpiredCheckoutsReconciled1765100000400 } from './migrations/1765100000400-expired-checkouts-reconciled.js';
import { CheckoutCouponAndPromise1766000000400 } from './migrations/1766000000400-checkout-coupon-and-promise.js';
import { DeliveryPromise1766100000400 } from './migrations/1766100000400-delivery-promise.js';
import { Coupons1766300000400 } from './migrations/1766300000400-coupons.js';
import { MoneyBadDays1767000000400 } from './migrations/1767000000400-money-bad-days.js';
import { RefundRequestHandlers } from './payments/refund-requests.handler.js';
import { PaymentOrders } from './payments/payment-order.service.js';
import { PaymentVerification } from './payments/payment-verification.service.js';
import { PaymentsRpc } from './payments/payments.rpc.js';
import { RazorpayClient } from './payments/razorpay.client.js';
import { Reconciliation } from './payments/reconciliation.service.js';
import { RefundEntity } from './payments/refund.entity.js';
import { RefundRepository } from './payments/refund.repository.js';
import { Refunds } from './payments/refunds.service.js';
import { RefundsAdmin } from './payments/refunds-admin.service.js';
import { DisputeEntity } from './payments/dispute.entity.js';
import { DisputeRepository } from './payments/dispute.repository.js';
import { Disputes } from './payments/disputes.service.js';
import { MoneyAdminRpc } from './payments/money-admin.rpc.js';
import { WebhookEventEntity } from './payments/webhook-event.entity.js';
import { WebhookLog } from './payments/webhook-log.js';
import { Webhooks } from './payments/webhook.service.js';
import { ServiceabilityAdmin } from './serviceability/serviceability-admin.service.js';
import { ServiceabilityRepository } from './serviceability/serviceability.repository.js';
import { ServiceabilityRpc } from './serviceability/serviceability.rpc.js';
import { Serviceability } from './serviceability/serviceability.service.js';

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
        ],
      },
    }),
  ],
  providers: [
    { provide: CHECKOUT_CONFIG, useFactory: loadCheckoutConfig },
    CheckoutRepository,
    RefundRepository,
    RazorpayClient,
    CheckoutsService,
    PaymentOrders,
    PaymentVerification,
    WebhookLog,
    Webhooks,
    Reconciliation,
    Refunds,
    RefundsAdmin,
    DisputeRepository,
    Disputes,
    MoneyAdminRpc,
    ExpiryJob,
    RefundJob,
    ReconciliationJob,
    WebhookPurgeJob,
    CheckoutsRpc,
    PaymentsRpc,
    OrderPlacedHandler,
    RefundRequestHandlers,
    ServiceabilityRepository,
    Serviceability,
    ServiceabilityAdmin,
    ServiceabilityRpc,
    CouponRepository,
    CouponsService,
    CouponsRpc,
  ],
})
export class AppModule {}
