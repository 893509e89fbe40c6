import type { OrderView } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { api, messageOf } from '../../api/client.js';
import i18n from '../../i18n/index.js';
import { serverText } from '../../i18n/server-text.js';

interface MyOrders {
  orders: OrderView[];
  loading: boolean;
  error: string | null;
}

/** `GET /api/orders/my-orders` (bearer): the signed-in user's orders, newest first. */
export function useMyOrders(): MyOrders {
  const [state, setState] = useState<MyOrders>({ orders: [], loading: true, error: null });

  useEffect(() => {
    let active = true;
    api<OrderView[]>('GET', '/api/orders/my-orders', { auth: true })
      .then((orders) => {
        if (active)
          setState({ orders: Array.isArray(orders) ? orders : [], loading: false, error: null });
      })
      .catch((err: unknown) => {
        if (active)
          setState({
            orders: [],
            loading: false,
            error: serverText(i18n.t, messageOf(err, i18n.t('errors.fetch', { ns: 'orders' }))),
          });
      });
    return () => {
      active = false;
    };
  }, []);

  return state;
}
