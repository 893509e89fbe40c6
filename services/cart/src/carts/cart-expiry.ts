import type { Namespace } from '@arogya/contracts';
import { CONFIG, LOGGER, NAMESPACE, JobQueue, type BaseEnv, type Logger } from '@arogya/platform';
import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { CART_CONFIG, type CartEnv } from '../config.js';
import { CartsService } from './carts.service.js';

/** A BullMQ repeatable job that deletes guest carts untouched for `CART_GUEST_TTL_DAYS`. */
@Injectable()
export class CartExpiry implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly jobs: JobQueue;

  constructor(
    carts: CartsService,
    @Inject(CART_CONFIG) config: CartEnv,
    @Inject(CONFIG) base: BaseEnv,
    @Inject(NAMESPACE) ns: Namespace,
    @Inject(LOGGER) log: Logger,
  ) {
    this.jobs = new JobQueue('cart-maintenance', base.REDIS_URL, ns, log, [
      {
        name: 'expire-guest-carts',
        everyMs: config.CART_EXPIRY_EVERY_MS,
        run: async () => {
          const deleted = await carts.expireGuestCarts(config.CART_GUEST_TTL_DAYS);
          if (deleted > 0) log.info({ deleted }, 'Expired guest carts deleted');
          return { deleted };
        },
      },
    ]);
  }

  onApplicationBootstrap() {
    return this.jobs.start();
  }

  beforeApplicationShutdown() {
    return this.jobs.stop();
  }
}
