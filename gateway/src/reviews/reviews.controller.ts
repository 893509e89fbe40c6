import {
  must,
  parseReviewInput,
  parseReviewQuery,
  type ReviewInput,
  ReviewsCalls,
  type AdminReview,
  type ReviewPage,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { CurrentCaller, RateLimit, SignedIn } from '../auth/guards.js';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';
import { Parsed, type QueryString } from '../http/parsed.js';
import { storeImage } from '../uploads/uploads.controller.js';
import { UPLOAD_STORE, type UploadStore } from '../uploads/upload-store.js';

/**
 * Reviews (issue 30): anyone reads a product's published reviews; a shopper reviews what a
 * delivered order brought them (once per variant), with up to three photos they upload here.
 */
@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayEnv,
    @Inject(UPLOAD_STORE) private readonly store: UploadStore,
  ) {}

  @Get('api/products/:id/reviews')
  @ApiOperation({
    summary: 'A page of the product’s published reviews (sort=newest|highest|lowest, page)',
  })
  ofProduct(@Param('id') productId: string, @Query() query: QueryString): Promise<ReviewPage> {
    const { sort, page } = must(parseReviewQuery(query));
    return this.rpc.call(ReviewsCalls.ofProduct, { productId, sort, page });
  }

  @Post('api/orders/:id/reviews')
  @SignedIn()
  @ApiBearerAuth()
  @RateLimit('reviews', 1, { perCustomer: true })
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Review a line of your delivered order: productId, variantId, rating, title, text, photos',
  })
  write(
    @Param('id') orderId: string,
    @Body(Parsed((b) => must(parseReviewInput(b)))) review: ReviewInput,
    @CurrentCaller() caller: Caller,
  ): Promise<AdminReview> {
    return this.rpc.call(ReviewsCalls.write, { caller, orderId, review });
  }

  @Get('api/reviews/mine')
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Your reviews, newest first, with their status' })
  mine(@CurrentCaller() caller: Caller): Promise<AdminReview[]> {
    return this.rpc.call(ReviewsCalls.mine, { caller });
  }

  @Post('api/reviews/photos')
  @SignedIn()
  @ApiBearerAuth()
  // photos count on their own: a review may bring three
  @RateLimit('review-photos', 1, { perCustomer: true })
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Upload a review photo (PNG, JPEG, WebP or GIF) in the field "image"' })
  async photo(@Req() req: FastifyRequest): Promise<{ url: string }> {
    return { url: await storeImage(req, this.config.UPLOAD_MAX_BYTES, this.store) };
  }
}
