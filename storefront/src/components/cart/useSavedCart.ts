import { useEffect } from 'react';
import { fetchCart } from '../../store/cart-slice.js';
import { useAppDispatch, useAppSelector } from '../../store/index.js';

/**
 * Loads a signed-in shopper's saved cart from the server at start-up and at sign-in, so that
 * the badge, the drawer and /checkout show it on a new device too (the stored copy may be
 * another session's, or none). A guest cart about to be merged into the account is left to
 * the merge (`useAfterSignIn`), whose answer is the account's cart.
 */
export function useSavedCart(): void {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.user);
  const guestId = useAppSelector((s) => s.auth.guestId);
  const { cart, syncedFor, loading, error } = useAppSelector((s) => s.cart);
  const merging = cart.userId === null && cart.products.length > 0;

  useEffect(() => {
    // a failed load is not retried in a loop: the drawer (on opening) and checkout ask again
    if (!user || syncedFor === user._id || loading || merging || error) return;
    void dispatch(fetchCart({ userId: user._id, guestId }));
  }, [user, syncedFor, loading, merging, error, guestId, dispatch]);
}
