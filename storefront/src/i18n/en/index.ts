import cart from './cart.js';
import common from './common.js';
import errors from './errors.js';
import pages from './pages.js';
import products from './products.js';
import type account from './account.js';
import type checkout from './checkout.js';
import type delivery from './delivery.js';
import type messages from './messages.js';
import type orders from './orders.js';
import type policies from './policies.js';
import type reviews from './reviews.js';

/**
 * The English texts every page needs from its first paint (the layout, the listing, the cart,
 * page titles, the server's messages): bundled with the shop's script.
 */
export const en = { common, products, cart, pages, errors };

/**
 * The English texts of the other pages, each its own chunk, fetched with the page that needs
 * it (its route's `lazy`), so the first screen's script does not carry the policies' legal text
 * and the account pages' words (issue 31: Lighthouse's LCP).
 */
export const LATER = {
  account: () => import('./account.js'),
  checkout: () => import('./checkout.js'),
  delivery: () => import('./delivery.js'),
  messages: () => import('./messages.js'),
  orders: () => import('./orders.js'),
  policies: () => import('./policies.js'),
  reviews: () => import('./reviews.js'),
};

/** Every English namespace, by name: the source language that Hindi is typed against. */
export interface Resources {
  common: typeof common;
  products: typeof products;
  cart: typeof cart;
  orders: typeof orders;
  checkout: typeof checkout;
  account: typeof account;
  messages: typeof messages;
  reviews: typeof reviews;
  delivery: typeof delivery;
  pages: typeof pages;
  errors: typeof errors;
  policies: typeof policies;
}

export type LaterNamespace = keyof typeof LATER;
