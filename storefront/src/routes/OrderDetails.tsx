import type { CartLine, OrderView } from '@arogya/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chargeRows, type ChargeRow } from '../features/checkout/charge-rows.js';
import { Link, Navigate, useParams } from 'react-router-dom';
import LineOptions from '../components/cart/LineOptions.js';
import { api, messageOf } from '../api/client.js';
import Badge, { statusTone, type Tone } from '../components/orders/Badge.js';
import { CARD_TABLE } from '../components/orders/card-table.js';
import ItemImage from '../components/orders/ItemImage.js';
import TaxDocumentLinks from '../components/orders/TaxDocumentLinks.js';
import { formatDateTime } from '../components/orders/order-format.js';
import { placeAndCountry } from '../features/address-book/address-text.js';
import LineReview from '../features/reviews/write/LineReview.js';
import ReviewWriter from '../features/reviews/write/ReviewWriter.js';
import { useMyReviews } from '../features/reviews/write/useMyReviews.js';
import ClaimsSection from '../features/claims/ClaimsSection.js';
import ChangeOfPlans from '../features/order-changes/ChangeOfPlans.js';
import ReportProblem from '../features/claims/ReportProblem.js';
import { useOrderClaims } from '../features/claims/useOrderClaims.js';
import OrderTracking from '../features/tracking/OrderTracking.js';
import { useTracking } from '../features/tracking/useTracking.js';
import i18n from '../i18n/index.js';
import { serverText } from '../i18n/server-text.js';
import { orderNumber, rupees } from '../lib/format.js';
import { useAppSelector } from '../store/index.js';

interface Loaded {
  id: string;
  order: OrderView | null;
  error: string | null;
}

/** SPEC §2 "Order details /order/{id}": the order, its three badges and its products. */
export default function OrderDetails() {
  const { t } = useTranslation(['pages', 'orders', 'common']);
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const signedIn = useAppSelector((s) => s.auth.user) !== null;

  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    api<OrderView | null>('GET', `/api/orders/${encodeURIComponent(id)}`, { auth: true })
      .then((order) => active && setLoaded({ id, order: order ?? null, error: null }))
      .catch(
        (err: unknown) =>
          active &&
          setLoaded({
            id,
            order: null,
            error: messageOf(err, i18n.t('orderDetails.fetchFailed', { ns: 'pages' })),
          }),
      );
    return () => {
      active = false;
    };
  }, [id, signedIn]);

  // signed out (or on a new device): sign in, then come back to this order
  if (!signedIn) return <Navigate to={`/login?redirect=order/${encodeURIComponent(id)}`} replace />;
  const loading = loaded?.id !== id;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <nav aria-label={t('common:breadcrumb')} className="mb-4 text-sm">
        <Link
          to="/my-orders"
          className="inline-flex min-h-11 items-center font-medium text-green-700 hover:underline"
        >
          {t('orders:myOrders.heading')}
        </Link>
        <span aria-hidden="true" className="mx-2 text-gray-400">
          /
        </span>
        <span className="text-gray-600">{t('orderDetails.crumb')}</span>
      </nav>
      <h1 className="mb-6 text-2xl font-bold text-gray-900 sm:text-3xl">
        {t('orderDetails.heading')}
      </h1>

      {loading ? (
        <p role="status" className="py-10 text-center text-gray-600">
          {t('orderDetails.loading')}
        </p>
      ) : loaded.error ? (
        <p role="alert" className="py-10 text-center text-red-600">
          {t('common:error', { message: serverText(t, loaded.error) })}
        </p>
      ) : !loaded.order ? (
        <p className="py-10 text-center text-gray-600">{t('orderDetails.none')}</p>
      ) : (
        <OrderBody
          order={loaded.order}
          onChange={(order) => setLoaded({ id, order, error: null })}
        />
      )}

      <div className="mt-8">
        <Link
          to="/my-orders"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-green-700 px-4 py-2 text-sm font-semibold text-green-700 transition hover:bg-green-700 hover:text-white"
        >
          <span aria-hidden="true">←</span> {t('orderDetails.back')}
        </Link>
      </div>
    </div>
  );
}

