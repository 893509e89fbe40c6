import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useOpenCart } from '../components/cart/open-cart.js';
import { serverText } from '../i18n/server-text.js';
import { addToCart } from '../store/cart-slice.js';
import { useAppDispatch, useCartOwner } from '../store/index.js';

/**
 * How long an add-to-cart toast stays. SPEC §9's 1500 ms was too short to read, let alone to
 * press its "View cart" (issue 31); it stays while hovered or focused (Alt+T), too.
 */
const CART_TOAST_MS = 6000;

export interface AddLine {
  productId: string;
  quantity: number;
  size?: string;
  color?: string;
}

/**
 * Adds a line to whoever is shopping's cart and toasts the outcome. `failure` is the error
 * toast's text; without it the server's message is shown.
 */
export function useAddToCart(failure?: string) {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const owner = useCartOwner();
  const openCart = useOpenCart();
  const [busy, setBusy] = useState(false);

  const add = async (line: AddLine): Promise<boolean> => {
    setBusy(true);
    try {
      await dispatch(addToCart({ ...owner, ...line })).unwrap();
      toast.success(t('toast.added'), {
        duration: CART_TOAST_MS,
        action: { label: t('toast.viewCart'), onClick: openCart },
      });
      return true;
    } catch (err) {
      const message =
        failure ?? (typeof err === 'string' && err ? serverText(t, err) : t('toast.addFailed'));
      toast.error(message, { duration: CART_TOAST_MS });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { add, busy };
}
