import {
  CheckoutCalls,
  fieldsOf,
  must,
  optionalProofOf,
  parseChargesQuery,
  parseCheckoutInput,
  parsePaymentOrderInput,
  paymentProofOf,
  type ChargesQuery,
  type ChargesQuote,
  type CheckoutInput,
  type CheckoutView,
  type PaymentOrder,
  type PaymentOrderInput,
  type PaymentProof,
  type VerifyAnswer,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { CouponAttempts, CurrentCaller, SignedIn } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';
import { Finalize } from './finalize.service.js';

/** A proof sent with `PUT …/pay` (`paymentDetails`), used only when complete. */
type PayProof = Omit<PaymentProof, 'orderId'> | null;

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
  constructor(
    private readonly rpc: RpcClient,
    private readonly finalizer: Finalize,
  ) {}

  @Post('checkout')
  @HttpCode(201)
  @CouponAttempts('couponCode')
  @ApiOperation({
    summary: 'Start a checkout: { checkoutItems, shippingAddress, paymentMethod, totalPrice }',
  })
  create(
    @Body(Parsed((b) => must(parseCheckoutInput(b ?? {})))) input: CheckoutInput,
    @CurrentCaller() caller: Caller,
  ): Promise<CheckoutView> {
    return this.rpc.call(CheckoutCalls.create, { caller, ...input });
  }

  @Get('checkout/charges')
  @ApiOperation({
    summary:
      'What the cart comes to at a PIN for each way of paying (issue 32): ?subtotal=&discount=&pin=&items=<product>:<qty>:<price>,… → { zone, freeShippingOver, addForFreeShipping, methods, cod }',
  })
  charges(
    @Query(Parsed((q) => must(parseChargesQuery(q)))) query: ChargesQuery,
    @CurrentCaller() caller: Caller,
  ): Promise<ChargesQuote> {
    return this.rpc.call(CheckoutCalls.charges, { caller, ...query });
  }

  @Get('checkout/:id')
  @ApiOperation({ summary: 'One of the caller’s checkouts' })
  get(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<CheckoutView> {
    return this.rpc.call(CheckoutCalls.get, { caller, id });
  }

  @Post('checkout/:id/place')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Place a cash-on-delivery checkout without payment (issue 32): its order then awaits the code texted to the shopper',
  })
  placeCod(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<CheckoutView> {
    return this.rpc.call(CheckoutCalls.placeCod, { caller, id });
  }

  @Post('createOrder')
  @HttpCode(200)
  @ApiOperation({ summary: 'The Razorpay order for a checkout: { courseId: checkoutId, amount }' })
  createOrder(
    @Body(Parsed((b) => must(parsePaymentOrderInput(b)))) input: PaymentOrderInput,
    @CurrentCaller() caller: Caller,
  ): Promise<PaymentOrder> {
    return this.rpc.call(CheckoutCalls.paymentOrder, { caller, ...input });
  }

  @Post('verifyPayment')
  @ApiOperation({
    summary:
      'Verify the popup’s { order_id, payment_id, signature }: 200 { success }, 202 while the ' +
      'payment is still being confirmed (wait on the checkout, do not pay again), 409 when the ' +
      'checkout expired (the payment is refunded)',
  })
  async verify(
    @Body(Parsed(paymentProofOf)) proof: PaymentProof,
    @CurrentCaller() caller: Caller,
    @Res() reply: FastifyReply,
  ) {
    const answer: VerifyAnswer = await this.rpc.call(CheckoutCalls.verify, { caller, ...proof });
    void reply.status(answer.success ? 200 : 202).send(answer);
  }

  @Put('checkout/:id/pay')
  @HttpCode(201)
  @ApiOperation({ summary: '201 only for a checkout the server verified as paid' })
  pay(
    @Param('id') id: string,
    @Body(Parsed((b) => optionalProofOf(fieldsOf(b).paymentDetails))) proof: PayProof,
    @CurrentCaller() caller: Caller,
  ): Promise<CheckoutView> {
    return this.rpc.call(CheckoutCalls.markPaid, { caller, id, proof });
  }

  @Post('checkout/:id/finalize')
  @ApiOperation({ summary: 'The order of a paid checkout (202 while it is still being created)' })
  async finalize(
    @Param('id') id: string,
    @CurrentCaller() caller: Caller,
    @Res() reply: FastifyReply,
  ) {
    const result = await this.finalizer.finalize(caller, id);
    void reply.status('pending' in result ? 202 : 200).send(result);
  }
}
