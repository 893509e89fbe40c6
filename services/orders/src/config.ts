import { gstinProblem, stateNamed } from '@arogya/contracts';
import { loadConfig } from '@arogya/platform';
import { z } from 'zod';

/**
 * A placeholder GSTIN for development and tests: well-formed, Rajasthan's code (08), a valid
 * check character, and nobody's registration. Production sets the brand's own.
 */
export const PLACEHOLDER_GSTIN = '08AAACA0000A1ZY';

const text = (dflt: string) => z.string().trim().min(1, 'must not be empty').max(300).default(dflt);

/** Orders-service variables (documented in the README): the seller that invoices name. */
export const ordersEnvSchema = z
  .object({
    /** The shop's GSTIN: format and check character verified, first two digits = SHOP_STATE's code. */
    SHOP_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .default(PLACEHOLDER_GSTIN)
      .superRefine((v, ctx) => {
        const problem = gstinProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    SHOP_LEGAL_NAME: text('Arogya Wellness Private Limited'),
    /**
     * Issue 32: how long a cash-on-delivery order waits for its shopper's code before it is
     * cancelled and its stock released (default 2 hours; tests shorten it).
     */
    COD_CONFIRM_TTL_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(7 * 24 * 3_600_000)
      .default(7_200_000),
    /**
     * Issue 32: how often the cash of cash on delivery is reconciled (each India-time day's
     * collected cash against the couriers' remittances; default hourly, tests shorten it).
     */
    COD_RECONCILE_EVERY_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .max(24 * 3_600_000)
      .default(3_600_000),
    SHOP_ADDRESS: text('12 Lake Palace Road, Udaipur 313001'),
    /** The state the shop is registered in: CGST + SGST for orders shipped within it. */
    SHOP_STATE: z
      .string()
      .default('Rajasthan')
      .transform((v, ctx) => {
        const state = stateNamed(v);
        if (!state) {
          ctx.addIssue({ code: 'custom', message: 'must be an Indian state or union territory' });
          return z.NEVER;
        }
        return state;
      }),
  })
  .superRefine((env, ctx) => {
    if (env.SHOP_GSTIN.slice(0, 2) !== env.SHOP_STATE.gstCode)
      ctx.addIssue({
        code: 'custom',
        path: ['SHOP_GSTIN'],
        message: `must start with ${env.SHOP_STATE.gstCode}, the GST code of SHOP_STATE (${env.SHOP_STATE.name})`,
      });
  });
export type OrdersEnv = z.infer<typeof ordersEnvSchema>;

export const ORDERS_CONFIG = Symbol('ORDERS_CONFIG');
export const loadOrdersConfig = () => loadConfig(ordersEnvSchema);
