import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import authReducer from './auth-slice.js';
import cartReducer from './cart-slice.js';

/** The storefront's state: who is shopping (SPEC §3 "Auth state") and their cart ("Cart state"). */
export const store = configureStore({ reducer: { auth: authReducer, cart: cartReducer } });

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The owner fields of a cart call for whoever is shopping now. */
export function useCartOwner() {
  const { user, guestId } = useAppSelector((s) => s.auth);
  return { userId: user?._id, guestId };
}
