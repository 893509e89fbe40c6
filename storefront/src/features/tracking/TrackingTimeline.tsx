import type { ReattemptInput, TrackingView } from '@arogya/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Icon from '../../components/icons/Icon.js';
import { formatDateTime } from '../../components/orders/order-format.js';
import { locale } from '../../i18n/index.js';
import { calendarDay } from '../delivery/calendar-day.js';
import ReattemptForm from './ReattemptForm.js';
import {
  changedEstimate,
  parcelAnchor,
  parcelSteps,
  unitsAwaiting,
  type Step,
} from './tracking-steps.js';

/** An order's line as the timeline names it in a parcel. */
export interface TrackedItem {
  productId: string;
  name: string;
  size: string;
  color: string;
  quantity: number;
}

/** "Monday, 7 December": a promised day. */
const promisedDay = (ymd: string) =>
  calendarDay(ymd).toLocaleDateString(locale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

const DOT: Record<Step['state'], string> = {
  done: 'bg-green-700 text-white',
  current: 'bg-white text-green-800 ring-2 ring-green-700',
  upcoming: 'bg-white text-gray-400 ring-1 ring-gray-300',
};

/** One parcel's steps, top to bottom, a line joining them. */
function Steps({ steps, parcel }: { steps: Step[]; parcel: TrackingView | null }) {
  const { t } = useTranslation('orders');
  return (
    <ol className="mt-4">
      {steps.map((s, i) => (
        <li
          key={`${s.key}-${i}`}
          data-testid={`tracking-step-${s.key}`}
          data-state={s.state}
          aria-current={s.state === 'current' ? 'step' : undefined}
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          {i < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={`absolute top-7 bottom-0 left-3 w-0.5 -translate-x-1/2 ${s.state === 'done' ? 'bg-green-700' : 'bg-gray-200'}`}
            />
          )}
          <span
            aria-hidden="true"
            className={`relative flex size-6 shrink-0 items-center justify-center rounded-full ${s.key === 'attemptFailed' ? 'bg-amber-500 text-white' : DOT[s.state]}`}
          >
            {s.state === 'done' ? (
              <Icon
                name={s.key === 'attemptFailed' ? 'clock' : 'check-circle'}
                className="size-4"
              />
            ) : (
              <span className="size-2 rounded-full bg-current" />
            )}
          </span>
          <div className="min-w-0 pt-0.5 text-sm">
            <p className={s.state === 'upcoming' ? 'text-gray-500' : 'font-semibold text-gray-900'}>
              {t(`tracking.steps.${s.key}`)}
              <span className="sr-only"> ({t(`tracking.state.${s.state}`)})</span>
            </p>
            {s.key === 'shipped' && s.state === 'done' && parcel?.awb && (
              <p className="text-gray-700" data-testid="tracking-courier">
                {t('tracking.courier', {
                  courier: parcel.courierName ?? t('tracking.theCourier'),
                  awb: parcel.awb,
                })}
              </p>
            )}
            {s.detail && <p className="text-amber-800">{s.detail}</p>}
            {s.at && s.state === 'done' && (
              <p className="text-gray-600">
                <time dateTime={s.at}>{formatDateTime(s.at)}</time>
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * After a failed delivery: the shopper's choice (signed in), what was decided, or where to
 * decide it.
 */
function Decision({
  parcel,
  decide,
}: {
  parcel: TrackingView;
  decide: ((parcelId: string, input: ReattemptInput) => Promise<void>) | undefined;
}) {
  const { t } = useTranslation('orders');
  const issue = parcel.issue;
  const note = (text: string) => (
    <p
      role="status"
      className="mt-3 text-sm font-medium text-gray-800"
      data-testid="reattempt-note"
    >
      {text}
    </p>
  );
  if (!issue) return null;
  if (issue.state === 'open')
    return decide ? (
      <ReattemptForm parcel={parcel} decide={decide} />
    ) : (
      note(t('tracking.reattempt.signIn'))
    );
  const settled = ['delivered', 'rto-delivered'].includes(parcel.status);
  if (issue.state === 're-attempt' && !settled)
    return note(
      issue.deferredDate
        ? t('tracking.reattempt.asked', { date: promisedDay(issue.deferredDate) })
        : t('tracking.reattempt.askedNoDay'),
    );
  if (issue.state === 'return' && !settled) return note(t('tracking.reattempt.returning'));
  return null;
}

/** Every scan of a parcel, newest first, folded away. */
function Scans({ parcel }: { parcel: TrackingView }) {
  const { t } = useTranslation('orders');
  if (parcel.scans.length === 0) return null;
  return (
    <details className="mt-4 rounded-lg border border-gray-200 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-green-800">
        {t('tracking.updates', { count: parcel.scans.length })}
      </summary>
      <ol className="divide-y divide-gray-100 border-t border-gray-200">
        {[...parcel.scans].reverse().map((s) => (
          <li key={`${s.at}-${s.status}`} className="px-3 py-2">
            <p className="text-gray-900">{s.activity || s.status}</p>
            <p className="text-gray-600">
              <time dateTime={s.at}>{formatDateTime(s.at)}</time>
              {s.location && ` · ${s.location}`}
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * Where an order is (issue 33): the promise and any change the courier made to it, then each
 * parcel's steps (placed, packed, shipped with the courier and AWB, out for delivery, delivered;
 * a failed attempt and a return when they happen) with every scan, and what is still to pack.
 * A claim's replacement is named as such, apart from the order's own parcels: the promise, the
 * count and what is left to pack are theirs.
 */
export default function TrackingTimeline({
  placedAt,
  promisedBy,
  cancelled,
  items,
  parcels,
  decide,
  footer,
}: {
  placedAt: string;
  promisedBy: string | null;
  cancelled: boolean;
  items: TrackedItem[];
  parcels: TrackingView[];
  /** the signed-in shopper's decision after a failed delivery (absent: they are told to sign in) */
  decide?: (parcelId: string, input: ReattemptInput) => Promise<void>;
  /** what follows the parcels (the order page's "Report a problem") */
  footer?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const shown = parcels.filter((p) => p.status !== 'cancelled');
  const own = shown.filter((p) => p.claimId === null);
  const delivered = own.length > 0 && own.every((p) => p.status === 'delivered');
  const awaiting = unitsAwaiting(items, shown);
  const estimate = changedEstimate(promisedBy, shown);
  const nameOf = (l: TrackingView['lines'][number]) =>
    items.find((i) => i.productId === l.productId && i.size === l.size && i.color === l.color)
      ?.name ?? '';
  return (
    <section
      aria-labelledby="tracking-heading"
      data-testid="order-tracking"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="tracking-heading" className="text-base font-semibold text-gray-900">
        {t('tracking.heading')}
      </h2>
      {cancelled ? (
        <p className="mt-2 text-sm text-gray-700" data-testid="tracking-cancelled">
          {t('tracking.cancelled')}
        </p>
      ) : (
        !delivered &&
        promisedBy && (
          <p className="mt-2 text-sm text-gray-700" data-testid="tracking-promise">
            {t('tracking.promise', { date: promisedDay(promisedBy) })}
          </p>
        )
      )}
      {!cancelled && !delivered && estimate && (
        <p className="mt-1 text-sm font-medium text-amber-800" data-testid="tracking-new-estimate">
          {t('tracking.newEstimate', { date: promisedDay(estimate) })}
        </p>
      )}
      {!cancelled && shown.length === 0 && (
        <Steps steps={parcelSteps(placedAt, null)} parcel={null} />
      )}
      {shown.map((parcel, n) => {
        const replacement = parcel.claimId !== null;
        const heading = replacement
          ? t('tracking.replacement')
          : own.length > 1
            ? t('tracking.parcel', { n: own.indexOf(parcel) + 1, count: own.length })
            : t('tracking.ownParcel');
        return (
          <div
            key={parcel._id}
            id={parcelAnchor(parcel._id)}
            tabIndex={-1}
            data-testid="tracking-parcel"
            data-replacement={replacement || undefined}
            className={`scroll-mt-24 focus:outline-none ${n > 0 ? 'mt-5 border-t border-gray-100 pt-5' : shown.length > 1 ? 'mt-4' : ''}`}
          >
            {shown.length > 1 && (
              <h3
                className={`text-sm font-semibold ${replacement ? 'text-green-800' : 'text-gray-900'}`}
              >
                {heading}
              </h3>
            )}
            {shown.length > 1 && (
              <p className="text-sm text-gray-600">
                {parcel.lines.map((l) => `${nameOf(l)} × ${l.quantity}`).join(', ')}
              </p>
            )}
            <Steps steps={parcelSteps(placedAt, parcel)} parcel={parcel} />
            <Decision parcel={parcel} decide={decide} />
            <Scans parcel={parcel} />
          </div>
        );
      })}
      {!cancelled && shown.length > 0 && awaiting > 0 && (
        <p className="mt-5 text-sm text-gray-700" data-testid="tracking-awaiting">
          {t('tracking.awaiting', { count: awaiting })}
        </p>
      )}
      {footer}
    </section>
  );
}
