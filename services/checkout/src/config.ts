import { intVar, loadConfig, razorpayEnvSchema } from '@arogya/platform';
import { z } from 'zod';

/** Checkout-service variables (documented in the README). */
export const checkoutEnvSchema = razorpayEnvSchema.extend({
  /** How long a checkout holds its stock before it expires unpaid. */
  CHECKOUT_TTL_MS: intVar(30 * 60 * 1000, 1000, 24 * 60 * 60 * 1000),
  /** A checkout awaiting payment this long is checked with Razorpay by reconciliation. */
  RECONCILE_AFTER_MS: intVar(2 * 60 * 1000, 0, 24 * 60 * 60 * 1000),
  RECONCILE_EVERY_MS: intVar(60 * 1000, 100, 24 * 60 * 60 * 1000),
  /** How long finalize waits for the order to be created by the event path. */
  FINALIZE_WAIT_MS: intVar(5000, 0, 60_000),
});
export type CheckoutEnv = z.infer<typeof checkoutEnvSchema>;

export const CHECKOUT_CONFIG = Symbol('CHECKOUT_CONFIG');
export const loadCheckoutConfig = () => loadConfig(checkoutEnvSchema);
