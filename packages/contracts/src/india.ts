/**
 * India's 28 states and 8 union territories with their GST state codes (the first two digits of
 * a GSTIN, as the GST Council numbers them; 25 is unused since Daman and Diu merged into 26).
 * Shipping addresses, invoices and the delivery promise read the state from here.
 */
export interface IndianState {
  name: string;
  /** GST state code, two digits */
  gstCode: string;
  kind: 'state' | 'union territory';
}

const S = (gstCode: string, name: string): IndianState => ({ name, gstCode, kind: 'state' });
const UT = (gstCode: string, name: string): IndianState => ({
  name,
  gstCode,
  kind: 'union territory',
});

/** The 36, by name (the select's order). */
export const INDIAN_STATES: readonly IndianState[] = [
  UT('35', 'Andaman and Nicobar Islands'),
  S('37', 'Andhra Pradesh'),
  S('12', 'Arunachal Pradesh'),
  S('18', 'Assam'),
  S('10', 'Bihar'),
  UT('04', 'Chandigarh'),
  S('22', 'Chhattisgarh'),
  UT('26', 'Dadra and Nagar Haveli and Daman and Diu'),
  UT('07', 'Delhi'),
  S('30', 'Goa'),
  S('24', 'Gujarat'),
  S('06', 'Haryana'),
  S('02', 'Himachal Pradesh'),
  UT('01', 'Jammu and Kashmir'),
  S('20', 'Jharkhand'),
  S('29', 'Karnataka'),
  S('32', 'Kerala'),
  UT('38', 'Ladakh'),
  UT('31', 'Lakshadweep'),
  S('23', 'Madhya Pradesh'),
  S('27', 'Maharashtra'),
  S('14', 'Manipur'),
  S('17', 'Meghalaya'),
  S('15', 'Mizoram'),
  S('13', 'Nagaland'),
  S('21', 'Odisha'),
  UT('34', 'Puducherry'),
  S('03', 'Punjab'),
  S('08', 'Rajasthan'),
  S('11', 'Sikkim'),
  S('33', 'Tamil Nadu'),
  S('36', 'Telangana'),
  S('16', 'Tripura'),
  S('09', 'Uttar Pradesh'),
  S('05', 'Uttarakhand'),
  S('19', 'West Bengal'),
];

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
const BY_KEY = new Map(INDIAN_STATES.map((s) => [key(s.name), s]));
const BY_CODE = new Map(INDIAN_STATES.map((s) => [s.gstCode, s]));
// names India Post's directory and people also write
for (const [alias, name] of [
  ['nct of delhi', 'Delhi'],
  ['new delhi', 'Delhi'],
  ['orissa', 'Odisha'],
  ['pondicherry', 'Puducherry'],
  ['uttaranchal', 'Uttarakhand'],
  ['andaman and nicobar', 'Andaman and Nicobar Islands'],
  ['jammu kashmir', 'Jammu and Kashmir'],
  ['the dadra and nagar haveli and daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['dadra and nagar haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['daman and diu', 'Dadra and Nagar Haveli and Daman and Diu'],
] as const) {
  BY_KEY.set(alias, BY_KEY.get(key(name))!);
}

/** The state or union territory of a name (any case, '&' for 'and', former names), if any. */
export const stateNamed = (name: string): IndianState | undefined => BY_KEY.get(key(name));

/** The state or union territory of a GST state code ('08'). */
export const stateOfGstCode = (code: string): IndianState | undefined => BY_CODE.get(code);

/** The one country the shop delivers to. */
export const SHIPPING_COUNTRY = 'India';
/** The value the checkout form sends for it (SPEC §2 and §9: default country INDIA). */
export const SHIPPING_COUNTRY_VALUE = 'INDIA';
export const isIndia = (country: string) => /^\s*india\s*$/i.test(country);

/** A 6-digit PIN code: the first digit is never 0. */
export const PIN_RE = /^[1-9]\d{5}$/;

/**
 * A PIN code as people type it ('560 001', '560-001'), spaces and dashes dropped (issue 31);
 * whether it is one is PIN_RE's to say.
 */
export const typedPin = (typed: string): string => typed.replace(/[\s\-\u2010-\u2015]/g, '');

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day `at` falls on in India (UTC+5:30, no daylight saving), YYYY-MM-DD. */
export const indiaDate = (at: Date): string =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
