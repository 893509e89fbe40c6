import type { Parsed } from './products.js';
import { PIN_RE, typedPin } from './india.js';
import type { FeeSettingsView } from './charges.js';
import { FEE_MAX_PAISE, rupeeField } from './money.js';

/**
 * The delivery promise (issue 19): where a PIN code is, whether the shop delivers there, and by
 * when. The checkout service owns the PIN directory, the zones, the PINs it does not deliver to
 * and the holidays; the storefront shows its answers with `promiseLine` so both say the same.
 */

/** The delivery zones, in the order they are tried (the first enabled one that applies wins). */
export const DELIVERY_ZONE_IDS = [
  'same-city',
  'same-state',
  'metro',
  'remote',
  'rest-of-india',
] as const;
export type DeliveryZoneId = (typeof DELIVERY_ZONE_IDS)[number];
export const isDeliveryZoneId = (v: unknown): v is DeliveryZoneId =>
  (DELIVERY_ZONE_IDS as readonly unknown[]).includes(v);

/** What `GET /api/serviceability/:pin` answers. */
export interface ServiceabilityView {
  pin: string;
  /** the city to fill in, made from the district ("Bengaluru Urban" → "Bengaluru") */
  city: string;
  /** the district, as India Post's directory names it */
  district: string;
  /** state or union territory (INDIAN_STATES name) */
  state: string;
  /** its GST state code */
  stateCode: string;
  deliverable: boolean;
  /** the zone the promise comes from; null when not deliverable or no enabled zone applies */
  zone: DeliveryZoneId | null;
  /** YYYY-MM-DD (India time); null when not deliverable or no enabled zone applies */
  estimatedDelivery: string | null;
  /** the line to show: "Delivers to 313001 by Tue, 2 Dec" or NOT_DELIVERABLE */
  message: string;
}

/** A zone as admins edit it (`_id` is the zone's id). */
export interface DeliveryZoneView {
  _id: DeliveryZoneId;
  name: string;
  /** business days to pack and hand over */
  processingDays: number;
  /** business days on the way */
  transitDays: number;
  /** issue 32: what shipping to this zone costs (rupees), unless the order ships free */
  shippingFee: number;
  enabled: boolean;
  /** issue 32: whether cash on delivery is offered in this zone */
  cod: boolean;
  updatedAt: string;
}

/**
 * The delivery promise's terms as every shopper may read them (`GET /api/serviceability`): the
 * enabled zones, in the order they are tried, with their days. The Shipping Policy and the
 * terms show these, the very figures each PIN's promise is worked out from (issue 31: the
 * policy page said 12–23 working days while the product page promised 2–6).
 */
export interface DeliveryTerms {
  zones: Pick<
    DeliveryZoneView,
    '_id' | 'name' | 'processingDays' | 'transitDays' | 'shippingFee'
  >[];
  /** issue 32: the shop's fees and offers (the free-shipping threshold the banner promises) */
  fees: Omit<FeeSettingsView, 'id' | 'updatedAt'>;
}

/** The fewest and most business days over `terms`' zones: to pack, on the way, in all. */
export function termsRange(terms: DeliveryTerms) {
  const range = (days: number[]): [number, number] =>
    days.length ? [Math.min(...days), Math.max(...days)] : [0, 0];
  const { zones } = terms;
  return {
    processing: range(zones.map((z) => z.processingDays)),
    transit: range(zones.map((z) => z.transitDays)),
    total: range(zones.map((z) => z.processingDays + z.transitDays)),
  };
}

/** A PIN code the shop does not deliver to (`_id` is the PIN). */
export interface NonServiceablePinView {
  _id: string;
  pin: string;
  city: string;
  state: string;
  reason: string;
  scope: PinStopScope;
  createdAt: string;
}

/**
 * What stopping a PIN stops: every delivery, or only cash on delivery (issue 32: the brand's
 * PINs where parcels paid in cash come back).
 */
export const PIN_STOP_SCOPES = ['delivery', 'cod'] as const;
export type PinStopScope = (typeof PIN_STOP_SCOPES)[number];

/** A day that is not a business day (`_id` is the date). */
export interface HolidayView {
  _id: string;
  date: string;
  name: string;
  createdAt: string;
}

export const NOT_DELIVERABLE = 'Not deliverable to this PIN yet';
/**
 * The message for a postal code that is not a PIN code (issue 31's plain words for SPEC §5's
 * 'Postal Code must be exactly 6 digits and must be Number').
 */
export const BAD_PIN = 'Enter your 6-digit PIN code';
export const unknownPinMessage = (pin: string) => `PIN code ${pin} does not exist`;
export const wrongStateMessage = (pin: string, pinState: string, given: string) =>
  `PIN code ${pin} is in ${pinState}, not ${given}`;

