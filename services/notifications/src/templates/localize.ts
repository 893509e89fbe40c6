import { ERASURE_KEEPS, type ShopLanguage } from '@arogya/contracts';
import type { Variables } from '../messages/message.js';

/**
 * A message's words in the recipient's language (issue 31). A message keeps its variables in
 * English, as the shop has always written them (`₹2,998.00`, `Monday, 7 December`, `5 minutes`),
 * and beside them the values they were made from (`RAW`); a message composed in Hindi has those
 * made again the Hindi way (`₹2,998.00`, `सोमवार, 7 दिसंबर`, `5 मिनट`). Amounts are rupees with
 * Indian digit grouping in both languages (₹1,23,456.00); an instant is said in India's time
 * (`8:30 pm on 7 December`, `7 दिसंबर, रात 8:30 बजे`). A message kept from before it held its raw
 * values says its amounts and dates as they were stored.
 */
export const RAW = {
  /** paise, beside `total`, `amount`, `discount` and each line's `amount` */
  totalPaise: 'total',
  amountPaise: 'amount',
  discountPaise: 'discount',
  /** issue 32: paise, beside `offerDiscount` and `shipping` */
  offerDiscountPaise: 'offerDiscount',
  shippingPaise: 'shipping',
  /** issue 32: paise, beside `codFee` (cash on delivery's fee) */
  codFeePaise: 'codFee',
  /** `YYYY-MM-DD`, beside `estimatedDelivery` and `deliveryText` */
  deliveryDate: 'estimatedDelivery',
  /** minutes, beside `validFor` */
  validMinutes: 'validFor',
  /** `LatePaymentV1['reason']`, beside `reason` */
  lateReason: 'reason',
  /** issue 32: an instant (ISO 8601), beside `confirmUntil` (a COD order's deadline) */
  confirmBy: 'confirmUntil',
} as const;

const LOCALES: Record<ShopLanguage, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Made once per language (an `Intl` formatter costs far more to make than to use). */
const RUPEES = new Map(
  Object.entries(LOCALES).map(([lang, locale]) => [
    lang,
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      numberingSystem: 'latn',
    }),
  ]),
);
const DAYS = new Map(
  Object.entries(LOCALES).map(([lang, locale]) => [
    lang,
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    }),
  ]),
);

/** A time of day and a day in India, in each language: `8:30 pm` / `रात 8:30`, `7 December`. */
const CLOCKS = new Map(
  Object.entries(LOCALES).map(([lang, locale]) => [
    lang,
    {
      time: new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
        numberingSystem: 'latn',
        ...(lang === 'hi' && { dayPeriod: 'short' as const }),
      }),
      day: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        timeZone: 'Asia/Kolkata',
        numberingSystem: 'latn',
      }),
    },
  ]),
);

/**
 * An instant (ISO 8601) as India reads it, in India's time: `8:30 pm on 7 December` /
 * `7 दिसंबर, रात 8:30 बजे`; null when it is not one.
 */
export function indiaTime(iso: unknown, language: ShopLanguage): string | null {
  const at = typeof iso === 'string' ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  const { time, day } = CLOCKS.get(language)!;
  return language === 'hi'
    ? `${day.format(at)}, ${time.format(at)} बजे`
    : `${time.format(at)} on ${day.format(at)}`;
}

/** Paise as rupees the Indian way: `₹1,23,456.00` (English and Hindi alike). */
export const rupees = (paise: number, language: ShopLanguage) =>
  RUPEES.get(language)!.format(paise / 100);

