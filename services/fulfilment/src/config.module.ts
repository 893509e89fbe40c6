import { Global, Module } from '@nestjs/common';
import { FULFILMENT_CONFIG, loadFulfilmentConfig } from './config.js';

/** The fulfilment service's variables (`config.ts`), for every module of it. */
@Global()
@Module({
  providers: [{ provide: FULFILMENT_CONFIG, useFactory: loadFulfilmentConfig }],
  exports: [FULFILMENT_CONFIG],
})
export class FulfilmentConfigModule {}
