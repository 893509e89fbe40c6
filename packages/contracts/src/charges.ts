import { ORDER_MAX_TOTAL_PAISE, type PaymentMethod } from './checkout.js';
import { FEE_MAX_PAISE, paiseToRupees, rupeeField, THRESHOLD_MAX_PAISE } from './money.js';
import { isEntityId, type Parsed } from './products.js';
import {
  COD_PIN_MIN_SETTLED,
  COD_REFUSALS,
  type CodDecision,
  type CodRiskFacts,
  type CodRule,
} from './cod.js';
import type { OfferLine } from './offers.js';
import { parsePin } from './serviceability.js';

/**
 * What a checkout charges beyond its items, and what it takes off without a code (issue 32).
 * The checkout service prices every checkout with `priceCharges`, and answers the storefront's
 * preview with it, so the figures a shopper reads before paying are the ones the order keeps.
 *
 * How the discounts combine (stated once, here; README "Fees, offers and coupons"):
 * 0. Buy-x-get-y offers (offers.ts, `priceItemOffers`) take their free units off the items:
 *    what the items come to is the subtotal less them.
 * 1. The coupon is priced on what the items come to, by its own rules (its minimum order too).
 * 2. The prepaid offer ("₹x off when you pay online", payment by Razorpay only) takes its amount
 *    off what is left after the coupon, when that is at least its minimum order; never more
 *    than what is left. So item offers, a coupon and the prepaid offer add up.
 * 3. Shipping is the zone's fee, or nothing when the goods' value after item offers and the
 *    coupon (before the prepaid offer: paying online never costs the shopper free shipping)
 *    reaches the shop's free-shipping threshold.
 * 4. Cash on delivery adds its fee; no prepaid offer applies to it.
 * Total = subtotal − coupon − offers (item offers and prepaid) + shipping + COD fee.
 */

/**
 * Shipping on the invoice: courier services' SAC code, taxed at 18 % GST whatever the goods'
 * rates (the fee and the COD fee are one supply of transport, invoiced as its own line).
 */
export const SHIPPING_SAC = '9968';
export const SHIPPING_GST_RATE = 18;

/** The shop's fees and offers, as admins set them in the console (money in paise). */
export interface FeeSettings {
  /** the goods' value from which shipping is free; null: never free */
  freeShippingOverPaise: number | null;
  /** shipping to an address no enabled zone covers (a zone's fee otherwise) */
  defaultShippingFeePaise: number;
  /** added to an order paid in cash on delivery */
  codFeePaise: number;
  /** the prepaid offer's amount off (0: no offer) */
  prepaidDiscountPaise: number;
  /** the least the goods must come to (after the coupon) for the prepaid offer */
  prepaidMinOrderPaise: number;
  /** whether cash on delivery is offered at all */
  codEnabled: boolean;
  /** the most a cash-on-delivery order may come to (what the courier collects) */
  codMaxOrderPaise: number;
  /** a customer with this many cash orders returned to origin pays online only (0: no limit) */
  codMaxReturns: number;
  /** a PIN whose last cash orders came back at this rate (percent) or more pays online only */
  codPinRtoPercent: number;
  /** how many of a PIN's last settled cash orders its rate is taken over */
  codPinRtoWindow: number;
  /** the same items ordered again for cash within this many hours pay online (0: no rule) */
  codRepeatHours: number;
}

/**
 * Whether a checkout coming to `codTotalPaise` (with the COD fee) may be paid in cash on
 * delivery under `s`, and why not (issue 32). In order: COD switched off; over the cap; the
 * PIN's zone takes no cash, or the PIN is on the brand's list; the PIN's last settled cash
 * orders (`codPinRtoWindow`, judged from `COD_PIN_MIN_SETTLED`) came back at `codPinRtoPercent`
 * or more; the customer has `codMaxReturns` cash orders returned; the same items were ordered
 * for cash within `codRepeatHours`. Every rule that holds is kept (the admin reads them all);
 * the shopper reads each reason once.
 */
