import { Button, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useListContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { dateTime } from '../common/dateTime';
import { errorMessage } from '../common/errorMessage';
import { useReport } from '../common/ReportHost';
import { useT } from '../i18n';
import { PdfDialog } from './PdfDialog';

/**
 * A bulk action on the selected shipments: `labels` makes one PDF of their labels; `pickup`
 * hands them to the courier (a pickup asked for, its manifest made). The answer, or the
 * server's refusal (one not booked, one handed over already, too many), shows in a report
 * above the page.
 */
export function ShipmentBulkButton({ kind }: { kind: 'labels' | 'pickup' }) {
  const t = useT();
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const report = useReport();
  const [pending, setPending] = useState(false);
  const show = (
    title: string,
    body: ReactNode,
    url: string | null,
    count: number,
    error: string | null,
  ) =>
    report.show(
      <PdfDialog
        title={title}
        pdf={
          url
            ? {
                url,
                label: t(`shipping.${kind}.open`, { smart_count: count }),
                testId: `${kind}-link`,
              }
            : null
        }
        error={error}
        onClose={report.close}
      >
        {body}
      </PdfDialog>,
    );
  const run = async () => {
    const ids = selectedIds.map(String);
    setPending(true);
    try {
      if (kind === 'labels') {
        const labels = await dataProvider.shipmentLabels(ids);
        show(
          t('shipping.labels.made', { smart_count: labels.shipments }),
          null,
          labels.url,
          labels.shipments,
          null,
        );
      } else {
        const pickup = await dataProvider.createPickup(ids);
        const slot = pickup.scheduledFor;
        show(
          t('shipping.pickup.made', { smart_count: pickup.shipmentIds.length }),
          <Typography variant="body2" data-testid="pickup-slot">
            {slot
              ? t('shipping.pickup.slot', { slot: dateTime(slot) })
              : t('shipping.pickup.noSlot')}
            {!pickup.manifestUrl && ` ${t('shipping.pickup.noManifest')}`}
          </Typography>,
          pickup.manifestUrl,
          pickup.shipmentIds.length,
          null,
        );
      }
      onUnselectItems();
    } catch (e) {
      show(t(`shipping.${kind}.failed`), null, null, 0, errorMessage(e));
    } finally {
      setPending(false);
      refresh();
    }
  };
  return (
    <Button
      variant={kind === 'labels' ? 'outlined' : 'contained'}
      size="small"
      disabled={pending || selectedIds.length === 0}
      onClick={() => void run()}
      sx={{ minHeight: 44 }}
      data-testid={`bulk-${kind}`}
    >
      {t(`shipping.${kind}.bulk`, { smart_count: selectedIds.length })}
    </Button>
  );
}
