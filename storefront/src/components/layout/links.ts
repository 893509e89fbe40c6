// Navigation targets shared by the header, the footer and the policy pages.
import type { PRODUCT_CATEGORIES } from '@arogya/contracts';

export interface NavLink {
  label: string;
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
  { label: 'Shop All', to: '/collections/all' },
  ...HEADER_CATEGORIES.map((c) => ({ label: c, to: `/collections/all?category=${c}` })),
];

/** The left side menu's pages (SPEC §2 "Header"). */
export const INFO_LINKS: readonly NavLink[] = [
  { label: 'About Us', to: '/aboutUs' },
  { label: 'Contact Us', to: '/contactUs' },
];

/** The footer's Policies dropdown, in SPEC §2 order. */
export const POLICY_LINKS: readonly NavLink[] = [
  { label: 'Privacy Policy', to: '/privacyPolicy' },
  { label: 'Refund Policy', to: '/refundPolicy' },
  { label: 'Shipping Policy', to: '/shippingPolicy' },
  { label: 'Terms & Conditions', to: '/termsConditions' },
  { label: 'Pricing Policy', to: '/pricingPolicy' },
];
