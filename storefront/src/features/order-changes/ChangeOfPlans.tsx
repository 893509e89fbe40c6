import type { OrderView } from '@arogya/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { SECONDARY_BUTTON } from '../../components/content/buttons.js';
import { indiaTime } from './india-time.js';
import { useChangeWindow } from './useChangeWindow.js';

/** The dialogs, fetched only when a shopper sets out to change or cancel an order. */
const AddressChangeDialog = lazy(() => import('./AddressChangeDialog.js'));
const CancelOrderDialog = lazy(() => import('./CancelOrderDialog.js'));

/**
 * "Change of plans?" on an order's page while it may still be cancelled or sent elsewhere
 * (issue 33): until when (India's time), and a button for each, which opens its dialog. It
 * goes away with the window, and with the order's cancellation (the page's order changes).
 */
export default function ChangeOfPlans({
  order,
  onChange,
}: {
  order: OrderView;
  /** the order as the server answered a change */
  onChange: (order: OrderView) => void;
}) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState<'address' | 'cancel' | null>(null);
  const until = useChangeWindow(order);
  if (!until) return null;
  const close = () => setOpen(null);
  return (
    <section
      aria-labelledby="change-of-plans-heading"
      data-testid="change-of-plans"
      className="rounded-2xl border border-sky-200 bg-sky-50 p-5 sm:p-6"
    >
      <h2 id="change-of-plans-heading" className="text-base font-semibold text-gray-900">
        {t('changes.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-700" data-testid="change-of-plans-until">
        {t('changes.prompt', { time: indiaTime(until) })}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          aria-haspopup="dialog"
          data-testid="change-address-open"
          onClick={() => setOpen('address')}
          className={SECONDARY_BUTTON}
        >
          {t('changes.changeAddress')}
        </button>
        <button
          type="button"
          aria-haspopup="dialog"
          data-testid="cancel-order-open"
          onClick={() => setOpen('cancel')}
          className={`${SECONDARY_BUTTON} border-red-300 text-red-800 hover:bg-red-50`}
        >
          {t('changes.cancel')}
        </button>
      </div>
      <Suspense fallback={null}>
        {open === 'address' && (
          <AddressChangeDialog
            order={order}
            onClose={close}
            onChanged={(changed) => {
              toast.success(t('changes.addressChanged'));
              onChange(changed);
            }}
          />
        )}
        {open === 'cancel' && (
          <CancelOrderDialog
            order={order}
            onClose={close}
            onCancelled={(cancelled) => {
              toast.success(order.isPaid ? t('changes.cancelledPaid') : t('changes.cancelled'));
              onChange(cancelled);
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
