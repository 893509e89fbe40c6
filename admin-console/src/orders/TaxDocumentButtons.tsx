import { Button, Stack } from '@mui/material';
import { useNotify, useRecordContext } from 'react-admin';
import { authHeader } from '../api/httpClient';
import { useT } from '../i18n';
import type { AdminOrder } from './statuses';

/** Fetches an admin PDF with the bearer token and hands it to the browser as a download. */
async function download(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(path, { headers: authHeader() });
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

/** The order's GST invoice and credit note (once issued), each a PDF download. */
export function TaxDocumentButtons() {
  const t = useT();
  const order = useRecordContext<AdminOrder>();
  const notify = useNotify();
  if (!order) return null;
  const id = encodeURIComponent(String(order._id ?? order.id));
  const documents = [
    {
      number: order.invoiceNumber,
      file: 'invoice',
      label: t('orders.documents.invoice'),
      what: t('orders.documents.invoiceLower'),
    },
    {
      number: order.creditNoteNumber,
      file: 'credit-note',
      label: t('orders.documents.creditNote'),
      what: t('orders.documents.creditNoteLower'),
    },
  ].filter((d) => d.number);
  if (documents.length === 0) return null;
  return (
    <Stack direction="row" spacing={1}>
      {documents.map((d) => (
        <Button
          key={d.file}
          size="small"
          data-testid={`admin-${d.file}-download`}
          title={t('orders.documents.download', { number: d.number })}
          onClick={() =>
            download(`/api/admin/orders/${id}/${d.file}.pdf`, `${d.file}.pdf`).catch(() =>
              notify(t('orders.documents.failed', { what: d.what }), { type: 'error' }),
            )
          }
        >
          {t('orders.documents.pdf', { label: d.label })}
        </Button>
      ))}
    </Stack>
  );
}
