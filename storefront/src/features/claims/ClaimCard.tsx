import type { ClaimView, TrackingView } from '@arogya/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimCreditNotePath } from '../../api/claims.js';
import { TEXT_BUTTON } from '../../components/content/buttons.js';
import { downloadPdf } from '../../components/orders/download-pdf.js';
import { formatDateTime } from '../../components/orders/order-format.js';
import ClaimOutcome from './ClaimOutcome.js';

/**
 * One of the shopper's reports (issue 33): when it was made, the units and what was wrong
 * (and, while it waits, what they asked for), their words and photos, where it stands, and
 * the credit note of a refund once there is one.
 */
export default function ClaimCard({
  claim,
  parcels,
}: {
  claim: ClaimView;
  parcels: TrackingView[] | null;
}) {
  const { t } = useTranslation('orders');
  const [failed, setFailed] = useState(false);
  const heading = `claim-${claim._id}`;
  const note = claim.refund?.creditNoteNumber;
  return (
    <li
      aria-labelledby={heading}
      data-testid="claim"
      className="space-y-3 rounded-xl border border-gray-200 p-4"
    >
      <h3 id={heading} className="text-sm font-semibold text-gray-900">
        {t('claims.list.reported', { date: formatDateTime(claim.createdAt) })}
      </h3>
      <ClaimOutcome claim={claim} parcels={parcels} />
      <ul className="text-sm text-gray-900" data-testid="claim-lines">
        {claim.lines.map((l) => (
          <li key={l.line}>
            {[l.name, l.size, l.color].filter(Boolean).join(' · ')} × {l.quantity}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{t('claims.list.what')}</dt>
        <dd className="text-gray-900" data-testid="claim-reason">
          {t(`claims.reasons.${claim.reason}`)}
        </dd>
        {claim.status === 'submitted' && (
          <>
            <dt className="text-gray-600">{t('claims.list.asked')}</dt>
            <dd className="text-gray-900">{t(`claims.remedies.${claim.remedy}`)}</dd>
          </>
        )}
      </dl>
      {claim.note && (
        <p className="border-l-2 border-gray-200 pl-3 text-sm break-words whitespace-pre-line text-gray-700">
          {claim.note}
        </p>
      )}
      {claim.photos.length > 0 && (
        <ul aria-label={t('claims.list.photos')} className="flex flex-wrap gap-2">
          {claim.photos.map((url, i) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-lg focus-visible:outline-2 focus-visible:outline-green-700"
              >
                <img
                  src={url}
                  alt={t('claims.list.photoAlt', { n: i + 1 })}
                  width={56}
                  height={56}
                  loading="lazy"
                  data-testid="claim-photo-thumb"
                  className="size-14 rounded-lg border border-gray-200 bg-gray-50 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {note && (
        <div className="flex flex-wrap items-center gap-x-3">
          <button
            type="button"
            data-testid="claim-credit-note"
            title={note}
            className={`${TEXT_BUTTON} -ml-2 text-left`}
            onClick={() => {
              setFailed(false);
              downloadPdf(claimCreditNotePath(claim.orderId, note), 'credit-note.pdf').catch(() =>
                setFailed(true),
              );
            }}
          >
            <span>
              {t('claims.list.creditNote')}{' '}
              <span className="font-normal whitespace-nowrap text-gray-600">({note})</span>
            </span>
          </button>
          {failed && (
            <p role="alert" className="text-sm text-red-700">
              {t('claims.list.creditNoteFailed')}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
