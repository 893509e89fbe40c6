import { Module } from '@nestjs/common';
import { IntakeModule } from '../intake/intake.module.js';
import { ShipmentsModule } from '../shipments/shipments.module.js';
import { ClaimsHandlers } from './claims.handlers.js';
import { ClaimsRepository } from './claims.repository.js';
import { ClaimsRpc } from './claims.rpc.js';
import { ClaimsService } from './claims.service.js';

/**
 * Claims (issue 33): damaged, defective or wrong units reported by shoppers, decided by staff,
 * made good by a replacement parcel or a refund of those units.
 */
@Module({
  imports: [IntakeModule, ShipmentsModule],
  providers: [ClaimsRepository, ClaimsService, ClaimsHandlers, ClaimsRpc],
})
export class ClaimsModule {}
