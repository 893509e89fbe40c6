import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/client.js';
import { downloadMyData, type DataFile } from '../../api/users.js';
import { TEXT_BUTTON } from '../../components/content/buttons.js';
import { serverText } from '../../i18n/server-text.js';
import AccountRow, { type RowStatus } from '../account/AccountRow.js';

/** Hands the browser `file` to save, under the server's name for it. */
function saveFile({ blob, filename }: DataFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser reads the blob once the download has begun, not at the click
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * "Download my data": one JSON file with everything the shop holds about the person, gathered
 * from every service while they wait (a few seconds); the server's refusal (a service that
 * cannot answer now) is said in the row.
 */
export default function DownloadDataRow() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<RowStatus | null>(null);

  const download = async () => {
    setBusy(true);
    setStatus({ text: t('data.gathering') });
    try {
      const file = await downloadMyData();
      saveFile(file);
      setStatus({ text: t('data.downloaded', { file: file.filename }) });
    } catch (err) {
      setStatus({
        text: serverText(t, messageOf(err, t('data.failed'))),
        error: true,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountRow
      label={t('data.label')}
      testId="data-download"
      value={<span className="text-sm break-normal text-gray-700">{t('data.text')}</span>}
      action={
        <button
          type="button"
          data-testid="data-download-button"
          onClick={() => void download()}
          disabled={busy}
          aria-busy={busy}
          className={`${TEXT_BUTTON} gap-2`}
        >
          {busy && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-green-200 border-t-green-700"
            />
          )}
          {busy ? t('data.preparing') : t('data.download')}
        </button>
      }
      status={status}
    />
  );
}