/** SPEC §2: the Paid, Delivered and (coloured) Status badges of an order. */
const orderBadges = (
  order: OrderView,
  t: TFunction<['pages', 'orders']>,
): { label: string; tone: Tone; text: string; testId: string }[] => [
  {
    label: t('orderDetails.payment'),
    tone: order.isPaid ? 'green' : 'yellow',
    text: order.isPaid ? t('orderDetails.approved') : t('orders:pending'),
    testId: 'order-paid',
  },
  {
    label: t('orderDetails.delivery'),
    tone: order.isDelivered ? 'green' : 'yellow',
    text: order.isDelivered ? t('orders:status.Delivered') : t('orders:pending'),
    testId: 'order-delivered',
  },
  {
    label: t('orderDetails.status'),
    tone: statusTone(order.status),
    text: t(`orders:status.${order.status}`, { defaultValue: order.status }),
    testId: 'order-status',
  },
];

/** A card of label/value rows (the payment and shipping info). */
function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      <dl className="mt-3 space-y-2 text-sm">{children}</dl>
    </section>
  );
}

/** One row of an InfoCard; `className` colours or aligns the value. */
function InfoRow({
  label,
  className = 'text-gray-900',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-gray-500">{label}</dt>
      <dd className={`font-medium ${className}`}>{children}</dd>
    </div>
  );
}

