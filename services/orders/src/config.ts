import { loadConfig, razorpayEnvSchema } from '@arogya/platform';

/** Orders-service variables: Razorpay, for refunds of cancelled paid orders. */
export const ordersEnvSchema = razorpayEnvSchema;
export type OrdersEnv = ReturnType<typeof loadOrdersConfig>;

export const ORDERS_CONFIG = Symbol('ORDERS_CONFIG');
export const loadOrdersConfig = () => loadConfig(ordersEnvSchema);
