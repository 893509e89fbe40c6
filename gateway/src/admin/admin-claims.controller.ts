import {
  ClaimCalls,
  must,
  parseAdminList,
  parseCashRefund,
  parseClaimDecision,
  type CashRefundInput,
  type ClaimDecision,
  type ClaimStatus,
  type ClaimView,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed, type QueryString } from '../http/parsed.js';
import { pageOf, withId } from './simple-rest.js';

/** What the search box finds a claim by: its order, customer and products. */
const searchText = (c: ClaimView) => [
  c.orderId,
  c.orderNumber,
  c.customer.name,
  ...c.lines.map((l) => l.name),
];

/** What the claims page sorts by. */
const CLAIM_SORTS = ['createdAt', 'status', 'reason', 'decidedAt'] as const;

/**
 * Claims (issue 33), kept by the fulfilment service, which checks the role again: the list
 * (those awaiting a decision first), one claim with its photos, and staff's decision — a
 * replacement, a refund of those units, or a refusal with its reason.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/claims')
export class AdminClaimsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      'Claims, those awaiting a decision first; a simple-rest page (filter { status, q: an order number, name or product })',
  })
  list(
    @Query() query: QueryString,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { filter } = must(parseAdminList(query, CLAIM_SORTS));
    const status = filter.status as ClaimStatus | undefined;
    const load = () => this.rpc.call(ClaimCalls.list, { caller, ...(status ? { status } : {}) });
    return pageOf(reply, 'claims', load, query, CLAIM_SORTS, searchText);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One claim, with its photos and what was decided' })
  async get(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ClaimView> {
    return withId(await this.rpc.call(ClaimCalls.get, { caller, id }));
  }

  @Post(':id/decide')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Decide: { decision: replacement } (its units held, then booked), { decision: refund } (a credit note, then the money back) or { decision: refuse, reason } → the claim; 409 decided already or no stock',
  })
  async decide(
    @Param('id') id: string,
    @Body(Parsed(parseClaimDecision)) decision: ClaimDecision,
    @CurrentCaller() caller: Caller,
  ): Promise<ClaimView> {
    return withId(await this.rpc.call(ClaimCalls.decide, { caller, id, ...decision }));
  }

  @Post(':id/book-replacement')
  @HttpCode(200)
  @ApiOperation({ summary: 'Book an approved replacement’s parcel again (the courier was out)' })
  async bookReplacement(
    @Param('id') id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<ClaimView> {
    return withId(await this.rpc.call(ClaimCalls.bookReplacement, { caller, id }));
  }

  @Post(':id/refund-to-account')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'A cash order’s claim refund, sent to the shopper’s account: { method: upi|bank, reference } → the claim',
  })
  async refundToAccount(
    @Param('id') id: string,
    @Body(Parsed((b) => must(parseCashRefund(b ?? {})))) r: CashRefundInput,
    @CurrentCaller() caller: Caller,
  ): Promise<ClaimView> {
    return withId(await this.rpc.call(ClaimCalls.refundToAccount, { caller, id, ...r }));
  }
}
