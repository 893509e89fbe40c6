import {
  formatInr,
  orderNumber,
  type CodCodeIssuedV1,
  type OrderPlacedV1,
  type PublicUser,
} from '@arogya/contracts';
import type { NewMessage, Variables } from '../messages/message.js';
import type { TemplateName } from '../templates/catalog.js';
import { TEMPLATES } from '../templates/catalog.js';
import { indiaTime } from '../templates/localize.js';
import type { SeenOrder } from '../recipients/recipients.js';

/** The first word of a name, for "Hello Asha". */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || 'there';

/** `2026-12-07` → `Monday, 7 December` (the promise as the storefront words it). */
export function deliveryDate(ymd: string | null | undefined): string | null {
  if (!ymd || !/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return null;
  return DAY.format(new Date(`${ymd}T00:00:00Z`));
}

/** Made once (an `Intl.DateTimeFormat` costs far more to make than to use). */
export const DAY = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** The links every order message carries. */
export const orderLinks = (shopUrl: string, orderId: string) => ({
  orderNumber: orderNumber(orderId),
  orderUrl: `${shopUrl}/order/${orderId}`,
});

/*
 * A shopper's variables keep, beside each amount, date and duration in English, the value it was
 * made from (`templates/localize.ts`): a message composed in Hindi says them the Hindi way.
 */

/**
 * A shopper's messages of `template`: by e-mail, and on WhatsApp when they opted in and it has
 * one; an account with no e-mail (it signs in with its phone) gets its SMS form instead when it
 * has no WhatsApp (`sms`: the account's number, when SMS is on).
 */
export function toShopper(
  template: TemplateName,
  who: { user: PublicUser; whatsapp: string | null; sms?: string | null },
  orderId: string | null,
  variables: Variables,
): NewMessage[] {
  const spec = TEMPLATES[template];
  const base = {
    template,
    audience: 'shopper' as const,
    category: spec.category,
    userId: who.user._id,
    orderId,
    variables,
  };
  const out: NewMessage[] = [];
  if (who.user.email)
    out.push({ ...base, channel: 'email', recipient: who.user.email.toLowerCase() });
  if (who.whatsapp && 'whatsapp' in spec)
    out.push({ ...base, channel: 'whatsapp', recipient: who.whatsapp });
  else if (!who.user.email && who.sms && 'sms' in spec)
    out.push({ ...base, channel: 'sms', recipient: who.sms });
  return out;
}

/** The staff's message of `template` to each address. */
export function toStaff(
  template: TemplateName,
  addresses: string[],
  orderId: string | null,
  variables: Variables,
): NewMessage[] {
  return [...new Set(addresses.map((a) => a.toLowerCase()))].map((recipient) => ({
    template,
    channel: 'email',
    recipient,
    audience: 'staff',
    category: 'transactional',
    userId: null,
    orderId,
    variables,
  }));
}

/** What the confirmation and the staff's notice of a new order say. */
export function placedVariables(shopUrl: string, e: OrderPlacedV1, firstName: string) {
  const lines = e.items.map((i) => ({
    name: i.name,
    options: [i.size, i.color].filter(Boolean).join(', '),
    quantity: i.quantity,
    amount: formatInr(i.pricePaise * i.quantity),
    amountPaise: i.pricePaise * i.quantity,
  }));
  const a = e.shippingAddress;
  const when = deliveryDate(e.estimatedDelivery);
  const links = orderLinks(shopUrl, e.orderId);
  const shopper = {
    ...links,
    firstName,
    lines,
    total: formatInr(e.totalPricePaise),
    totalPaise: e.totalPricePaise,
    discount: e.discountPaise ? formatInr(e.discountPaise) : null,
    ...(e.discountPaise && { discountPaise: e.discountPaise }),
    couponCode: e.couponCode ?? null,
    // issue 32: the prepaid offer and shipping (absent on events of before: none charged)
    offerDiscount: e.offerDiscountPaise ? formatInr(e.offerDiscountPaise) : null,
    ...(e.offerDiscountPaise && { offerDiscountPaise: e.offerDiscountPaise }),
    shipping: e.shippingPaise ? formatInr(e.shippingPaise) : null,
    ...(e.shippingPaise && { shippingPaise: e.shippingPaise }),
    // cash on delivery: nothing is paid yet (the order awaits the code texted to the shopper),
    // the total is paid to the courier, and the invoice comes when it ships
    cod: e.paymentMethod === 'COD',
    codFee: e.codFeePaise ? formatInr(e.codFeePaise) : null,
    ...(e.codFeePaise && { codFeePaise: e.codFeePaise }),
    estimatedDelivery: when,
    deliveryText: when ?? 'soon',
    deliveryDate: e.estimatedDelivery ?? null,
    address: a ? `${a.address}, ${a.city} ${a.postalCode}${a.state ? `, ${a.state}` : ''}` : null,
    invoiceUrl: links.orderUrl,
  };
  const staff = {
    orderNumber: links.orderNumber,
    total: shopper.total,
    customer: e.userName ?? firstName,
    itemCount: e.items.reduce((n, i) => n + i.quantity, 0),
    city: a?.city ?? null,
    lines,
    adminUrl: `${shopUrl}/admin#/orders/${e.orderId}`,
  };
  return { shopper, staff };
}

/** How long a COD code is kept when its event's deadline cannot be read (as `account-plan.ts`). */
const COD_CODE_FALLBACK_MS = 24 * 3_600_000;

/**
 * The SMS that carries a cash-on-delivery order's code (issue 32) to the shipping address's
 * phone (`phone`: 91 and 10 digits), whatever the account's own number or choices: the order
 * is cancelled without it. The code is a one-time secret, kept no longer than it confirms.
 */
export function codCodeMessage(
  shopUrl: string,
  e: CodCodeIssuedV1,
  phone: string,
  now = Date.now(),
): NewMessage {
  const until = new Date(e.confirmBy);
  return {
    template: 'cod-code',
    channel: 'sms',
    recipient: phone,
    audience: 'shopper',
    category: TEMPLATES['cod-code'].category,
    userId: e.userId,
    orderId: e.orderId,
    variables: {
      ...orderLinks(shopUrl, e.orderId),
      code: e.code,
      total: formatInr(e.totalPricePaise),
      totalPaise: e.totalPricePaise,
      confirmUntil: indiaTime(e.confirmBy, 'en'),
      confirmBy: e.confirmBy,
    },
    secretUntil: Number.isNaN(until.getTime()) ? new Date(now + COD_CODE_FALLBACK_MS) : until,
  };
}

/** What a message about a seen order says besides its own words. */
export const seenVariables = (shopUrl: string, o: SeenOrder) => ({
  ...orderLinks(shopUrl, o.orderId),
  firstName: o.firstName,
  total: formatInr(o.totalPaise),
  totalPaise: o.totalPaise,
  estimatedDelivery: deliveryDate(o.estimatedDelivery),
  deliveryDate: o.estimatedDelivery,
});
