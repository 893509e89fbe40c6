import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import CartDrawer from '../cart/CartDrawer.js';
import Footer from './Footer.js';
import Header from './Header.js';

/** The shared layout of SPEC §2: header, the page, footer, the cart drawer and the toasts. */
export default function UserLayout() {
  const [cartOpen, setCartOpen] = useState(false);
  return (
    <div className="flex min-h-screen flex-col bg-white text-gray-900">
      <Header onToggleCart={() => setCartOpen((o) => !o)} />
      <main className="flex-grow">
        <Outlet />
      </main>
      <Footer />
      <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} />
      {/* SPEC §9 toast defaults: 4000 ms, 3 visible, bottom-right, Alt+T, light theme */}
      <Toaster
        position="bottom-right"
        duration={4000}
        visibleToasts={3}
        hotkey={['altKey', 'KeyT']}
        theme="light"
        richColors
      />
    </div>
  );
}
