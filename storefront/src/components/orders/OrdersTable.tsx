import type { OrderView } from '@arogya/contracts';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { orderNumber, rupees } from '../../lib/format.js';
import Badge, { statusTone, useStatusName } from './Badge.js';
import { CARD_TABLE } from './card-table.js';
import ItemImage from './ItemImage.js';
import { cityCountry, formatDateTime } from './order-format.js';

const COLUMNS = ['image', 'order', 'created', 'shipping', 'items', 'total', 'status'] as const;

/**
 * SPEC §2 "Profile" My Orders table, shared by /profile and /my-orders: one clickable row per
 * order (mouse or Enter/Space) that opens /order/{id}, with the loading, error and empty texts.
 */
export default function OrdersTable({
  orders,
  loading,
  error,
}: {
  orders: OrderView[];
  loading: boolean;
  error: string | null;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const statusName = useStatusName();
  const navigate = useNavigate();
  const open = (id: string) => navigate(`/order/${id}`);
  const onKey = (e: KeyboardEvent<HTMLTableRowElement>, id: string) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(id);
    }
  };

  let message: ReactNode = null;
  if (loading)
    message = (
      <p role="status" className="text-gray-600">
        {t('table.loading')}
      </p>
    );
  else if (error)
    message = (
      <p role="alert" className="text-red-600">
        {t('error', { ns: 'common', message: error })}
      </p>
    );
  else if (orders.length === 0)
    message = (
      <>
        <p className="text-gray-600">{t('table.none')}</p>
        <Link
          to="/collections/all"
          className="mt-4 inline-block rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800"
        >
          {t('table.startShopping')}
        </Link>
      </>
    );

  if (message)
    return (
      <div className="rounded-xl border border-gray-200 bg-white px-4 py-12 text-center shadow-sm">
        {message}
      </div>
    );

  const labelled = (label: string, extra: string, content: ReactNode) => (
    <td data-label={label} className={`${CARD_TABLE.cell} ${extra}`}>
      {content}
    </td>
  );
  return (
    <div className={CARD_TABLE.frame}>
      <table className={`${CARD_TABLE.table} sm:min-w-[720px]`}>
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className={CARD_TABLE.head}>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-4 py-3 whitespace-nowrap">
                {t(`table.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={CARD_TABLE.body}>
          {orders.map((o) => {
            const first = o.orderItems[0];
            return (
              <tr
                key={o._id}
                data-testid="order-row"
                tabIndex={0}
                onClick={() => open(o._id)}
                onKeyDown={(e) => onKey(e, o._id)}
                className={`${CARD_TABLE.row} cursor-pointer max-sm:grid-cols-[auto_1fr] transition-colors hover:bg-green-50/60 focus-visible:bg-green-50`}
              >
                <td className="px-4 py-3 max-sm:row-span-6 max-sm:p-0">
                  <ItemImage src={first?.image} alt={first?.name ?? t('table.itemAlt')} />
                </td>
                {labelled(
                  t('table.columns.order'),
                  'font-semibold whitespace-nowrap text-gray-900',
                  <Link
                    to={`/order/${o._id}`}
                    tabIndex={-1}
                    onClick={(e) => e.stopPropagation()}
                    className="hover:text-green-700 hover:underline"
                  >
                    {orderNumber(o._id)}
                  </Link>,
                )}
                {labelled(
                  t('table.columns.created'),
                  'whitespace-nowrap text-gray-700',
                  formatDateTime(o.createdAt),
                )}
                {labelled(
                  t('table.columns.shipping'),
                  'text-gray-700',
                  cityCountry(o.shippingAddress),
                )}
                {labelled(
                  t('table.columns.items'),
                  'text-gray-700',
                  o.orderItems.reduce((n, i) => n + i.quantity, 0),
                )}
                {labelled(
                  t('table.columns.total'),
                  'font-medium whitespace-nowrap text-gray-900',
                  rupees(o.totalPrice),
                )}
                {labelled(
                  t('table.columns.status'),
                  '',
                  <span className="inline-flex flex-wrap gap-1.5">
                    <Badge tone={o.isPaid ? 'green' : 'red'}>
                      {o.isPaid ? t('paid') : t('pending')}
                    </Badge>
                    <Badge tone={statusTone(o.status)} testId="order-status">
                      {statusName(o.status)}
                    </Badge>
                  </span>,
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
