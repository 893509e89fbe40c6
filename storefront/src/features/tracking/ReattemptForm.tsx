import { reattemptDays, type ReattemptInput, type TrackingView } from '@arogya/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../api/client.js';
import SubmitButton from '../../components/account/SubmitButton.js';
import { locale } from '../../i18n/index.js';
import { serverText } from '../../i18n/server-text.js';
import { calendarDay } from '../delivery/calendar-day.js';

const dayLabel = (ymd: string) =>
  calendarDay(ymd).toLocaleDateString(locale(), { weekday: 'long', day: 'numeric', month: 'long' });

const FIELD =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none sm:text-sm';

/**
 * After a failed delivery of the shopper's parcel (issue 33): a day for another attempt (the
 * next three), and the phone or address line to correct when they were wrong. Sent once; the
 * parcel as it then is replaces the old.
 */
export default function ReattemptForm({
  parcel,
  decide,
}: {
  parcel: TrackingView;
  decide: (parcelId: string, input: ReattemptInput) => Promise<void>;
}) {
  const { t } = useTranslation('orders');
  const days = reattemptDays();
  const [day, setDay] = useState(days[0]!);
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await decide(parcel._id, {
        date: day,
        ...(phone.trim() && { phone }),
        ...(address.trim() && { address }),
      });
    } catch (err) {
      setError(serverText(t, messageOf(err, t('tracking.reattempt.failed'))));
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      data-testid="reattempt-form"
      aria-labelledby={`reattempt-${parcel._id}`}
      className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id={`reattempt-${parcel._id}`} className="text-sm font-semibold text-gray-900">
        {t('tracking.reattempt.heading')}
      </h3>
      <fieldset className="mt-3">
        <legend className="text-sm text-gray-700">{t('tracking.reattempt.day')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {days.map((d) => (
            <label
              key={d}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border bg-white px-3 text-sm ${d === day ? 'border-green-700 ring-1 ring-green-700' : 'border-gray-300'}`}
            >
              <input
                type="radio"
                name={`day-${parcel._id}`}
                value={d}
                checked={d === day}
                onChange={() => setDay(d)}
                className="size-4 accent-green-700"
              />
              {dayLabel(d)}
            </label>
          ))}
        </div>
      </fieldset>
      <details className="mt-3 text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-green-800">
          {t('tracking.reattempt.wrongDetails')}
        </summary>
        <div className="mt-2 space-y-3">
          <label className="block">
            <span className="mb-1 block text-gray-800">{t('tracking.reattempt.phone')}</span>
            <input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              className={FIELD}
              data-testid="reattempt-phone"
            />
          </label>
          <label className="block">
            <span className="mb-1 block text-gray-800">{t('tracking.reattempt.address')}</span>
            <textarea
              rows={2}
              autoComplete="street-address"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              className={FIELD}
              data-testid="reattempt-address"
            />
          </label>
        </div>
      </details>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700" data-testid="reattempt-error">
          {error}
        </p>
      )}
      <div className="mt-4">
        <SubmitButton busy={busy} testId="reattempt-submit" fit>
          {busy ? t('tracking.reattempt.sending') : t('tracking.reattempt.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
