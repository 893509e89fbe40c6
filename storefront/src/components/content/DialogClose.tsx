import { useTranslation } from 'react-i18next';
import Icon from '../icons/Icon.js';

/** A dialog's close button, in its top corner: a 44 px round target named "Close". */
export default function DialogClose({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClose}
      className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100"
    >
      <Icon name="close" className="h-5 w-5" />
      <span className="sr-only">{t('close')}</span>
    </button>
  );
}
