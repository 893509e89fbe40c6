import { JOB_CONTEXT, JobQueue, type JobContext } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CartRepository } from '../carts/cart.repository.js';
import { CART_CONFIG, type CartEnv } from '../config.js';

/** The cart's BullMQ jobs: deleting guest carts untouched for `CART_GUEST_TTL_DAYS`. */
@Injectable()
export class CartJobs extends JobQueue {
  constructor(
    @Inject(JOB_CONTEXT) context: JobContext,
    @Inject(CART_CONFIG) config: CartEnv,
    carts: CartRepository,
  ) {
    super(context, 'cart-maintenance', [
      {
        name: 'expire-guest-carts',
        everyMs: config.CART_EXPIRY_EVERY_MS,
        run: async () => {
          const deleted = await carts.deleteStaleGuestCarts(config.CART_GUEST_TTL_DAYS);
          if (deleted > 0) context.log.info({ deleted }, 'Expired guest carts deleted');
          return { deleted };
        },
      },
    ]);
  }
}
