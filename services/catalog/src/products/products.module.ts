import { Module } from '@nestjs/common';
import { CatalogSeed } from './catalog-seed.js';
import { ProductRepository } from './product.repository.js';
import { RatingsHandler } from './ratings.handler.js';
import { ProductsRpc } from './products.rpc.js';
import { ProductsService } from './products.service.js';

@Module({
  providers: [ProductRepository, ProductsService, ProductsRpc, CatalogSeed, RatingsHandler],
  exports: [ProductsService, ProductRepository],
})
export class ProductsModule {}