export function decideCod(s: FeeSettings, codTotalPaise: number, f: CodRiskFacts): CodDecision {
  const rules: NonNullable<CodDecision['rules']> = [];
  const reasons = new Set<string>();
  const withhold = (
    rule: CodRule,
    reason: string,
    detail: string,
    figures: Record<string, string | number>,
  ) => {
    rules.push({ rule, detail, figures });
    reasons.add(reason);
  };
  const pin = f.pin;
  if (!s.codEnabled) withhold('off', COD_REFUSALS.off, 'cash on delivery is switched off', {});
  if (codTotalPaise > s.codMaxOrderPaise) {
    const [total, cap] = [paiseToRupees(codTotalPaise), paiseToRupees(s.codMaxOrderPaise)];
    withhold(
      'cap',
      COD_REFUSALS.overCap(s.codMaxOrderPaise),
      `₹${total} is over the cap of ₹${cap}`,
      {
        total,
        cap,
      },
    );
  }
  if (!f.zoneCod) withhold('zone', COD_REFUSALS.pin(pin), `${pin}'s zone takes no cash`, { pin });
  if (f.pinBlocked)
    withhold('pin', COD_REFUSALS.pin(pin), `${pin} is on the list of PINs without COD`, { pin });
  const rate = f.pinSettled > 0 ? (100 * f.pinReturned) / f.pinSettled : 0;
  if (f.pinSettled >= COD_PIN_MIN_SETTLED && rate >= s.codPinRtoPercent)
    withhold(
      'pin-rto',
      COD_REFUSALS.pin(pin),
      `${f.pinReturned} of the last ${f.pinSettled} cash orders to ${pin} came back ` +
        `(${Math.round(rate)}% ≥ ${s.codPinRtoPercent}%)`,
      {
        pin,
        returned: f.pinReturned,
        settled: f.pinSettled,
        percent: Math.round(rate),
        limit: s.codPinRtoPercent,
      },
    );
  if (s.codMaxReturns > 0 && f.customerReturns >= s.codMaxReturns)
    withhold(
      'returns',
      COD_REFUSALS.returns,
      `the customer has ${f.customerReturns} cash orders returned (limit ${s.codMaxReturns})`,
      { returns: f.customerReturns, limit: s.codMaxReturns },
    );
  if (s.codRepeatHours > 0 && f.repeat)
    withhold(
      'repeat',
      COD_REFUSALS.repeat(s.codRepeatHours),
      `the same items were ordered for cash within ${s.codRepeatHours} hours`,
      { hours: s.codRepeatHours },
    );
  return { offered: rules.length === 0, reasons: [...reasons], rules };
}

/** One offer a checkout got without a code, as orders and invoices keep it. */
export interface AppliedOffer {
  /** prepaid: for paying online; buy-x-get-y: free units of a product (offers.ts) */
  kind: 'prepaid' | 'buy-x-get-y';
  /** what the shopper reads: "₹50 off for paying online", "Buy 2 get 1 free: Triphala" */
  name: string;
  paise: number;
}

/** What a checkout comes to, every figure in paise. */
export interface Charges {
  subtotalPaise: number;
  couponPaise: number;
  offers: AppliedOffer[];
  /** Σ offers */
  offerDiscountPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  totalPaise: number;
  /** how much more of goods would make shipping free; null when free or never free */
  addForFreeShippingPaise: number | null;
}

/** The prepaid offer's name, as the storefront, the order and the invoice print it. */
export const prepaidOfferName = (paise: number) => `₹${paiseToRupees(paise)} off for paying online`;

/**
 * The rules above: a checkout of `subtotalPaise`, its buy-x-get-y offers `itemOffers` (none when
 * absent), with a coupon worth `couponPaise` (priced on the subtotal less the item offers).
 */
