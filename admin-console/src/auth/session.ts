import type { PublicUser } from '@arogya/contracts';

/**
 * The browser storage the storefront and the console share (SPEC §3 "Browser storage keys").
 * Both apps live on the same origin, so an admin signed in on the storefront is signed in here.
 */
const USER_INFO_KEY = 'userInfo';
const USER_TOKEN_KEY = 'userToken';
const CART_KEY = 'cart';

/** The signed-in user as `POST /api/users/login` answers it. */
export type SessionUser = PublicUser;

/** The stored user, or null when nobody is signed in (or the entry is unreadable). */
export function readUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_INFO_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as SessionUser | null;
    return user && typeof user === 'object' ? user : null;
  } catch {
    return null;
  }
}

/** The stored bearer token, or null. */
export const readToken = (): string | null => localStorage.getItem(USER_TOKEN_KEY);

/** Stores a fresh sign-in. */
export function saveSession(user: SessionUser, token: string): void {
  localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
  localStorage.setItem(USER_TOKEN_KEY, token);
}

/** Forgets the user and the token (and the cart too when asked). */
export function clearSession(withCart = false): void {
  localStorage.removeItem(USER_INFO_KEY);
  localStorage.removeItem(USER_TOKEN_KEY);
  if (withCart) localStorage.removeItem(CART_KEY);
}

/** True when a signed-in admin with a token is stored. */
export function isAdminSession(): boolean {
  return readUser()?.role === 'admin' && !!readToken();
}
