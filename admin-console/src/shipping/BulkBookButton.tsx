import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { errorMessage } from '../common/errorMessage';
import { useReport } from '../common/ReportHost';
import { useT } from '../i18n';
import { BookReport, type BookOutcome } from './BookReport';
import type { ToShipRow } from './shipping-format';

/**
 * Books all that is left of every selected order with the courier, one after another (the
 * courier's API is asked in turn, and the count says how far it got), then reports order by
 * order (`BookReport`, above the page: the booked orders leave the list). A plain MUI button:
 * react-admin's shows only an icon on a phone.
 */
export function BulkBookButton() {
  const t = useT();
  const { selectedIds, onUnselectItems } = useListContext<ToShipRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const report = useReport();
  const [done, setDone] = useState<number | null>(null);

  const book = async () => {
    const ids = selectedIds.map(String);
    const out: BookOutcome[] = [];
    setDone(0);
    for (const orderId of ids) {
      try {
        out.push({ orderId, shipment: await dataProvider.bookShipment(orderId) });
      } catch (e) {
        out.push({ orderId, reason: errorMessage(e) });
      }
      setDone(out.length);
    }
    setDone(null);
    onUnselectItems();
    report.show(<BookReport outcomes={out} onClose={report.close} />);
    refresh();
  };

  return (
    <Button
      variant="contained"
      size="small"
      disabled={done !== null || selectedIds.length === 0}
      onClick={() => void book()}
      sx={{ minHeight: 44 }}
      data-testid="bulk-book"
    >
      {done === null
        ? t('shipping.book.bulk', { smart_count: selectedIds.length })
        : t('shipping.book.booking', { done, total: selectedIds.length })}
    </Button>
  );
}
