export { checkoutEnvSchema } from './config.js';
