import {
  must,
  OfferCalls,
  parseItemOfferInput,
  type ItemOfferInput,
  type ItemOfferView,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed, type QueryString } from '../http/parsed.js';
import { pageOf, withId } from './simple-rest.js';

/** What an offers page sorts by. */
const OFFER_SORTS: (keyof ItemOfferView & string)[] = [
  'productName',
  'buy',
  'get',
  'active',
  'startsAt',
  'endsAt',
];

/**
 * The admin's buy-x-get-y offers (issue 32), kept by the checkout service: one product each,
 * running while active within their window. Orders keep the lines an offer gave them, so an
 * offer may be changed or deleted at any time.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/offers')
export class AdminOffersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Every offer (simple-rest: sort, range; tens of rows)' })
  list(
    @Query() query: QueryString,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const load = () => this.rpc.call(OfferCalls.adminList, { caller });
    return pageOf(reply, 'offers', load, query, OFFER_SORTS);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One offer' })
  async one(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return withId(await this.rpc.call(OfferCalls.adminGet, { caller, id }));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create: { productId, buy, get, active?, startsAt?, endsAt? } (buy and get 1–20)',
  })
  async create(
    @Body(Parsed((b) => must(parseItemOfferInput(b ?? {}, true)))) offer: ItemOfferInput,
    @CurrentCaller() caller: Caller,
  ) {
    return withId(await this.rpc.call(OfferCalls.create, { caller, offer }));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change any of { productId, buy, get, active, startsAt, endsAt }' })
  async update(
    @Param('id') id: string,
    @Body(Parsed((b) => must(parseItemOfferInput(b ?? {}, false))))
    changes: Partial<ItemOfferInput>,
    @CurrentCaller() caller: Caller,
  ) {
    return withId(await this.rpc.call(OfferCalls.update, { caller, id, changes }));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an offer (orders keep the lines it gave them)' })
  async remove(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return withId(await this.rpc.call(OfferCalls.delete, { caller, id }));
  }
}
