import { useTranslation } from 'react-i18next';
import OrdersTable from './OrdersTable.js';
import { useMyOrders } from './useMyOrders.js';

/** The "My Orders" block of /profile and /my-orders: a heading and the signed-in user's orders. */
export default function MyOrdersSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('orders');
  const { orders, loading, error } = useMyOrders();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="my-orders-heading">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <Heading
          id="my-orders-heading"
          className={
            headingLevel === 1
              ? 'text-2xl font-bold text-gray-900 sm:text-3xl'
              : 'text-xl font-bold text-gray-900 sm:text-2xl'
          }
        >
          {t('myOrders.heading')}
        </Heading>
        {!loading && !error && orders.length > 0 && (
          <p className="text-sm text-gray-500">{t('myOrders.count', { count: orders.length })}</p>
        )}
      </div>
      <OrdersTable orders={orders} loading={loading} error={error} />
    </section>
  );
}
