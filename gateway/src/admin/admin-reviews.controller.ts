import {
  ADMIN_SORTS,
  must,
  parseReviewModeration,
  type ReviewModeration,
  ReviewsCalls,
  type AdminListParams,
  type AdminReview,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';
import { NEWEST, page, simpleRestQuery, withId } from './simple-rest.js';

/** The console's reviews (issue 30): moderation — publish, hide, reply. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/reviews')
export class AdminReviewsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary: 'Reviews, newest first; a simple-rest page (filter { status, q, productId })',
  })
  async list(
    @Query(Parsed(simpleRestQuery(ADMIN_SORTS.reviews))) params: AdminListParams | null,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<(AdminReview & { id: string })[]> {
    const p = params ?? NEWEST;
    return page(reply, 'reviews', await this.rpc.call(ReviewsCalls.adminPage, { caller, ...p }), p);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One review' })
  async get(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return withId(await this.rpc.call(ReviewsCalls.adminGet, { caller, id }));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Publish or hide a review (status), and / or reply to it (reply)' })
  async moderate(
    @Param('id') id: string,
    @Body(Parsed((b) => must(parseReviewModeration(b)))) moderation: ReviewModeration,
    @CurrentCaller() caller: Caller,
  ) {
    return withId(await this.rpc.call(ReviewsCalls.moderate, { caller, id, moderation }));
  }
}
