import { createContext, useContext } from 'react';

/**
 * Opens the cart drawer, from anywhere under the shop's layout (which owns the drawer): the
 * "View cart" of an "added" toast. Outside the layout it does nothing.
 */
export const OpenCartContext = createContext<() => void>(() => undefined);

export const useOpenCart = () => useContext(OpenCartContext);
