import type { ReactNode } from 'react';

/**
 * The green submit button of the account forms (full width unless `fit`); stays labelled while
 * busy.
 */
export default function SubmitButton({
  busy,
  testId,
  fit = false,
  children,
}: {
  busy: boolean;
  testId: string;
  /** as wide as its words from the `sm` width on (a form inside a page, not a page's form) */
  fit?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      data-testid={testId}
      disabled={busy}
      aria-busy={busy}
      className={`flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-green-800 disabled:cursor-wait disabled:opacity-70 ${fit ? 'sm:w-auto sm:px-6' : ''}`}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {children}
    </button>
  );
}
