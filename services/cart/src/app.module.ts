import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { CartRepository } from './carts/cart.repository.js';
import { CartsRpc } from './carts/carts.rpc.js';
import { CartsService } from './carts/carts.service.js';
import { OrderPlacedHandler } from './carts/order-placed.handler.js';
import { CART_CONFIG, loadCartConfig } from './config.js';
import { GuestCartExpiryJob } from './jobs/guest-cart-expiry.job.js';
import { CreateCarts1763700000300 } from './migrations/1763700000300-create-carts.js';
import { ProductFacts1765000000300 } from './migrations/1765000000300-product-facts.js';
import { VariantFacts1768200000300 } from './migrations/1768200000300-variant-facts.js';
import { ErasureRequestedHandler } from './privacy/erasure-requested.handler.js';
import { PrivacyRpc } from './privacy/privacy.rpc.js';
import { PrivacyService } from './privacy/privacy.service.js';
import { ProductFactsHandlers } from './products/product-facts.handlers.js';
import { ProductFactsRepository } from './products/product-facts.repository.js';
import { ProductFactsSync } from './products/product-facts.sync.js';

/** Default health and metrics port of the cart service. */
export const CART_OPS_PORT = 9103;

@Module({
  imports: [
    PlatformModule.forService({
      name: 'cart',
      defaultOpsPort: CART_OPS_PORT,
      // carts are read and written in SQL (cart.repository.ts): no entities to hydrate
      database: {
        entities: [],
        migrations: [
          CreateCarts1763700000300,
          ProductFacts1765000000300,
          VariantFacts1768200000300,
        ],
      },
    }),
  ],
  providers: [
    { provide: CART_CONFIG, useFactory: loadCartConfig },
    ProductFactsRepository,
    ProductFactsSync,
    ProductFactsHandlers,
    CartRepository,
    CartsService,
    CartsRpc,
    OrderPlacedHandler,
    GuestCartExpiryJob,
    PrivacyService,
    PrivacyRpc,
    ErasureRequestedHandler,
  ],
})
export class AppModule {}
