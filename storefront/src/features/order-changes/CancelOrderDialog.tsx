import type { OrderView } from '@arogya/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, messageOf } from '../../api/client.js';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../components/content/buttons.js';
import { serverText } from '../../i18n/server-text.js';
import { rupees } from '../../lib/format.js';
import ChangeSheet from './ChangeSheet.js';

/**
 * "Cancel the order" (issue 33), asked once more: a paid order is refunded in full (the
 * server starts the refund), one to be paid in cash is simply cancelled. A refusal (the
 * window gone, the order being packed) is shown here; once cancelled the dialog closes and
 * `onCancelled` gives the page the order as it is now.
 */
export default function CancelOrderDialog({
  order,
  onCancelled,
  onClose,
}: {
  order: OrderView;
  onCancelled: (order: OrderView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const cancel = async (close: () => void) => {
    setBusy(true);
    setProblem(null);
    try {
      const cancelled = await api<OrderView>(
        'POST',
        `/api/orders/${encodeURIComponent(order._id)}/cancel`,
        { auth: true },
      );
      close();
      onCancelled(cancelled);
    } catch (err) {
      setProblem(messageOf(err, t('changes.failed')));
      setBusy(false);
    }
  };

  return (
    <ChangeSheet id="cancel-order-dialog" heading={t('changes.cancelHeading')} onClose={onClose}>
      {(close) => (
        <>
          <p className="mb-5 text-sm text-gray-700" data-testid="cancel-order-terms">
            {order.isPaid
              ? t('changes.cancelPaid', { amount: rupees(order.totalPrice) })
              : t('changes.cancelCash')}
          </p>
          {problem && (
            <p role="alert" data-testid="cancel-order-error" className="mb-4 text-sm text-red-700">
              {serverText(t, problem)}
            </p>
          )}
          <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
            <button
              type="button"
              data-testid="cancel-order-confirm"
              disabled={busy}
              aria-busy={busy}
              onClick={() => void cancel(close)}
              className={DANGER_BUTTON}
            >
              {busy ? t('changes.cancelling') : t('changes.cancelConfirm')}
            </button>
            <button type="button" onClick={close} disabled={busy} className={SECONDARY_BUTTON}>
              {t('changes.keep')}
            </button>
          </div>
        </>
      )}
    </ChangeSheet>
  );
}
