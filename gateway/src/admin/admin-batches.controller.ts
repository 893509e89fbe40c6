import {
  CatalogCalls,
  must,
  parseBatchCount,
  parseBatchInput,
  todayInIndia,
  type BatchInput,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';
import { withId } from './simple-rest.js';

/**
 * Batches and shelf life (issue 30): the console receives a variant's stock as batches with
 * their expiry, counts them, and sees those near their last day on sale. Shoppers' cached
 * answers follow the catalog's events (`stock-changed`, `product-updated`).
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller()
export class AdminBatchesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('api/admin/batches')
  @ApiOperation({ summary: 'Batches near or past their last day on sale, soonest first' })
  async expiring(@CurrentCaller() caller: Caller) {
    return (await this.rpc.call(CatalogCalls.batches, { caller })).map(withId);
  }

  @Get('api/admin/products/:id/batches')
  @ApiOperation({ summary: 'Every batch of a product' })
  async list(@Param('id') productId: string, @CurrentCaller() caller: Caller) {
    return (await this.rpc.call(CatalogCalls.batches, { caller, productId })).map(withId);
  }

  @Post('api/admin/products/:id/variants/:variantId/batches')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Receive a batch of a variant: code, expiresOn, manufacturedOn, quantity',
  })
  async receive(
    @Param('id') productId: string,
    @Param('variantId') variantId: string,
    @Body(Parsed((b) => must(parseBatchInput(b ?? {}, todayInIndia())))) batch: BatchInput,
    @CurrentCaller() caller: Caller,
  ) {
    return withId(
      await this.rpc.call(CatalogCalls.receiveBatch, { caller, productId, variantId, batch }),
    );
  }

  @Put('api/admin/products/:id/batches/:batchId')
  @ApiOperation({ summary: 'Count a batch: the units on hand now' })
  async count(
    @Param('id') productId: string,
    @Param('batchId') batchId: string,
    @Body(Parsed((b) => must(parseBatchCount(b ?? {})))) count: { onHand: number },
    @CurrentCaller() caller: Caller,
  ) {
    return withId(
      await this.rpc.call(CatalogCalls.countBatch, { caller, productId, batchId, ...count }),
    );
  }
}
