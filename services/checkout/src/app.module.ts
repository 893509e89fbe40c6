import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { CheckoutsRpcController } from './checkouts/checkouts.rpc.controller.js';
import { CheckoutsService } from './checkouts/checkouts.service.js';
import { OrderPlacedHandler } from './checkouts/order-placed.handler.js';
import { CHECKOUT_CONFIG, loadCheckoutConfig } from './config.js';
import { CreateCheckouts1763700000400 } from './migrations/1763700000400-create-checkouts.js';

/** Default health and metrics port of the checkout service. */
export const CHECKOUT_OPS_PORT = 9104;

@Module({
  imports: [
    PlatformModule.forService({
      name: 'checkout',
      defaultOpsPort: CHECKOUT_OPS_PORT,
      database: { entities: [], migrations: [CreateCheckouts1763700000400] },
    }),
  ],
  controllers: [CheckoutsRpcController],
  providers: [
    { provide: CHECKOUT_CONFIG, useFactory: loadCheckoutConfig },
    CheckoutsService,
    OrderPlacedHandler,
  ],
})
export class AppModule {}
