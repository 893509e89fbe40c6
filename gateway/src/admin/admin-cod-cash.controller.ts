import {
  indiaDate,
  must,
  OrdersCalls,
  parseCashRefund,
  parseCodRemittance,
  type AdminOrder,
  type CashRefundInput,
  type CodRemittanceInput,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed, type QueryString } from '../http/parsed.js';
import { pageOf, withId } from './simple-rest.js';

/**
 * The cash of cash on delivery (issue 32) in the simple-rest dialect: each day's collected cash
 * against the couriers' remittances, the remittances (list, record), and the refund of a
 * delivered cash order to the shopper's account. The orders service owns them and checks the
 * role again.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin')
export class AdminCodCashController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('cod-reconciliation')
  @ApiOperation({
    summary:
      'Each India-time day: cash orders delivered, the cash collected, what couriers remitted for it, the difference',
  })
  reconciliation(
    @Query() query: QueryString,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const days = () => this.rpc.call(OrdersCalls.codReconciliation, { caller });
    return pageOf(reply, 'cod-reconciliation', days, query, [
      'day',
      'orders',
      'collected',
      'remitted',
      'difference',
      'status',
    ]);
  }

  @Get('cod-remittances')
  @ApiOperation({ summary: 'The couriers’ remittances of cash collected on delivery' })
  remittances(
    @Query() query: QueryString,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const rows = () => this.rpc.call(OrdersCalls.codRemittances, { caller });
    return pageOf(reply, 'cod-remittances', rows, query, ['day', 'amount', 'reference']);
  }

  @Post('cod-remittances')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Record a courier’s remittance: { day (of the deliveries it covers), amount, reference }; its day is reconciled at once',
  })
  async record(
    @Body(Parsed((b) => must(parseCodRemittance(b ?? {}, indiaDate(new Date())))))
    input: CodRemittanceInput,
    @CurrentCaller() caller: Caller,
  ) {
    return withId(await this.rpc.call(OrdersCalls.recordRemittance, { caller, ...input }));
  }

  @Post('orders/:id/cash-refund')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Record a delivered cash order's refund to the shopper's account: { method: 'UPI' | 'Bank transfer', reference }",
  })
  async cashRefund(
    @Param('id') id: string,
    @Body(Parsed((b) => must(parseCashRefund(b ?? {})))) input: CashRefundInput,
    @CurrentCaller() caller: Caller,
  ): Promise<AdminOrder> {
    return withId(await this.rpc.call(OrdersCalls.cashRefund, { caller, id, ...input }));
  }
}
