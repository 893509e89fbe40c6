import { useGetList } from 'react-admin';
import { listPath } from './listPath';
import { StatCard } from './StatCard';

/**
 * Failed refunds (issue 27): how many refunds wait for an admin (retry, or record refunded
 * outside the shop), read from the refunds list's total; links to them.
 */
export function FailedRefundsCard() {
  const { total, error } = useGetList('refunds', {
    filter: { status: 'failed' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return (
    <StatCard
      title="Failed refunds"
      value={error ? '—' : (total ?? '…')}
      testId="failed-refunds"
      link={{ to: listPath('refunds', { status: 'failed' }), text: 'View failed refunds' }}
    />
  );
}
