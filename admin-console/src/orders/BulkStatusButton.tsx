import type { OrderStatus } from '@arogya/contracts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext } from 'react-admin';
import { BulkReport } from './BulkReport';
import { useT } from '../i18n';
import { ACTION_LABELS } from './statuses';
import { useBulkStatus, type BulkOutcome } from './useBulkStatus';

/**
 * Moves every selected order to `status` in one action, then reports, order by order, which
 * moved and which the server refused and why. A plain MUI button: react-admin's own shows
 * only an icon on a phone.
 */
export function BulkStatusButton({ status }: { status: OrderStatus }) {
  const t = useT();
  const { run, pending, count } = useBulkStatus();
  const { onUnselectItems } = useListContext();
  const [outcomes, setOutcomes] = useState<BulkOutcome[] | null>(null);
  return (
    <>
      <Button
        variant="contained"
        size="small"
        disabled={pending || count === 0}
        onClick={async () => setOutcomes(await run(status))}
        sx={{ minHeight: 44 }}
        data-testid={`bulk-${status.toLowerCase()}`}
      >
        {t(ACTION_LABELS[status])}
      </Button>
      <BulkReport
        status={status}
        outcomes={outcomes}
        onClose={() => {
          setOutcomes(null);
          onUnselectItems();
        }}
      />
    </>
  );
}

/** The orders list's bulk moves: the two a day's shipping needs. */
export const BULK_MOVES = (
  <>
    <BulkStatusButton status="Shipped" />
    <BulkStatusButton status="Delivered" />
  </>
);