/** A PIN code as typed ('313 001' and '313-001' are fine), or BAD_PIN. */
export function parsePin(value: unknown): Parsed<string> {
  const pin = typeof value === 'string' ? typedPin(value) : '';
  return PIN_RE.test(pin) ? { ok: true, value: pin } : { ok: false, message: BAD_PIN };
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → 'Tue, 2 Dec' (the calendar date itself, whatever the reader's time zone). */
export function deliveryDateLabel(date: string): string {
  const m = DATE_RE.exec(date);
  if (!m) return date;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** The promise line: "Delivers to 313001 by Tue, 2 Dec", "Delivers to 313001", or NOT_DELIVERABLE. */
export function promiseLine(pin: string, deliverable: boolean, date: string | null): string {
  if (!deliverable) return NOT_DELIVERABLE;
  return date ? `Delivers to ${pin} by ${deliveryDateLabel(date)}` : `Delivers to ${pin}`;
}

/** Whether `date` is a real calendar day written YYYY-MM-DD. */
export function isCalendarDate(date: string): boolean {
  const m = DATE_RE.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date;
}

const only = (b: Record<string, unknown>, keys: string[]): Parsed<null> => {
  const extra = Object.keys(b).find((k) => !keys.includes(k));
  return extra ? { ok: false, message: `Unknown field: ${extra}` } : { ok: true, value: null };
};
const record = (body: unknown): Record<string, unknown> | null =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
const BODY = 'Request body must be a JSON object';
/** Fields react-admin sends back from the record it edited: ignored, never written. */
const ECHOED = ['id', '_id', 'name', 'updatedAt', 'createdAt', 'city', 'state'];

/** The most business days a zone may take for either step. */
export const ZONE_DAYS_MAX = 30;

/** An admin's change to a zone: days (whole numbers 0–30), its shipping fee and/or enabled. */
export interface DeliveryZoneChanges {
  processingDays?: number;
  transitDays?: number;
  shippingFeePaise?: number;
  enabled?: boolean;
  cod?: boolean;
}

export function parseDeliveryZoneChanges(body: unknown): Parsed<DeliveryZoneChanges> {
  const b = record(body);
  if (!b) return { ok: false, message: BODY };
  const known = only(b, [
    'processingDays',
    'transitDays',
    'shippingFee',
    'enabled',
    'cod',
    ...ECHOED,
  ]);
  if (!known.ok) return known;
  const out: DeliveryZoneChanges = {};
  for (const key of ['processingDays', 'transitDays'] as const) {
    const v = b[key];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > ZONE_DAYS_MAX)
      return { ok: false, message: `${key} must be a whole number from 0 to ${ZONE_DAYS_MAX}` };
    out[key] = v;
  }
  if (b.shippingFee !== undefined) {
    const fee = rupeeField(b.shippingFee, 'shippingFee', FEE_MAX_PAISE);
    if (!fee.ok) return fee;
    out.shippingFeePaise = fee.value;
  }
  for (const key of ['enabled', 'cod'] as const) {
    if (b[key] === undefined) continue;
    if (typeof b[key] !== 'boolean') return { ok: false, message: `${key} must be true or false` };
    out[key] = b[key];
  }
  if (Object.keys(out).length === 0)
    return {
      ok: false,
      message: 'Nothing to change: processingDays, transitDays, shippingFee, enabled or cod',
    };
  return { ok: true, value: out };
}

/** A PIN to stop delivering to, and why (shown to admins only). */
export interface NonServiceablePinInput {
  pin: string;
  reason: string;
  /** 'delivery' when not given */
  scope?: PinStopScope;
}

export const REASON_MAX = 200;

export function parseNonServiceablePinInput(body: unknown): Parsed<NonServiceablePinInput> {
  const b = record(body);
  if (!b) return { ok: false, message: BODY };
  const known = only(b, ['pin', 'reason', 'scope']);
  if (!known.ok) return known;
  const pin = parsePin(b.pin);
  if (!pin.ok) return pin;
  const scope = b.scope ?? 'delivery';
  if (!(PIN_STOP_SCOPES as readonly unknown[]).includes(scope))
    return { ok: false, message: `scope must be one of ${PIN_STOP_SCOPES.join(', ')}` };
  const reason = typeof b.reason === 'string' ? b.reason.trim() : '';
  if (reason.length < 1 || reason.length > REASON_MAX)
    return { ok: false, message: `reason must be 1 to ${REASON_MAX} characters` };
  return { ok: true, value: { pin: pin.value, reason, scope: scope as PinStopScope } };
}

/** A holiday: its date and name. */
export interface HolidayInput {
  date: string;
  name: string;
}

export const HOLIDAY_NAME_MAX = 80;

export function parseHolidayInput(body: unknown): Parsed<HolidayInput> {
  const b = record(body);
  if (!b) return { ok: false, message: BODY };
  const known = only(b, ['date', 'name']);
  if (!known.ok) return known;
  const date = typeof b.date === 'string' ? b.date.trim() : '';
  if (!isCalendarDate(date)) return { ok: false, message: 'date must be a day written YYYY-MM-DD' };
  const name = typeof b.name === 'string' ? b.name.trim() : '';
  if (name.length < 1 || name.length > HOLIDAY_NAME_MAX)
    return { ok: false, message: `name must be 1 to ${HOLIDAY_NAME_MAX} characters` };
  return { ok: true, value: { date, name } };
}
