export { gatewayEnvSchema } from './config.js';
