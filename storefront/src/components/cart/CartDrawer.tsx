import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useCartOwner } from '../../store/index.js';
import { fetchCart } from '../../store/cart-slice.js';
import { checkoutNote } from '../../config/policy.js';
import { useFreeShippingOver } from '../../features/delivery/useDeliveryTerms.js';
import { useItemOffers } from '../../features/offers/useLiveOffers.js';
import { minusRupees, rupees } from '../../lib/format.js';
import { serverText } from '../../i18n/server-text.js';
import CartContents from './CartContents.js';

/**
 * The right-hand cart drawer (SPEC §2 "Cart drawer"). A dialog: focus moves in when it
 * opens, Escape or the backdrop closes it. Opening refreshes the cart (prices may change).
 */
export default function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['cart', 'common']);
  // the shop's free-shipping threshold (issue 32): before any coupon, as far as the cart knows
  const over = useFreeShippingOver();
  const user = useAppSelector((s) => s.auth.user);
  const owner = useCartOwner();
  const { products, totalPrice: listed } = useAppSelector((s) => s.cart.cart);
  // buy-x-get-y offers come off the items (issue 32): the subtotal and free shipping are after them
  const itemOffers = useItemOffers(products);
  const totalPrice = Math.round((listed - itemOffers.amount) * 100) / 100;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    void dispatch(fetchCart(owner));
    // focus goes back where it was (the cart button) when the drawer closes, never to <body>
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
    // runs once per opening: refresh the cart, focus the panel, listen for Escape
  }, [open]);

  const checkout = () => {
    onClose();
    navigate(user ? '/checkout' : '/login?redirect=checkout');
  };

  return (
    <>
      <div
        className={`fixed inset-0 z-40 bg-black/40 transition-opacity ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        onClick={onClose}
        aria-hidden="true"
      />
      <aside
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('drawer.label')}
        aria-hidden={!open}
        tabIndex={-1}
        data-testid="cart-drawer"
        data-open={open}
        className={`fixed top-0 right-0 z-50 flex h-full w-full flex-col bg-white shadow-xl transition-transform duration-300 sm:w-[26rem] ${
          open ? 'translate-x-0' : 'invisible translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between border-b px-5 py-4">
          <h2 className="text-lg font-semibold">{t('drawer.heading')}</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('drawer.close')}
            className="-mr-2 inline-flex size-11 items-center justify-center rounded hover:bg-gray-100"
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className="flex-grow overflow-y-auto px-5 py-4">
          {products.length > 0 ? (
            <CartContents />
          ) : (
            <p className="text-gray-600">{t('drawer.empty')}</p>
          )}
        </div>
        <div className="border-t px-5 py-4">
          {itemOffers.lines.map((o) => (
            <p
              key={o.name}
              data-testid="drawer-offer"
              className="mb-2 flex items-baseline justify-between gap-3 text-sm text-green-800"
            >
              <span>{serverText(t, o.name)}</span>
              <span className="shrink-0">{minusRupees(o.amount)}</span>
            </p>
          ))}
          {products.length > 0 && (
            <p className="mb-3 flex items-baseline justify-between text-base font-semibold">
              <span>
                {t('drawer.subtotal')}{' '}
                <span className="text-xs font-normal text-gray-600">
                  {t('drawer.inclusiveOfTaxes')}
                </span>
              </span>
              <span data-testid="drawer-subtotal">{rupees(totalPrice)}</span>
            </p>
          )}
          {products.length > 0 && typeof over === 'number' && (
            <p data-testid="drawer-free-shipping" className="mb-3 text-sm text-green-900">
              {totalPrice >= over
                ? t('common:charges.freeReached')
                : t('common:charges.addForFree', { amount: rupees(over - totalPrice) })}
            </p>
          )}
          {products.length > 0 && (
            <button
              type="button"
              onClick={checkout}
              data-testid="drawer-checkout"
              className="w-full rounded-lg bg-green-700 py-3 font-semibold text-white hover:bg-green-800"
            >
              {t('drawer.checkout')}
            </button>
          )}
          <p className="mt-2 text-center text-xs text-gray-500">{checkoutNote()}</p>
        </div>
      </aside>
    </>
  );
}
