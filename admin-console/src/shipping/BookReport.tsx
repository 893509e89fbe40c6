import { orderNumber, type LabelsView, type ShipmentView } from '@arogya/contracts';
import { Alert, Button, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { errorMessage } from '../common/errorMessage';
import { useT } from '../i18n';
import { PdfDialog } from './PdfDialog';

/** How one order's booking went: its shipment, or the server's refusal. */
export interface BookOutcome {
  orderId: string;
  shipment?: ShipmentView;
  reason?: string;
}

/**
 * What a bulk booking did, order by order: booked with courier and AWB, or refused and why;
 * and one PDF of the booked ones' labels, on request.
 */
export function BookReport({
  outcomes,
  onClose,
}: {
  outcomes: BookOutcome[];
  onClose: () => void;
}) {
  const t = useT();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [labels, setLabels] = useState<LabelsView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const booked = outcomes.filter((o) => o.shipment);
  const refused = outcomes.filter((o) => !o.shipment);
  const print = async () => {
    setPrinting(true);
    setError(null);
    try {
      setLabels(await dataProvider.shipmentLabels(booked.map((o) => o.shipment!._id)));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPrinting(false);
    }
  };
  return (
    <PdfDialog
      title={
        refused.length === 0
          ? t('shipping.book.booked', { smart_count: booked.length })
          : t('shipping.book.bookedOf', { booked: booked.length, total: outcomes.length })
      }
      pdf={
        labels && {
          url: labels.url,
          label: t('shipping.labels.open', { smart_count: labels.shipments }),
          testId: 'labels-link',
        }
      }
      error={error}
      onClose={onClose}
    >
      {booked.length > 0 && (
        <Alert severity="success" data-testid="booked" sx={{ mb: 1 }}>
          <List dense disablePadding>
            {booked.map(({ orderId, shipment: s }) => (
              <ListItem key={orderId} disableGutters data-testid="booked-order">
                <ListItemText
                  primary={orderNumber(orderId)}
                  secondary={`${s!.courierName ?? ''} · AWB ${s!.awb}`}
                />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert severity="error" data-testid="refused" sx={{ mb: 1 }}>
          {t('shipping.book.refused')}
          <List dense disablePadding>
            {refused.map((o) => (
              <ListItem key={o.orderId} disableGutters data-testid="refused-order">
                <ListItemText primary={orderNumber(o.orderId)} secondary={o.reason} />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {booked.length > 0 && !labels && (
        <Button
          variant="outlined"
          disabled={printing}
          onClick={() => void print()}
          sx={{ minHeight: 44 }}
          data-testid="print-booked-labels"
        >
          {t('shipping.labels.printBooked', { smart_count: booked.length })}
        </Button>
      )}
    </PdfDialog>
  );
}
