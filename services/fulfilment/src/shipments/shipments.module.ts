import { Module } from '@nestjs/common';
import { CouriersModule } from '../couriers/couriers.module.js';
import { IntakeModule } from '../intake/intake.module.js';
import { DeliveryIssuesRepository } from './delivery-issues.repository.js';
import { DeliveryIssuesService } from './delivery-issues.service.js';
import { ParcelsService } from './parcels.service.js';
import { PickupsService } from './pickups.service.js';
import { ShipmentsRepository } from './shipments.repository.js';
import { ShipmentsRpc } from './shipments.rpc.js';
import { ShipmentsService } from './shipments.service.js';
import { TrackingViews } from './tracking-views.service.js';
import { TrackingService } from './tracking.service.js';

/**
 * Shipments (issue 33): booked with the courier from the orders to ship, their labels printed
 * and handed over in pickups, moved on by the courier's scans.
 */
@Module({
  imports: [IntakeModule, CouriersModule],
  providers: [
    ShipmentsRepository,
    ParcelsService,
    ShipmentsService,
    TrackingService,
    TrackingViews,
    DeliveryIssuesRepository,
    DeliveryIssuesService,
    PickupsService,
    ShipmentsRpc,
  ],
  exports: [ShipmentsService],
})
export class ShipmentsModule {}
