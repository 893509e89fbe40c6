/**
 * GST arithmetic of an invoice, in integer paise. Pure: the orders service, its tests and the
 * PDF footer all follow these rules, stated once here.
 *
 * Rules (prices are tax-inclusive, as the shop shows them):
 * 1. A line's gross is unit price × quantity.
 * 2. The order's discount (its coupon and its offers) is allocated to the goods' lines in
 *    proportion to their gross, the paise by largest remainder (ties to the earlier line), so
 *    the shares add up to the discount exactly. Discount before tax: tax is on the discounted
 *    value. Shipping and the COD fee (issue 32: lines of their own, SAC 9968 at 18 %) take no
 *    share of it.
 * 3. A line's net (what was paid for it) is gross − its share. Its taxable value is
 *    net × 100 / (100 + rate), rounded half up to the paisa; its tax is net − taxable value.
 * 4. Intra-state supply (shipping state = the shop's state): CGST = tax / 2 rounded half up,
 *    SGST = tax − CGST. Inter-state: IGST = tax.
 * 5. So Σ taxable value + Σ tax = Σ net = the amount paid, to the paisa.
 */

/** The GST rates a product may carry (per cent). */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

export const isGstRate = (v: unknown): v is GstRate =>
  typeof v === 'number' && (GST_RATES as readonly number[]).includes(v);

/** The rules above, one sentence each, as the PDF's footer prints them. */
export const GST_RULES_TEXT = [
  'Prices include GST. The order discount is allocated to the goods in proportion to their value (largest remainder, to the paisa) before tax; shipping takes none.',
  'Taxable value = line amount x 100 / (100 + GST rate), rounded half up to the paisa; tax = line amount - taxable value.',
  'Intra-state: CGST = tax / 2 rounded half up, SGST = tax - CGST. Inter-state: IGST = tax. Totals add up to the amount paid.',
];

/** `a / b` rounded half up, for a ≥ 0 and b > 0 integers. */
export function divRoundHalfUp(a: number, b: number): number {
  return Number((2n * BigInt(a) + BigInt(b)) / (2n * BigInt(b)));
}

/**
 * Splits `amount` paise over `weights` in proportion, by largest remainder: each gets the floor
 * of its exact share, then the paise left go one each to the largest remainders (ties: the
 * earlier). The result adds up to `amount`. Weights all 0 (or none) take an amount of 0 only.
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (!Number.isInteger(amount) || amount < 0) throw new RangeError('amount must be paise ≥ 0');
  if (weights.some((w) => !Number.isInteger(w) || w < 0))
    throw new RangeError('weights must be whole numbers ≥ 0');
  if (amount === 0) return weights.map(() => 0);
  if (total === 0) throw new RangeError('cannot allocate over weights that are all 0');
  // BigInt: amount × weight can pass 2^53 for large orders
  const exact = weights.map((w) => BigInt(amount) * BigInt(w));
  const shares = exact.map((e) => Number(e / BigInt(total)));
  const left = amount - shares.reduce((s, x) => s + x, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e % BigInt(total) }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (let k = 0; k < left; k++) shares[byRemainder[k]!.i]! += 1;
  return shares;
}

/** One line to tax: its unit price (tax-inclusive, paise), quantity and GST rate. */
export interface TaxLineInput {
  unitPricePaise: number;
  quantity: number;
  gstRate: GstRate;
  /** false for a charge that takes no share of the discount (shipping, the COD fee) */
  discountable?: boolean;
}

/** A taxed line, every figure in paise. */
export interface TaxedLine {
  grossPaise: number;
  discountPaise: number;
  /** what was paid for the line: gross − discount = taxable + tax */
  netPaise: number;
  taxablePaise: number;
  gstRate: GstRate;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
}

export type TaxTotals = Omit<TaxedLine, 'gstRate'>;

export interface TaxedInvoice {
  lines: TaxedLine[];
  totals: TaxTotals;
}

/**
 * Taxes an invoice's lines after allocating `discountPaise` over them (the rules above).
 * `intraState`: the shipping state is the shop's (CGST + SGST), else IGST.
 */
