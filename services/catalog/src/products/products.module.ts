import { Module } from '@nestjs/common';
import { CatalogSeed } from './catalog-seed.js';
import { ProductRepository } from './product.repository.js';
import { ProductsRpcController } from './products.rpc.controller.js';
import { ProductsService } from './products.service.js';

@Module({
  controllers: [ProductsRpcController],
  providers: [ProductRepository, ProductsService, CatalogSeed],
  exports: [ProductsService],
})
export class ProductsModule {}