function OrderBody({
  order,
  onChange,
}: {
  order: OrderView;
  /** the order as the server answered a change or cancellation (issue 33) */
  onChange: (order: OrderView) => void;
}) {
  const { t } = useTranslation(['pages', 'orders']);
  const address = order.shippingAddress;
  // what a delivered order brought can be reviewed (issue 30)
  const delivered = order.status === 'Delivered';
  const mine = useMyReviews(delivered);
  const [writing, setWriting] = useState<CartLine | null>(null);
  // its parcels, and the reports of what they brought (issue 33)
  const tracking = useTracking(order._id);
  const claims = useOrderClaims(order, tracking.parcels);
  const rows = chargeRows(t, order);
  const row = (r: ChargeRow) => (
    <tr
      key={r.id}
      className={`max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:px-4 max-sm:pt-4 ${r.saving ? 'text-green-800' : ''}`}
      data-testid={`order-${r.id}`}
    >
      <th scope="row" colSpan={3} className="px-4 pt-3 text-right font-medium max-sm:p-0">
        {r.label}
      </th>
      <td className="px-4 pt-3 text-right whitespace-nowrap max-sm:p-0">{r.amount}</td>
    </tr>
  );
  return (
    <div className="space-y-6">
      <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm text-gray-500">{t('orderDetails.orderId')}</p>
            <p
              data-testid="order-id"
              title={order._id}
              className="text-lg font-semibold text-gray-900"
            >
              {orderNumber(order._id)}
            </p>
            <p className="mt-1 text-sm text-gray-600">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </p>
            <div className="mt-2">
              <TaxDocumentLinks order={order} />
            </div>
          </div>
          <dl className="flex flex-wrap gap-x-6 gap-y-3">
            {orderBadges(order, t).map(({ label, tone, text, testId }) => (
              <div key={testId}>
                <dt className="mb-1 text-xs font-medium tracking-wide text-gray-500 uppercase">
                  {label}
                </dt>
                <dd>
                  <Badge tone={tone} testId={testId}>
                    {text}
                  </Badge>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <ChangeOfPlans order={order} onChange={onChange} />

      <OrderTracking
        order={order}
        tracking={tracking}
        footer={
          claims.claimable.length > 0 && (
            <ReportProblem order={order} lines={claims.claimable} onSent={claims.add} />
          )
        }
      />
      <ClaimsSection claims={claims} parcels={tracking.parcels} />

      <div className="grid gap-6 sm:grid-cols-2">
        <InfoCard title={t('orderDetails.paymentInfo')}>
          <InfoRow label={t('orderDetails.paymentMethod')}>{order.paymentMethod}</InfoRow>
          <InfoRow
            label={t('orderDetails.status')}
            className={order.isPaid ? 'text-green-700' : 'text-red-600'}
          >
            {order.isPaid ? t('orders:paid') : t('orderDetails.unpaid')}
          </InfoRow>
        </InfoCard>
        <InfoCard title={t('orderDetails.shippingInfo')}>
          <InfoRow label={t('orderDetails.shippingMethod')}>{order.shippingMethod}</InfoRow>
          <InfoRow label={t('orderDetails.address')} className="text-right text-gray-900">
            {address?.address && <span className="block">{address.address}</span>}
            <span className="block" data-testid="order-address-place">
              {placeAndCountry(address)}
            </span>
          </InfoRow>
        </InfoCard>
      </div>

      <section aria-labelledby="order-products-heading">
        <h2 id="order-products-heading" className="mb-3 text-lg font-semibold text-gray-900">
          {t('orderDetails.products')}
        </h2>
        <div className={CARD_TABLE.frame}>
          <table className={`${CARD_TABLE.table} sm:min-w-[560px]`}>
            <thead className={CARD_TABLE.head}>
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t('orderDetails.name')}
                </th>
                <th scope="col" className="px-4 py-3 text-right whitespace-nowrap">
                  {t('orderDetails.unitPrice')}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t('orderDetails.quantity')}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t('orderDetails.total')}
                </th>
              </tr>
            </thead>
            <tbody className={CARD_TABLE.body}>
              {order.orderItems.map((item) => (
                <tr
                  key={`${item.productId}-${item.size}-${item.color}`}
                  className={`${CARD_TABLE.row} max-sm:grid-cols-1`}
                >
                  <td className="px-4 py-3 max-sm:p-0 max-sm:pb-2">
                    <div className="flex items-center gap-3">
                      <ItemImage src={item.image} alt={item.name} />
                      <div className="min-w-0">
                        <Link
                          to={`/product/${item.productId}`}
                          className="font-medium text-gray-900 hover:text-green-700 hover:underline"
                        >
                          {item.name}
                        </Link>
                        {(item.size || item.color) && (
                          <p className="text-xs text-gray-500">
                            <LineOptions line={item} separator=" · " />
                          </p>
                        )}
                        {delivered && (
                          <LineReview
                            line={item}
                            mine={mine}
                            writing={writing === item}
                            onWrite={() => setWriting(item)}
                          />
                        )}
                      </div>
                    </div>
                  </td>
                  <td
                    data-label={t('orderDetails.unitPrice')}
                    className={`${CARD_TABLE.cell} text-right whitespace-nowrap`}
                  >
                    {rupees(item.price)}
                  </td>
                  <td
                    data-label={t('orderDetails.quantity')}
                    className={`${CARD_TABLE.cell} text-right`}
                  >
                    {item.quantity}
                  </td>
                  <td
                    data-label={t('orderDetails.total')}
                    className={`${CARD_TABLE.cell} text-right font-medium whitespace-nowrap text-gray-900`}
                  >
                    {rupees(item.price * item.quantity)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-gray-200 bg-gray-50 max-sm:block">
              {/* buy-x-get-y first (the coupon was priced on what they left), then the rest */}
              {rows.filter((row) => row.beforeCoupon).map(row)}
              {order.discount > 0 && (
                <tr
                  className="text-green-800 max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:px-4 max-sm:pt-4"
                  data-testid="order-discount"
                >
                  <th
                    scope="row"
                    colSpan={3}
                    className="px-4 pt-3 text-right font-medium max-sm:p-0"
                  >
                    {t('orderDetails.coupon', { code: order.couponCode ?? '' })}
                  </th>
                  <td className="px-4 pt-3 text-right whitespace-nowrap max-sm:p-0">
                    −{rupees(order.discount)}
                  </td>
                </tr>
              )}
              {rows.filter((row) => !row.beforeCoupon).map(row)}
              <tr className="max-sm:flex max-sm:items-baseline max-sm:justify-between max-sm:p-4">
                <th
                  scope="row"
                  colSpan={3}
                  className="px-4 py-3 text-right font-semibold max-sm:p-0"
                >
                  {t('orderDetails.orderTotal')}
                </th>
                <td className="px-4 py-3 text-right font-bold whitespace-nowrap text-green-800 max-sm:p-0">
                  {rupees(order.totalPrice)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <ReviewWriter
        orderId={order._id}
        line={writing}
        onWritten={mine.add}
        onClose={() => setWriting(null)}
      />
    </div>
  );
}
