import { intVar, loadConfig } from '@arogya/platform';
import { z } from 'zod';

/** Cart-service variables (documented in the README). */
export const cartEnvSchema = z.object({
  /** Guest carts untouched for this many days are deleted. */
  CART_GUEST_TTL_DAYS: intVar(30, 1, 3650),
  /** How often the expiry job runs. */
  CART_EXPIRY_EVERY_MS: intVar(60 * 60 * 1000, 100, 7 * 24 * 60 * 60 * 1000),
});
export type CartEnv = z.infer<typeof cartEnvSchema>;

export const CART_CONFIG = Symbol('CART_CONFIG');
export const loadCartConfig = () => loadConfig(cartEnvSchema);
