import { PlatformModule } from '@arogya/platform';
import { Module } from '@nestjs/common';
import { CartEntity, CartLineEntity } from './carts/cart.entity.js';
import { CartRepository } from './carts/cart.repository.js';
import { CartsRpc } from './carts/carts.rpc.js';
import { CartsService } from './carts/carts.service.js';
import { CatalogClient } from './carts/catalog-client.js';
import { OrderPlacedHandler } from './carts/order-placed.handler.js';
import { CART_CONFIG, loadCartConfig } from './config.js';
import { GuestCartExpiryJob } from './jobs/guest-cart-expiry.job.js';
import { CreateCarts1763700000300 } from './migrations/1763700000300-create-carts.js';

/** Default health and metrics port of the cart service. */
export const CART_OPS_PORT = 9103;

@Module({
  imports: [
    PlatformModule.forService({
      name: 'cart',
      defaultOpsPort: CART_OPS_PORT,
      database: { entities: [CartEntity, CartLineEntity], migrations: [CreateCarts1763700000300] },
    }),
  ],
  providers: [
    { provide: CART_CONFIG, useFactory: loadCartConfig },
    CatalogClient,
    CartRepository,
    CartsService,
    CartsRpc,
    OrderPlacedHandler,
    GuestCartExpiryJob,
  ],
})
export class AppModule {}
