import { defineSweep, Jobs, LOGGER, type Logger } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CartRepository } from '../carts/cart.repository.js';
import { CART_CONFIG, type CartEnv } from '../config.js';

/** Guest carts untouched too long are deleted, every `CART_EXPIRY_EVERY_MS`. */
const EXPIRE_GUEST_CARTS = defineSweep('expire-guest-carts');

/** Deletes guest carts untouched for `CART_GUEST_TTL_DAYS` (a repeatable job, on one replica). */
@Injectable()
export class GuestCartExpiryJob implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly carts: CartRepository,
    @Inject(CART_CONFIG) private readonly config: CartEnv,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  onModuleInit() {
    const { CART_EXPIRY_EVERY_MS: everyMs, CART_GUEST_TTL_DAYS: days } = this.config;
    this.jobs.define(EXPIRE_GUEST_CARTS, { everyMs, run: () => this.expire(days) });
  }

  private async expire(days: number) {
    const deleted = await this.carts.deleteStaleGuestCarts(days);
    if (deleted > 0) this.log.info({ deleted }, 'Expired guest carts deleted');
    return { deleted };
  }
}
