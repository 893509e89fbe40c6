import type { AppliedOffer } from './charges.js';
import { isRecord } from './envelope.js';
import { isEntityId, type Parsed } from './products.js';

/**
 * Buy-x-get-y (issue 32): an automatic offer on one product — buy `buy` of it, get `get` more
 * free — priced by the checkout service from the checkout's own lines (`priceItemOffers`),
 * before the coupon (charges.ts says how they combine). All the product's sizes and colours
 * count together; in each group of `buy + get` units, the cheapest `get` are free.
 */

/** The most units one side of an offer may name (a "buy 20 get 20" is already absurd). */
export const OFFER_MAX_UNITS = 20;

/** An offer as the checkout service keeps it. */
export interface ItemOfferTerms {
  productId: string;
  /** the product's name when the offer was made, as the offer's line prints it */
  productName: string;
  buy: number;
  get: number;
}

/** An offer as the admin API answers it (`_id` its id). */
export interface ItemOfferView extends ItemOfferTerms {
  _id: string;
  /** "Buy 2 get 1 free" */
  name: string;
  active: boolean;
  /** ISO instants; null: open on that side */
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An offer running now, as the storefront reads it (`GET /api/offers`): its badge and line. */
export interface LiveOffer {
  productId: string;
  productName: string;
  name: string;
  buy: number;
  get: number;
}

/** What an admin creates (`POST /api/admin/offers`) or changes (`PUT`, any of them). */
export interface ItemOfferInput {
  productId: string;
  buy: number;
  get: number;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

/** The offer's name, as the badge, the summary and the invoice say it. */
export const itemOfferName = (buy: number, get: number) => `Buy ${buy} get ${get} free`;

/** The line an order keeps: "Buy 2 get 1 free: Ashwagandha Capsules". */
export const itemOfferLineName = (o: Pick<ItemOfferTerms, 'buy' | 'get' | 'productName'>) =>
  `${itemOfferName(o.buy, o.get)}: ${o.productName}`;

/** Whether an offer runs at `now`. */
export const offerRuns = (
  o: { active: boolean; startsAt: string | Date | null; endsAt: string | Date | null },
  now: Date,
) =>
  o.active &&
  (o.startsAt === null || new Date(o.startsAt) <= now) &&
  (o.endsAt === null || new Date(o.endsAt) > now);

/** One line of what is bought, as the offers read it (paise). */
export interface OfferLine {
  productId: string;
  quantity: number;
  pricePaise: number;
}

/**
 * What the buy-x-get-y offers take off `lines` (each offer one `AppliedOffer`). Per product,
 * the offer that takes off most applies (one per product): its units, dearest first, in full
 * groups of `buy + get`, the last `get` of each group free. Lines of no offer's product, and
 * units short of a full group, pay in full.
 */
export function priceItemOffers(lines: OfferLine[], offers: ItemOfferTerms[]): AppliedOffer[] {
  const out: AppliedOffer[] = [];
  const products = [...new Set(offers.map((o) => o.productId))];
  for (const productId of products) {
    const prices = lines
      .filter((l) => l.productId === productId)
      .flatMap((l) => Array<number>(l.quantity).fill(l.pricePaise))
      .sort((a, b) => b - a);
    let best: AppliedOffer | null = null;
    for (const o of offers.filter((x) => x.productId === productId)) {
      const group = o.buy + o.get;
      let paise = 0;
      for (let end = group; end <= prices.length; end += group)
        for (let i = end - o.get; i < end; i++) paise += prices[i]!;
      if (paise > 0 && (best === null || paise > best.paise))
        best = { kind: 'buy-x-get-y', name: itemOfferLineName(o), paise };
    }
    if (best) out.push(best);
  }
  return out;
}

const units = (v: unknown, name: string): Parsed<number> =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= OFFER_MAX_UNITS
    ? { ok: true, value: v }
    : { ok: false, message: `${name} must be a whole number from 1 to ${OFFER_MAX_UNITS}` };

const instant = (v: unknown, name: string): Parsed<string | null> => {
  if (v === null || v === '') return { ok: true, value: null };
  if (typeof v === 'string' && !Number.isNaN(Date.parse(v)))
    return { ok: true, value: new Date(v).toISOString() };
  return { ok: false, message: `${name} must be a date and time, or null` };
};

const OFFER_FIELDS = ['productId', 'buy', 'get', 'active', 'startsAt', 'endsAt'] as const;
/** What the console sends back with a record, ignored. */
const READ_ONLY = ['id', '_id', 'name', 'productName', 'createdAt', 'updatedAt'];

/**
 * An admin's offer (`whole`: a new one, productId, buy and get required) or change to one
 * (any of its fields); the window must end after it starts.
 */
export function parseItemOfferInput(
  body: unknown,
  whole: boolean,
): Parsed<Partial<ItemOfferInput>> {
  if (!isRecord(body)) return { ok: false, message: 'Request body must be a JSON object' };
  const unknown = Object.keys(body).find(
    (k) => !(OFFER_FIELDS as readonly string[]).includes(k) && !READ_ONLY.includes(k),
  );
  if (unknown) return { ok: false, message: `Unknown field: ${unknown}` };
  const out: Partial<ItemOfferInput> = {};
  if (body.productId !== undefined || whole) {
    if (typeof body.productId !== 'string' || !isEntityId(body.productId))
      return { ok: false, message: 'productId must be a product id' };
    out.productId = body.productId.toLowerCase();
  }
  for (const name of ['buy', 'get'] as const) {
    if (body[name] === undefined && !whole) continue;
    const n = units(body[name], name);
    if (!n.ok) return n;
    out[name] = n.value;
  }
  if (body.active !== undefined) {
    if (typeof body.active !== 'boolean')
      return { ok: false, message: 'active must be true or false' };
    out.active = body.active;
  } else if (whole) out.active = true;
  for (const name of ['startsAt', 'endsAt'] as const) {
    if (body[name] === undefined) {
      if (whole) out[name] = null;
      continue;
    }
    const at = instant(body[name], name);
    if (!at.ok) return at;
    out[name] = at.value;
  }
  if (out.startsAt && out.endsAt && out.endsAt <= out.startsAt)
    return { ok: false, message: 'endsAt must be after startsAt' };
  if (!whole && Object.keys(out).length === 0)
    return { ok: false, message: `Nothing to change: ${OFFER_FIELDS.join(', ')}` };
  return { ok: true, value: out };
}
