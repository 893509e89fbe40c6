import { Global, Module } from '@nestjs/common';
import { CHECKOUT_CONFIG, loadCheckoutConfig } from './config.js';

/** The checkout service's variables (`config.ts`), for every module of it. */
@Global()
@Module({
  providers: [{ provide: CHECKOUT_CONFIG, useFactory: loadCheckoutConfig }],
  exports: [CHECKOUT_CONFIG],
})
export class CheckoutConfigModule {}
