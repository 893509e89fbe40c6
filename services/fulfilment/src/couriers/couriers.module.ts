import { Module } from '@nestjs/common';
import { FULFILMENT_CONFIG, type FulfilmentEnv } from '../config.js';
import type { Courier } from './courier.js';
import { ShiprocketCourier } from './shiprocket.js';

/** The courier fulfilment books with: Shiprocket when configured, else none (staff by hand). */
export const COURIER = Symbol('COURIER');

/** Where Shiprocket's tracking webhooks are checked: their token, when a courier is configured. */
export const WEBHOOK_TOKEN = Symbol('WEBHOOK_TOKEN');

@Module({
  providers: [
    {
      provide: COURIER,
      inject: [FULFILMENT_CONFIG],
      useFactory: (env: FulfilmentEnv): Courier | null =>
        env.SHIPROCKET_EMAIL && env.SHIPROCKET_PASSWORD
          ? new ShiprocketCourier({
              apiBase: env.SHIPROCKET_API_BASE,
              email: env.SHIPROCKET_EMAIL,
              password: env.SHIPROCKET_PASSWORD,
              pickupLocation: env.SHIPROCKET_PICKUP_LOCATION,
              timeoutMs: env.SHIPROCKET_TIMEOUT_MS,
            })
          : null,
    },
    {
      provide: WEBHOOK_TOKEN,
      inject: [FULFILMENT_CONFIG],
      useFactory: (env: FulfilmentEnv): string | null => env.SHIPROCKET_WEBHOOK_TOKEN ?? null,
    },
  ],
  exports: [COURIER, WEBHOOK_TOKEN],
})
export class CouriersModule {}