export function computeGst(
  lines: readonly TaxLineInput[],
  discountPaise: number,
  intraState: boolean,
): TaxedInvoice {
  for (const l of lines) {
    if (!Number.isInteger(l.unitPricePaise) || l.unitPricePaise < 0)
      throw new RangeError('unit price must be paise ≥ 0');
    if (!Number.isInteger(l.quantity) || l.quantity < 1)
      throw new RangeError('quantity must be a whole number ≥ 1');
    if (!isGstRate(l.gstRate))
      throw new RangeError(`GST rate ${String(l.gstRate)} is not one of ${GST_RATES.join(', ')}`);
  }
  const gross = lines.map((l) => l.unitPricePaise * l.quantity);
  const weights = lines.map((l, i) => (l.discountable === false ? 0 : gross[i]!));
  if (discountPaise > weights.reduce((s, g) => s + g, 0))
    throw new RangeError('the discount cannot be more than the total of the lines');
  const shares = allocateProportionally(discountPaise, weights);
  const taxed = lines.map((l, i): TaxedLine => {
    const netPaise = gross[i]! - shares[i]!;
    const taxablePaise = divRoundHalfUp(netPaise * 100, 100 + l.gstRate);
    const taxPaise = netPaise - taxablePaise;
    const cgstPaise = intraState ? divRoundHalfUp(taxPaise, 2) : 0;
    return {
      grossPaise: gross[i]!,
      discountPaise: shares[i]!,
      netPaise,
      taxablePaise,
      gstRate: l.gstRate,
      cgstPaise,
      sgstPaise: intraState ? taxPaise - cgstPaise : 0,
      igstPaise: intraState ? 0 : taxPaise,
      taxPaise,
    };
  });
  const sum = (k: keyof TaxTotals) => taxed.reduce((s, l) => s + l[k], 0);
  return {
    lines: taxed,
    totals: {
      grossPaise: sum('grossPaise'),
      discountPaise: sum('discountPaise'),
      netPaise: sum('netPaise'),
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      taxPaise: sum('taxPaise'),
    },
  };
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_RE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Why `gstin` is not a well-formed GSTIN (format, then check character), or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_RE.test(gstin))
    return 'must be a GSTIN: state code, PAN, entity number, Z and a check character';
  if (gstinCheckChar(gstin) !== gstin[14]) return 'has a wrong check character';
  return null;
}

/** Accepted HSN codes: 4, 6 or 8 digits. */
export const HSN_RE = /^(\d{4}|\d{6}|\d{8})$/;

/**
 * HSN code and GST rate a product gets when its admin gives none, by category. DEFAULTS FOR THE
 * BRAND'S ACCOUNTANT TO CONFIRM: they are the common headings for these goods, not tax advice,
 * and the rate notifications change (the September 2025 rationalisation moved many headings,
 * e.g. medicaments of 3004, to other slabs). A product's own `hsn` and `gstRate` always win.
 */
export const GST_CATEGORY_DEFAULTS: Readonly<Record<string, { hsn: string; gstRate: GstRate }>> = {
  Ayurvedic: { hsn: '3004', gstRate: 12 }, // Ayurvedic medicaments
  Protein: { hsn: '2106', gstRate: 18 }, // food preparations n.e.s. (protein concentrates)
  Superfood: { hsn: '2106', gstRate: 18 }, // powders sold as food preparations
  Supplements: { hsn: '2106', gstRate: 18 }, // nutritional supplements
  Device: { hsn: '9019', gstRate: 18 }, // therapy and respiration apparatus
  Fitness: { hsn: '9506', gstRate: 18 }, // articles for gymnastics and fitness
  Lifestyle: { hsn: '7418', gstRate: 12 }, // household articles (copper ware)
  'Health Tech': { hsn: '8517', gstRate: 18 }, // smart wearables and connected devices
};

/** The default of `category` (matched without regard to case), or null when it has none. */
export function gstDefaultOf(category: string): { hsn: string; gstRate: GstRate } | null {
  const key = Object.keys(GST_CATEGORY_DEFAULTS).find(
    (k) => k.toLowerCase() === category.trim().toLowerCase(),
  );
  return key ? GST_CATEGORY_DEFAULTS[key]! : null;
}
