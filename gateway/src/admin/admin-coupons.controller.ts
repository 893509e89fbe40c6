import {
  COUPON_SORTS,
  CouponCalls,
  must,
  parseCouponChanges,
  parseCouponInput,
  type AdminListParams,
  type CouponChanges,
  type CouponTerms,
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
import { Parsed } from '../http/parsed.js';
import { pageOrWhole, simpleRestQuery, withId } from './simple-rest.js';

/** Every coupon's list when no simple-rest page is asked for (at most this many). */
const WHOLE_LIST: AdminListParams = {
  sort: 'createdAt',
  order: 'DESC',
  offset: 0,
  limit: 500,
  filter: {},
};

/**
 * The admin's coupons (issue 19), kept by the checkout service. A coupon's terms are fixed
 * once created; only `active`, `validTo` and `maxUses` change; delete disables it.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/coupons')
export class AdminCouponsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary:
      'Coupons with their uses; or a page with sort=["code","ASC"], range=[0,24] (simple-rest)',
  })
  async list(
    @Query(Parsed(simpleRestQuery(COUPON_SORTS))) params: AdminListParams | null,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const onePage = (p: AdminListParams) => this.rpc.call(CouponCalls.adminList, { caller, ...p });
    const whole = async () => (await onePage(WHOLE_LIST)).items;
    return pageOrWhole(reply, 'coupons', params, onePage, whole);
  }

  @Get(':code')
  @ApiOperation({ summary: 'One coupon with its uses' })
  async one(@Param('code') code: string, @CurrentCaller() caller: Caller) {
    return withId(await this.rpc.call(CouponCalls.adminGet, { caller, code: code.toUpperCase() }));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Create: { code, kind: percent|fixed, value, validFrom?, validTo?, minOrder?, maxUses?, maxUsesPerCustomer?, firstOrderOnly?, active? }',
  })
  async create(
    @Body(Parsed((b) => must(parseCouponInput(b ?? {})))) coupon: CouponTerms,
    @CurrentCaller() caller: Caller,
  ) {
    return withId(await this.rpc.call(CouponCalls.create, { caller, coupon }));
  }

  @Put(':code')
  @ApiOperation({ summary: 'Change { active?, validTo?, maxUses? } (nothing else may change)' })
  async update(
    @Param('code') code: string,
    @Body(Parsed((b) => must(parseCouponChanges(b ?? {})))) changes: CouponChanges,
    @CurrentCaller() caller: Caller,
  ) {
    return withId(
      await this.rpc.call(CouponCalls.update, { caller, code: code.toUpperCase(), changes }),
    );
  }

  @Delete(':code')
  @ApiOperation({ summary: 'Disable a coupon (it is kept: its uses name it)' })
  async remove(@Param('code') code: string, @CurrentCaller() caller: Caller) {
    return withId(await this.rpc.call(CouponCalls.disable, { caller, code: code.toUpperCase() }));
  }
}
