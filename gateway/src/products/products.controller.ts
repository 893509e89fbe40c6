import {
  CatalogCalls,
  entityIdOf,
  fieldsOf,
  must,
  parseProductQuery,
  productQueryKey,
  SORT_OPTIONS,
  type ProductQuery,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { applyDecorators, Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticator } from '../auth/authenticator.js';
import type { TagsOf } from '../cache/event-invalidated-cache.js';
import { Parsed } from '../http/parsed.js';
import { answerOf, type CatalogAnswer } from './catalog-answer.js';
import { CatalogCache } from './catalog-cache.js';
import { listTags, productTags, similarTags } from './catalog-tags.js';

const noCache = (value: string | undefined) => !!value && /no-cache|no-store|max-age=0/.test(value);

const FILTERS: [string, string][] = [
  ['collection', 'Collection slug; `all` means every collection'],
  ['category', 'Category (comma-separated for several)'],
  ['size', 'Size (comma-separated for several)'],
  ['color', 'Colour value or name (comma-separated for several)'],
  ['gender', 'Men, Women or Unisex'],
  ['brand', 'Brand (comma-separated for several)'],
  ['material', 'Material (comma-separated for several)'],
  ['minPrice', 'Lowest effective price in rupees (discount price when there is one)'],
  ['maxPrice', 'Highest effective price in rupees'],
  ['search', 'Full-text search; forgives typos'],
  ['limit', 'Page size, 1–200 (default 200)'],
  ['page', 'Page number from 1'],
];

/** One read of the catalogue through `CatalogCache`: its key, what it shows, how to load it. */
export interface CatalogRead {
  key: string;
  tags: TagsOf<CatalogAnswer>;
  load: () => Promise<CatalogAnswer>;
}

/** A product by id, as `GET /api/products/:id` and the product page's head read it. */
export const productRead = (rpc: RpcClient, id: string): CatalogRead => ({
  key: `get/${id}`,
  tags: productTags(id),
  load: async () => answerOf(await rpc.callRaw(CatalogCalls.get, { id }), false),
});

/** A listing, as `GET /api/products` and the sitemap read it. */
export const listRead = (rpc: RpcClient, query: ProductQuery): CatalogRead => ({
  key: `list?${productQueryKey(query)}`,
  tags: listTags(query),
  load: async () => answerOf(await rpc.callRaw(CatalogCalls.list, query), true),
});

/** `GET /api/products…` of SPEC §7, answered from the catalog through the read cache. */
@ApiTags('products')
@Controller('api/products')
export class ProductsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: CatalogCache,
    private readonly auth: Authenticator,
  ) {}

  /**
   * Reads that must not come from the cache: `Cache-Control: no-cache`, or an admin (who
   * sees a change on the next read). A bad token here just means an anonymous shopper.
   */
  private async bypassCache(req: FastifyRequest): Promise<boolean> {
    if (noCache(req.headers['cache-control'])) return true;
    if (!req.headers.authorization) return false;
    const caller = await this.auth.authenticate(req.headers.authorization).catch(() => null);
    return caller?.role === 'admin';
  }

  @Get()
  @ApiOperation({ summary: 'List products matching the filters (an array)' })
  @ApiQuery({ name: 'sortBy', required: false, enum: SORT_OPTIONS })
  @applyDecorators(
    ...FILTERS.map(([name, description]) => ApiQuery({ name, required: false, description })),
  )
  @ApiOkResponse({ description: 'Array of products' })
  async list(
    @Query(Parsed((q) => must(parseProductQuery(fieldsOf(q))))) query: ProductQuery,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const read = listRead(this.rpc, query);
    await this.answer(req, reply, read.key, read.tags, read.load);
  }

  @Get('similar/:id')
  @ApiOperation({ summary: 'Products in the same category or collection' })
  @ApiParam({ name: 'id', format: 'uuid' })
  async similar(
    @Param('id', Parsed((id) => entityIdOf(id, 'product'))) id: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    await this.answer(req, reply, `similar/${id}`, similarTags(id), async () =>
      answerOf(await this.rpc.callRaw(CatalogCalls.similar, { id }), true),
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product' })
  @ApiParam({ name: 'id', format: 'uuid' })
  async get(
    @Param('id', Parsed((id) => entityIdOf(id, 'product'))) id: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const read = productRead(this.rpc, id);
    await this.answer(req, reply, read.key, read.tags, read.load);
  }

  /**
   * Sends a cached answer's bytes as they are (split into products only when loaded). `tags`:
   * what a cached answer shows (`catalog-tags.ts`), so that the events that change it reach it.
   */
  private async answer(
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    tags: TagsOf<CatalogAnswer>,
    load: () => Promise<CatalogAnswer>,
  ) {
    const bypass = await this.bypassCache(req);
    const { status, body } = await this.cache.get(key, load, bypass, tags);
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
