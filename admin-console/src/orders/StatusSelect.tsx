import { useRecordContext } from 'react-admin';
import type { OrderStatus } from '@arogya/contracts';
import { InlineSelect } from '../common/InlineSelect';
import { statusOptions, type AdminOrder } from './statuses';
import { useSetStatus } from './useSetStatus';

/** The orders table's status dropdown: the current status plus the ones the server allows. */
export function StatusSelect() {
  const order = useRecordContext<AdminOrder>();
  const { setStatus, isPending } = useSetStatus(order);
  if (!order) return null;
  const options = statusOptions(order).map((s) => ({ id: s, name: s }));
  return (
    <InlineSelect
      value={order.status}
      options={options}
      onChange={(s) => setStatus(s as OrderStatus)}
      testId="status-select"
      label="Status"
      disabled={isPending}
    />
  );
}
