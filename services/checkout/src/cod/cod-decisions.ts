import { decideCod, noCodRisk, type CodDecision } from '@arogya/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ShippingTerms } from '../serviceability/serviceability.service.js';
import { CodRiskRepository } from './cod-risk.repository.js';

/** One checkout's case for cash on delivery. */
export interface CodCase {
  userId: string;
  pin: string;
  productIds: string[];
  /** what the courier would collect (the total with the COD fee) */
  codTotalPaise: number;
  terms: ShippingTerms;
}

/**
 * Decides cash on delivery for one checkout (issue 32): the settings' switch and cap and the
 * PIN's zone and list first, the history (the customer's returns, the PIN's returns, a repeat
 * of the same items) read only when those allow it, so a refusal on the cap costs no query.
 */
@Injectable()
export class CodDecisions {
  constructor(private readonly risk: CodRiskRepository) {}

  async decide(c: CodCase, m?: EntityManager): Promise<CodDecision> {
    const { fees, zoneCod, codBlocked } = c.terms;
    const facts = { ...noCodRisk(c.pin), zoneCod, pinBlocked: codBlocked };
    const first = decideCod(fees, c.codTotalPaise, facts);
    if (!first.offered) return first;
    const history = await this.risk.history(c.userId, c.pin, c.productIds, fees, m);
    return decideCod(fees, c.codTotalPaise, { ...facts, ...history });
  }
}
