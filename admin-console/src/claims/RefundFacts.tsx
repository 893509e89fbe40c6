import { CASH_REFUND_METHODS, type CashRefundMethod } from '@arogya/contracts';
import { Link } from '@mui/material';
import { LinkBase } from 'react-admin';
import { Fact, Facts } from '../common/Facts';
import { formatMoney } from '../common/money';
import { useAdminPath } from '../common/useAdminPath';
import { useT, type T } from '../i18n';
import { CLAIM_REFUND_STATE_LABELS, type ClaimRow } from './claim-format';
import { RefundToAccountButton } from './RefundToAccountButton';

/** "UPI · 4123…": a refund to account's `method:reference` as the service keeps it. */
function referenceText(t: T, kept: string): string {
  const at = kept.indexOf(':');
  const method = kept.slice(0, at);
  if (at < 0 || !(CASH_REFUND_METHODS as readonly string[]).includes(method)) return kept;
  return `${t(`claims.toAccount.method.${method as CashRefundMethod}`)} · ${kept.slice(at + 1)}`;
}

/**
 * An approved refund: its amount and credit note (both come with the credit note, a moment
 * after the decision), where the money is, and what staff do next — record a cash order's
 * refund sent to the shopper's account, or see a failed one on the Refunds page.
 */
export function RefundFacts({ claim }: { claim: ClaimRow }) {
  const t = useT();
  const path = useAdminPath();
  const refund = claim.refund;
  const state = refund?.state ?? null;
  const refunds = encodeURIComponent(JSON.stringify({ q: claim.orderId }));
  return (
    <>
      <Facts>
        <Fact label={t('claims.refund.amount')} testId="claim-refund-amount">
          {typeof refund?.amount === 'number'
            ? formatMoney(refund.amount)
            : t('claims.refund.amountComing')}
        </Fact>
        <Fact label={t('claims.refund.creditNote')} testId="claim-credit-note">
          {refund?.creditNoteNumber ?? t('claims.refund.noteComing')}
        </Fact>
        <Fact label={t('claims.refund.state')} testId="claim-refund-state">
          {state ? t(CLAIM_REFUND_STATE_LABELS[state]) : t('claims.refund.stateComing')}
          {state === 'failed' && (
            <>
              {' · '}
              <Link component={LinkBase} to={path(`/refunds?filter=${refunds}`)}>
                {t('claims.refund.seeRefunds')}
              </Link>
            </>
          )}
        </Fact>
        {refund?.reference && (
          <Fact label={t('claims.refund.reference')} testId="claim-refund-reference">
            {referenceText(t, refund.reference)}
          </Fact>
        )}
      </Facts>
      {state === 'to-account' && <RefundToAccountButton claim={claim} />}
    </>
  );
}
