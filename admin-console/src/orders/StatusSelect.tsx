import { useRecordContext } from 'react-admin';
import type { OrderStatus } from '@arogya/contracts';
import { choicesOf } from '../common/choices';
import { InlineSelect } from '../common/InlineSelect';
import { statusOptions, type AdminOrder } from './statuses';
import { useSetStatus } from './useSetStatus';

/** The orders table's status dropdown: the current status plus the ones the server allows. */
export function StatusSelect() {
  const order = useRecordContext<AdminOrder>();
  const { setStatus, isPending } = useSetStatus(order);
  if (!order) return null;
  return (
    <InlineSelect
      value={order.status}
      options={choicesOf(statusOptions(order))}
      onChange={(s) => setStatus(s as OrderStatus)}
      testId="status-select"
      label="Status"
      disabled={isPending}
    />
  );
}
