import { orderNumber, type OrderStatus } from '@arogya/contracts';
import { useState } from 'react';
import { useDataProvider, useListContext, useRefresh } from 'react-admin';
import { errorMessage } from '../common/errorMessage';
import type { AdminOrder } from './statuses';

/** How one order of a bulk move went: moved, or refused with the server's reason. */
export interface BulkOutcome {
  id: string;
  number: string;
  ok: boolean;
  /** the server's refusal, e.g. "Cannot move from Processing to Delivered…" */
  reason?: string;
}

/**
 * Moves the selected orders to `status`, each with its own `PUT /api/admin/orders/:id`: every
 * order is sent, even one whose `allowedStatuses` lacks the target, so that the refusal the
 * admin reads is the server's, order by order. The list is read again afterwards.
 */
export function useBulkStatus() {
  const { selectedIds, data } = useListContext<AdminOrder>();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (status: OrderStatus): Promise<BulkOutcome[]> => {
    setPending(true);
    const rows = selectedIds.map((id) => data?.find((o) => o.id === id) ?? { id });
    const settled = await Promise.allSettled(
      rows.map((o) =>
        dataProvider.update('orders', { id: o.id, data: { status }, previousData: o }),
      ),
    );
    setPending(false);
    refresh();
    return settled.map((r, i) => {
      const id = String(rows[i]!.id);
      const base = { id, number: orderNumber(id) };
      return r.status === 'fulfilled'
        ? { ...base, ok: true }
        : { ...base, ok: false, reason: errorMessage(r.reason) };
    });
  };
  return { run, pending, count: selectedIds.length };
}
