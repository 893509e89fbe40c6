import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { CreateProducts1763700000100 } from './migrations/1763700000100-create-products.js';
import { CreateStockReservations1763700000101 } from './migrations/1763700000101-create-stock-reservations.js';
import { StockReservationHistory1764000000100 } from './migrations/1764000000100-stock-reservation-history.js';
import { ProductVersion1765000000100 } from './migrations/1765000000100-product-version.js';
import { ProductGst1766200000200 } from './migrations/1766200000200-product-gst.js';
import { ProductVariants1768200000100 } from './migrations/1768200000100-product-variants.js';
import { ProductLabel1768300000100 } from './migrations/1768300000100-product-label.js';
import { ProductBatches1768300000200 } from './migrations/1768300000200-product-batches.js';
import { RealRatings1768300000300 } from './migrations/1768300000300-real-ratings.js';
import { CATALOG_CONFIG, loadCatalogConfig } from './config.js';
import { BatchesRpc } from './stock/batches.rpc.js';
import { BatchesService } from './stock/batches.service.js';
import { ProductEntity, ProductVariantEntity } from './products/product.entity.js';
import { ProductsModule } from './products/products.module.js';
import {
  StockReservationEntity,
  StockReservationHistoryEntity,
} from './stock/stock-reservation.entity.js';
import { StockEventsHandler } from './stock/stock-events.handler.js';
import { StockRpc } from './stock/stock.rpc.js';
import { StockService } from './stock/stock.service.js';

/** Default health and metrics port of the catalog service. */
export const CATALOG_OPS_PORT = 9101;

@Module({
  imports: [
    PlatformModule.forService({
      name: 'catalog',
      defaultOpsPort: CATALOG_OPS_PORT,
      database: {
        entities: [
          ProductEntity,
          ProductVariantEntity,
          StockReservationEntity,
          StockReservationHistoryEntity,
        ],
        migrations: [
          CreateProducts1763700000100,
          CreateStockReservations1763700000101,
          StockReservationHistory1764000000100,
          ProductVersion1765000000100,
          ProductGst1766200000200,
          ProductVariants1768200000100,
          ProductLabel1768300000100,
          ProductBatches1768300000200,
          RealRatings1768300000300,
        ],
      },
    }),
    ProductsModule,
  ],
  providers: [
    { provide: CATALOG_CONFIG, useFactory: loadCatalogConfig },
    StockService,
    StockRpc,
    StockEventsHandler,
    BatchesService,
    BatchesRpc,
  ],
})
export class AppModule {}
