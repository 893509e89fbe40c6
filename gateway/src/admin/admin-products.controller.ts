import {
  ADMIN_SORTS,
  CatalogCalls,
  must,
  parseProductInput,
  parseProductQuery,
  type ProductInput,
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
import type { Drop } from '../cache/event-invalidated-cache.js';
import { CatalogCache } from '../products/catalog-cache.js';
import { productChangeDrops } from '../products/catalog-tags.js';
import { pageOrWhole, simpleRestQuery, withId } from './simple-rest.js';

const productBody = (mode: 'create' | 'update') => (body: unknown) =>
  must(parseProductInput(body ?? {}, mode));

/**
 * The admin's product management (SPEC §7 "Admin" and the admin product calls). Reads go
 * straight to the catalog; writes also invalidate this gateway's cache at once (an edit by the
 * rule of its `product-updated` event, anything else everything), so the admin's next read shows the
 * change here, and the catalog's events do the same on every other replica.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller()
export class AdminProductsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: CatalogCache,
  ) {}

  @Get('api/admin/products')
  @ApiOperation({
    summary:
      'Every product; or a page with sort=["name","ASC"], range=[0,24], filter={"q":…} (simple-rest)',
  })
  async list(
    @Query() query: QueryString,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return pageOrWhole(
      reply,
      'products',
      simpleRestQuery(ADMIN_SORTS.products)(query),
      (p) => this.rpc.call(CatalogCalls.adminList, { caller, ...p }),
      () => this.rpc.call(CatalogCalls.list, must(parseProductQuery(query))),
    );
  }

  @Get('api/admin/products/:id')
  @ApiOperation({ summary: 'One product, a draft too' })
  async one(@Param('id') id: string) {
    return withId(await this.rpc.call(CatalogCalls.get, { id, drafts: true }));
  }

  @Post('api/admin/products')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a product with its images' })
  async create(
    @Body(Parsed(productBody('create'))) product: Partial<ProductInput>,
    @CurrentCaller() caller: Caller,
  ) {
    const created = await this.rpc.call(CatalogCalls.create, {
      caller,
      product: product as ProductInput, // `create` answers every field (defaults filled in)
    });
    return withId(this.written(created));
  }

  /** Both paths: the console's (`/api/admin/products`) and SPEC §7's (`/api/products`). */
  @Put(['api/admin/products/:id', 'api/products/:id'])
  @ApiOperation({ summary: 'Update a product (full or partial data)' })
  async update(
    @Param('id') id: string,
    @Body(Parsed(productBody('update'))) changes: Partial<ProductInput>,
    @CurrentCaller() caller: Caller,
  ) {
    const updated = await this.rpc.call(CatalogCalls.update, { caller, id, changes });
    // what the catalog's product-updated will drop, dropped here at once
    return withId(this.written(updated, productChangeDrops(updated, Object.keys(changes))));
  }

  @Delete(['api/admin/products/:id', 'api/products/:id'])
  @ApiOperation({ summary: 'Delete a product' })
  async remove(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return withId(this.written(await this.rpc.call(CatalogCalls.delete, { caller, id })));
  }

  private written<T>(result: T, drop: Drop = 'all'): T {
    if (drop === 'all') this.cache.invalidate('admin-write');
    else this.cache.drop(drop, 'admin-write');
    return result;
  }
}
