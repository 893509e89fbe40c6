import { CatalogCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ProductRepository } from './product.repository.js';
import { ProductsService } from './products.service.js';

/** The product calls the catalog answers (`catalog.products.*`): reads as JSON text, writes. */
@Injectable()
export class ProductsRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly reads: ProductRepository,
    private readonly writes: ProductsService,
  ) {}

  onModuleInit() {
    const { rpc, reads, writes } = this;
    rpc.handle(CatalogCalls.list, (query) => reads.listJson(query));
    rpc.handle(CatalogCalls.get, ({ id, drafts }) => reads.getJson(id, drafts));
    rpc.handle(CatalogCalls.getMany, ({ ids }) => reads.getManyJson(ids));
    rpc.handle(CatalogCalls.facts, (request) => reads.facts(request));
    rpc.handle(CatalogCalls.similar, ({ id }) => reads.similarJson(id));
    rpc.handle(CatalogCalls.adminList, (page) => reads.adminListJson(page));
    rpc.handle(CatalogCalls.count, () => reads.count());
    rpc.handle(CatalogCalls.create, ({ product }) => writes.create(product));
    rpc.handle(CatalogCalls.update, ({ id, changes }) => writes.update(id, changes));
    rpc.handle(CatalogCalls.delete, ({ id }) => writes.remove(id));
  }
}
