import { CLAIM_WINDOW_HOURS, MODIFICATION_WINDOW_HOURS, WELCOME_COUPON } from '@arogya/contracts';
import i18n from '../i18n/index.js';

/**
 * What the shop promises its shoppers, in one place. How many days delivery takes and what it
 * costs are not here: they are the delivery promise's and the shop's fees (the checkout
 * service's zones and fee settings, `GET /api/serviceability`), which the policy pages read as
 * the product page and checkout do (issues 31, 32). Banners, badges, the
 * drawer's note, the policy pages and the order confirmation all read these figures and texts,
 * so an operator changes one value and every page says the same (SPEC §9 lists where the original texts
 * disagreed: free shipping over ₹999 or ₹1,000, '7-day returns' beside a no-returns policy,
 * discount codes and '10% off' without a coupon field).
 */
export interface ShopPolicy {
  /** Days after delivery within which any product may be returned; null: no returns. */
  returnWindowDays: number | null;
  /** Days after purchase to report a defective digital item for a replacement. */
  defectiveDigitalDays: number;
  /**
   * Hours after delivery to report a physical item that arrived damaged: the window the server
   * holds claims to (issue 33), so the policy pages promise what the order page offers.
   */
  damagedPhysicalHours: number;
  /**
   * Hours after ordering within which an order not yet packed may be cancelled or its address
   * changed: the window the server holds changes to (issue 33).
   */
  modificationWindowHours: number;
  /** Whether checkout takes discount codes; until it does, no page mentions them. */
  discountCodesAtCheckout: boolean;
  /** The newsletter's first-order discount in per cent; null while no code can redeem it. */
  newsletterDiscountPercent: number | null;
  /** The coupon that redeems it (seeded by the checkout service's migration), shown with it. */
  newsletterCouponCode: string | null;
}

/**
 * This shop's policy. SPEC's banner texts where they are true: no returns, as the refund policy
 * says, so the banner promises the replacement the policy gives rather than '7-day returns';
 * checkout takes coupon codes (issue 19), and the newsletter's 10 % off a first order is the
 * checkout service's WELCOME10 coupon (10 %, first order only, once per customer).
 */
export const POLICY: ShopPolicy = {
  returnWindowDays: null,
  defectiveDigitalDays: 7,
  damagedPhysicalHours: CLAIM_WINDOW_HOURS,
  modificationWindowHours: MODIFICATION_WINDOW_HOURS,
  discountCodesAtCheckout: true,
  newsletterDiscountPercent: 10,
  newsletterCouponCode: WELCOME_COUPON,
};

const inr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '₹999', '₹1,000': a whole-rupee threshold as the shop writes it. */
export const wholeRupees = (n: number) => `₹${inr.format(n)}`;

/** '2–3': a range of days. */
export const dayRange = ([from, to]: readonly [number, number]) =>
  from === to ? String(from) : `${from}–${to}`;

/*
 * The texts below are in the language shown (`common` namespace, `policy.*`): call them while
 * rendering, from a component that follows the language (`useTranslation`).
 */

/**
 * The banner's shipping promise: 'Free shipping over ₹999' (`over`, the shop's threshold), on
 * every order when that is ₹0, or that shipping comes from the PIN code when nothing ships free.
 */
export const freeShippingPromise = (over: number | null) =>
  over === null
    ? i18n.t('policy.shippingByZone')
    : over === 0
      ? i18n.t('policy.freeShippingAll')
      : i18n.t('policy.freeShippingOver', { amount: wholeRupees(over) });

/** The banner's returns promise: '7-day returns', or the replacement when there are none. */
export const returnsPromise = (p: ShopPolicy = POLICY) =>
  p.returnWindowDays
    ? i18n.t('policy.returnDays', { days: p.returnWindowDays })
    : i18n.t('policy.freeReplacement');

/** 'Why choose us': 'Easy Returns', or 'Easy Replacements' when there are no returns. */
export const returnsTitle = (p: ShopPolicy = POLICY) =>
  p.returnWindowDays ? i18n.t('policy.easyReturns') : i18n.t('policy.easyReplacements');

/**
 * The drawer's note, naming discount codes only when checkout takes them. Prices include GST
 * and checkout adds none, so it says so: SPEC's "Shipping,taxes … calculated at checkout" made
 * shoppers expect tax on top (issue 31).
 */
export const checkoutNote = (p: ShopPolicy = POLICY) =>
  p.discountCodesAtCheckout ? i18n.t('policy.checkoutNoteCodes') : i18n.t('policy.checkoutNote');

/** '1 hour', '48 hours'. */
export const hours = (n: number) => i18n.t('policy.hours', { count: n });
