import {
  MoneyAdminCalls,
  must,
  parseOutsideRefund,
  REFUND_SORTS,
  type AdminListParams,
  type Parsed as Validated,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';
import { NEWEST, page, simpleRestQuery } from './simple-rest.js';

/** A body that is empty, or an object with only `fields` (anything else is refused, 400). */
const onlyFields =
  (fields: readonly string[]) =>
  (body: unknown): Validated<null> => {
    if (body === undefined || body === null) return { ok: true, value: null };
    if (typeof body !== 'object' || Array.isArray(body))
      return { ok: false, message: 'Request body must be empty or a JSON object' };
    const extra = Object.keys(body).find((k) => !fields.includes(k));
    return extra ? { ok: false, message: `Unknown field: ${extra}` } : { ok: true, value: null };
  };

/** No body, or `{}`. */
const noBody = (body: unknown) => must(onlyFields([])(body));

/** `{ reference }` (1–200 characters, trimmed) and no other field. */
function outsideRefund(body: unknown): { reference: string } {
  must(onlyFields(['reference'])(body));
  return must(parseOutsideRefund(body));
}

/**
 * Every refund the shop owes, kept by the checkout service (issue 27), for admins: where each
 * stands with Razorpay and why the last try failed. A failed one is retried (under a new
 * idempotency key, after the service asks Razorpay what the payment already has) or recorded
 * as refunded outside the shop with a reference; neither while a dispute of its payment is
 * open (409). Ids are the order's, or the checkout's for a payment no order took.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/refunds')
export class AdminRefundsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      'Refunds, newest first; or a simple-rest page (filter { status, q: an order, checkout or payment id })',
  })
  async list(
    @Query(Parsed(simpleRestQuery(REFUND_SORTS))) params: AdminListParams | null,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const p = params ?? NEWEST;
    const result = await this.rpc.call(MoneyAdminCalls.refunds, { caller, ...p });
    return page(reply, 'refunds', result, p);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One refund (404 unknown)' })
  one(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return this.rpc.call(MoneyAdminCalls.refund, { caller, id });
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Try a failed refund again under a new key (no body); 409 unless failed, or while a dispute of its payment is open',
  })
  retry(
    @Param('id') id: string,
    @Body(Parsed(noBody)) _body: null,
    @CurrentCaller() caller: Caller,
  ) {
    return this.rpc.call(MoneyAdminCalls.retryRefund, { caller, id });
  }

  @Post(':id/refunded-outside')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Record a failed refund as paid back outside the shop: { reference } (1–200 characters: a UTR, a refund id, a note); 409 unless failed',
  })
  refundedOutside(
    @Param('id') id: string,
    @Body(Parsed(outsideRefund)) body: { reference: string },
    @CurrentCaller() caller: Caller,
  ) {
    return this.rpc.call(MoneyAdminCalls.refundedOutside, {
      caller,
      id,
      reference: body.reference,
    });
  }
}
