import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AdminOrder } from './statuses';
import { useT } from '../i18n';
import { useSetStatus } from './useSetStatus';

/** 'Mark as Delivered': sets the status to Delivered; disabled unless the server allows it. */
export function MarkDeliveredButton() {
  const t = useT();
  const order = useRecordContext<AdminOrder>();
  const { setStatus, isPending } = useSetStatus(order);
  if (!order) return null;
  const allowed = (order.allowedStatuses ?? []).includes('Delivered');
  return (
    <Button
      size="small"
      variant="contained"
      color="success"
      disabled={!allowed || isPending}
      onClick={() => setStatus('Delivered')}
      data-testid="mark-delivered"
    >
      {t('orders.markDelivered')}
    </Button>
  );
}
