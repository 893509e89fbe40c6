/** Navigation targets shared by the header, the footer and the policy pages. */

export interface NavLink {
  label: string;
  to: string;
}

/** The header's shop links: everything, then a few categories (SPEC §1 product kinds). */
export const SHOP_LINKS: readonly NavLink[] = [
  { label: 'Shop All', to: '/collections/all' },
  { label: 'Ayurvedic', to: '/collections/all?category=Ayurvedic' },
  { label: 'Protein', to: '/collections/all?category=Protein' },
  { label: 'Superfood', to: '/collections/all?category=Superfood' },
  { label: 'Device', to: '/collections/all?category=Device' },
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
