import { Module } from '@nestjs/common';
import { CatalogSeed } from './catalog-seed.js';
import { ProductRepository } from './product.repository.js';
import { ProductsRpc } from './products.rpc.js';
import { ProductsService } from './products.service.js';

@Module({
  providers: [ProductRepository, ProductsService, ProductsRpc, CatalogSeed],
  exports: [ProductsService, ProductRepository],
})
export class ProductsModule {}
