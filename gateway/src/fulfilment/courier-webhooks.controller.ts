import { FulfilmentCalls, parseWebhookBody } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Parsed } from '../http/parsed.js';

/**
 * The courier's tracking webhooks (issue 33): Shiprocket posts each scan as JSON with the token
 * set in its webhook settings (`x-api-key`); fulfilment checks the token and keeps the scans.
 * The path does not name the provider: Shiprocket's settings refuse webhook URLs that contain
 * "shiprocket" (or "sr", "kr", "kartrocket").
 */
@ApiExcludeController()
@Controller('api/webhooks')
export class CourierWebhooksController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('courier-tracking')
  @HttpCode(200)
  tracking(
    @Body(Parsed(parseWebhookBody)) body: Record<string, unknown>,
    @Headers('x-api-key') token: string | undefined,
  ): Promise<{ applied: boolean }> {
    return this.rpc.call(FulfilmentCalls.shiprocketWebhook, {
      headers: token === undefined ? {} : { 'x-api-key': token },
      body,
    });
  }
}
