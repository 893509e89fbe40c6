import { OfferCalls, type LiveOffer } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

/**
 * The buy-x-get-y offers running now (issue 32): the storefront's product badges and its
 * preview of what a cart's items come to. Anyone may read them; a minute old at most.
 */
@ApiTags('checkout')
@Controller('api/offers')
export class OffersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Header('cache-control', 'public, max-age=60')
  @ApiOperation({
    summary: 'Offers running now: [{ productId, productName, name: "Buy 2 get 1 free", buy, get }]',
  })
  live(): Promise<LiveOffer[]> {
    return this.rpc.call(OfferCalls.live, {});
  }
}
