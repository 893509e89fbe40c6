import { AccountRefundButton } from '../common/AccountRefundButton';
import { formatMoney } from '../common/money';
import { useT } from '../i18n';
import type { ClaimRow } from './claim-format';

/**
 * 'Record refund to account': a cash order's claim refund has no card to go back to, so staff
 * send it by UPI or bank transfer, then record it here with its reference (as a cash order's
 * whole refund is, `CashRefundButton`); the claim's refund is then processed.
 */
export function RefundToAccountButton({ claim }: { claim: ClaimRow }) {
  const t = useT();
  return (
    <AccountRefundButton
      label={t('claims.toAccount.button')}
      title={t('claims.toAccount.title')}
      body={t('claims.toAccount.body', { amount: formatMoney(claim.refund?.amount) })}
      done={t('claims.toAccount.done')}
      testId="claim-to-account"
      variant="contained"
      methodLabel={(m) => t(`claims.toAccount.method.${m}`)}
      send={(dp, r) => dp.claimRefundToAccount(claim.id, r)}
      sx={{ mt: 1.5 }}
    />
  );
}
