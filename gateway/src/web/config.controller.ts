import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';

/** Run-time settings the browser needs (public values only), so one build runs anywhere. */
@ApiTags('config')
@Controller('api/config')
export class ConfigController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayEnv) {}

  @Get()
  @ApiOperation({ summary: 'Public settings: Razorpay key id and script, Google client id' })
  get() {
    return {
      razorpayKeyId: this.config.RAZORPAY_KEY_ID,
      razorpayScriptUrl: this.config.RAZORPAY_CHECKOUT_URL,
      googleClientId: this.config.GOOGLE_CLIENT_ID ?? null,
    };
  }
}
