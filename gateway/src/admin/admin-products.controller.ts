import { CatalogRpc, type Page, type Product } from '@arogya/contracts';
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
import { AdminOnly } from '../auth/guards.js';
import { requireId } from '../http/ids.js';
import { CatalogCache } from '../products/catalog-cache.js';
import { isSimpleRest, page, withId } from './simple-rest.js';

/**
 * The admin's product management (SPEC §7 "Admin" and the admin product calls). Reads go
 * straight to the catalog; writes also empty this gateway's cache at once, so the admin's
 * next read shows the change here, and the catalog's event empties every other replica's.
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
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (isSimpleRest(query)) {
      return page(
        reply,
        'products',
        await this.rpc.request<Page<Product>>(CatalogRpc.adminList, query),
        query,
      );
    }
    return (await this.rpc.request<Product[]>(CatalogRpc.list, query)).map(withId);
  }

  @Get('api/admin/products/:id')
  @ApiOperation({ summary: 'One product' })
  async one(@Param('id') id: string) {
    return withId(
      await this.rpc.request<Product>(CatalogRpc.get, { id: requireId(id, 'product') }),
    );
  }

  @Post('api/admin/products')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a product with its images' })
  async create(@Body() body: unknown) {
    return withId(this.written(await this.rpc.request<Product>(CatalogRpc.create, body ?? {})));
  }

  @Put('api/admin/products/:id')
  @ApiOperation({ summary: 'Update a product (full or partial data)' })
  update(@Param('id') id: string, @Body() body: unknown) {
    return this.change(id, body);
  }

  @Put('api/products/:id')
  @ApiOperation({ summary: 'Update a product (SPEC §7 "Products")' })
  updateByProductsPath(@Param('id') id: string, @Body() body: unknown) {
    return this.change(id, body);
  }

  @Delete('api/admin/products/:id')
  @ApiOperation({ summary: 'Delete a product' })
  remove(@Param('id') id: string) {
    return this.delete(id);
  }

  @Delete('api/products/:id')
  @ApiOperation({ summary: 'Delete a product (SPEC §7 "Products")' })
  removeByProductsPath(@Param('id') id: string) {
    return this.delete(id);
  }

  private async change(id: string, body: unknown) {
    const changes = body ?? {};
    const product = await this.rpc.request<Product>(CatalogRpc.update, {
      id: requireId(id, 'product'),
      changes,
    });
    return withId(this.written(product));
  }

  private async delete(id: string) {
    const result = await this.rpc.request<{ _id: string; message: string }>(CatalogRpc.delete, {
      id: requireId(id, 'product'),
    });
    return withId(this.written(result));
  }

  private written<T>(result: T): T {
    this.cache.invalidate('admin-write');
    return result;
  }
}
