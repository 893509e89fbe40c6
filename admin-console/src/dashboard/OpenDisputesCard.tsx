import { Typography } from '@mui/material';
import { dateTime } from '../common/dateTime';
import { listPath } from './listPath';
import { StatCard } from './StatCard';
import { useDisputeCount } from './useDisputeCount';

/**
 * Open disputes (issue 27): how many chargebacks wait for the shop's answer, and when the
 * first answer is due; links to the undecided ones.
 */
export function OpenDisputesCard() {
  const { count, error } = useDisputeCount();
  const next = count?.nextRespondBy;
  return (
    <StatCard
      title="Open disputes"
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
            ? `Error: ${error}`
            : next
              ? `Next answer due ${dateTime(next)}`
              : count
                ? 'No answer due'
                : ' '}
        </Typography>
      }
      link={{ to: listPath('disputes', { status: 'open' }), text: 'View open disputes' }}
    />
  );
}
