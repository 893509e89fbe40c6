import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import Icon from '../../components/icons/Icon.js';
import { serverText } from '../../i18n/server-text.js';

/**
 * What the checkout page shows once a payment is made but not yet confirmed (issue 27): a
 * spinner and "Confirming your payment…" while the shop verifies it or waits on it, then —
 * should the wait end undecided — where the order will appear. Never "failed": the money may
 * well be taken. One live region for both, so the change is read out; the heading takes the
 * focus, since the form the shopper was on is gone.
 */
export default function PaymentConfirming({ message }: { message: string | null }) {
  const { t } = useTranslation('checkout');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-20">
      <section
        role="status"
        aria-live="polite"
        data-testid="payment-confirming"
        data-phase={message === null ? 'unconfirmed' : 'confirming'}
        className="rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm sm:p-10"
      >
        {message === null ? (
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
            <Icon name="clock" className="size-7" />
          </span>
        ) : (
          <span
            aria-hidden="true"
            className="mx-auto block size-12 animate-spin rounded-full border-4 border-green-100 border-t-green-700 motion-reduce:animate-[spin_2s_linear_infinite]"
          />
        )}
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-5 text-xl font-bold text-gray-900 outline-none sm:text-2xl"
        >
          {message === null ? t('confirming.stillHeading') : t('confirming.heading')}
        </h1>
        {message === null ? (
          <p className="mt-3 text-gray-700">
            <Trans
              t={t}
              i18nKey="confirming.appearIn"
              components={{
                orders: (
                  <Link
                    to="/my-orders"
                    data-testid="payment-my-orders"
                    className="font-semibold text-green-800 underline"
                  />
                ),
              }}
            />
          </p>
        ) : (
          <>
            <p className="mt-3 font-medium text-gray-800">{serverText(t, message)}</p>
            <p className="mt-2 text-sm text-gray-600">{t('confirming.wait')}</p>
          </>
        )}
      </section>
    </div>
  );
}
