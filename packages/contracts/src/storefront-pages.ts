/**
 * The storefront's pages (SPEC §2's route table), as React Router paths: the storefront's router
 * is built from this list (its type makes it name a screen for each, and none more), and the
 * gateway answers 404 for a page path none of them matches, still with the storefront's page,
 * which then shows its own "not found".
 */
export const STOREFRONT_PAGES = [
  '/',
  '/login',
  '/register',
  '/profile',
  '/collections/:collection',
  '/product/:id',
  '/checkout',
  '/contactUs',
  '/aboutUs',
  '/privacyPolicy',
  '/refundPolicy',
  '/shippingPolicy',
  '/termsConditions',
  '/pricingPolicy',
  '/order-confirmation',
  '/order/:id',
  '/my-orders',
  // issue 28: the pages the links of the shop's e-mails open (signed out)
  '/messages/preferences',
  '/messages/unsubscribe',
  // issue 29: getting back into an account (the last two open from its e-mails' links)
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  // issue 33: following an order by its number and phone or e-mail, signed out
  '/track',
] as const;
export type StorefrontPage = (typeof STOREFRONT_PAGES)[number];

// as React Router matches: any case, an optional trailing slash, a parameter one segment
const PAGE_RES = STOREFRONT_PAGES.map(
  (p) => new RegExp(`^${p.replace(/:[a-z]+/gi, '[^/]+').replace(/\/$/, '')}/?$`, 'i'),
);

/** Whether the storefront has a page at `path` (a URL's path, without its query). */
export const isStorefrontPage = (path: string): boolean => PAGE_RES.some((re) => re.test(path));

/** A collection's name as the shop shows it: `super-food` → "Super Food", `all` → "All Products". */
export function collectionTitle(slug: string | undefined): string {
  if (!slug || slug.toLowerCase() === 'all') return 'All Products';
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}
