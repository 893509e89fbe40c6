import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { Toaster } from 'sonner';
import CartDrawer from '../cart/CartDrawer.js';
import { OpenCartContext } from '../cart/open-cart.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';
import { useSavedCart } from '../cart/useSavedCart.js';
import Footer from './Footer.js';
import Header from './Header.js';

/** This document's load: the key of its first history entry's scroll position. */
const LOAD = Math.random().toString(36).slice(2);

/**
 * Where a page's scroll position is kept: its history entry's key. A page opened afresh (a
 * link from an e-mail, an address typed) has no key of its own, only React Router's 'default',
 * which every such page shares, so each opened where the last one was left: its own key, for
 * this document, instead.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${LOAD}:${location.pathname}${location.search}` : location.key;

/** The shared layout of SPEC §2: header, the page, footer, the cart drawer and the toasts. */
export default function UserLayout() {
  const { t } = useTranslation();
  const [cartOpen, setCartOpen] = useState(false);
  const openCart = useCallback(() => setCartOpen(true), []);
  useSavedCart();
  usePageMeta();
  return (
    <OpenCartContext.Provider value={openCart}>
      <div className="flex min-h-screen flex-col bg-white text-gray-900">
        {/* the first tab stop: past the header's links straight to the page */}
        <a
          href="#main"
          data-testid="skip-link"
          className="sr-only z-50 rounded-lg bg-green-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:inline-flex focus:min-h-11 focus:items-center"
        >
          {t('skipToContent')}
        </a>
        <Header onToggleCart={() => setCartOpen((o) => !o)} />
        <main id="main" tabIndex={-1} className="flex-grow focus:outline-none">
          <Outlet />
        </main>
        <Footer />
        <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} />
        {/* a new page opens at its top (or its #anchor); Back returns to where the shopper was;
          a change of filters or of the chosen variant keeps the place (preventScrollReset) */}
        <ScrollRestoration getKey={scrollKey} />
        {/* SPEC §9 toast defaults: 4000 ms, 3 visible, bottom-right, Alt+T, light theme */}
        {/* while the drawer is open, toasts rise above its subtotal and Checkout button */}
        <Toaster
          offset={cartOpen ? { bottom: 168 } : undefined}
          mobileOffset={cartOpen ? { bottom: 168 } : undefined}
          position="bottom-right"
          duration={4000}
          visibleToasts={3}
          hotkey={['altKey', 'KeyT']}
          theme="light"
          richColors
          // the action ("View cart") a thumb can hit, not sonner's 24 px
          toastOptions={{ classNames: { actionButton: 'h-11! px-4! text-sm!' } }}
        />
      </div>
    </OpenCartContext.Provider>
  );
}
