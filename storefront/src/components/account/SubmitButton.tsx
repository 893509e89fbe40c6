import type { ReactNode } from 'react';

/** The green full-width submit button of the auth forms; stays labelled while busy. */
export default function SubmitButton({
  busy,
  testId,
  children,
}: {
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      data-testid={testId}
      disabled={busy}
      aria-busy={busy}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-green-800 disabled:cursor-wait disabled:opacity-70"
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
