import { Module } from '@nestjs/common';
import { ServiceabilityModule } from '../serviceability/serviceability.module.js';
import { CodDecisions } from './cod-decisions.js';
import { CodOutcomes } from './cod-outcomes.js';
import { CodOutcomesHandler } from './cod-outcomes.handler.js';
import { CodRiskRepository } from './cod-risk.repository.js';
import { CodRpc } from './cod.rpc.js';

/**
 * Cash on delivery's decision per checkout and the outcomes it learns from (issue 32). The
 * checkouts import it; it imports none of them.
 */
@Module({
  imports: [ServiceabilityModule],
  providers: [CodRiskRepository, CodDecisions, CodOutcomesHandler, CodOutcomes, CodRpc],
  exports: [CodDecisions],
})
export class CodModule {}
