export * from './checkouts/checkout.sql.js';
export { toCheckoutView, type ShownCheckout } from './checkouts/checkout.view.js';
export { sameCart } from './checkouts/same-cart.js';
