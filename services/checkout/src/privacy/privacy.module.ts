import { Module } from '@nestjs/common';
import { ErasureRequestedHandler } from './erasure-requested.handler.js';
import { PrivacyRepository } from './privacy.repository.js';
import { PrivacyRpc } from './privacy.rpc.js';
import { PrivacyService } from './privacy.service.js';

/**
 * A person's data across the service (DPDP Act 2023): export and erasure. It reads the tables
 * of checkouts, coupons and payments; none of them imports it.
 */
@Module({
  providers: [PrivacyRepository, PrivacyService, PrivacyRpc, ErasureRequestedHandler],
})
export class PrivacyModule {}
