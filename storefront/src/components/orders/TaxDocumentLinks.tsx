import type { OrderView } from '@arogya/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPdf } from './download-pdf.js';

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
            downloadPdf(
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
