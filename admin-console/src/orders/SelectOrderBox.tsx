import { orderNumber } from '@arogya/contracts';
import { Checkbox } from '@mui/material';
import { useListContext, useRecordContext } from 'react-admin';
import { useT } from '../i18n';
import type { AdminOrder } from './statuses';

/**
 * A phone row's checkbox that selects the order for a bulk move (the table has its own), 44 px
 * square for a thumb.
 */
export function SelectOrderBox() {
  const t = useT();
  const order = useRecordContext<AdminOrder>();
  const { selectedIds, onToggleItem } = useListContext();
  if (!order) return null;
  return (
    <Checkbox
      checked={selectedIds.includes(order.id)}
      onChange={() => onToggleItem(order.id)}
      slotProps={{
        input: {
          'aria-label': t('orders.selectOrder', {
            number: orderNumber(String(order._id ?? order.id)),
          }),
        },
      }}
      sx={{ p: 1.25 }}
      data-testid="select-order"
    />
  );
}
