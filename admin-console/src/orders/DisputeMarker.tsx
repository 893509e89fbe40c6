import { Chip } from '@mui/material';
import { OPEN_DISPUTE_STATUSES } from '@arogya/contracts';
import { LinkBase, useRecordContext } from 'react-admin';
import { useAdminPath } from '../common/useAdminPath';
import type { AdminOrder } from './statuses';

/**
 * "Disputed" on an order whose payment the shopper disputed with their bank, while the
 * dispute is undecided (issue 27); it opens the dispute in the disputes list.
 */
export function DisputeMarker() {
  const order = useRecordContext<AdminOrder>();
  const path = useAdminPath();
  const dispute = order?.dispute;
  if (!dispute || !OPEN_DISPUTE_STATUSES.includes(dispute.status)) return null;
  const filter = encodeURIComponent(JSON.stringify({ q: dispute.id }));
  const due = dispute.respondBy
    ? `, answer by ${new Date(dispute.respondBy).toLocaleDateString('en-IN')}`
    : '';
  return (
    <Chip
      size="small"
      color="error"
      label="Disputed"
      clickable
      component={LinkBase}
      to={path(`/disputes?filter=${filter}`)}
      title={`Dispute ${dispute.id}${due}`}
      aria-label={`Disputed: dispute ${dispute.id}${due}`}
      data-testid="order-disputed"
    />
  );
}
