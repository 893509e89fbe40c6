import type { ClaimView, OrderView } from '@arogya/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SECONDARY_BUTTON } from '../../components/content/buttons.js';
import Icon from '../../components/icons/Icon.js';
import { formatDateTime } from '../../components/orders/order-format.js';
import { reportBy, type ClaimableLine } from './claimable.js';

/** The form, fetched only when a shopper sets out to report a problem. */
const ClaimDialog = lazy(() => import('./ClaimDialog.js'));

/**
 * Under the order's timeline while delivered units may still be reported (issue 33): until
 * when, and "Report a problem", which opens the form in its dialog.
 */
export default function ReportProblem({
  order,
  lines,
  onSent,
}: {
  order: OrderView;
  lines: ClaimableLine[];
  onSent: (claim: ClaimView) => void;
}) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const by = reportBy(lines);
  if (!by) return null;
  // a report that leaves nothing more to report takes this box away: its dialog has closed first
  return (
    <div
      data-testid="report-problem"
      className="mt-5 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm text-gray-800">
        <Icon name="shield-check" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
        <span>{t('claims.prompt', { date: formatDateTime(by) })}</span>
      </p>
      <button
        type="button"
        aria-haspopup="dialog"
        data-testid="report-problem-open"
        onClick={() => setOpen(true)}
        className={`${SECONDARY_BUTTON} shrink-0 border-amber-300`}
      >
        {t('claims.report')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ClaimDialog
            order={order}
            lines={lines}
            by={by}
            onSent={(claim) => {
              toast.success(t('claims.sent'));
              onSent(claim);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