/** `2026-12-07` → `Monday, 7 December` / `सोमवार, 7 दिसंबर`; null when it is not such a date. */
export function day(ymd: unknown, language: ShopLanguage): string | null {
  if (typeof ymd !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return null;
  return DAYS.get(language)!.format(new Date(`${ymd}T00:00:00Z`));
}

/** `5` → `5 मिनट`, `90` → `1 घंटा 30 मिनट`, `1440` → `24 घंटे`, `4320` → `3 दिन`. */
export function hindiDuration(minutes: number): string {
  if (minutes >= 2 * 1440 && minutes % 1440 === 0) return `${minutes / 1440} दिन`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} ${hours === 1 ? 'घंटा' : 'घंटे'}`;
  if (!hours) return `${rest} मिनट`;
  return rest ? `${h} ${rest} मिनट` : h;
}

/** Why a payment no order could take is refunded (`LatePaymentV1['reason']`), in Hindi. */
const LATE_REASONS_HI: Record<string, string> = {
  expired: 'भुगतान होने से पहले ही चेकआउट की समय-सीमा ख़त्म हो चुकी थी',
  duplicate: 'इस ऑर्डर का भुगतान पहले ही हो चुका था',
  coupon: 'इसका डिस्काउंट कूपन अब इस्तेमाल नहीं हो सकता था',
};

/** English day and month names (as `en-IN` writes them) → Hindi, from `Intl` itself. */
const NAMES = (() => {
  const names = new Map<string, string>();
  const name = (locale: string, d: Date, o: Intl.DateTimeFormatOptions) =>
    d.toLocaleDateString(locale, { ...o, timeZone: 'UTC' });
  for (let i = 0; i < 12; i++) {
    const month = new Date(Date.UTC(2026, i, 1));
    names.set(name('en-IN', month, { month: 'long' }), name('hi-IN', month, { month: 'long' }));
    const weekday = new Date(Date.UTC(2026, 0, 1 + i)); // the first seven: every weekday
    names.set(
      name('en-IN', weekday, { weekday: 'long' }),
      name('hi-IN', weekday, { weekday: 'long' }),
    );
  }
  return names;
})();

/**
 * A day the users service wrote in English (`Saturday, 26 December`: an erasure's date) in
 * Hindi (`शनिवार, 26 दिसंबर`); as it is when it is not such a day.
 */
export function hindiDay(english: string): string {
  const m = /^(\p{L}+), (\d{1,2}) (\p{L}+)$/u.exec(english);
  const [weekday, month] = [m && NAMES.get(m[1]!), m && NAMES.get(m[3]!)];
  return m && weekday && month ? `${weekday}, ${m[2]} ${month}` : english;
}

/** What the users service says an erasure keeps (`ERASURE_KEEPS`), in Hindi. */
const ERASURE_KEEPS_HI =
  'आपके GST इनवॉइस और क्रेडिट नोट GST कानून के अनुसार 8 साल तक रखे जाते हैं; आपके बारे में और कुछ नहीं रखा जाता';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The variables a message is composed with in `language`: as stored for English; for Hindi,
 * amounts, dates, durations and reasons made again from their raw values, the users service's
 * words of an erasure (its date, what is kept) in Hindi, and a shopper with no name greeted `जी`
 * (`नमस्ते जी`) rather than "there".
 */
export function localize(vars: Variables, language: ShopLanguage): Variables {
  if (language === 'en') return vars;
  const out: Variables = { ...vars };
  for (const key of [
    'totalPaise',
    'amountPaise',
    'discountPaise',
    'offerDiscountPaise',
    'shippingPaise',
    'codFeePaise',
  ] as const) {
    const paise = num(vars[key]);
    if (paise !== null) out[RAW[key]] = rupees(paise, language);
  }
  if (Array.isArray(vars.lines))
    out.lines = vars.lines.map((line: unknown) => {
      const l = line as Variables;
      const paise = num(l.amountPaise);
      return paise === null ? l : { ...l, amount: rupees(paise, language) };
    });
  if ('deliveryDate' in vars) {
    const when = day(vars.deliveryDate, language);
    out.estimatedDelivery = when;
    out.deliveryText = when ?? 'जल्द ही';
  }
  if (typeof vars.confirmBy === 'string')
    out.confirmUntil = indiaTime(vars.confirmBy, language) ?? vars.confirmUntil;
  const minutes = num(vars.validMinutes);
  if (minutes !== null) out.validFor = hindiDuration(minutes);
  if (typeof vars.lateReason === 'string')
    out.reason = LATE_REASONS_HI[vars.lateReason] ?? 'इसे किसी ऑर्डर से मिलाया नहीं जा सका';
  if (vars.firstName === 'there') out.firstName = 'जी';
  if (vars.details && typeof vars.details === 'object') {
    const d = { ...(vars.details as Record<string, unknown>) };
    if (typeof d.completeBy === 'string') d.completeBy = hindiDay(d.completeBy);
    if (d.kept === ERASURE_KEEPS) d.kept = ERASURE_KEEPS_HI;
    out.details = d;
  }
  return out;
}
