import {
  must,
  parsePin,
  ServiceabilityCalls,
  type DeliveryTerms,
  type ServiceabilityView,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';

/** Lookups one client address may make a window: this many times `AUTH_RATE_LIMIT_MAX`. */
export const PIN_LOOKUP_RATE_FACTOR = 6;

/**
 * The delivery promise for a PIN code (issue 19): the product page's "Check delivery" and the
 * checkout form ask it. Anyone may ask, limited per client address like sign-in (a directory
 * is worth scraping); the answer changes with the day and the admins' edits, so it is not cached.
 */
@ApiTags('serviceability')
@Controller('api/serviceability')
export class ServiceabilityController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({
    summary:
      'The delivery promise’s terms: the enabled zones with their processing and transit business days',
  })
  terms(): Promise<DeliveryTerms> {
    return this.rpc.call(ServiceabilityCalls.terms, {});
  }

  @Get(':pin')
  @RateLimit('pin-lookup', PIN_LOOKUP_RATE_FACTOR)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'Where a PIN code is and whether and by when the shop delivers there (404 for an unknown PIN)',
  })
  @ApiParam({ name: 'pin', example: '313001' })
  check(@Param('pin', Parsed((v) => must(parsePin(v)))) pin: string): Promise<ServiceabilityView> {
    return this.rpc.call(ServiceabilityCalls.check, { pin });
  }
}
