import { useTranslation } from 'react-i18next';
import { SECONDARY_BUTTON } from '../content/buttons.js';
import SubmitButton from './SubmitButton.js';

/**
 * The end of a form inside a page (profile rows, the address book): "Save …" ("Saving..." while
 * busy) and Cancel, side by side from the `sm` width on, stacked on a phone.
 */
export default function SaveOrCancel({
  busy,
  testId,
  label,
  onCancel,
}: {
  busy: boolean;
  testId: string;
  label: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SubmitButton busy={busy} testId={testId} fit>
        {busy ? t('saving') : label}
      </SubmitButton>
      <button type="button" onClick={onCancel} disabled={busy} className={SECONDARY_BUTTON}>
        {t('cancel')}
      </button>
    </div>
  );
}
