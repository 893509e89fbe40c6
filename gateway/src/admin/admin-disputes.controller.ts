import {
  DISPUTE_SORTS,
  MoneyAdminCalls,
  type AdminListParams,
  type DisputeCount,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Controller, Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';
import { NEWEST, page, simpleRestQuery } from './simple-rest.js';

/**
 * Disputes (chargebacks) of the shop's payments (issue 27), kept by the checkout service from
 * Razorpay's webhooks: read only, for admins. Their answers are given in Razorpay's dashboard.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/disputes')
export class AdminDisputesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      'Disputes, newest first; or a simple-rest page (filter { status: one, or "open" for every undecided one; q })',
  })
  async list(
    @Query(Parsed(simpleRestQuery(DISPUTE_SORTS))) params: AdminListParams | null,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const p = params ?? NEWEST;
    const result = await this.rpc.call(MoneyAdminCalls.disputes, { caller, ...p });
    return page(reply, 'disputes', result, p);
  }

  // keep it above any `:id` route added later: "count" is not a dispute id
  @Get('count')
  @ApiOperation({
    summary: 'How many disputes are open, and the first answer due: { open, nextRespondBy }',
  })
  count(@CurrentCaller() caller: Caller): Promise<DisputeCount> {
    return this.rpc.call(MoneyAdminCalls.disputeCount, { caller });
  }
}
