import { Module } from '@nestjs/common';
import { CatalogSeed } from './catalog-seed.js';
import { ProductsRpcController } from './products.rpc.controller.js';
import { ProductsService } from './products.service.js';

@Module({
  controllers: [ProductsRpcController],
  providers: [ProductsService, CatalogSeed],
  exports: [ProductsService],
})
export class ProductsModule {}
