import {
  CouponCalls,
  must,
  parseCouponQuoteInput,
  type CouponQuote,
  type CouponQuoteInput,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { CouponAttempts, CurrentCaller, SignedIn } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';

/**
 * A coupon's preview for the checkout page (issue 19). Only a preview on the shopper's
 * subtotal: the checkout itself is priced by the server when it is created. Rate limited per
 * client address and per customer, with the checkouts that carry a code (`CouponAttempts`), so
 * codes cannot be guessed by the thousand.
 */
@ApiTags('checkout')
@ApiBearerAuth()
@SignedIn()
@Controller('api/coupons')
export class CouponsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('quote')
  @HttpCode(200)
  @CouponAttempts()
  @ApiOperation({
    summary: 'What a coupon takes off: { code, subtotal } → { code, discount, total, description }',
  })
  quote(
    @Body(Parsed((b) => must(parseCouponQuoteInput(b ?? {})))) input: CouponQuoteInput,
    @CurrentCaller() caller: Caller,
  ): Promise<CouponQuote> {
    return this.rpc.call(CouponCalls.quote, { caller, ...input });
  }
}
