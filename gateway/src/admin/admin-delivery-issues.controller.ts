import {
  FulfilmentCalls,
  must,
  parseAdminList,
  parseReattempt,
  type DeliveryIssueState,
  type DeliveryIssueView,
  type ReattemptInput,
  type TrackingView,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed, type QueryString } from '../http/parsed.js';
import { pageOf, withId } from './simple-rest.js';

/** What the search box finds a failed delivery by: its order, AWB, customer, phone, PIN. */
const searchText = (i: DeliveryIssueView) => [
  i.orderId,
  i.awb,
  i.customer.name,
  i.customer.phone,
  i.customer.pin,
  i.customer.city,
];

/** What the failed-deliveries page sorts by. */
const ISSUE_SORTS = ['failedAt', 'attempt', 'state', 'courierName'] as const;

/**
 * Failed deliveries (issue 33, the courier's NDRs), kept by the fulfilment service, which checks
 * the role again: the queue (open ones by default), and each one's decision — deliver again (a
 * day, a corrected phone or address) or bring the parcel back to the shop. `id` of a row is the
 * failed delivery's; the actions name the shipment.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/delivery-issues')
export class AdminDeliveryIssuesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      'Failed deliveries, oldest first; a simple-rest page (filter { state: open by default, q: an order number, AWB, name, phone or PIN })',
  })
  list(
    @Query() query: QueryString,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { filter } = must(
      parseAdminList(query, [...ISSUE_SORTS, 'createdAt'], ['failedAt', 'ASC']),
    );
    const state = filter.state as DeliveryIssueState | undefined;
    const load = () =>
      this.rpc.call(FulfilmentCalls.deliveryIssues, { caller, ...(state ? { state } : {}) });
    return pageOf(reply, 'delivery-issues', load, query, ISSUE_SORTS, searchText);
  }

  @Post(':shipmentId/reattempt')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Ask the courier to deliver again: { date?: YYYY-MM-DD, phone?, address? } → the parcel (409 decided already)',
  })
  reattempt(
    @Param('shipmentId') shipmentId: string,
    @Body(Parsed(parseReattempt)) input: ReattemptInput,
    @CurrentCaller() caller: Caller,
  ): Promise<TrackingView> {
    return this.rpc.call(FulfilmentCalls.reattempt, { caller, shipmentId, ...input });
  }

  @Post(':shipmentId/return')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Bring the parcel back to the shop (RTO) → the failed delivery (409 decided already)',
  })
  async return(
    @Param('shipmentId') shipmentId: string,
    @CurrentCaller() caller: Caller,
  ): Promise<DeliveryIssueView> {
    return withId(await this.rpc.call(FulfilmentCalls.returnToShop, { caller, shipmentId }));
  }
}
