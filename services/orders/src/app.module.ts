import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { CreateOrders1763700000500 } from './migrations/1763700000500-create-orders.js';
import { AdminOrdersRpcController } from './orders/admin-orders.rpc.controller.js';
import { AdminOrdersService } from './orders/admin-orders.service.js';
import { OrderEntity, OrderHistoryEntity } from './orders/order.entity.js';
import { OrderEventsHandler } from './orders/order-events.handler.js';
import { OrderRepository } from './orders/order.repository.js';
import { OrdersRpcController } from './orders/orders.rpc.controller.js';
import { OrdersService } from './orders/orders.service.js';

/** Default health and metrics port of the orders service. */
export const ORDERS_OPS_PORT = 9105;

@Module({
  imports: [
    PlatformModule.forService({
      name: 'orders',
      defaultOpsPort: ORDERS_OPS_PORT,
      database: {
        entities: [OrderEntity, OrderHistoryEntity],
        migrations: [CreateOrders1763700000500],
      },
    }),
  ],
  controllers: [OrdersRpcController, AdminOrdersRpcController],
  providers: [OrderRepository, OrdersService, AdminOrdersService, OrderEventsHandler],
})
export class AppModule {}
