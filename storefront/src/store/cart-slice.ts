import type { Cart } from '@arogya/contracts';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { api, messageOf, STORAGE } from '../api/client.js';
import i18n from '../i18n/index.js';

const EMPTY: Cart = { _id: null, userId: null, guestId: null, products: [], totalPrice: 0 };

interface CartState {
  cart: Cart;
  loading: boolean;
  error: string | null;
  /**
   * Whose cart the server has answered since the page loaded (a user id or a guest id): until
   * it is the signed-in user's, the stored cart may be another device's old copy, or none.
   */
  syncedFor: string | null;
}

function readCart(): Cart {
  try {
    return (JSON.parse(localStorage.getItem(STORAGE.cart) ?? 'null') as Cart | null) ?? EMPTY;
  } catch {
    return EMPTY;
  }
}

/** Who owns the cart in a call: the signed-in user (with the bearer token) or the guest. */
export interface Owner {
  userId?: string;
  guestId: string;
}

interface LineArgs extends Owner {
  productId: string;
  quantity: number;
  size?: string;
  color?: string;
}

/** SPEC §8's fallback messages, by the call that failed (`cart` namespace, `errors.*`). */
type Fallback = 'fetch' | 'add' | 'remove' | 'merge';
const fallbackText = (fallback: Fallback) => i18n.t(`errors.${fallback}`, { ns: 'cart' });

/** One cart call with SPEC §8's fallback message, in the language shown when it fails. */
const cartCall = <A>(type: string, fallback: Fallback, run: (a: A) => Promise<Cart>) =>
  createAsyncThunk<Cart, A, { rejectValue: string }>(type, async (args, { rejectWithValue }) => {
    try {
      return await run(args);
    } catch (err) {
      return rejectWithValue(messageOf(err, fallbackText(fallback)));
    }
  });

export const fetchCart = cartCall<Owner>('cart/fetch', 'fetch', (o) =>
  api<Cart>('GET', '/api/cart', {
    auth: !!o.userId,
    query: { userId: o.userId, guestId: o.guestId },
  }),
);
export const addToCart = cartCall<LineArgs>('cart/add', 'add', (a) =>
  api<Cart>('POST', '/api/cart', { auth: !!a.userId, body: a }),
);
/** SPEC §4 "Cart quantity": sends the new total. */
export const updateCartItemQuantity = cartCall<LineArgs>('cart/update', 'add', (a) =>
  api<Cart>('PUT', '/api/cart', { auth: !!a.userId, body: a }),
);
export const removeFromCart = cartCall<Omit<LineArgs, 'quantity'>>('cart/remove', 'remove', (a) =>
  api<Cart>('DELETE', '/api/cart', { auth: !!a.userId, body: a }),
);
export const mergeCart = cartCall<{ guestId: string; user: { _id: string } }>(
  'cart/merge',
  'merge',
  (a) => api<Cart>('POST', '/api/cart/merge', { auth: true, body: a }),
);

const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => ({
    cart: readCart(),
    loading: false,
    error: null,
    syncedFor: null,
  }),
  reducers: {
    /** SPEC §4: empties the cart and removes it from local storage. */
    clearCart(state) {
      state.cart = EMPTY;
      state.syncedFor = null;
      localStorage.removeItem(STORAGE.cart);
    },
  },
  extraReducers: (b) => {
    for (const thunk of [fetchCart, addToCart, updateCartItemQuantity, removeFromCart, mergeCart]) {
      b.addCase(thunk.pending, (s) => {
        s.loading = true;
        s.error = null;
      });
      b.addCase(thunk.fulfilled, (s, a) => {
        s.loading = false;
        s.cart = a.payload;
        const arg = a.meta.arg as Partial<Owner> & { user?: { _id: string } };
        s.syncedFor = arg.user?._id ?? arg.userId ?? arg.guestId ?? null;
        localStorage.setItem(STORAGE.cart, JSON.stringify(a.payload));
      });
      b.addCase(thunk.rejected, (s, a) => {
        s.loading = false;
        s.error = a.payload ?? fallbackText('fetch');
      });
    }
  },
});

export const { clearCart } = cartSlice.actions;
export default cartSlice.reducer;
