import { intVar, loadConfig, optionalVar } from '@arogya/platform';
import { z } from 'zod';

/** Checkout-service variables (documented in the README). */
export const checkoutEnvSchema = z.object({
  RAZORPAY_KEY_ID: z.string().min(1).default('rzp_test_sandbox'),
  RAZORPAY_KEY_SECRET: z.string().min(1).default('sandbox_key_secret'),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).default('sandbox_webhook_secret'),
  /** Where the SDK sends its calls: the sandbox here, unset for the real Razorpay. */
  RAZORPAY_API_BASE: optionalVar(z.string().url()),
  /** The longest a call to Razorpay may take before it counts as failed. */
  RAZORPAY_TIMEOUT_MS: intVar(10_000, 100, 120_000),
  /** How long a checkout holds its stock before it expires unpaid. */
  CHECKOUT_TTL_MS: intVar(30 * 60 * 1000, 1000, 24 * 60 * 60 * 1000),
  /** A checkout awaiting payment this long is checked with Razorpay by reconciliation. */
  RECONCILE_AFTER_MS: intVar(2 * 60 * 1000, 0, 24 * 60 * 60 * 1000),
  /** How often reconciliation (and the sweep of refunds still to issue) runs. */
  RECONCILE_EVERY_MS: intVar(60 * 1000, 100, 24 * 60 * 60 * 1000),
});
export type CheckoutEnv = z.infer<typeof checkoutEnvSchema>;

export const CHECKOUT_CONFIG = Symbol('CHECKOUT_CONFIG');
export const loadCheckoutConfig = () => loadConfig(checkoutEnvSchema);
