import {
  ORDER_MAX_TOTAL_PAISE,
  PAYMENT_RPC_MARGIN_MS,
  PAYMENT_RPC_TIMEOUT_MS,
} from '@arogya/contracts';
import { baseEnvSchema, intVar, loadConfig, optionalVar } from '@arogya/platform';
import { z } from 'zod';
import { findPin } from './serviceability/pin-directory.js';

/** Razorpay's API origin: with `NODE_ENV=production` the only one the SDK may call. */
export const RAZORPAY_ORIGIN = 'https://api.razorpay.com';

/** The local sandbox's well-known secrets, refused in production (they are in the repository). */
const SANDBOX_SECRETS = new Set(['sandbox_key_secret', 'sandbox_webhook_secret']);
/** The sandbox's key id: in the repository too. */
const SANDBOX_KEY_ID = 'rzp_test_sandbox';
/** What a Razorpay key id looks like: live or test mode, then its id. */
const KEY_ID_RE = /^rzp_(?:live|test)_[A-Za-z0-9]{8,32}$/;
/** The most one request may spend on Razorpay: what the gateway waits, less our own work. */
const MAX_BUDGET_MS = PAYMENT_RPC_TIMEOUT_MS - PAYMENT_RPC_MARGIN_MS;

const secret = z.string().min(1, 'must be set');

/** Checkout-service variables (documented in the README). */
export const checkoutEnvSchema = z
  .object({
    NODE_ENV: baseEnvSchema.shape.NODE_ENV,
    RAZORPAY_KEY_ID: z.string().min(1).default(SANDBOX_KEY_ID),
    /** No default: `npm start` and the tests pass the sandbox's; production its own. */
    RAZORPAY_KEY_SECRET: secret,
    RAZORPAY_WEBHOOK_SECRET: secret,
    /** The secret being rotated out: webhooks signed with it are still accepted meanwhile. */
    RAZORPAY_WEBHOOK_SECRET_PREVIOUS: optionalVar(secret),
    /** Where the SDK sends its calls: the sandbox here, unset for the real Razorpay. */
    RAZORPAY_API_BASE: optionalVar(z.string().url()),
    /** The longest a call to Razorpay may take before it counts as failed. */
    RAZORPAY_TIMEOUT_MS: intVar(10_000, 100, 120_000),
    /** Retries of a call Razorpay answered 429 or 5xx (or never answered), with jitter. */
    RAZORPAY_RETRIES: intVar(2, 0, 10),
    /**
     * What one shopper's request (create order, verify, pay, a webhook) may spend on Razorpay in
     * all — calls, retries and waits — before it answers "pending" (issue 27); at most
     * `PAYMENT_RPC_TIMEOUT_MS` − `PAYMENT_RPC_MARGIN_MS`, so the gateway always hears us.
     */
    RAZORPAY_BUDGET_MS: intVar(20_000, 100, MAX_BUDGET_MS),
    /** How long a checkout holds its stock before it expires unpaid. */
    CHECKOUT_TTL_MS: intVar(15 * 60 * 1000, 1000, 24 * 60 * 60 * 1000),
    /** Unpaid checkouts one customer may hold at once; a new one releases the oldest. */
    CHECKOUT_MAX_OPEN: intVar(2, 1, 100),
    /** Units of one product a checkout may hold (all its lines together). */
    CHECKOUT_MAX_UNITS: intVar(10, 1, 999),
    /**
     * The most one checkout may cost (paise): within Razorpay's per-payment limit of the
     * account (₹5,00,000 by default), refused before any stock is held (issue 27).
     */
    CHECKOUT_MAX_TOTAL_PAISE: intVar(50_000_000, 100, ORDER_MAX_TOTAL_PAISE),
    /** A checkout awaiting payment this long is checked with Razorpay by reconciliation. */
    RECONCILE_AFTER_MS: intVar(2 * 60 * 1000, 0, 24 * 60 * 60 * 1000),
    /** How often reconciliation (and the sweep of refunds still to issue) runs. */
    RECONCILE_EVERY_MS: intVar(60 * 1000, 100, 24 * 60 * 60 * 1000),
    /** First wait before a refund is tried again; it doubles up to `REFUND_ATTEMPTS` tries. */
    REFUND_RETRY_MS: intVar(60 * 1000, 10, 24 * 60 * 60 * 1000),
    REFUND_ATTEMPTS: intVar(12, 1, 50),
    /** Handled webhook ids are kept this long (Razorpay retries for 24 hours), then purged. */
    WEBHOOK_RETENTION_MS: intVar(8 * 24 * 60 * 60 * 1000, 60 * 1000, 365 * 24 * 60 * 60 * 1000),
    /** The PIN code parcels leave from: the delivery promise's zones are counted from it. */
    SHOP_PIN: z
      .string()
      .default('313001')
      .refine((pin) => findPin(pin) !== undefined, 'must be a PIN code in the PIN directory'),
  })
  .superRefine((env, ctx) => {
    const refuse = (name: keyof typeof env, message: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message });
    if (env.RAZORPAY_TIMEOUT_MS > env.RAZORPAY_BUDGET_MS)
      refuse('RAZORPAY_TIMEOUT_MS', 'must be at most RAZORPAY_BUDGET_MS (one call within it)');
    if (env.NODE_ENV !== 'production') return;
    if (env.RAZORPAY_KEY_ID === SANDBOX_KEY_ID)
      refuse('RAZORPAY_KEY_ID', 'is the sandbox key id, refused with NODE_ENV=production');
    else if (!KEY_ID_RE.test(env.RAZORPAY_KEY_ID))
      refuse('RAZORPAY_KEY_ID', 'must be a Razorpay key id (rzp_live_… or rzp_test_…)');
    for (const name of [
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'RAZORPAY_WEBHOOK_SECRET_PREVIOUS',
    ] as const) {
      const value = env[name];
      if (value && SANDBOX_SECRETS.has(value))
        refuse(name, 'is the sandbox secret, refused with NODE_ENV=production');
    }
    if (env.RAZORPAY_API_BASE && env.RAZORPAY_API_BASE.replace(/\/+$/, '') !== RAZORPAY_ORIGIN)
      refuse('RAZORPAY_API_BASE', `must be ${RAZORPAY_ORIGIN} (or unset) with NODE_ENV=production`);
  });
export type CheckoutEnv = z.infer<typeof checkoutEnvSchema>;

export const CHECKOUT_CONFIG = Symbol('CHECKOUT_CONFIG');
export const loadCheckoutConfig = () => loadConfig(checkoutEnvSchema);
