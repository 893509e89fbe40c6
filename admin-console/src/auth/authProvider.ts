import type { AuthProvider } from 'react-admin';
import { clearSession, isAdminSession, readUser, saveSession, type SessionUser } from './session';

/** The storefront's login page; it sends a signed-in shopper on (SPEC §2 "After login"). */
const storefrontLogin = () => `${window.location.origin}/login?redirect=admin`;
/** The storefront's home, where Logout ends (SPEC §2 "Admin shell"). */
const storefrontHome = () => `${window.location.origin}/`;

/**
 * Set once an admin signs out: the checks react-admin runs while the page is being left must
 * not send the browser to /login instead of the shop.
 */
let leavingTo: string | null = null;
const deniedTo = () => leavingTo ?? storefrontLogin();

interface LoginAnswer {
  user?: SessionUser;
  token?: string;
  message?: string;
  msg?: string;
  errors?: { message?: string; msg?: string }[];
}

const loginError = (body: LoginAnswer): string =>
  body.errors?.map((e) => e.message ?? e.msg).find(Boolean) ??
  body.message ??
  body.msg ??
  'Login failed. Please try again.';

/**
 * Sign-in state for react-admin (SPEC §6): only a signed-in admin may enter; anyone else is
 * sent to the storefront's /login. Signing out clears the user, the token and the cart.
 */
export const authProvider: AuthProvider = {
  async login({ username, email, password }: Record<string, string>) {
    const res = await fetch('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: email ?? username, password }),
    });
    const body = (await res.json().catch(() => ({}))) as LoginAnswer;
    if (!res.ok || !body.user || !body.token) throw new Error(loginError(body));
    saveSession(body.user, body.token);
    if (body.user.role !== 'admin') {
      throw new Error('Only admins may enter the admin area');
    }
  },

  async logout() {
    // An admin signing out clears the user, the token and the cart, and goes to the shop.
    // Anyone else reaches logout only because they may not enter: they keep their storefront
    // session and cart, and go to the storefront's /login.
    if (!isAdminSession()) return deniedTo();
    clearSession(true);
    leavingTo = storefrontHome();
    return leavingTo;
  },

  async checkAuth() {
    if (!isAdminSession()) {
      throw { message: false, redirectTo: deniedTo() };
    }
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401 || error?.status === 403) {
      clearSession();
      throw { message: false, redirectTo: deniedTo() };
    }
  },

  async getIdentity() {
    const user = readUser();
    if (!user) throw new Error('Not signed in');
    return { id: user._id, fullName: user.name, email: user.email };
  },

  async getPermissions() {
    return readUser()?.role ?? null;
  },
};
