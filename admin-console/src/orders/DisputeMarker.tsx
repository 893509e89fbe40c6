import { Chip } from '@mui/material';
import { OPEN_DISPUTE_STATUSES } from '@arogya/contracts';
import { LinkBase, useRecordContext } from 'react-admin';
import { useAdminPath } from '../common/useAdminPath';
import { displayLocale, useT } from '../i18n';
import type { AdminOrder } from './statuses';

/**
 * "Disputed" on an order whose payment the shopper disputed with their bank, while the
 * dispute is undecided (issue 27); it opens the dispute in the disputes list.
 */
export function DisputeMarker() {
  const order = useRecordContext<AdminOrder>();
  const path = useAdminPath();
  const t = useT();
  const dispute = order?.dispute;
  if (!dispute || !OPEN_DISPUTE_STATUSES.includes(dispute.status)) return null;
  const filter = encodeURIComponent(JSON.stringify({ q: dispute.id }));
  const day = dispute.respondBy
    ? new Date(dispute.respondBy).toLocaleDateString(displayLocale())
    : undefined;
  const id = dispute.id;
  return (
    <Chip
      size="small"
      color="error"
      label={t('orders.disputed')}
      clickable
      component={LinkBase}
      to={path(`/disputes?filter=${filter}`)}
      title={day ? t('orders.disputeTitleDue', { id, day }) : t('orders.disputeTitle', { id })}
      aria-label={day ? t('orders.disputedNameDue', { id, day }) : t('orders.disputedName', { id })}
      data-testid="order-disputed"
    />
  );
}
