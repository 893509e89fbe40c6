/** Admin totals in rupees with 2 decimals (SPEC §9), e.g. `Rs 1499.00` or `₹1499.00`. */
export function formatMoney(value: unknown, symbol: 'Rs' | '₹' = 'Rs'): string {
  const n = typeof value === 'number' ? value : Number(value);
  const amount = Number.isFinite(n) ? n.toFixed(2) : '0.00';
  return symbol === 'Rs' ? `Rs ${amount}` : `₹${amount}`;
}
