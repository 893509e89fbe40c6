import { PAYMENT_METHOD } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import LineOptions from '../components/cart/LineOptions.js';
import ItemImage from '../components/orders/ItemImage.js';
import { readPlacedOrder } from '../components/orders/last-checkout.js';
import { formatLongDate } from '../components/orders/order-format.js';
import { placeAndCountry } from '../features/address-book/address-text.js';
import { calendarDay } from '../features/delivery/calendar-day.js';
import { chargeRows, type ChargeRow } from '../features/checkout/charge-rows.js';
import { CodConfirm } from '../features/checkout/CodConfirm.js';
import { minusRupees, orderNumber, rupees } from '../lib/format.js';
import { clearCart } from '../store/cart-slice.js';
import { useAppDispatch } from '../store/index.js';

/**
 * SPEC §2 "Order confirmation": shown after a paid checkout. The local cart is cleared (the
 * server cart is cleared by the shop's order event); without a checkout the app goes to /my-orders.
 */
export default function OrderConfirmation() {
  const { t } = useTranslation('pages');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [placed] = useState(() => readPlacedOrder(location.state));

  useEffect(() => {
    if (placed) dispatch(clearCart());
  }, [placed, dispatch]);

  if (!placed) return <Navigate to="/my-orders" replace />;

  const { checkout, order } = placed;
  const createdAt = checkout.createdAt || order?.createdAt || new Date().toISOString();
  const address = checkout.shippingAddress;
  // the promise made at checkout (issue 19); SPEC's creation date + 10 days when none applied
  const promised = order?.estimatedDelivery ?? checkout.estimatedDelivery ?? null;
  const items = checkout.checkoutItems ?? [];
  // issue 32: placed to be paid in cash; its order awaits the texted code
  const cod = checkout.paymentMethod === 'COD';
  // checkouts kept from before issue 32 have no charges
  const rows = checkout.offers ? chargeRows(t, checkout) : [];
  const row = (r: ChargeRow) => (
    <p
      key={r.id}
      data-testid={`confirmation-${r.id}`}
      className={`flex justify-between pt-2 ${r.saving ? 'text-green-800' : ''}`}
    >
      <span>{r.label}</span>
      <span>{r.amount}</span>
    </p>
  );

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700"
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            className="size-7"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h1
          data-testid="confirmation-heading"
          className="mt-4 text-2xl font-bold text-green-800 sm:text-4xl"
        >
          {t('confirmation.heading')}
        </h1>
        <p className="mt-2 text-sm text-gray-600">
          {cod ? t('confirmation.codText') : t('confirmation.text')}
        </p>
      </div>
      {cod && (
        <div className="mt-6">
          <CodConfirm checkoutId={checkout._id} order={order} phone={address?.phone ?? ''} />
        </div>
      )}

      <div className="mt-8 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        <dl className="grid gap-4 border-b border-gray-100 pb-6 sm:grid-cols-2">
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">
              {t('confirmation.orderId')}
            </dt>
            <dd data-testid="confirmation-order-id" className="mt-1 font-semibold break-all">
              {order ? orderNumber(order._id) : orderNumber(checkout._id)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">
              {t('confirmation.orderDate')}
            </dt>
            <dd className="mt-1 font-semibold">
              <time dateTime={createdAt}>{formatLongDate(new Date(createdAt))}</time>
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">
              {t('confirmation.estimated')}
            </dt>
            <dd
              data-testid="estimated-delivery"
              data-date={promised ?? undefined}
              className="mt-1 font-semibold text-green-700"
            >
              {/* the promise checkout made; no date of the shop's own invention without one */}
              {promised ? formatLongDate(calendarDay(promised)) : t('confirmation.byEmail')}
            </dd>
          </div>
        </dl>

        <section aria-labelledby="confirmation-items" className="py-6">
          <h2 id="confirmation-items" className="sr-only">
            {t('confirmation.items')}
          </h2>
          <ul className="divide-y divide-gray-100">
            {items.map((item) => (
              <li
                key={`${item.productId}-${item.size}-${item.color}`}
                className="flex items-center gap-4 py-4"
              >
                <ItemImage src={item.image} alt={item.name} px={64} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-gray-900">{item.name}</p>
                  <p className="text-sm text-gray-500">
                    <LineOptions line={item} separator=" · " colourFirst />
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-semibold text-gray-900">{rupees(item.price)}</p>
                  <p className="text-sm text-gray-500">
                    {t('confirmation.qty', { quantity: item.quantity })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {/* buy-x-get-y first (the coupon was priced on what they left), then the rest */}
          {rows.filter((row) => row.beforeCoupon).map(row)}
          {checkout.discount > 0 && (
            <p
              className="flex justify-between border-t border-gray-100 pt-4 text-green-800"
              data-testid="confirmation-discount"
            >
              <span>{t('confirmation.coupon', { code: checkout.couponCode ?? '' })}</span>
              <span>{minusRupees(checkout.discount)}</span>
            </p>
          )}
          {rows.filter((row) => !row.beforeCoupon).map(row)}
          {typeof checkout.totalPrice === 'number' && (
            <p className="flex justify-between border-t border-gray-100 pt-4 font-semibold">
              <span>{t('confirmation.total')}</span>
              <span>{rupees(checkout.totalPrice)}</span>
            </p>
          )}
        </section>

        <div className="grid gap-6 border-t border-gray-100 pt-6 sm:grid-cols-2">
          <section>
            <h2 className="text-base font-semibold text-gray-900">{t('confirmation.payment')}</h2>
            <p className="mt-1 text-sm text-gray-600">
              {cod ? t('confirmation.cod') : PAYMENT_METHOD}
            </p>
          </section>
          <section>
            <h2 className="text-base font-semibold text-gray-900">{t('confirmation.delivery')}</h2>
            {address?.address && <p className="mt-1 text-sm text-gray-600">{address.address}</p>}
            <p data-testid="confirmation-address-place" className="text-sm text-gray-600">
              {placeAndCountry(address)}
            </p>
          </section>
        </div>
      </div>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to="/my-orders"
          className="rounded-lg bg-green-700 px-5 py-2.5 text-center text-sm font-semibold text-white shadow-sm hover:bg-green-800"
        >
          {t('confirmation.viewOrders')}
        </Link>
        <Link
          to="/collections/all"
          className="rounded-lg border border-gray-300 px-5 py-2.5 text-center text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          {t('confirmation.continue')}
        </Link>
      </div>
    </div>
  );
}
