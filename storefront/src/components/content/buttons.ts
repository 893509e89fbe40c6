/** The look of the shop's secondary buttons and links (44 px high, for a thumb). */
export const SECONDARY_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 transition hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60';

/** A green button in the look of a link (an action beside a value: "Edit", "Resend link"). */
export const TEXT_BUTTON =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-green-800 underline-offset-2 hover:bg-green-50 hover:underline disabled:cursor-not-allowed disabled:text-gray-500 disabled:no-underline disabled:hover:bg-transparent';

/** The green call to action as a link (44 px high). */
export const PRIMARY_LINK =
  'inline-flex min-h-11 items-center justify-center rounded-xl bg-green-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-green-800';

/** The outlined second way on, as a link. */
export const SECONDARY_LINK =
  'inline-flex min-h-11 items-center justify-center rounded-xl border border-gray-300 px-5 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50';

/** The red button of an action that cannot be undone ("Delete my account"), 44 px high. */
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-red-800 disabled:cursor-wait disabled:opacity-70';
