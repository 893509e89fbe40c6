import { eventOwner, republishDeadLetterCall, type Namespace } from '@arogya/contracts';
import {
  DeadLetters,
  JETSTREAM,
  JETSTREAM_MANAGER,
  NAMESPACE,
  PlatformModule,
  RpcClient,
  ShopError,
} from '@arogya/platform';
import { Module } from '@nestjs/common';
import { AdminCouponsController } from './admin/admin-coupons.controller.js';
import { AdminOffersController } from './admin/admin-offers.controller.js';
import { OffersController } from './checkout/offers.controller.js';
import { AdminDeadLettersController } from './admin/admin-dead-letters.controller.js';
import { AdminDisputesController } from './admin/admin-disputes.controller.js';
import { AdminMessagesController } from './admin/admin-messages.controller.js';
import { MessageWebhooksController } from './notifications/message-webhooks.controller.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { AdminProductsController } from './admin/admin-products.controller.js';
import { AdminBatchesController } from './admin/admin-batches.controller.js';
import { AdminReviewsController } from './admin/admin-reviews.controller.js';
import { ReviewsController } from './reviews/reviews.controller.js';
import { AdminRefundsController } from './admin/admin-refunds.controller.js';
import { AdminServiceabilityController } from './admin/admin-serviceability.controller.js';
import { AdminCodCashController } from './admin/admin-cod-cash.controller.js';
import { AdminShipmentsController } from './admin/admin-shipments.controller.js';
import { CourierWebhooksController } from './fulfilment/courier-webhooks.controller.js';
import { TrackingController } from './fulfilment/tracking.controller.js';
import { ShipmentsController } from './fulfilment/shipments.controller.js';
import { AdminDeliveryIssuesController } from './admin/admin-delivery-issues.controller.js';
import { AdminClaimsController } from './admin/admin-claims.controller.js';
import { ClaimsController } from './fulfilment/claims.controller.js';
import { AdminUsersController } from './admin/admin-users.controller.js';
import { AuthStateCache } from './auth/auth-state.cache.js';
import { Authenticator } from './auth/authenticator.js';
import { AuthGuard, RateLimitGuard } from './auth/guards.js';
import { CartController } from './cart/cart.controller.js';
import { CheckoutController } from './checkout/checkout.controller.js';
import { CouponsController } from './coupons/coupons.controller.js';
import { Finalize } from './checkout/finalize.service.js';
import { WebhooksController } from './checkout/webhooks.controller.js';
import { AdminOrdersController } from './admin/admin-orders.controller.js';
import { OrdersController } from './orders/orders.controller.js';
import { GATEWAY_CONFIG, loadGatewayConfig } from './config.js';
import { CatalogCache } from './products/catalog-cache.js';
import { ProductsController } from './products/products.controller.js';
import { UploadFilesController } from './uploads/upload-files.controller.js';
import { UPLOAD_STORE, uploadStoreFor } from './uploads/upload-store.js';
import { UploadsController } from './uploads/uploads.controller.js';
import { UsersController } from './users/users.controller.js';
import { AccountController } from './users/account.controller.js';
import { PrivacyController } from './users/privacy.controller.js';
import { ConfigController } from './web/config.controller.js';
import { PagesController } from './web/pages.controller.js';
import { ServiceabilityController } from './serviceability/serviceability.controller.js';

/** Default health and metrics port of the gateway. */
export const GATEWAY_OPS_PORT = 9100;

@Module({
  imports: [PlatformModule.forService({ name: 'gateway', defaultOpsPort: GATEWAY_OPS_PORT })],
  controllers: [
    ProductsController,
    UsersController,
    AccountController,
    PrivacyController,
    AdminUsersController,
    AdminProductsController,
    AdminBatchesController,
    AdminReviewsController,
    ReviewsController,
    UploadsController,
    UploadFilesController,
    CartController,
    CheckoutController,
    WebhooksController,
    OrdersController,
    AdminOrdersController,
    AdminDeadLettersController,
    ServiceabilityController,
    AdminServiceabilityController,
    AdminCodCashController,
    AdminShipmentsController,
    CourierWebhooksController,
    TrackingController,
    ShipmentsController,
    AdminDeliveryIssuesController,
    ClaimsController,
    AdminClaimsController,
    CouponsController,
    AdminCouponsController,
    OffersController,
    AdminOffersController,
    AdminRefundsController,
    AdminDisputesController,
    AdminMessagesController,
    NotificationsController,
    MessageWebhooksController,
    ConfigController,
    PagesController,
  ],
  providers: [
    { provide: GATEWAY_CONFIG, useFactory: loadGatewayConfig },
    { provide: UPLOAD_STORE, useFactory: uploadStoreFor, inject: [GATEWAY_CONFIG] },
    CatalogCache,
    AuthStateCache,
    Authenticator,
    AuthGuard,
    RateLimitGuard,
    Finalize,
    {
      provide: DeadLetters,
      // a replay is published by the service whose event it is: in Kubernetes NATS lets each
      // service, and not the gateway, publish its own events
      useFactory: (
        js: ConstructorParameters<typeof DeadLetters>[0],
        jsm: ConstructorParameters<typeof DeadLetters>[1],
        ns: Namespace,
        rpc: RpcClient,
      ) =>
        new DeadLetters(js, jsm, ns, async (id, subject) => {
          const owner = eventOwner(subject);
          if (!owner) throw new ShopError(409, `Dead letter ${id}: "${subject}" is not an event`);
          await rpc.call(republishDeadLetterCall(owner), { id });
        }),
      inject: [JETSTREAM, JETSTREAM_MANAGER, NAMESPACE, RpcClient],
    },
  ],
})
export class AppModule {}
