import { useRecordContext } from 'react-admin';
import type { OrderStatus } from '@arogya/contracts';

import { InlineSelect } from '../common/InlineSelect';
import { statusOptions, type AdminOrder } from './statuses';
import { useT } from '../i18n';
import { useSetStatus } from './useSetStatus';

/** The orders table's status dropdown: the current status plus the ones the server allows. */
export function StatusSelect() {
  const t = useT();
  const order = useRecordContext<AdminOrder>();
  const { setStatus, isPending } = useSetStatus(order);
  if (!order) return null;
  return (
    <InlineSelect
      value={order.status}
      options={statusOptions(order).map((s) => ({ id: s, name: t(`status.${s}`) }))}
      onChange={(s) => setStatus(s as OrderStatus)}
      testId="status-select"
      label={t('orders.statusLabel')}
      disabled={isPending}
    />
  );
}
