import {
  FulfilmentCalls,
  parseReattempt,
  type ReattemptInput,
  type TrackingView,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { CurrentCaller, SignedIn } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';

/** A shopper's parcels (issue 33): what they decide when a delivery failed. */
@ApiTags('orders')
@ApiBearerAuth()
@SignedIn()
@Controller('api/shipments')
export class ShipmentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post(':id/reattempt')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'After a failed delivery of one of the caller’s parcels, ask for another: { date?: YYYY-MM-DD (tomorrow to 7 days on), phone?, address? } → the parcel; 409 when it awaits no decision',
  })
  reattempt(
    @Param('id') shipmentId: string,
    @Body(Parsed(parseReattempt)) input: ReattemptInput,
    @CurrentCaller() caller: Caller,
  ): Promise<TrackingView> {
    return this.rpc.call(FulfilmentCalls.reattempt, { caller, shipmentId, ...input });
  }
}
