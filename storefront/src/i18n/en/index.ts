import account from './account.js';
import cart from './cart.js';
import checkout from './checkout.js';
import common from './common.js';
import delivery from './delivery.js';
import errors from './errors.js';
import messages from './messages.js';
import orders from './orders.js';
import pages from './pages.js';
import policies from './policies.js';
import products from './products.js';
import reviews from './reviews.js';

/**
 * Every English text of the storefront, by namespace (one file each): the source language.
 * Hindi (../hi/) must have exactly these keys; the type checker says which are missing.
 */
export const en = {
  common,
  products,
  cart,
  orders,
  checkout,
  account,
  messages,
  reviews,
  delivery,
  pages,
  errors,
  policies,
};

export type Namespace = keyof typeof en;
