import { Module } from '@nestjs/common';
import { IntakeModule } from '../intake/intake.module.js';
import { ClaimsRepository } from '../claims/claims.repository.js';
import { DeliveryIssuesRepository } from '../shipments/delivery-issues.repository.js';
import { PrivacyHandlers } from './privacy.handlers.js';
import { PrivacyService } from './privacy.service.js';

/** A person's data in fulfilment (DPDP): exported, and erased on request. */
@Module({
  imports: [IntakeModule],
  providers: [PrivacyService, PrivacyHandlers, DeliveryIssuesRepository, ClaimsRepository],
})
export class PrivacyModule {}
