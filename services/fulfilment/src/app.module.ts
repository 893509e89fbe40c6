import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { IntakeModule } from './intake/intake.module.js';
import { FulfilmentConfigModule } from './config.module.js';
import { OrdersToShip1768600000100 } from './migrations/1768600000100-orders-to-ship.js';
import { Shipments1768600000200 } from './migrations/1768600000200-shipments.js';
import { Pickups1768600000300 } from './migrations/1768600000300-pickups.js';
import { Tracking1768600000400 } from './migrations/1768600000400-tracking.js';
import { DeliveryIssues1768600000500 } from './migrations/1768600000500-delivery-issues.js';
import { Claims1768600000600 } from './migrations/1768600000600-claims.js';
import { ClaimsModule } from './claims/claims.module.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { ShipmentsModule } from './shipments/shipments.module.js';

/** Default health and metrics port of the fulfilment service. */
export const FULFILMENT_OPS_PORT = 9107;

/**
 * The fulfilment service (issue 33): its own database `arogya_fulfilment`; the orders to ship,
 * learnt from the orders' events (`intake/`); shipments booked with the courier (`couriers/`,
 * Shiprocket when configured) and moved on by its tracking webhooks (`shipments/`); the
 * person's part of an export or erasure (`privacy/`); claims of damaged units, made good by a
 * replacement or a refund (`claims/`). The delivery promise comes next, a module of its own
 * imported here, with its migrations below.
 */
@Module({
  imports: [
    PlatformModule.forService({
      name: 'fulfilment',
      defaultOpsPort: FULFILMENT_OPS_PORT,
      // plain SQL so far: no entity; the outbox and inbox tables come from the platform
      database: {
        entities: [],
        migrations: [
          OrdersToShip1768600000100,
          Shipments1768600000200,
          Pickups1768600000300,
          Tracking1768600000400,
          DeliveryIssues1768600000500,
          Claims1768600000600,
        ],
      },
    }),
    FulfilmentConfigModule,
    IntakeModule,
    ShipmentsModule,
    ClaimsModule,
    PrivacyModule,
  ],
})
export class AppModule {}
