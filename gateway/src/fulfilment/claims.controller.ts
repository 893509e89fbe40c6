import { ClaimCalls, parseClaimInput, type ClaimInput, type ClaimView } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { CurrentCaller, RateLimit, SignedIn } from '../auth/guards.js';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';
import { Parsed } from '../http/parsed.js';
import { storeImage } from '../uploads/uploads.controller.js';
import { UPLOAD_STORE, type UploadStore } from '../uploads/upload-store.js';

/**
 * A shopper's claims (issue 33): delivered items of their order reported damaged, defective or
 * wrong within the policy's hours, with photos uploaded here; the fulfilment service checks the
 * order is theirs, the units delivered and not reported before.
 */
@ApiTags('orders')
@ApiBearerAuth()
@SignedIn()
@Controller()
export class ClaimsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayEnv,
    @Inject(UPLOAD_STORE) private readonly store: UploadStore,
  ) {}

  @Post('api/claims/photos')
  @RateLimit('claim-photos', 1, { perCustomer: true })
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Upload a claim photo (PNG, JPEG, WebP or GIF) in the field "image"' })
  async photo(@Req() req: FastifyRequest): Promise<{ url: string }> {
    return { url: await storeImage(req, this.config.UPLOAD_MAX_BYTES, this.store) };
  }

  @Post('api/orders/:id/claims')
  @RateLimit('claims', 1, { perCustomer: true })
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Report delivered items of your order: { lines: [{ line, quantity }], reason: damaged|defective|wrong-item, remedy: replacement|refund, note, photos } → the claim; 409 not delivered, too late or reported already',
  })
  create(
    @Param('id') orderId: string,
    @Body(Parsed(parseClaimInput)) input: ClaimInput,
    @CurrentCaller() caller: Caller,
  ): Promise<ClaimView> {
    return this.rpc.call(ClaimCalls.create, { caller, orderId, ...input });
  }

  @Get('api/orders/:id/claims')
  @ApiOperation({ summary: 'The claims of your order, newest first, with what was decided' })
  ofOrder(@Param('id') orderId: string, @CurrentCaller() caller: Caller): Promise<ClaimView[]> {
    return this.rpc.call(ClaimCalls.ofOrder, { caller, orderId });
  }
}
