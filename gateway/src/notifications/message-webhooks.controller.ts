import { NotificationCalls, type RpcDefinition, type SignedWebhook } from '@arogya/contracts';
import { RpcClient, ShopError } from '@arogya/platform';
import { Controller, Get, Headers, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';

type RawRequest = FastifyRequest & { rawBody?: Buffer };

/**
 * The messaging providers' webhooks (issue 28). Each proves itself over the exact bytes or with
 * a shared secret, so the raw body travels to the notifications service untouched (base64)
 * with the header that proves it, and the service checks it.
 */
@ApiExcludeController()
@Controller('api/webhooks')
export class MessageWebhooksController {
  constructor(private readonly rpc: RpcClient) {}

  /** Meta's subscription handshake: the challenge back as text, when the verify token is ours. */
  @Get('whatsapp')
  async whatsappHandshake(
    @Query() q: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { challenge } = await this.rpc.call(NotificationCalls.whatsappHandshake, {
      mode: String(q['hub.mode'] ?? ''),
      verifyToken: String(q['hub.verify_token'] ?? ''),
      challenge: String(q['hub.challenge'] ?? ''),
    });
    await reply.type('text/plain').send(challenge);
  }

  /** WhatsApp Cloud API statuses, signed `X-Hub-Signature-256`. */
  @Post('whatsapp')
  @HttpCode(200)
  whatsapp(@Req() req: RawRequest, @Headers('x-hub-signature-256') proof: string | undefined) {
    return this.relay(NotificationCalls.whatsappWebhook, req, proof);
  }

  /** MSG91's delivery reports, with the `X-Webhook-Secret` header they are set to send. */
  @Post('sms')
  @HttpCode(200)
  sms(@Req() req: RawRequest, @Headers('x-webhook-secret') proof: string | undefined) {
    return this.relay(NotificationCalls.smsWebhook, req, proof);
  }

  /** The mail relay's delivery and bounce webhooks (Postmark's shape), with basic auth. */
  @Post('email')
  @HttpCode(200)
  email(@Req() req: RawRequest, @Headers('authorization') proof: string | undefined) {
    return this.relay(NotificationCalls.emailWebhook, req, proof);
  }

  private relay(
    def: RpcDefinition<SignedWebhook, { status: string }>,
    req: RawRequest,
    proof: string | undefined,
  ): Promise<{ status: string }> {
    if (!req.rawBody) throw new ShopError(400, 'Webhook body must be JSON');
    return this.rpc.call(def, {
      rawBody: req.rawBody.toString('base64'),
      signature: proof ?? null,
    });
  }
}
