import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n/index.js';
import { runtimeConfig } from '../../api/runtime-config.js';
import { googleLogin } from '../../store/auth-slice.js';
import { useAppDispatch } from '../../store/index.js';

/** Google Identity Services, loaded at run time only when the shop has a client id (SPEC §4). */
const GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential?: string;
}
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: CredentialResponse) => void;
        ux_mode?: 'popup' | 'redirect';
      }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type?: 'standard' | 'icon';
          theme?: 'outline' | 'filled_blue' | 'filled_black';
          size?: 'large' | 'medium' | 'small';
          text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
          shape?: 'rectangular' | 'pill' | 'circle' | 'square';
          logo_alignment?: 'left' | 'center';
          width?: number;
        },
      ): void;
    };
  };
}

const googleGlobal = () => (window as unknown as { google?: GoogleIdentity }).google;

let loading: Promise<GoogleIdentity> | undefined;

/** Adds Google's script once per page; a failed load may be retried on the next mount. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = googleGlobal();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const g = googleGlobal();
      if (g) resolve(g);
      else reject(new Error('Google sign-in script loaded without its API'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Google sign-in script failed to load'));
    };
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

type Status = 'loading' | 'ready' | 'unconfigured' | 'failed';

const G_LOGO = (
  <svg viewBox="0 0 48 48" aria-hidden="true" className="size-5">
    <path
      fill="#EA4335"
      d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
    />
    <path
      fill="#FBBC05"
      d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
    />
  </svg>
);

/**
 * The social sign-in button of the login page (SPEC §2): Google's own button when the shop
 * has a Google client id, otherwise a disabled look-alike with a note. The credential goes
 * to `googleLogin`; `useAfterSignIn` then merges the cart and navigates.
 */
export default function GoogleSignIn() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const box = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    let active = true;

    /** SPEC §8 "Social login": one alert for every failure; the detail goes to the console. */
    const fail = (err: unknown) => {
      console.error(err);
      window.alert(i18n.t('auth.googleFailedAlert'));
    };

    const onCredential = async (response: CredentialResponse) => {
      try {
        if (!response.credential) throw new Error('No Google ID token found');
        const result = await dispatch(googleLogin({ token: response.credential }));
        if (googleLogin.rejected.match(result)) {
          throw new Error(result.payload?.join('\n') || 'Google login failed');
        }
        if (!result.payload?.user || !result.payload.token) {
          throw new Error('Invalid server response');
        }
      } catch (err) {
        fail(err);
      }
    };

    void (async () => {
      let clientId: string | null;
      try {
        clientId = (await runtimeConfig()).googleClientId;
      } catch {
        clientId = null;
      }
      if (!active) return;
      if (!clientId) {
        setStatus('unconfigured');
        return;
      }
      try {
        const google = await loadGoogleIdentity();
        if (!active || !slot.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (r) => void onCredential(r),
          ux_mode: 'popup',
        });
        slot.current.replaceChildren();
        google.accounts.id.renderButton(slot.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(400, Math.max(200, Math.round(box.current?.clientWidth ?? 320))),
        });
        setStatus('ready');
      } catch (err) {
        if (!active) return;
        setStatus('failed');
        fail(err);
      }
    })();

    return () => {
      active = false;
    };
  }, [dispatch]);

  const unavailable = status === 'unconfigured' || status === 'failed';
  return (
    <div ref={box}>
      <div
        ref={slot}
        data-testid="google-signin"
        className={status === 'ready' ? 'flex min-h-10 w-full justify-center' : 'hidden'}
      />
      {status === 'loading' && (
        <div
          aria-hidden="true"
          className="h-10 w-full animate-pulse rounded-lg border border-gray-200 bg-gray-50"
        />
      )}
      {unavailable && (
        <>
          <button
            type="button"
            disabled
            aria-describedby="google-signin-note"
            className="flex w-full cursor-not-allowed items-center justify-center gap-3 rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-sm font-medium text-gray-500 opacity-70"
          >
            {G_LOGO}
            {t('auth.continueWithGoogle')}
          </button>
          <p id="google-signin-note" className="mt-2 text-center text-xs text-gray-500">
            {status === 'failed' ? t('auth.googleNotLoaded') : t('auth.googleUnavailable')}
          </p>
        </>
      )}
    </div>
  );
}
