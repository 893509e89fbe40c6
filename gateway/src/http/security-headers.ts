/** What the pages may load from outside the shop's own origin. */
export interface PageSources {
  /** Where the storefront loads Razorpay Checkout from (`RAZORPAY_CHECKOUT_URL`). */
  razorpayCheckoutUrl: string;
}

/** Razorpay Checkout's own hosts: the script opens its form in a frame of api.razorpay.com. */
const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};
/** Google sign-in (the storefront's button, when GOOGLE_CLIENT_ID is set). */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

const csp = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');

/**
 * The storefront's Content-Security-Policy: its own scripts, Razorpay Checkout (from wherever
 * it is configured: Razorpay, or the sandbox under `npm start` and in tests), Google sign-in,
 * and the frames its pages embed (the payment form, product videos, the store map). Styles may
 * be inline (the payment popup and Google's button add style elements); scripts never.
 */
export function storefrontPolicy({ razorpayCheckoutUrl }: PageSources): string {
  const rzp = new URL(razorpayCheckoutUrl).origin;
  const real = rzp === RAZORPAY.script;
  return csp({
    'default-src': ["'self'"],
    'script-src': ["'self'", rzp, `${GOOGLE_GSI}client`],
    'style-src': ["'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", rzp, ...(real ? RAZORPAY.connect : []), GOOGLE_GSI],
    'frame-src': [
      rzp,
      ...(real ? RAZORPAY.frames : []),
      GOOGLE_GSI,
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://www.openstreetmap.org',
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** The admin console's: only its own origin (react-admin's styles are inline elements). */
export const CONSOLE_POLICY = csp({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** The API's, files' and uploads': nothing runs in them, and nothing frames them. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** The API documentation (Swagger UI, its own scripts and inline styles). */
export const DOCS_POLICY = csp({
  'default-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** Headers every answer carries. */
const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

/**
 * Paths whose answers belong to one person (a cart, an order, a sign-in's token, the console's
 * lists): never stored by a browser or a proxy. So is any answer to a request with a token.
 */
const PERSONAL = /^\/api\/(cart|checkout|orders|users|admin|uploads|webhooks)(\/|\?|$)/;
const RESOURCE = /^\/(api|images|uploads)(\/|\?|$)/;
const NO_STORE = 'private, no-store';

export type HeaderSet = Readonly<Record<string, string>>;

/**
 * The security headers of each kind of answer, computed once: `headersFor(path, signedIn)`
 * picks one of a handful of frozen sets (no work per request beyond two regular expressions).
 */
export function securityHeaders(sources: PageSources) {
  const set = (policy: string, extra: Record<string, string> = {}): HeaderSet =>
    Object.freeze({ ...COMMON, 'content-security-policy': policy, ...extra });
  const sets = {
    storefront: set(storefrontPolicy(sources)),
    console: set(CONSOLE_POLICY),
    docs: set(DOCS_POLICY),
    resource: set(RESOURCE_POLICY),
    personal: set(RESOURCE_POLICY, { 'cache-control': NO_STORE }),
  };
  return (path: string, signedIn: boolean): HeaderSet => {
    if (path.startsWith('/api/docs')) return sets.docs;
    if (RESOURCE.test(path)) return signedIn || PERSONAL.test(path) ? sets.personal : sets.resource;
    return path === '/admin' || path.startsWith('/admin/') ? sets.console : sets.storefront;
  };
}