export function priceCharges(p: {
  subtotalPaise: number;
  itemOffers?: AppliedOffer[];
  couponPaise: number;
  /** the zone's fee (the settings' default when no zone applies) */
  zoneFeePaise: number;
  method: PaymentMethod;
  settings: FeeSettings;
}): Charges {
  const { subtotalPaise, couponPaise, zoneFeePaise, method, settings: s } = p;
  const offers: AppliedOffer[] = [...(p.itemOffers ?? [])];
  const goods = subtotalPaise - offers.reduce((sum, o) => sum + o.paise, 0) - couponPaise;
  if (goods < 0)
    throw new RangeError('the offers and coupon cannot take off more than the subtotal');
  if (method === 'Razorpay' && s.prepaidDiscountPaise > 0 && goods >= s.prepaidMinOrderPaise) {
    const paise = Math.min(s.prepaidDiscountPaise, goods);
    if (paise > 0) offers.push({ kind: 'prepaid', name: prepaidOfferName(paise), paise });
  }
  const offerDiscountPaise = offers.reduce((sum, o) => sum + o.paise, 0);
  const free = s.freeShippingOverPaise !== null && goods >= s.freeShippingOverPaise;
  const shippingPaise = free ? 0 : zoneFeePaise;
  const codFeePaise = method === 'COD' ? s.codFeePaise : 0;
  return {
    subtotalPaise,
    couponPaise,
    offers,
    offerDiscountPaise,
    shippingPaise,
    codFeePaise,
    totalPaise: subtotalPaise - couponPaise - offerDiscountPaise + shippingPaise + codFeePaise,
    addForFreeShippingPaise:
      free || s.freeShippingOverPaise === null || shippingPaise === 0
        ? null
        : s.freeShippingOverPaise - goods,
  };
}

/** A stored purchase's charges (paise), as checkouts and orders keep them. */
export interface StoredCharges {
  totalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  offerDiscountPaise: number;
  offers: AppliedOffer[];
}

/** The items' subtotal of a stored purchase: its total before coupon, offers and fees. */
export const subtotalOf = (c: StoredCharges) =>
  c.totalPaise + c.discountPaise + c.offerDiscountPaise - c.shippingPaise - c.codFeePaise;

/** A checkout's charges as the API shows them (rupees). */
export interface ChargesView {
  /** shipping (0 when free) */
  shippingPrice: number;
  /** the cash-on-delivery fee (0 when paid online) */
  codFee: number;
  /** what the offers took off, and which */
  offerDiscount: number;
  offers: { kind: AppliedOffer['kind']; name: string; amount: number }[];
}

/** The stored charges of a checkout or order, shown. */
export const chargesView = (c: StoredCharges): ChargesView => ({
  shippingPrice: paiseToRupees(c.shippingPaise),
  codFee: paiseToRupees(c.codFeePaise),
  offerDiscount: paiseToRupees(c.offerDiscountPaise),
  offers: c.offers.map((o) => ({ kind: o.kind, name: o.name, amount: paiseToRupees(o.paise) })),
});

/**
 * What `GET /api/checkout/charges` answers: the preview of what the checkout page's cart will
 * come to, for each way of paying, with the shop's free-shipping threshold.
 */
export interface ChargesQuote {
  /** the zone whose fee applies; null when none does (the default fee) */
  zone: string | null;
  freeShippingOver: number | null;
  /** how much more of goods makes shipping free; null when already free or never */
  addForFreeShipping: number | null;
  /** each way of paying offered: its charges and total (rupees) */
  methods: (ChargesView & { method: PaymentMethod; total: number })[];
  /** issue 32: whether cash on delivery is offered, and why not */
  cod: CodDecision;
}

/** The shop's fees and offers as the console edits them (rupees; `id` is always 'shop'). */
export interface FeeSettingsView {
  id: 'shop';
  freeShippingOver: number | null;
  defaultShippingFee: number;
  codFee: number;
  prepaidDiscount: number;
  prepaidMinOrder: number;
  codEnabled: boolean;
  codMaxOrder: number;
  codMaxReturns: number;
  codPinRtoPercent: number;
  codPinRtoWindow: number;
  codRepeatHours: number;
  updatedAt: string;
}

const FEE_FIELDS = {
  freeShippingOver: ['freeShippingOverPaise', THRESHOLD_MAX_PAISE],
  defaultShippingFee: ['defaultShippingFeePaise', FEE_MAX_PAISE],
  codFee: ['codFeePaise', FEE_MAX_PAISE],
  prepaidDiscount: ['prepaidDiscountPaise', FEE_MAX_PAISE],
  prepaidMinOrder: ['prepaidMinOrderPaise', THRESHOLD_MAX_PAISE],
  codMaxOrder: ['codMaxOrderPaise', THRESHOLD_MAX_PAISE],
} as const;

