import { useNotify, useUpdate } from 'react-admin';
import type { OrderStatus } from '@arogya/contracts';
import { errorMessage } from '../common/errorMessage';
import { useT } from '../i18n';
import type { AdminOrder } from './statuses';

/** Sends `PUT /api/admin/orders/:id { status }`; a refusal (409) is shown as a notification. */
export function useSetStatus(order: AdminOrder | undefined) {
  const t = useT();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const setStatus = (status: OrderStatus) => {
    if (!order || status === order.status) return;
    update(
      'orders',
      { id: order.id, data: { status }, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(t('orders.marked', { status: t(`status.${status}`) }), { type: 'success' }),
        onError: (e) => notify(errorMessage(e), { type: 'error' }),
      },
    );
  };
  return { setStatus, isPending };
}
