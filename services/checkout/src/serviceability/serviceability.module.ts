import { Module } from '@nestjs/common';
import { ServiceabilityAdmin } from './serviceability-admin.service.js';
import { ServiceabilityRepository } from './serviceability.repository.js';
import { ServiceabilityRpc } from './serviceability.rpc.js';
import { Serviceability } from './serviceability.service.js';

/**
 * The delivery promise (issue 19): PIN codes, zones, holidays. Imports nothing of the other
 * modules; checkouts ask it for the address and the promise (it leaves the service later).
 */
@Module({
  providers: [ServiceabilityRepository, Serviceability, ServiceabilityAdmin, ServiceabilityRpc],
  exports: [Serviceability],
})
export class ServiceabilityModule {}
