import type { PublicTrackingView } from '@arogya/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { api, messageOf } from '../api/client.js';
import AuthField from '../components/account/AuthField.js';
import SubmitButton from '../components/account/SubmitButton.js';
import { SECONDARY_BUTTON } from '../components/content/buttons.js';
import { formatLongDate } from '../components/orders/order-format.js';
import TrackingTimeline from '../features/tracking/TrackingTimeline.js';
import { serverText } from '../i18n/server-text.js';

/**
 * `/track` (issue 33): an order followed by its number and its mobile number or e-mail, signed
 * out (a gift's recipient, a shopper on another phone). `?order=` fills the number (the links of
 * the shop's messages). The answer names no address and no payment.
 */
export default function TrackOrder() {
  const { t } = useTranslation(['pages', 'orders']);
  const [params] = useSearchParams();
  const [order, setOrder] = useState(params.get('order') ?? '');
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<PublicTrackingView | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setFound(await api<PublicTrackingView>('POST', '/api/track', { body: { order, contact } }));
      // the answer replaces the form: the reader is taken to it
      requestAnimationFrame(() => heading.current?.focus());
    } catch (err) {
      setError(serverText(t, messageOf(err, t('track.failed'))));
      first.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const again = () => {
    setFound(null);
    setContact('');
    requestAnimationFrame(() => first.current?.focus());
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('track.heading')}</h1>
      {found ? (
        <div className="mt-6 space-y-6" data-testid="track-result">
          <div>
            <h2
              ref={heading}
              tabIndex={-1}
              className="text-lg font-semibold text-gray-900 focus:outline-none"
              data-testid="track-order-number"
            >
              {t('track.result', { number: found.orderNumber })}
            </h2>
            <p className="text-sm text-gray-600">
              {t('track.placed', { date: formatLongDate(new Date(found.placedAt)) })}
            </p>
            <h3 className="mt-4 text-sm font-semibold text-gray-900">{t('track.items')}</h3>
            <ul className="mt-1 text-sm text-gray-700" data-testid="track-items">
              {found.items.map((i) => (
                <li key={`${i.productId}-${i.size}-${i.color}`}>
                  {[i.name, i.size, i.color].filter(Boolean).join(' · ')} × {i.quantity}
                </li>
              ))}
            </ul>
          </div>
          <TrackingTimeline
            placedAt={found.placedAt}
            promisedBy={found.promisedBy}
            cancelled={found.cancelled}
            items={found.items}
            parcels={found.shipments}
          />
          <button
            type="button"
            onClick={again}
            className={SECONDARY_BUTTON}
            data-testid="track-again"
          >
            {t('track.another')}
          </button>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm leading-6 text-gray-700">{t('track.intro')}</p>
          <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-5">
            <AuthField
              ref={first}
              testId="track-order"
              label={t('track.order')}
              hint={t('track.orderHint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={order}
              onChange={(e) => {
                setOrder(e.target.value);
                setError(null);
              }}
            />
            <AuthField
              testId="track-contact"
              label={t('track.contact')}
              autoComplete="email"
              value={contact}
              onChange={(e) => {
                setContact(e.target.value);
                setError(null);
              }}
              error={error}
            />
            <SubmitButton busy={busy} testId="track-submit" fit>
              {busy ? t('track.searching') : t('track.submit')}
            </SubmitButton>
          </form>
          <p className="mt-6 text-sm text-gray-600">
            <Trans
              t={t}
              i18nKey="track.signedIn"
              components={{
                orders: (
                  <Link
                    to="/my-orders"
                    className="font-medium text-green-800 underline underline-offset-2"
                  />
                ),
              }}
            />
          </p>
        </>
      )}
    </div>
  );
}
