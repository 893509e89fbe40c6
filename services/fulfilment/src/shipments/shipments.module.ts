import { Module } from '@nestjs/common';
import { CouriersModule } from '../couriers/couriers.module.js';
import { IntakeModule } from '../intake/intake.module.js';
import { ShipmentsRepository } from './shipments.repository.js';
import { ShipmentsRpc } from './shipments.rpc.js';
import { ShipmentsService } from './shipments.service.js';
import { TrackingService } from './tracking.service.js';

/** Shipments (issue 33): booked with the courier from the orders to ship, moved on by its scans. */
@Module({
  imports: [IntakeModule, CouriersModule],
  providers: [ShipmentsRepository, ShipmentsService, TrackingService, ShipmentsRpc],
})
export class ShipmentsModule {}
