import type { Resources } from '../en/index.js';
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
 * Every Hindi text of the storefront (its own chunk, fetched only when Hindi is chosen): the
 * same namespaces and keys as English, which the type checker holds it to.
 */
export const hi: { [N in keyof Resources]: unknown } = {
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
