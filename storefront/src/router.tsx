import { createBrowserRouter, Navigate } from 'react-router-dom';
import UserLayout from './components/layout/UserLayout.js';

/** Every route of SPEC §2's route table; each screen is its own lazily loaded chunk. */
const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createBrowserRouter([
  {
    path: '/',
    Component: UserLayout,
    // shown while a lazily loaded screen arrives
    HydrateFallback: () => <p className="p-8 text-center text-gray-500">Loading...</p>,
    children: [
      { index: true, element: <Navigate to="/collections/all" replace /> },
      { path: 'login', lazy: screen(() => import('./routes/Login.js')) },
      { path: 'register', lazy: screen(() => import('./routes/Register.js')) },
      { path: 'profile', lazy: screen(() => import('./routes/Profile.js')) },
      { path: 'collections/:collection', lazy: screen(() => import('./routes/Collection.js')) },
      { path: 'product/:id', lazy: screen(() => import('./routes/ProductPage.js')) },
      { path: 'checkout', lazy: screen(() => import('./routes/Checkout.js')) },
      { path: 'contactUs', lazy: screen(() => import('./routes/ContactUs.js')) },
      { path: 'aboutUs', lazy: screen(() => import('./routes/AboutUs.js')) },
      { path: 'privacyPolicy', lazy: screen(() => import('./routes/PrivacyPolicy.js')) },
      { path: 'refundPolicy', lazy: screen(() => import('./routes/RefundPolicy.js')) },
      { path: 'shippingPolicy', lazy: screen(() => import('./routes/ShippingPolicy.js')) },
      { path: 'termsConditions', lazy: screen(() => import('./routes/TermsConditions.js')) },
      { path: 'pricingPolicy', lazy: screen(() => import('./routes/PricingPolicy.js')) },
      { path: 'order-confirmation', lazy: screen(() => import('./routes/OrderConfirmation.js')) },
      { path: 'order/:id', lazy: screen(() => import('./routes/OrderDetails.js')) },
      { path: 'my-orders', lazy: screen(() => import('./routes/MyOrders.js')) },
    ],
  },
]);
