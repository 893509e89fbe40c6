import type { ReactNode } from 'react';
import Icon from '../icons/Icon.js';

/**
 * What a page opened from a message's link shows while it works and once it has (an address
 * verified, offers unsubscribed): an icon (a tick once `done`), the title, what happened (read
 * out as a status), an error when there is one, and the ways on.
 */
export default function LinkOutcomePanel({
  id,
  done,
  title,
  status,
  error,
  errorTestId,
  actions,
}: {
  /** the page's name: the section's test id and `<id>-title` */
  id: string;
  done: boolean;
  title: string;
  status: ReactNode;
  error?: string | null;
  errorTestId?: string;
  actions: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={id}
      className="mx-auto w-full max-w-xl px-4 py-12 text-center sm:py-16"
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-green-50 text-green-700">
        <Icon name={done ? 'check-circle' : 'mail'} className="size-7" />
      </span>
      <h1 id={`${id}-title`} className="mt-4 text-2xl font-bold text-gray-900 sm:text-3xl">
        {title}
      </h1>
      <div role="status" className="mt-3 break-words text-gray-700">
        {status}
      </div>
      {error && (
        <p role="alert" data-testid={errorTestId} className="mt-4 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
    </section>
  );
}
