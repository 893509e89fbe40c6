/**
 * Class names for an order table that becomes one card per row below 640 px (Tailwind's `sm`):
 * the header row is kept for screen readers only, and each cell shows its column's name from
 * its `data-label`, so nothing (Total, Paid) sits off-screen on a phone.
 */
export const CARD_TABLE = {
  /** The frame: scrolls sideways only from 640 px up, where the table keeps its columns. */
  frame: 'rounded-xl border border-gray-200 bg-white shadow-sm sm:overflow-x-auto',
  table: 'w-full text-left text-sm max-sm:block',
  head: 'bg-gray-50 text-xs font-semibold tracking-wide text-gray-600 uppercase max-sm:sr-only',
  body: 'divide-y divide-gray-100 max-sm:block',
  /** A row: on a phone a card of label–value lines (its columns given by the table). */
  row: 'max-sm:grid max-sm:gap-x-4 max-sm:gap-y-1 max-sm:p-4',
  /** A labelled cell: `Total ₹1,299.00` on one line of the card. */
  cell: 'px-4 py-3 max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:gap-4 max-sm:p-0 max-sm:text-right max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-gray-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
} as const;