/** The decision's whole-number rules (issue 32): name → [least, most]. */
export const COD_RULE_FIELDS = {
  codMaxReturns: [0, 100],
  codPinRtoPercent: [1, 100],
  codPinRtoWindow: [COD_PIN_MIN_SETTLED, 1000],
  codRepeatHours: [0, 720],
} as const;

/** An admin's change to the fees: any of `FeeSettingsView`'s amounts (freeShippingOver may be null). */
export function parseFeeSettingsChanges(body: unknown): Parsed<Partial<FeeSettings>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, message: 'Request body must be a JSON object' };
  const b = body as Record<string, unknown>;
  const unknown = Object.keys(b).find(
    (k) =>
      !(k in FEE_FIELDS) &&
      !(k in COD_RULE_FIELDS) &&
      !['id', 'updatedAt', 'codEnabled'].includes(k),
  );
  if (unknown) return { ok: false, message: `Unknown field: ${unknown}` };
  const out: Partial<FeeSettings> = {};
  if (b.codEnabled !== undefined) {
    if (typeof b.codEnabled !== 'boolean')
      return { ok: false, message: 'codEnabled must be true or false' };
    out.codEnabled = b.codEnabled;
  }
  for (const [name, [least, most]] of Object.entries(COD_RULE_FIELDS)) {
    const v = b[name];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < least || v > most)
      return { ok: false, message: `${name} must be a whole number from ${least} to ${most}` };
    out[name as keyof typeof COD_RULE_FIELDS] = v;
  }
  for (const [name, [key, max]] of Object.entries(FEE_FIELDS)) {
    const v = b[name];
    if (v === undefined) continue;
    if (v === null && key === 'freeShippingOverPaise') {
      out.freeShippingOverPaise = null;
      continue;
    }
    const paise = rupeeField(v, name, max);
    if (!paise.ok) return paise;
    out[key] = paise.value;
  }
  if (Object.keys(out).length === 0)
    return {
      ok: false,
      message: `Nothing to change: ${[...Object.keys(FEE_FIELDS), 'codEnabled', ...Object.keys(COD_RULE_FIELDS)].join(', ')}`,
    };
  return { ok: true, value: out };
}

/** The settings as the console and shoppers read them. */
export const feeSettingsView = (s: FeeSettings, updatedAt: Date): FeeSettingsView => ({
  id: 'shop',
  freeShippingOver:
    s.freeShippingOverPaise === null ? null : paiseToRupees(s.freeShippingOverPaise),
  defaultShippingFee: paiseToRupees(s.defaultShippingFeePaise),
  codFee: paiseToRupees(s.codFeePaise),
  prepaidDiscount: paiseToRupees(s.prepaidDiscountPaise),
  prepaidMinOrder: paiseToRupees(s.prepaidMinOrderPaise),
  codEnabled: s.codEnabled,
  codMaxOrder: paiseToRupees(s.codMaxOrderPaise),
  codMaxReturns: s.codMaxReturns,
  codPinRtoPercent: s.codPinRtoPercent,
  codPinRtoWindow: s.codPinRtoWindow,
  codRepeatHours: s.codRepeatHours,
  updatedAt: updatedAt.toISOString(),
});

/** `GET /api/checkout/charges?subtotal=&discount=&pin=&items=`, read (rupees → paise). */
export interface ChargesQuery {
  subtotalPaise: number;
  /** the coupon's discount, on the subtotal less the item offers */
  couponPaise: number;
  pin: string;
  /**
   * the cart's product ids (`?products=a,b`, and those of `items`), for the repeat rule of
   * cash on delivery
   */
  productIds: string[];
  /**
   * the cart's lines (`?items=<product id>:<quantity>:<unit price in rupees>,…`), for the
   * buy-x-get-y offers; none: no item offer is priced
   */
  lines: OfferLine[];
}

/** The most product ids a preview names (a cart's lines are bounded far below). */
const QUOTE_MAX_PRODUCTS = 100;

