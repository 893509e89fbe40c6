import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { loadOrdersConfig, ORDERS_CONFIG } from './config.js';
import { CreateOrders1763700000500 } from './migrations/1763700000500-create-orders.js';
import { OrderEventsHandler } from './orders/order-events.handler.js';
import { OrdersRpcController } from './orders/orders.rpc.controller.js';
import { OrdersService } from './orders/orders.service.js';

/** Default health and metrics port of the orders service. */
export const ORDERS_OPS_PORT = 9105;

@Module({
  imports: [
    PlatformModule.forService({
      name: 'orders',
      defaultOpsPort: ORDERS_OPS_PORT,
      database: { entities: [], migrations: [CreateOrders1763700000500] },
    }),
  ],
  controllers: [OrdersRpcController],
  providers: [
    { provide: ORDERS_CONFIG, useFactory: loadOrdersConfig },
    OrdersService,
    OrderEventsHandler,
  ],
})
export class AppModule {}
