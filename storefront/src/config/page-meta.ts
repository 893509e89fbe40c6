import type { StorefrontPage } from '@arogya/contracts';
import i18n from '../i18n/index.js';

/** What a page says about itself: its tab title ("<title> | Arogya") and its description. */
export interface PageMeta {
  /** its entry in the `pages` namespace's `meta` (title and description in every language) */
  key: MetaKey;
  /** the title in the language shown (read when the page is shown) */
  readonly title: string;
  /** the description in the language shown */
  readonly description: string;
  /**
   * Kept out of search results (`<meta name="robots" content="noindex">`): the pages a message's
   * link opens (their address carries a token) and getting back into an account, which have
   * nothing to find. robots.txt keeps crawlers off them too.
   */
  noindex?: true;
}

type MetaKey =
  | 'login'
  | 'register'
  | 'profile'
  | 'checkout'
  | 'contactUs'
  | 'aboutUs'
  | 'privacyPolicy'
  | 'refundPolicy'
  | 'shippingPolicy'
  | 'termsConditions'
  | 'pricingPolicy'
  | 'orderConfirmation'
  | 'order'
  | 'myOrders'
  | 'messagePreferences'
  | 'unsubscribe'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'track';

/** A page's meta, its texts looked up in the language shown each time they are read. */
const meta = (key: MetaKey, noindex?: true): PageMeta => ({
  key,
  get title() {
    return i18n.t(`meta.${key}.title`, { ns: 'pages' });
  },
  get description() {
    return i18n.t(`meta.${key}.description`, { ns: 'pages' });
  },
  ...(noindex && { noindex }),
});

/**
 * The title and description of each fixed page; a product's and a listing's come from what
 * they show (the gateway also writes them into the served HTML, for crawlers). The texts are
 * the `pages` namespace's `meta.<key>`.
 */
export const PAGE_META: Partial<Record<StorefrontPage, PageMeta>> = {
  '/login': meta('login'),
  '/register': meta('register'),
  '/profile': meta('profile'),
  '/checkout': meta('checkout'),
  '/contactUs': meta('contactUs'),
  '/aboutUs': meta('aboutUs'),
  '/privacyPolicy': meta('privacyPolicy'),
  '/refundPolicy': meta('refundPolicy'),
  '/shippingPolicy': meta('shippingPolicy'),
  '/termsConditions': meta('termsConditions'),
  '/pricingPolicy': meta('pricingPolicy'),
  '/order-confirmation': meta('orderConfirmation'),
  '/order/:id': meta('order'),
  '/my-orders': meta('myOrders'),
  '/messages/preferences': meta('messagePreferences', true),
  '/messages/unsubscribe': meta('unsubscribe', true),
  '/forgot-password': meta('forgotPassword', true),
  '/reset-password': meta('resetPassword', true),
  '/verify-email': meta('verifyEmail', true),
  '/track': meta('track'),
};
