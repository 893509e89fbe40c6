import type { StorefrontPage } from '@arogya/contracts';

/** What a page says about itself: its tab title ("<title> | Arogya") and its description. */
export interface PageMeta {
  title: string;
  description: string;
  /**
   * Kept out of search results (`<meta name="robots" content="noindex">`): the pages a message's
   * link opens (their address carries a token) and getting back into an account, which have
   * nothing to find. robots.txt keeps crawlers off them too.
   */
  noindex?: true;
}

/**
 * The title and description of each fixed page; a product's and a listing's come from what
 * they show (the gateway also writes them into the served HTML, for crawlers).
 */
export const PAGE_META: Partial<Record<StorefrontPage, PageMeta>> = {
  '/login': { title: 'Sign in', description: 'Sign in to your Arogya account.' },
  '/register': {
    title: 'Create an account',
    description: 'Create an Arogya account to check out faster and follow your orders.',
  },
  '/profile': { title: 'Your account', description: 'Your Arogya account.' },
  '/checkout': { title: 'Checkout', description: 'Shipping details and payment for your order.' },
  '/contactUs': {
    title: 'Contact us',
    description: 'Write or call Arogya: questions about products, orders and deliveries.',
  },
  '/aboutUs': {
    title: 'About us',
    description: 'Who we are: authentic Ayurvedic, nutrition and health-tech products for India.',
  },
  '/privacyPolicy': {
    title: 'Privacy policy',
    description: 'How Arogya collects, uses and protects your personal data.',
  },
  '/refundPolicy': {
    title: 'Refund policy',
    description: 'When and how Arogya refunds an order.',
  },
  '/shippingPolicy': {
    title: 'Shipping policy',
    description: 'Where Arogya delivers, how long it takes and what shipping costs.',
  },
  '/termsConditions': {
    title: 'Terms and conditions',
    description: 'The terms of buying from Arogya.',
  },
  '/pricingPolicy': {
    title: 'Pricing policy',
    description: 'How Arogya prices its products, in rupees with taxes included.',
  },
  '/order-confirmation': {
    title: 'Order confirmed',
    description: 'Your Arogya order is confirmed.',
  },
  '/order/:id': { title: 'Order details', description: 'The details of your Arogya order.' },
  '/my-orders': { title: 'My orders', description: 'Every order you placed at Arogya.' },
  '/messages/preferences': {
    title: 'Your messages',
    description: 'Choose which messages you get from Arogya: WhatsApp order updates and offers.',
    noindex: true,
  },
  '/messages/unsubscribe': {
    title: 'Unsubscribe',
    description: 'Stop offers and wellness tips from Arogya by e-mail.',
    noindex: true,
  },
  '/forgot-password': {
    title: 'Forgot your password?',
    description: 'Get a link to choose a new password for your Arogya account.',
    noindex: true,
  },
  '/reset-password': {
    title: 'Choose a new password',
    description: 'Choose a new password for your Arogya account.',
    noindex: true,
  },
  '/verify-email': {
    title: 'Verify your e-mail address',
    description: 'Verify the e-mail address of your Arogya account.',
    noindex: true,
  },
};
