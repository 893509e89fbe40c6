import type { ClaimView, OrderView } from '@arogya/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import DialogClose from '../../components/content/DialogClose.js';
import { formatDateTime } from '../../components/orders/order-format.js';
import { orderNumber } from '../../lib/format.js';
import type { ClaimableLine } from './claimable.js';
import ClaimForm from './ClaimForm.js';

/**
 * "Report a problem" with delivered items (issue 33), in a modal dialog: centred on wide
 * screens, a sheet from the bottom on phones. The page behind it is inert; Escape, the close
 * button or Cancel closes it, and the browser gives focus back to the button that opened it.
 * Its heading has focus first, so that it is read before the form. Once the server has the
 * report the dialog closes and `onSent` tells the page.
 */
export default function ClaimDialog({
  order,
  lines,
  by,
  onSent,
  onClose,
}: {
  order: OrderView;
  lines: ClaimableLine[];
  /** the time to report by (ISO) */
  by: string;
  onSent: (claim: ClaimView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    heading.current?.focus();
  }, []);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      aria-labelledby="claim-dialog-heading"
      data-testid="claim-dialog"
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 text-gray-800 shadow-xl backdrop:bg-gray-900/50 max-sm:mb-0 max-sm:max-h-[92dvh] max-sm:w-full max-sm:max-w-full max-sm:rounded-b-none max-sm:px-4 max-sm:pt-3 max-sm:pb-6 sm:p-8"
    >
      {/* the sheet's grip, as phones draw one */}
      <span
        aria-hidden="true"
        className="mx-auto mb-3 block h-1 w-10 rounded-full bg-gray-300 sm:hidden"
      />
      <div className="mb-5 flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2
            ref={heading}
            id="claim-dialog-heading"
            tabIndex={-1}
            className="text-lg font-bold text-gray-900 focus:outline-none"
          >
            {t('claims.heading')}
          </h2>
          <p className="text-sm text-gray-600">
            {orderNumber(order._id)} · {t('claims.by', { date: formatDateTime(by) })}
          </p>
        </div>
        <DialogClose onClose={close} />
      </div>
      <p className="mb-5 text-sm text-gray-700">{t('claims.intro')}</p>
      <ClaimForm
        order={order}
        lines={lines}
        onCancel={close}
        onSent={(claim) => {
          close();
          onSent(claim);
        }}
      />
    </dialog>
  );
}
