export * from './carts/cart.sql.js';
export { toCart } from './carts/cart.view.js';
export type { CartLineRow } from './carts/cart.repository.js';
export type { ProjectedProduct } from './products/product-facts.repository.js';
