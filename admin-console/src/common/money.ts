const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount in rupees as the console shows every one (issue 17: one way, Indian grouping):
 * `₹1,23,456.00`, in English and in Hindi alike (issue 31: the same Latin digits and grouping).
 * Anything that is not a number shows as `₹0.00`.
 */
export function formatMoney(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  return RUPEES.format(Number.isFinite(n) ? n : 0);
}
