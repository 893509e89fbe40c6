import {
  FulfilmentCalls,
  parseTrackingQuery,
  type PublicTrackingView,
  type TrackingQuery,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';

/**
 * The public tracking page's question (issue 33): an order followed by its number and its phone
 * or e-mail, by anyone who has both (a gift's recipient, a shopper on another device). A POST, so
 * the phone or e-mail stays out of addresses and logs; limited per client address like sign-in,
 * since numbers are short.
 */
@ApiTags('orders')
@Controller('api/track')
export class TrackingController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(200)
  @RateLimit('tracking')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'Follow an order: { order: "#A1B2C3", contact: phone or e-mail } → its parcels and their scans (404 when no order has that number and contact)',
  })
  track(@Body(Parsed(parseTrackingQuery)) query: TrackingQuery): Promise<PublicTrackingView> {
    return this.rpc.call(FulfilmentCalls.publicTracking, query);
  }
}
