import type { OrderView } from '@arogya/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE } from '../../api/client.js';

/**
 * Downloads one of the order's PDFs: the API wants the bearer token, which a plain link does
 * not send, so the file is fetched and handed to the browser as a download.
 */
async function download(path: string, fallbackName: string): Promise<void> {
  const token = localStorage.getItem(STORAGE.userToken);
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`Download failed (${res.status})`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download invoice" (and "Download credit note" once one is issued) of an order. */
export default function TaxDocumentLinks({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const [error, setError] = useState<string | null>(null);
  const documents = [
    {
      number: order.invoiceNumber,
      label: t('documents.invoice'),
      failed: t('documents.invoiceFailed'),
      file: 'invoice',
    },
    {
      number: order.creditNoteNumber,
      label: t('documents.creditNote'),
      failed: t('documents.creditNoteFailed'),
      file: 'credit-note',
    },
  ].filter((d) => d.number);
  if (documents.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-5 text-sm">
      {documents.map((d) => (
        <button
          key={d.file}
          type="button"
          data-testid={`${d.file}-download`}
          title={d.number ?? undefined}
          className="min-h-11 font-semibold text-green-700 hover:underline"
          onClick={() => {
            setError(null);
            download(
              `/api/orders/${encodeURIComponent(order._id)}/${d.file}.pdf`,
              `${d.file}.pdf`,
            ).catch(() => setError(d.failed));
          }}
        >
          {d.label} <span className="font-normal text-gray-500">({d.number})</span>
        </button>
      ))}
      {error && (
        <p role="alert" className="text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
