import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { CreateOrders1763700000500 } from './migrations/1763700000500-create-orders.js';
import { OrderRefundStatus1764500000500 } from './migrations/1764500000500-order-refund-status.js';
import { OrderCouponAndPromise1766000000500 } from './migrations/1766000000500-order-coupon-and-promise.js';
import { ORDERS_CONFIG, loadOrdersConfig } from './config.js';
import { InvoiceRepository } from './invoices/invoice.repository.js';
import { INVOICE_CLOCK, InvoicesService, systemClock } from './invoices/invoices.service.js';
import { InvoicesRpc } from './invoices/invoices.rpc.js';
import { Invoices1766200000500 } from './migrations/1766200000500-invoices.js';
import { ErasedUsers1768100000500 } from './migrations/1768100000500-erased-users.js';
import { Reviews1768300000500 } from './migrations/1768300000500-reviews.js';
import { OrderCharges1768400000500 } from './migrations/1768400000500-order-charges.js';
import { CodReturns1768400000600 } from './migrations/1768400000600-cod-returns.js';
import { CodCash1768400000700 } from './migrations/1768400000700-cod-cash.js';
import { ClaimCreditNotes1768700000500 } from './migrations/1768700000500-claim-credit-notes.js';
import { ClaimCreditsService } from './invoices/claim-credits.service.js';
import { CodCashRepository } from './cod-cash/cod-cash.repository.js';
import { CodCashRpc } from './cod-cash/cod-cash.rpc.js';
import { CodCashService } from './cod-cash/cod-cash.service.js';
import { ReviewsRpc } from './reviews/reviews.rpc.js';
import { ReviewsService } from './reviews/reviews.service.js';
import { OrderDisputes1767000000500 } from './migrations/1767000000500-order-disputes.js';
import { AdminOrdersService } from './orders/admin-orders.service.js';
import { CodOrdersService } from './orders/cod-orders.service.js';
import { OrderChangesService } from './orders/order-changes.service.js';
import { OrderEntity, OrderHistoryEntity } from './orders/order.entity.js';
import { OrderEventsHandler } from './orders/order-events.handler.js';
import { OrderRepository } from './orders/order.repository.js';
import { OrdersRpc } from './orders/orders.rpc.js';
import { OrdersService } from './orders/orders.service.js';
import { ShipmentProgressService } from './orders/shipment-progress.service.js';
import { ErasureRequestedHandler } from './privacy/erasure-requested.handler.js';
import { PrivacyRepository } from './privacy/privacy.repository.js';
import { PrivacyRpc } from './privacy/privacy.rpc.js';
import { PrivacyService } from './privacy/privacy.service.js';

/** Default health and metrics port of the orders service. */
export const ORDERS_OPS_PORT = 9105;

@Module({
  imports: [
    PlatformModule.forService({
      name: 'orders',
      defaultOpsPort: ORDERS_OPS_PORT,
      database: {
        entities: [OrderEntity, OrderHistoryEntity],
        migrations: [
          CreateOrders1763700000500,
          OrderRefundStatus1764500000500,
          OrderCouponAndPromise1766000000500,
          Invoices1766200000500,
          OrderDisputes1767000000500,
          ErasedUsers1768100000500,
          Reviews1768300000500,
          OrderCharges1768400000500,
          CodReturns1768400000600,
          CodCash1768400000700,
          ClaimCreditNotes1768700000500,
        ],
      },
    }),
  ],
  providers: [
    OrderRepository,
    OrdersService,
    CodOrdersService,
    OrderChangesService,
    AdminOrdersService,
    ShipmentProgressService,
    OrdersRpc,
    OrderEventsHandler,
    { provide: ORDERS_CONFIG, useFactory: loadOrdersConfig },
    { provide: INVOICE_CLOCK, useValue: systemClock },
    InvoiceRepository,
    InvoicesService,
    InvoicesRpc,
    ClaimCreditsService,
    PrivacyRepository,
    PrivacyService,
    PrivacyRpc,
    ErasureRequestedHandler,
    ReviewsService,
    ReviewsRpc,
    CodCashRepository,
    CodCashService,
    CodCashRpc,
  ],
})
export class AppModule {}
