import type { Namespace } from '@arogya/contracts';
import { CONFIG, JobQueue, LOGGER, NAMESPACE, type BaseEnv, type Logger } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CartRepository } from '../carts/cart.repository.js';
import { CART_CONFIG, type CartEnv } from '../config.js';

/** The cart's BullMQ jobs: deleting guest carts untouched for `CART_GUEST_TTL_DAYS`. */
@Injectable()
export class CartJobs extends JobQueue {
  constructor(
    carts: CartRepository,
    @Inject(CART_CONFIG) config: CartEnv,
    @Inject(CONFIG) base: BaseEnv,
    @Inject(NAMESPACE) ns: Namespace,
    @Inject(LOGGER) log: Logger,
  ) {
    super('cart-maintenance', base.REDIS_URL, ns, log, [
      {
        name: 'expire-guest-carts',
        everyMs: config.CART_EXPIRY_EVERY_MS,
        run: async () => {
          const deleted = await carts.deleteStaleGuestCarts(config.CART_GUEST_TTL_DAYS);
          if (deleted > 0) log.info({ deleted }, 'Expired guest carts deleted');
          return { deleted };
        },
      },
    ]);
  }
}
