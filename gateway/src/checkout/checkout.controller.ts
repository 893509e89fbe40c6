import { CheckoutRpc, type CheckoutView } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { CurrentCaller, SignedIn } from '../auth/guards.js';
import { requireId } from '../http/ids.js';

/**
 * Checkout and payment (SPEC §7 "Orders, checkout and payment"; ARCHITECTURE §3). Every call
 * is the signed-in caller's: another user's checkout answers 404. Prices, totals and the
 * paid state are the server's own; what the browser sends is checked, never trusted.
 */
@ApiTags('checkout')
@ApiBearerAuth()
@SignedIn()
@Controller('api')
export class CheckoutController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('checkout')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Start a checkout: { checkoutItems, shippingAddress, paymentMethod, totalPrice }',
  })
  create(@Body() body: unknown, @CurrentCaller() caller: Caller) {
    return this.rpc.request<CheckoutView>(CheckoutRpc.create, { caller, body: body ?? {} });
  }

  @Get('checkout/:id')
  @ApiOperation({ summary: 'One of the caller’s checkouts' })
  get(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return this.rpc.request<CheckoutView>(CheckoutRpc.get, {
      caller,
      id: requireId(id, 'checkout'),
    });
  }

  @Post('createOrder')
  @HttpCode(200)
  @ApiOperation({ summary: 'The Razorpay order for a checkout: { courseId: checkoutId, amount }' })
  createOrder(@Body() body: unknown, @CurrentCaller() caller: Caller) {
    return this.rpc.request(CheckoutRpc.paymentOrder, { caller, body: body ?? {} });
  }

  @Post('verifyPayment')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Verify the popup’s { order_id, payment_id, signature }; answers { success }',
  })
  verify(@Body() body: unknown, @CurrentCaller() caller: Caller) {
    return this.rpc.request(CheckoutRpc.verify, { caller, body: body ?? {} });
  }

  @Put('checkout/:id/pay')
  @HttpCode(201)
  @ApiOperation({ summary: '201 only for a checkout the server verified as paid' })
  pay(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller) {
    return this.rpc.request<CheckoutView>(CheckoutRpc.markPaid, {
      caller,
      id: requireId(id, 'checkout'),
      body: body ?? {},
    });
  }

  @Post('checkout/:id/finalize')
  @ApiOperation({ summary: 'The order of a paid checkout (202 while it is still being created)' })
  async finalize(
    @Param('id') id: string,
    @CurrentCaller() caller: Caller,
    @Res() reply: FastifyReply,
  ) {
    const result = await this.rpc.request<{ pending?: boolean }>(CheckoutRpc.finalize, {
      caller,
      id: requireId(id, 'checkout'),
    });
    void reply.status(result.pending ? 202 : 200).send(result);
  }
}
