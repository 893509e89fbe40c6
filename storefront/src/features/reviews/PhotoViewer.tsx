import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Icon from '../../components/icons/Icon.js';

/**
 * A review's photo, large, in a modal dialog (the page behind it inert; Escape, the close
 * button or a tap beside the photo closes it, and focus goes back to the thumbnail).
 */
export default function PhotoViewer({
  photo,
  onClose,
}: {
  photo: { url: string; alt: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('reviews');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (photo && !d.open) d.showModal();
    else if (!photo && d.open) d.close();
  }, [photo]);

  return (
    <dialog
      ref={dialog}
      aria-label={photo?.alt ?? t('photo.label')}
      data-testid="review-photo-dialog"
      onClose={onClose}
      onClick={(e) => {
        // a tap on the backdrop (the dialog itself, outside its content) closes it
        if (e.target === e.currentTarget) dialog.current?.close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl overflow-hidden rounded-2xl bg-white p-0 shadow-xl backdrop:bg-gray-900/70"
    >
      {photo && (
        <div className="relative">
          <img
            src={photo.url}
            alt={photo.alt}
            className="max-h-[calc(100dvh-2rem)] w-full bg-gray-50 object-contain"
          />
          <button
            type="button"
            autoFocus
            onClick={() => dialog.current?.close()}
            className="absolute top-2 right-2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-gray-800 shadow hover:bg-white"
          >
            <Icon name="close" className="h-5 w-5" />
            <span className="sr-only">{t('photo.close')}</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
