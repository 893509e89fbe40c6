import { useState } from 'react';
import { toast } from 'sonner';
import { addToCart } from '../store/cart-slice.js';
import { useAppDispatch, useCartOwner } from '../store/index.js';

/** SPEC §9: add-to-cart toasts show for 1500 ms. */
const CART_TOAST_MS = 1500;

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
  const dispatch = useAppDispatch();
  const owner = useCartOwner();
  const [busy, setBusy] = useState(false);

  const add = async (line: AddLine): Promise<boolean> => {
    setBusy(true);
    try {
      await dispatch(addToCart({ ...owner, ...line })).unwrap();
      toast.success('Product added to cart!', { duration: CART_TOAST_MS });
      return true;
    } catch (err) {
      const message = failure ?? (typeof err === 'string' && err ? err : 'Failed to add product!');
      toast.error(message, { duration: CART_TOAST_MS });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { add, busy };
}
