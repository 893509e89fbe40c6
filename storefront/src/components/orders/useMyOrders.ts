import type { OrderView } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { api, messageOf } from '../../api/client.js';

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
            error: messageOf(err, 'Failed to fetch orders'),
          });
      });
    return () => {
      active = false;
    };
  }, []);

  return state;
}
