import type { PublicUser } from '@arogya/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { myPreferences, saveMyPreferences } from '../../api/notifications.js';
import i18n, { chosenLanguage, setLanguage } from '../../i18n/index.js';
import { mergeCart } from '../../store/cart-slice.js';
import { useAppDispatch, useAppSelector } from '../../store/index.js';

/** The `?redirect=` of the login and register pages ('' when absent). */
export function useRedirectParam(): string {
  const [params] = useSearchParams();
  return params.get('redirect') ?? '';
}

/**
 * Where the sign-in goes (SPEC §2 "After login…", keeping every return path): /checkout if the
 * redirect mentions it; the console (another app: a full navigation) for `admin`; the shop's
 * own path it names (`my-orders`, `/order/…`); otherwise /. Never another site.
 */
export function destinationFor(redirect: string): { path: string; reload: boolean } {
  if (redirect.includes('checkout')) return { path: '/checkout', reload: false };
  const path = `/${redirect.replace(/^\/+/, '')}`;
  if (/^\/admin(\/|$)/.test(path))
    return { path: path === '/admin' ? '/admin/' : path, reload: true };
  // a path of this origin only: no scheme, no `//host`, no backslash tricks
  const own = /^\/[\w\-./?=&%]*$/.test(path) && !path.startsWith('//') && !path.includes('..');
  return { path: own ? path : '/', reload: false };
}

/**
 * SPEC §2 "After login…": merges the guest cart into `user`'s when it has products. For a page
 * that signs in and goes on by itself (a reset link goes to the profile).
 */
export function useMergeGuestCart(): (user: PublicUser) => Promise<void> {
  const dispatch = useAppDispatch();
  const guestId = useAppSelector((s) => s.auth.guestId);
  const products = useAppSelector((s) => s.cart.cart.products);
  return useCallback(
    async (user: PublicUser) => {
      if (products.length > 0) await dispatch(mergeCart({ guestId, user }));
    },
    [dispatch, guestId, products],
  );
}

/**
 * The shop's language and the shopper's messages agree once they sign in (issue 31): the
 * language chosen on this browser, or the one the shop is shown in when it is not English,
 * becomes their messages' language; with neither, the shop is shown in theirs. A failure
 * leaves both as they were: signing in goes on.
 */
export async function syncLanguage(): Promise<void> {
  const here = chosenLanguage() ?? (i18n.language === 'hi' ? 'hi' : null);
  try {
    if (here) await saveMyPreferences({ language: here });
    else {
      const { language } = await myPreferences();
      if (language !== i18n.language) await setLanguage(language, false);
    }
  } catch {
    // the messages keep their language, the page its own
  }
}

/**
 * SPEC §2 "After login, register or social login": once a user exists, a guest cart with
 * products is merged into the user's cart first, then the app goes to the destination.
 * Runs once per page visit, whichever way the user signed in (form, Google or phone).
 */
export function useAfterSignIn(): void {
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const user = useAppSelector((s) => s.auth.user);
  const mergeGuestCart = useMergeGuestCart();
  const started = useRef(false);

  useEffect(() => {
    if (!user || started.current) return;
    started.current = true;
    const destination = destinationFor(redirect);
    void (async () => {
      // not waited for: a slow or absent notifications service never holds up signing in
      void syncLanguage();
      await mergeGuestCart(user);
      if (destination.reload) window.location.assign(destination.path);
      else navigate(destination.path, { replace: true });
    })();
  }, [user, mergeGuestCart, redirect, navigate]);
}
