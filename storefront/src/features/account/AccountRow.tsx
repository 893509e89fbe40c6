import type { ReactNode } from 'react';

/** The outcome of the row's last action: a success, or the server's refusal. */
export interface RowStatus {
  text: string;
  error?: boolean;
}

/**
 * One line of /profile's "Account": what it is, its value and the action beside it, or the
 * form that changes it (`editing`) in their place; then a line of outcome (`status`), in a
 * live region that is always there (one added with its text is not always announced).
 */
export default function AccountRow({
  label,
  testId,
  value,
  action,
  editing,
  status,
}: {
  label: string;
  testId: string;
  value: ReactNode;
  action?: ReactNode;
  editing?: ReactNode;
  status?: RowStatus | null;
}) {
  return (
    <div data-testid={testId} className="py-4 sm:flex sm:gap-6">
      <h3 className="shrink-0 text-sm font-semibold text-gray-600 sm:w-36 sm:pt-3">{label}</h3>
      <div className="min-w-0 flex-1">
        {editing ?? (
          <div className="flex flex-wrap items-center justify-between gap-x-4">
            <div className="flex min-h-11 min-w-0 flex-wrap items-center gap-2 break-all text-gray-900">
              {value}
            </div>
            {action}
          </div>
        )}
        <p
          role="status"
          data-testid={`${testId}-status`}
          className={`text-sm ${status ? 'mt-1' : ''} ${status?.error ? 'text-red-700' : 'font-medium text-green-800'}`}
        >
          {status?.text}
        </p>
      </div>
    </div>
  );
}
