import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { GATEWAY_CONFIG, loadGatewayConfig } from './config.js';
import { CatalogCache } from './products/catalog-cache.js';
import { ProductsController } from './products/products.controller.js';

/** Default health and metrics port of the gateway. */
export const GATEWAY_OPS_PORT = 9100;

@Module({
  imports: [PlatformModule.forService({ name: 'gateway', defaultOpsPort: GATEWAY_OPS_PORT })],
  controllers: [ProductsController],
  providers: [{ provide: GATEWAY_CONFIG, useFactory: loadGatewayConfig }, CatalogCache],
})
export class AppModule {}
