export { ORDER_TRANSITIONS } from './orders/order-transitions.js';
