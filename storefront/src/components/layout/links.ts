// Navigation targets shared by the header, the footer and the policy pages.
import type { PRODUCT_CATEGORIES } from '@arogya/contracts';
import type { ParseKeys } from 'i18next';

export interface NavLink {
  /** its text: a key of the `common` namespace */
  label: ParseKeys<'common'>;
  to: string;
}

/** The categories the header links to, in its order: a few of SPEC §1's product kinds. */
const HEADER_CATEGORIES: readonly (typeof PRODUCT_CATEGORIES)[number][] = [
  'Ayurvedic',
  'Protein',
  'Superfood',
  'Device',
];

/** The header's shop links: everything, then a few categories. */
export const SHOP_LINKS: readonly NavLink[] = [
  { label: 'nav.shopAll', to: '/collections/all' },
  ...HEADER_CATEGORIES.map((c): NavLink => ({
    label: `category.${c}`,
    to: `/collections/all?category=${c}`,
  })),
];

/** The left side menu's pages (SPEC §2 "Header"). */
export const INFO_LINKS: readonly NavLink[] = [
  { label: 'nav.aboutUs', to: '/aboutUs' },
  { label: 'nav.contactUs', to: '/contactUs' },
];

/** The footer's Support column's own pages (issue 33: following an order without signing in). */
export const SUPPORT_LINKS: readonly NavLink[] = [
  { label: 'footer.supportLinks.track', to: '/track' },
];

/** The footer's Policies dropdown, in SPEC §2 order. */
export const POLICY_LINKS: readonly NavLink[] = [
  { label: 'nav.privacyPolicy', to: '/privacyPolicy' },
  { label: 'nav.refundPolicy', to: '/refundPolicy' },
  { label: 'nav.shippingPolicy', to: '/shippingPolicy' },
  { label: 'nav.termsConditions', to: '/termsConditions' },
  { label: 'nav.pricingPolicy', to: '/pricingPolicy' },
];