export function parseChargesQuery(q: unknown): Parsed<ChargesQuery> {
  const b = (typeof q === 'object' && q !== null ? q : {}) as Record<string, unknown>;
  const amount = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);
  const subtotal = rupeeField(amount(b.subtotal), 'subtotal', ORDER_MAX_TOTAL_PAISE);
  if (!subtotal.ok) return subtotal;
  const discount =
    b.discount === undefined
      ? { ok: true as const, value: 0 }
      : rupeeField(amount(b.discount), 'discount', subtotal.value);
  if (!discount.ok) return discount;
  const pin = parsePin(b.pin);
  if (!pin.ok) return pin;
  const ids =
    b.products === undefined || b.products === ''
      ? []
      : typeof b.products === 'string'
        ? b.products.split(',')
        : null;
  if (ids === null || ids.length > QUOTE_MAX_PRODUCTS || !ids.every(isEntityId))
    return {
      ok: false,
      message: `products must be up to ${QUOTE_MAX_PRODUCTS} product ids, separated by commas`,
    };
  const lines = quoteLines(b.items);
  if (!lines.ok) return lines;
  const items = lines.value.reduce((sum, l) => sum + l.quantity * l.pricePaise, 0);
  if (lines.value.length > 0 && items !== subtotal.value)
    return {
      ok: false,
      message: `subtotal must be what the items come to (₹${paiseToRupees(items)})`,
    };
  return {
    ok: true,
    value: {
      subtotalPaise: subtotal.value,
      couponPaise: discount.value,
      pin: pin.value,
      productIds: [
        ...new Set([...ids, ...lines.value.map((l) => l.productId)].map((id) => id.toLowerCase())),
      ],
      lines: lines.value,
    },
  };
}

/** The most units of one line a preview prices (a checkout's lines are bounded far below). */
const QUOTE_MAX_UNITS = 1000;

/** `items=<product id>:<quantity>:<unit price in rupees>,…` of a preview. */
function quoteLines(v: unknown): Parsed<OfferLine[]> {
  if (v === undefined || v === '') return { ok: true, value: [] };
  const bad = {
    ok: false as const,
    message: `items must be up to ${QUOTE_MAX_PRODUCTS} of <product id>:<quantity>:<unit price>, separated by commas`,
  };
  if (typeof v !== 'string') return bad;
  const parts = v.split(',');
  if (parts.length > QUOTE_MAX_PRODUCTS) return bad;
  const lines: OfferLine[] = [];
  for (const part of parts) {
    const [id, qty, price, ...rest] = part.split(':');
    const quantity = Number(qty);
    const unit = rupeeField(
      price === undefined || price === '' ? NaN : Number(price),
      'price',
      ORDER_MAX_TOTAL_PAISE,
    );
    if (
      rest.length > 0 ||
      !isEntityId(id) ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > QUOTE_MAX_UNITS ||
      !unit.ok
    )
      return bad;
    lines.push({ productId: id.toLowerCase(), quantity, pricePaise: unit.value });
  }
  return { ok: true, value: lines };
}

/** Paise as the wire carries them, back in rupees for the rules that read rupees; else as is. */
export const wireRupees = (paise: unknown): unknown =>
  typeof paise === 'number' && Number.isSafeInteger(paise) ? paiseToRupees(paise) : paise;

/** Fee changes from the wire (paise, as `parseFeeSettingsChanges` gave them), checked again. */
export function feeSettingsChangesOf(value: unknown): Parsed<Partial<FeeSettings>> {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const [name, [key]] of Object.entries(FEE_FIELDS)) {
    if (key in v) body[name] = v[key] === null ? null : wireRupees(v[key]);
  }
  if ('codEnabled' in v) body.codEnabled = v.codEnabled;
  for (const name of Object.keys(COD_RULE_FIELDS)) if (name in v) body[name] = v[name];
  const unknown = Object.keys(v).find(
    (k) =>
      k !== 'codEnabled' &&
      !(k in COD_RULE_FIELDS) &&
      !Object.values(FEE_FIELDS).some(([key]) => key === k),
  );
  if (unknown) return { ok: false, message: `Unknown field: ${unknown}` };
  return parseFeeSettingsChanges(body);
}
