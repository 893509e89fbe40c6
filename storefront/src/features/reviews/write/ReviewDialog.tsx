import type { AdminReview, CartLine } from '@arogya/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import LineOptions from '../../../components/cart/LineOptions.js';
import { SECONDARY_BUTTON } from '../../../components/content/buttons.js';
import Icon from '../../../components/icons/Icon.js';
import ItemImage from '../../../components/orders/ItemImage.js';
import ReviewForm from './ReviewForm.js';
import DialogClose from '../../../components/content/DialogClose.js';

/**
 * "Write a review" of one line of a delivered order, in a modal dialog (the page behind it
 * inert; Escape or the close button closes it). Once the server has the review it thanks the
 * shopper in place of the form; `onWritten` has already told the page.
 */
export default function ReviewDialog({
  orderId,
  line,
  onWritten,
  onClose,
}: {
  orderId: string;
  line: CartLine;
  onWritten: (review: AdminReview) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('reviews');
  const dialog = useRef<HTMLDialogElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const [written, setWritten] = useState(false);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  useEffect(() => {
    if (written) thanks.current?.focus();
  }, [written]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="review-dialog-heading"
      data-testid="review-dialog"
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-5 text-gray-800 shadow-xl backdrop:bg-gray-900/50 sm:max-h-[calc(100dvh-2rem)] sm:p-8"
    >
      <div className="mb-5 flex items-start gap-3">
        <span aria-hidden="true" className="shrink-0">
          <ItemImage src={line.image} alt={line.name} />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="review-dialog-heading" className="text-lg font-bold text-gray-900">
            {t('write.heading', { name: line.name })}
          </h2>
          {(line.size || line.color) && (
            <p className="text-sm text-gray-600">
              <LineOptions line={line} separator=" · " />
            </p>
          )}
        </div>
        <DialogClose onClose={() => dialog.current?.close()} />
      </div>
      {written ? (
        <div className="space-y-5">
          <p
            ref={thanks}
            tabIndex={-1}
            role="status"
            data-testid="review-thanks"
            className="flex items-start gap-2 rounded-xl bg-green-50 px-4 py-3 text-green-900 focus:outline-none"
          >
            <Icon name="check-circle" className="mt-0.5 h-5 w-5 shrink-0" />
            {t('write.thanks')}
          </p>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className={SECONDARY_BUTTON}
          >
            {t('write.done')}
          </button>
        </div>
      ) : (
        <ReviewForm
          orderId={orderId}
          line={line}
          onWritten={(review) => {
            setWritten(true);
            onWritten(review);
          }}
        />
      )}
    </dialog>
  );
}
