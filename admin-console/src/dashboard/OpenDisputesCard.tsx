import { Typography } from '@mui/material';
import { dateTime } from '../common/dateTime';
import { useT } from '../i18n';
import { listPath } from './listPath';
import { StatCard } from './StatCard';
import { useDisputeCount } from './useDisputeCount';

/**
 * Open disputes (issue 27): how many chargebacks wait for the shop's answer, and when the
 * first answer is due; links to the undecided ones.
 */
export function OpenDisputesCard() {
  const t = useT();
  const { count, error } = useDisputeCount();
  const next = count?.nextRespondBy;
  return (
    <StatCard
      title={t('dashboard.openDisputes')}
      value={error ? '—' : (count?.open ?? '…')}
      testId="open-disputes"
      note={
        <Typography
          variant="body2"
          color={error ? 'error' : 'text.secondary'}
          data-testid="next-respond-by"
          sx={{ mb: 1 }}
        >
          {error
            ? t('common.error', { error })
            : next
              ? t('dashboard.nextAnswerDue', { when: dateTime(next) })
              : count
                ? t('dashboard.noAnswerDue')
                : ' '}
        </Typography>
      }
      link={{ to: listPath('disputes', { status: 'open' }), text: t('dashboard.viewOpenDisputes') }}
    />
  );
}
