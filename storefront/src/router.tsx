import { STOREFRONT_PAGES, type StorefrontPage } from '@arogya/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import UserLayout from './components/layout/UserLayout.js';
import { PAGE_META } from './config/page-meta.js';
import { loadNamespaces } from './i18n/index.js';
import type { LaterNamespace } from './i18n/en/index.js';
import RouteError from './routes/RouteError.js';

type Screen = () => Promise<{ default: React.ComponentType }>;

/**
 * Each screen is its own lazily loaded chunk, drawn once its chunk and the texts it needs beyond
 * the first screen's (`needs`: namespaces fetched later, i18n/en/index.ts) are both here.
 */
const screen =
  (load: Screen, needs: readonly LaterNamespace[] = []) =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(needs)]);
    return { Component: module.default };
  };

/** The texts each page needs beyond the first screen's (what its components ask for). */
const NEEDS: Partial<Record<StorefrontPage, readonly LaterNamespace[]>> = {
  '/login': ['account'],
  '/register': ['account', 'messages'],
  '/profile': ['account', 'delivery', 'messages', 'orders'],
  '/product/:id': ['delivery', 'reviews'],
  '/checkout': ['account', 'checkout', 'delivery', 'messages', 'orders'],
  '/contactUs': ['messages', 'policies'],
  '/aboutUs': ['policies'],
  '/privacyPolicy': ['policies'],
  '/refundPolicy': ['policies'],
  '/shippingPolicy': ['policies'],
  '/termsConditions': ['policies'],
  '/pricingPolicy': ['policies'],
  '/order-confirmation': ['checkout', 'delivery', 'orders'],
  '/order/:id': ['delivery', 'orders', 'reviews'],
  '/my-orders': ['orders'],
  '/messages/preferences': ['account', 'messages'],
  '/messages/unsubscribe': ['account', 'messages'],
  '/forgot-password': ['account'],
  '/reset-password': ['account'],
  '/verify-email': ['account'],
  '/track': ['orders'],
};

/**
 * The screen of every page of SPEC §2's route table. Its keys are `STOREFRONT_PAGES`, the list
 * the gateway answers 200 for (any other path is a 404 with the not-found screen): the type
 * makes both name the same pages.
 */
const SCREENS: Record<Exclude<StorefrontPage, '/'>, Screen> = {
  '/login': () => import('./routes/Login.js'),
  '/register': () => import('./routes/Register.js'),
  '/profile': () => import('./routes/Profile.js'),
  '/collections/:collection': () => import('./routes/Collection.js'),
  '/product/:id': () => import('./routes/ProductPage.js'),
  '/checkout': () => import('./routes/Checkout.js'),
  '/contactUs': () => import('./routes/ContactUs.js'),
  '/aboutUs': () => import('./routes/AboutUs.js'),
  '/privacyPolicy': () => import('./routes/PrivacyPolicy.js'),
  '/refundPolicy': () => import('./routes/RefundPolicy.js'),
  '/shippingPolicy': () => import('./routes/ShippingPolicy.js'),
  '/termsConditions': () => import('./routes/TermsConditions.js'),
  '/pricingPolicy': () => import('./routes/PricingPolicy.js'),
  '/order-confirmation': () => import('./routes/OrderConfirmation.js'),
  '/order/:id': () => import('./routes/OrderDetails.js'),
  '/my-orders': () => import('./routes/MyOrders.js'),
  // the pages the links of the shop's e-mails open (issue 28)
  '/messages/preferences': () => import('./routes/MessagePreferences.js'),
  '/messages/unsubscribe': () => import('./routes/Unsubscribe.js'),
  // getting back into an account (issue 29)
  '/forgot-password': () => import('./routes/ForgotPassword.js'),
  '/reset-password': () => import('./routes/ResetPassword.js'),
  '/verify-email': () => import('./routes/VerifyEmail.js'),
  // following an order signed out (issue 33)
  '/track': () => import('./routes/TrackOrder.js'),
};

const pages: RouteObject[] = [
  ...STOREFRONT_PAGES.filter((p) => p !== '/').map((path) => ({
    path: path.slice(1),
    lazy: screen(SCREENS[path], NEEDS[path]),
    handle: PAGE_META[path],
  })),
];

export const router = createBrowserRouter([
  {
    path: '/',
    Component: UserLayout,
    // shown while a lazily loaded screen arrives
    HydrateFallback: () => <p className="p-8 text-center text-gray-500">Loading...</p>,
    // the layout itself failed: the message alone (never React Router's developer page)
    errorElement: <RouteError />,
    children: [
      {
        // a screen that failed to load or render: its message inside the shop's layout
        errorElement: <RouteError />,
        children: [
          // the home page is the whole catalogue, shown at `/` itself (the gateway serves it
          // with the listing's head, canonical /collections/all): no redirect to wait for
          {
            index: true,
            lazy: screen(SCREENS['/collections/:collection']),
            handle: PAGE_META['/collections/:collection'],
          },
          ...pages,
          { path: '*', lazy: screen(() => import('./routes/NotFound.js')) },
        ],
      },
    ],
  },
]);
