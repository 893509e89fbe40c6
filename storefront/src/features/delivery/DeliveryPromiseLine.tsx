import { deliveryDateLabel, promiseLine } from '@arogya/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { locale } from '../../i18n/index.js';
import { serverText } from '../../i18n/server-text.js';
import { calendarDay } from './calendar-day.js';
import type { PinPromise } from './pin-promise.js';

/** "Tue, 2 Dec" ("मंगल, 2 दिस॰"): the promised day in the language shown. */
const promisedDay = (date: string) =>
  locale() === 'en-IN'
    ? deliveryDateLabel(date)
    : calendarDay(date).toLocaleDateString(locale(), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      });

/**
 * The server's promise line ("Delivers to 313001 by Tue, 2 Dec") in the language shown: made
 * here from the promise's facts when they give the server's very line, else the server's words.
 */
function okLine(view: Extract<PinPromise, { status: 'ok' }>['view'], t: TFunction<'delivery'>) {
  const { pin, deliverable, estimatedDelivery: date, message } = view;
  if (promiseLine(pin, deliverable, date) !== message) return serverText(t, message);
  if (!deliverable) return t('promise.notDeliverable');
  return date ? t('promise.by', { pin, date: promisedDay(date) }) : t('promise.to', { pin });
}

/**
 * The promise as one line ("Delivers to 313001 by Tue, 2 Dec", "Not deliverable to this PIN
 * yet"), announced politely as it changes; nothing while no complete PIN was entered.
 */
export default function DeliveryPromiseLine({
  promise,
  id,
  testId,
}: {
  promise: PinPromise;
  id: string;
  testId: string;
}) {
  const { t } = useTranslation('delivery');
  const text =
    promise.status === 'ok'
      ? okLine(promise.view, t)
      : promise.status === 'loading'
        ? t('promise.checking')
        : promise.status === 'idle'
          ? ''
          : serverText(t, promise.message);
  const bad =
    promise.status === 'unknown' || (promise.status === 'ok' && !promise.view.deliverable);
  return (
    <p
      id={id}
      role="status"
      data-testid={testId}
      data-deliverable={promise.status === 'ok' ? String(promise.view.deliverable) : undefined}
      data-date={
        promise.status === 'ok' ? (promise.view.estimatedDelivery ?? undefined) : undefined
      }
      className={`text-sm ${bad ? 'font-medium text-red-700' : 'text-green-800'} ${text ? '' : 'sr-only'}`}
    >
      {text}
    </p>
  );
}
