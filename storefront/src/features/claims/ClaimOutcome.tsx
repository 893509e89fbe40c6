import type { ClaimView, TrackingView } from '@arogya/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import Icon from '../../components/icons/Icon.js';
import { rupees } from '../../lib/format.js';
import { parcelAnchor } from '../tracking/tracking-steps.js';

type Tone = 'waiting' | 'good' | 'refused';

const BOX: Record<Tone, string> = {
  waiting: 'bg-amber-50 text-amber-900',
  good: 'bg-green-50 text-green-900',
  refused: 'bg-red-50 text-red-900',
};

/** What became of a refund, in words: its amount and where the money is. */
function refundWords(t: TFunction<'orders'>, claim: ClaimView): string {
  const refund = claim.refund;
  if (!refund || refund.amount === null) return t('claims.status.refundPending');
  const amount = rupees(refund.amount);
  switch (refund.state) {
    case 'processed':
      return claim.paymentMethod === 'COD'
        ? t('claims.status.refundSentToAccount', { amount })
        : t('claims.status.refundDone', { amount });
    case 'to-account':
      return t('claims.status.refundToAccount', { amount });
    case 'failed':
      return t('claims.status.refundFailed', { amount });
    default:
      return t('claims.status.refundProcessing', { amount });
  }
}

/**
 * Where a report stands, in words (issue 33): awaiting review; a replacement being packed, on
 * its way (a link to its parcel in the timeline) or delivered; a refund's amount and where the
 * money is; or why it was not accepted.
 */
export default function ClaimOutcome({
  claim,
  parcels,
}: {
  claim: ClaimView;
  parcels: TrackingView[] | null;
}) {
  const { t } = useTranslation('orders');
  let tone: Tone = 'good';
  let text: ReactNode;
  let parcel: TrackingView | undefined;
  if (claim.status === 'submitted') {
    tone = 'waiting';
    text = t('claims.status.submitted');
  } else if (claim.status === 'refused') {
    tone = 'refused';
    // their reason in staff's words, after ours
    text = (
      <Trans
        t={t}
        i18nKey="claims.status.refused"
        values={{ reason: claim.refusal ?? '' }}
        components={{ strong: <strong className="font-semibold" /> }}
      />
    );
  } else if (claim.remedy === 'refund') {
    text = refundWords(t, claim);
  } else {
    parcel = parcels?.find((p) => p._id === claim.replacementShipmentId);
    text = !parcel
      ? t('claims.status.replacementPacking')
      : parcel.status === 'delivered'
        ? t('claims.status.replacementDelivered')
        : t('claims.status.replacementOnWay');
  }
  return (
    <div className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${BOX[tone]}`}>
      <Icon
        name={tone === 'waiting' ? 'clock' : tone === 'good' ? 'check-circle' : 'x-mark'}
        className="mt-0.5 h-4 w-4 shrink-0"
      />
      <div className="min-w-0">
        <p data-testid="claim-status" className={tone === 'refused' ? '' : 'font-semibold'}>
          {text}
        </p>
        {parcel && (
          <a
            href={`#${parcelAnchor(parcel._id)}`}
            data-testid="claim-replacement-link"
            className="inline-flex min-h-11 items-center font-semibold text-green-800 underline underline-offset-2"
          >
            {t('claims.status.seeParcel')}
          </a>
        )}
      </div>
    </div>
  );
}
