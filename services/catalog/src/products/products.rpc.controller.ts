import { CatalogCalls, type CatalogRequest as Req } from '@arogya/contracts';
import { Handles } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { ProductRepository } from './product.repository.js';
import { ProductsService } from './products.service.js';

/** The catalog's products over NATS request/reply (`catalog.products.*`). */
@Controller()
export class ProductsRpcController {
  constructor(
    private readonly reads: ProductRepository,
    private readonly products: ProductsService,
  ) {}

  @Handles(CatalogCalls.list)
  list(query: Req<'list'>) {
    return this.reads.listJson(query);
  }

  @Handles(CatalogCalls.get)
  get({ id }: Req<'get'>) {
    return this.reads.getJson(id);
  }

  @Handles(CatalogCalls.getMany)
  getMany({ ids }: Req<'getMany'>) {
    return this.reads.getManyJson(ids);
  }

  @Handles(CatalogCalls.adminList)
  adminList(params: Req<'adminList'>) {
    return this.reads.adminListJson(params);
  }

  @Handles(CatalogCalls.count)
  count() {
    return this.reads.count();
  }

  @Handles(CatalogCalls.similar)
  similar({ id }: Req<'similar'>) {
    return this.reads.similarJson(id);
  }

  @Handles(CatalogCalls.create)
  create({ product }: Req<'create'>) {
    return this.products.create(product);
  }

  @Handles(CatalogCalls.update)
  update({ id, changes }: Req<'update'>) {
    return this.products.update(id, changes);
  }

  @Handles(CatalogCalls.delete)
  remove({ id }: Req<'delete'>) {
    return this.products.remove(id);
  }
}
