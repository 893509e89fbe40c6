import { CheckoutCalls } from '@arogya/contracts';
import { RpcClient, ShopError } from '@arogya/platform';
import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

/**
 * Razorpay's webhooks (ARCHITECTURE §3.7). The signature covers the exact bytes, so the raw
 * body travels to the checkout service untouched (base64), with the signature and event id.
 */
@ApiExcludeController()
@Controller('api/webhooks')
export class WebhooksController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('razorpay')
  @HttpCode(200)
  razorpay(
    @Req() req: FastifyRequest & { rawBody?: Buffer },
    @Headers('x-razorpay-signature') signature: string | undefined,
    @Headers('x-razorpay-event-id') eventId: string | undefined,
  ): Promise<{ status: string }> {
    if (!req.rawBody) throw new ShopError(400, 'Webhook body must be JSON');
    return this.rpc.call(CheckoutCalls.webhook, {
      rawBody: req.rawBody.toString('base64'),
      signature: signature ?? null,
      eventId: eventId ?? null,
    });
  }
}
