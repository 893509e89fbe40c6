/** Rupees with Indian digit grouping, e.g. 1234.5 → "₹1,234.50" (SPEC: shown as ₹ or Rs). */
export const rupees = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

/** "−₹99.90": money taken off, as the summaries show it. */
export const minusRupees = (n: number) => `−${rupees(n)}`;

/** One order number everywhere (SPEC §9), shared with the console. */
export { orderNumber } from '@arogya/contracts';
