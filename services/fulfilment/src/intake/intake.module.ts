import { Module } from '@nestjs/common';
import { OrderChangesRpc } from './order-changes.rpc.js';
import { OrderIntakeHandler } from './order-intake.handler.js';
import { OrdersToShipRepository } from './orders-to-ship.repository.js';

/**
 * The orders to ship (issue 33), learnt from the orders' events; shipments are booked for
 * them (the shipments module lists those waiting).
 */
@Module({
  providers: [OrdersToShipRepository, OrderIntakeHandler, OrderChangesRpc],
  exports: [OrdersToShipRepository],
})
export class IntakeModule {}
