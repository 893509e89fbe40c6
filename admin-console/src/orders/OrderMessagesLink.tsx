import { orderNumber } from '@arogya/contracts';
import { useRecordContext } from 'react-admin';
import { MessagesLink } from '../messages/MessagesLink';
import { useT } from '../i18n';
import type { AdminOrder } from './statuses';

/** The row's order's messages (its confirmation, status e-mails…) in the Messages page. */
export function OrderMessagesLink() {
  const t = useT();
  const order = useRecordContext<AdminOrder>();
  if (!order) return null;
  const id = String(order._id ?? order.id);
  return (
    <MessagesLink
      scope={{ orderId: id }}
      whose={t('common.whoseOrder', { number: orderNumber(id) })}
    />
  );
}
